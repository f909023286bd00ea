/**
 * Registers a declared call (src/shared/api/calls.ts) on a Hono app: its method and path, the
 * checks its `access` asks for (sign-in, then the linked coach or the console role), the given
 * guards (rate or size limits), then the validators of the schemas the declaration names (path
 * parameters, query, JSON body, in that order), then the handler. The handler cannot drift from its
 * call's path, access or schemas: it reads what the validators parsed. With `checkAnswers` (on
 * under the tests), every JSON answer of 2xx is parsed with the declared response schema and a
 * mismatch fails the call loudly (500, the schema's issues in the log).
 */
import type { Handler, Hono, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { CallAccess, CallDeclaration, SchemaName, SchemaOf } from "@/shared/api/calls";
import * as consoleContract from "@/shared/api/console-contract";
import * as contract from "@/shared/api/contract";
import * as moneyContract from "@/shared/api/money-contract";
import type { AppEnv } from "./app-env";
import { requireRole } from "./roles";
import { validate } from "./validate";

const SCHEMAS: Record<string, unknown> = { ...contract, ...consoleContract, ...moneyContract };

/** The runtime schema a declaration names. */
export function schemaNamed<N extends SchemaName>(name: N): SchemaOf<N> {
  const schema = SCHEMAS[name];
  if (schema === undefined) throw new Error(`No contract schema is named ${name}`);
  return schema as SchemaOf<N>;
}

/** A request part the call does not declare. */
type NoPart = Record<never, never>;

type Parsed<D, K extends keyof CallDeclaration, T extends string> = D extends { [P in K]: infer N }
  ? N extends SchemaName
    ? { [P in T]: z.output<SchemaOf<N>> }
    : NoPart
  : NoPart;

type Given<D, K extends keyof CallDeclaration, T extends string> = D extends { [P in K]: infer N }
  ? N extends SchemaName
    ? { [P in T]: z.input<SchemaOf<N>> }
    : NoPart
  : NoPart;

/** What the validators hand a declared call's handler: `c.req.valid("param" | "query" | "json")`. */
export type CallInput<D extends CallDeclaration> = {
  in: Given<D, "params", "param"> & Given<D, "query", "query"> & Given<D, "body", "json">;
  out: Parsed<D, "params", "param"> & Parsed<D, "query", "query"> & Parsed<D, "body", "json">;
};

/** The validators a declaration asks for, in the order the API checks them. */
export function validatorsOf(call: CallDeclaration): MiddlewareHandler<AppEnv>[] {
  const validators: MiddlewareHandler<AppEnv>[] = [];
  if (call.params) validators.push(validate("param", schemaNamed(call.params)) as MiddlewareHandler<AppEnv>);
  if (call.query) validators.push(validate("query", schemaNamed(call.query)) as MiddlewareHandler<AppEnv>);
  if (call.body) validators.push(validate("json", schemaNamed(call.body)) as MiddlewareHandler<AppEnv>);
  return validators;
}

type RouteHandlers<D extends CallDeclaration> = [
  ...guards: MiddlewareHandler<AppEnv>[],
  handler: Handler<AppEnv, D["path"], CallInput<D>>,
];

/** `route(app, calls.coach, async (c) => ...)`, extra guards (rate or size limits) before the handler. */
export type Route = <D extends CallDeclaration>(
  // biome-ignore lint/suspicious/noExplicitAny: any sub-app of the API, whatever routes it already has
  app: Hono<AppEnv, any, any>,
  call: D,
  ...handlers: RouteHandlers<D>
) => void;

interface RouterOptions {
  /** Lets the request through only with a valid token of an existing user, who is put on the context. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** After sign-in: only an account linked to a coach profile, which is put on the context. */
  requireCoach: MiddlewareHandler<AppEnv>;
  /** Parse every 2xx JSON answer with the declared response schema (the tests turn it on). */
  checkAnswers: boolean;
}

/** The checks each access asks for, in the order they run. */
function accessGuards(access: CallAccess, options: RouterOptions): MiddlewareHandler<AppEnv>[] {
  switch (access) {
    case "anyone":
      return [];
    case "member":
      return [options.requireUser];
    case "coach":
      return [options.requireUser, options.requireCoach];
    default:
      return [options.requireUser, requireRole(access)];
  }
}

/**
 * The dotted paths of the fields an answer carries and its parse does not (the schema does not name
 * them, so parsing stripped them).
 */
function strayFields(answer: unknown, parsed: unknown, at = ""): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed))
    return answer.flatMap((item, i) => strayFields(item, parsed[i], `${at}${i}.`));
  if (!isObject(answer) || !isObject(parsed)) return [];
  return Object.keys(answer).flatMap((key) =>
    key in parsed ? strayFields(answer[key], parsed[key], `${at}${key}.`) : [`${at}${key}`],
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Fails a call whose JSON answer of 2xx does not match its declared response schema, or carries
 * fields the schema does not name (the browser reads answers unchecked, so they would reach it).
 */
function answerCheck(call: CallDeclaration): MiddlewareHandler<AppEnv>[] {
  if (call.response === "file") return [];
  const schema = schemaNamed(call.response);
  return [
    createMiddleware<AppEnv>(async (c, next) => {
      await next();
      const { res } = c;
      if (res.status < 200 || res.status >= 300) return;
      if (!res.headers.get("content-type")?.includes("application/json")) return;
      const answer: unknown = await res.clone().json();
      const parsed = schema.safeParse(answer);
      if (!parsed.success) {
        throw new Error(
          `The answer of ${call.method} ${call.path} does not match ${call.response}: ${JSON.stringify(parsed.error.issues)}`,
        );
      }
      const stray = strayFields(answer, parsed.data);
      if (stray.length > 0) {
        throw new Error(
          `The answer of ${call.method} ${call.path} has fields ${call.response} does not name: ${stray.join(", ")}`,
        );
      }
    }),
  ];
}

/** The `route` of an app: see the module comment. */
export function routerFor(options: RouterOptions): Route {
  return (app, call, ...handlers) => {
    const guards = handlers.slice(0, -1) as MiddlewareHandler<AppEnv>[];
    const handler = handlers[handlers.length - 1] as unknown as MiddlewareHandler<AppEnv>;
    // Hono types `on` per handler count; the chain is assembled here, so it is typed at `route`.
    const on = app.on.bind(app) as unknown as (
      method: string,
      path: string,
      ...chain: MiddlewareHandler<AppEnv>[]
    ) => void;
    on(
      call.method,
      call.path,
      ...accessGuards(call.access, options),
      ...guards,
      ...validatorsOf(call),
      ...(options.checkAnswers ? answerCheck(call) : []),
      handler,
    );
  };
}
