/**
 * The browser's one HTTP client for the club API: base URL prefix, 120 s timeout, the session's
 * bearer token on every request, logout on 401, and failures turned into readable `ApiError`s.
 * The requests go through ky (ky-client.ts), loaded with the first call the page did not already
 * send itself: a first screen whose reads the page sent (first-reads.ts) draws without it
 * (docs/decisions/0293-ky-after-first-screen.md).
 */
import type { KyInstance, Options } from "ky";
import type { z } from "zod";
import { type ApiClientOptions, ApiError, isJsonObject, REQUEST_TIMEOUT_MS } from "./api-error";
import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE, UNREADABLE_ANSWER_MESSAGE } from "./error-messages";
import { takeFirstRead } from "./first-reads";
import { sessionAccess } from "./session-access";

export {
  type ApiClientOptions,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  UNREADABLE_ANSWER_MESSAGE,
};

/**
 * Marks a request whose 401 answer means "wrong credentials", not "session expired", so the
 * current session is left alone and the server's message reaches the form.
 */
export const CREDENTIALS_CHECK = { context: { credentialsCheck: true } } as const;

/** Sends a request to a path under the base URL, with ky's options; the answer once it is a success. */
export type ApiRequest = (path: string, options?: Options) => Promise<Response>;

/**
 * The answer the page already asked for (first-reads.ts), when this request is that read: same
 * method, address and body, the same session and no other player, and nothing else asked of it.
 */
function firstAnswer(settings: ApiClientOptions, path: string, options: Options) {
  const { method = "get", json, searchParams, ...rest } = options;
  // The page's reads have no query: an empty one (a list's first page) leaves the address as it is.
  const noQuery =
    searchParams === undefined ||
    (typeof searchParams === "object" &&
      Object.getPrototypeOf(searchParams) === Object.prototype &&
      Object.values(searchParams).every((value) => value === undefined));
  if (!noQuery || Object.keys(rest).length > 0) return undefined;
  const token = settings.getToken();
  const prefix = settings.baseUrl.replace(/\/+$/, "");
  const address = `${prefix}/${path.replace(/^\/+/, "")}`;
  return takeFirstRead({
    method: method.toUpperCase(),
    url: () => new URL(address, globalThis.location?.href).href,
    token,
    player: token ? (settings.getPlayer?.() ?? null) : null,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

let kyClient: Promise<typeof import("./ky-client")> | undefined;

/** ky and the client's hooks (ky-client.ts), loaded once; a failed load (offline) is tried again by the next call. */
function loadKyClient(): Promise<typeof import("./ky-client")> {
  kyClient ??= import("./ky-client").catch((error: unknown) => {
    kyClient = undefined;
    throw error;
  });
  return kyClient;
}

/**
 * Resolves once the client can send any call at once: for a page about to leave, so a call it has
 * just made is under way before it goes (a logout's, sent with `keepalive`). Never rejects.
 */
export function apiClientReady(): Promise<void> {
  return loadKyClient().then(
    () => undefined,
    () => undefined,
  );
}

export function createApiClient(settings: ApiClientOptions): ApiRequest {
  let instance: KyInstance | undefined;
  const viaKy = async (path: string, options: Options) => {
    const module = await loadKyClient();
    instance ??= module.createKyClient(settings);
    return instance(path, options);
  };
  return async (path, options = {}) => {
    const answer = firstAnswer(settings, path, options);
    if (!answer) return viaKy(path, options);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), REQUEST_TIMEOUT_MS);
    });
    const settled = await Promise.race([answer.response, late]).catch(() => undefined);
    clearTimeout(timer);
    if (settled === "late") throw (await loadKyClient()).timedOut(answer.url);
    // A success is the answer as it is; a refusal or no answer at all goes through ky, from the
    // same pending answer, so logout on 401 and the errors are exactly those of any other call.
    if (settled?.ok) return settled;
    return viaKy(path, { ...options, fetch: () => answer.response });
  };
}

export const api = createApiClient({
  baseUrl: import.meta.env.PUBLIC_API_URL || "/api",
  getToken: () => sessionAccess().getToken(),
  getPlayer: () => sessionAccess().getPlayer?.() ?? null,
  onUnauthorized: () => sessionAccess().onUnauthorized(),
});

/**
 * Awaits a call and reads its JSON body as the answer typed by the contract schema `S`; a body that
 * is not JSON or not an object is an ApiError. Only the schema's type is used: the browser does
 * not ship the contract's runtime, and the server's contract tests hold every answer to its schema.
 */
export async function readJson<S extends z.ZodType>(request: Promise<Response>): Promise<z.output<S>> {
  const response = await request;
  const body: unknown = await response.json().catch(() => undefined);
  if (!isJsonObject(body)) throw new ApiError(response.status, UNREADABLE_ANSWER_MESSAGE);
  return body as z.output<S>;
}

/**
 * A failure that says nothing about the member's data: no answer at all (offline, timed out, the
 * server unreachable) or a gateway's answer for an API that is down.
 */
export function apiUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || (error.status >= 502 && error.status <= 504);
}

/** ky's failures without an answer; its own type guards (isNetworkError, isTimeoutError) also match them by name. */
const NO_ANSWER = new Set(["NetworkError", "TimeoutError"]);

/** The text to show a user for a failed call: the server's message, never a stack trace. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && NO_ANSWER.has(error.name)) return NETWORK_ERROR_MESSAGE;
  return UNKNOWN_ERROR_MESSAGE;
}
