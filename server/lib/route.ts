/**
 * Registers a declared call (src/shared/api/calls.ts) on a Hono app: its method and path, the given
 * guards (sign-in, role, rate or size limits) first, then the validators of the schemas the
 * declaration names (path parameters, query, JSON body, in that order), then the handler. The
 * handler cannot drift from its call's path or schemas: it reads what the validators parsed.
 */
import type { Handler, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { CallDeclaration, SchemaName, SchemaOf } from "@/shared/api/calls";
import * as consoleContract from "@/shared/api/console-contract";
import * as contract from "@/shared/api/contract";
import * as moneyContract from "@/shared/api/money-contract";
import type { AppEnv } from "./app-env";
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

/** `route(app, calls.coach, requireUser, async (c) => ...)`: see the module comment. */
export function route<D extends CallDeclaration>(
  // biome-ignore lint/suspicious/noExplicitAny: any sub-app of the API, whatever routes it already has
  app: Hono<AppEnv, any, any>,
  call: D,
  ...handlers: RouteHandlers<D>
): void {
  const guards = handlers.slice(0, -1) as MiddlewareHandler<AppEnv>[];
  const handler = handlers[handlers.length - 1] as unknown as MiddlewareHandler<AppEnv>;
  // Hono types `on` per handler count; the chain is assembled here, so it is typed at `route`.
  const on = app.on.bind(app) as unknown as (
    method: string,
    path: string,
    ...chain: MiddlewareHandler<AppEnv>[]
  ) => void;
  on(call.method, call.path, ...guards, ...validatorsOf(call), handler);
}
