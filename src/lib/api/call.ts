/**
 * The browser's one way to make a declared call (calls.ts) through the API client: the path filled
 * in from the declaration's parameters, its method, query and JSON body, the answer typed by its
 * response schema. Also the dashboard cache key of a read, derived from the same declaration.
 */
import type { Options, ResponsePromise } from "ky";
import type { z } from "zod";
import type { CallDeclaration, SchemaName, SchemaOf } from "@/shared/api/calls";
import { api, readJson } from "./client";
import { pathOf } from "./path";

type Part<D, K extends "params" | "query" | "body", Name extends string> = D extends { [P in K]: infer N }
  ? N extends SchemaName
    ? { [P in Name]: z.input<SchemaOf<N>> }
    : Record<never, never>
  : Record<never, never>;

/** What a call needs besides its declaration: path parameters, query and body, as declared. */
export type CallRequest<D extends CallDeclaration> = Part<D, "params", "params"> &
  Part<D, "query", "query"> &
  Part<D, "body", "body">;

/** The answer of a call with a JSON response. */
export type CallAnswer<D extends CallDeclaration> = D extends { response: infer N }
  ? N extends SchemaName
    ? z.output<SchemaOf<N>>
    : never
  : never;

/** The request may be left out when the call declares no parameters, query or body. */
type CallArgs<D extends CallDeclaration> =
  Record<never, never> extends CallRequest<D>
    ? [request?: CallRequest<D>, options?: Options]
    : [request: CallRequest<D>, options?: Options];

/**
 * The dashboard cache key of a read: the path up to its first parameter, which the store's next
 * key part supplies, or the whole path and "#" before the session part of a read without one.
 */
export function cacheKey(call: Pick<CallDeclaration, "path">): string {
  const parameter = call.path.indexOf(":");
  return parameter === -1 ? `${call.path}#` : call.path.slice(0, parameter);
}

/** Sends a declared call; the answer is the client's raw response (for files). */
export function send<D extends CallDeclaration>(
  call: D,
  ...[request, options]: CallArgs<D>
): ResponsePromise {
  const { params, query, body } = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  return api(pathOf(call, params as Record<string, unknown>).slice(1), {
    method: call.method,
    ...(body === undefined ? {} : { json: body }),
    ...(query === undefined ? {} : { searchParams: query as Record<string, string> }),
    ...options,
  });
}

/** Makes a declared call and reads its JSON answer, typed by the declared response schema. */
export function call<D extends CallDeclaration & { response: SchemaName }>(
  declaration: D,
  ...args: CallArgs<D>
): Promise<CallAnswer<D>> {
  return readJson<z.ZodType>(send(declaration, ...args)) as Promise<CallAnswer<D>>;
}

/** The JSON body a call takes. */
export type BodyOf<D extends CallDeclaration> = CallRequest<D> extends { body: infer B } ? B : never;

/** The query a call takes. */
export type QueryOf<D extends CallDeclaration> = CallRequest<D> extends { query: infer Q } ? Q : never;
