/**
 * The browser's one HTTP client for the club API: base URL prefix, 120 s timeout, the session's
 * bearer token on every request, logout on 401, and failures turned into readable `ApiError`s.
 * Plain `fetch` underneath: the dashboard's first load carries no HTTP library
 * (docs/decisions/0225-first-visit.md).
 */
import type { z } from "zod";
import { PLAYER_HEADER } from "@/shared/domain/player-header";
import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE, UNREADABLE_ANSWER_MESSAGE } from "./error-messages";
import { takeFirstRead } from "./first-reads";
import { sessionAccess } from "./session-access";

export const REQUEST_TIMEOUT_MS = 120_000;
export { NETWORK_ERROR_MESSAGE, UNREADABLE_ANSWER_MESSAGE };

/** A call the server answered with a failure (or with a body we could not read). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    /** The `status` word of a refused answer that has one, such as a payment still `pending`. */
    readonly answerStatus?: string,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** Prefix of every call path, e.g. "/api" or "https://api.example.com". */
  baseUrl: string;
  getToken: () => string | null;
  /** The player the calls act for (docs/decisions/0160-families.md); null or absent: the caller. */
  getPlayer?: () => string | null;
  /** Called when the server answers 401 to a signed-in call: the session is no longer valid. */
  onUnauthorized: () => void;
}

/** No answer at all: the network or the server could not be reached. */
export class NetworkError extends Error {
  override name = "NetworkError";
}

/** No answer within the time limit. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/** What a request may say besides its path. */
export interface RequestOptions {
  method?: string | undefined;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as it is (a file upload's form data). */
  body?: BodyInit | undefined;
  /** The query; absent values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined> | undefined;
  headers?: Record<string, string> | undefined;
  keepalive?: boolean | undefined;
  /** ms; REQUEST_TIMEOUT_MS when absent. */
  timeout?: number | undefined;
  context?: { credentialsCheck?: boolean } | undefined;
}

/** A client: sends a request under the base URL and resolves to the successful answer. */
export interface ApiClient {
  (path: string, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
  post(path: string, options?: RequestOptions): Promise<Response>;
}

/**
 * Marks a request whose 401 answer means "wrong credentials", not "session expired", so the
 * current session is left alone and the server's message reaches the form.
 */
export const CREDENTIALS_CHECK = { context: { credentialsCheck: true } } as const;

/** A parsed JSON object (not an array, not null): the shape of every answer in the contract. */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function toApiError(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => undefined);
  const { status } = response;
  const message =
    isJsonObject(data) && typeof data.message === "string"
      ? data.message
      : `The request failed (error ${status}). Please try again.`;
  return new ApiError(
    status,
    message,
    isJsonObject(data) && typeof data.status === "string" ? data.status : undefined,
  );
}

function withQuery(url: string, query: RequestOptions["searchParams"]): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

export function createApiClient({
  baseUrl,
  getToken,
  getPlayer,
  onUnauthorized,
}: ApiClientOptions): ApiClient {
  const send = async (path: string, options: RequestOptions = {}): Promise<Response> => {
    const { method = "GET", json, searchParams, keepalive, timeout = REQUEST_TIMEOUT_MS, context } = options;
    const headers = new Headers(options.headers);
    const token = getToken();
    // A header given with the request (ending another token) wins over the session's.
    if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
    const player = token ? getPlayer?.() : null;
    if (player) headers.set(PLAYER_HEADER, player);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
    // Payment links and form posts must not be sent twice behind the user's back: no retries.
    const request = new Request(
      new URL(withQuery(`${base}${path}`, searchParams), globalThis.location?.href),
      {
        method,
        headers,
        ...(json === undefined
          ? options.body === undefined
            ? {}
            : { body: options.body }
          : { body: JSON.stringify(json) }),
        ...(keepalive ? { keepalive } : {}),
        signal: AbortSignal.timeout(timeout),
      },
    );
    let response: Response;
    try {
      // A read the page already sent before this code arrived is answered by that request (first-reads.ts).
      response = await (takeFirstRead(request) ?? fetch(request));
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError")
        throw new TimeoutError(`${method} ${request.url} timed out`);
      throw new NetworkError(`${method} ${request.url} could not be reached`, { cause: error });
    }
    if (response.ok) return response;
    if (response.status === 401 && context?.credentialsCheck !== true) onUnauthorized();
    throw await toApiError(response);
  };
  return Object.assign(send, {
    get: (path: string, options?: RequestOptions) => send(path, { ...options, method: "GET" }),
    post: (path: string, options?: RequestOptions) => send(path, { ...options, method: "POST" }),
  });
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

/** The text to show a user for a failed call: the server's message, never a stack trace. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError || error instanceof TimeoutError) return NETWORK_ERROR_MESSAGE;
  return UNKNOWN_ERROR_MESSAGE;
}
