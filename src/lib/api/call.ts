/**
 * The browser's one way to make a declared call (calls.ts) through the API client: the path filled
 * in from the declaration's parameters, its method, query and JSON body, the answer typed by its
 * response schema. Also the dashboard cache key of a read, derived from the same declaration.
 */
import type { KeyInput } from "@nanostores/query";
import type { Options } from "ky";
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

/** One part of a cache key: a fixed text, or a store whose value fills it in (no read while it is null). */
type KeyPart = Exclude<KeyInput, readonly unknown[]> | Extract<KeyInput, readonly unknown[]>[number];

/** What a read's cache key is made of besides its declaration's path. */
export type KeyOf = {
  /** The path's parameters, by name, each filling in its place in the path. */
  params?: Record<string, KeyPart>;
  /** The query, after "?": the address's search, or the parts that make it up. */
  query?: KeyPart | readonly KeyPart[];
  /** After "#": who reads (the token or the player acted for) and what must be open for the read to run. */
  scope?: KeyPart | readonly KeyPart[];
};

/**
 * The one way a fetcher store keys its cache: the declared path with its parameters filled in, then
 * "?" and the query when it has one, then "#" and the scope. Fixed texts next to each other are
 * joined, so the parts the fetcher gets are the path's start and the values of the stores, in order.
 * `keysOf(call)` selects every key made here from `call`.
 */
export function keyOf(call: Pick<CallDeclaration, "path">, { params, query, scope }: KeyOf = {}): KeyPart[] {
  const parts: KeyPart[] = [];
  call.path.split(/:(\w+)/).forEach((piece, i) => {
    if (i % 2 === 0) {
      parts.push(piece);
      return;
    }
    const value = params?.[piece];
    if (value === undefined) throw new Error(`${call.path} needs its ${piece} parameter in its cache key`);
    parts.push(value);
  });
  if (query !== undefined) parts.push("?", ...[query].flat());
  if (scope !== undefined) parts.push("#", ...[scope].flat());
  return parts.reduce<KeyPart[]>((joined, part) => {
    const last = joined.length - 1;
    if (typeof part === "string" && typeof joined[last] === "string") joined[last] += part;
    else if (part !== "") joined.push(part);
    return joined;
  }, []);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Selects the cache keys `keyOf` made from any of `calls` (to invalidate, revalidate or set them):
 * the declared path, any value in each parameter's place, then the query, the scope or nothing.
 * A key of a longer path ("/staff/payments/totals" for "/staff/payments") is not selected.
 */
export function keysOf(...calls: readonly Pick<CallDeclaration, "path">[]): (key: string) => boolean {
  const patterns = calls.map(
    ({ path }) => new RegExp(`^${path.split(/:\w+/).map(escaped).join("[^/?#]+")}(?:[?#]|$)`),
  );
  return (key) => patterns.some((pattern) => pattern.test(key));
}

/** Sends a declared call; the answer is the client's raw response (for files). */
export function send<D extends CallDeclaration>(
  call: D,
  ...[request, options]: CallArgs<D>
): Promise<Response> {
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
