/**
 * The browser's one HTTP client for the club API: base URL prefix, 120 s timeout, the session's
 * bearer token on every request, logout on 401, and failures turned into readable `ApiError`s.
 */
import ky, {
  type HTTPError,
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  type KyInstance,
  type ResponsePromise,
} from "ky";
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

/**
 * Marks a request whose 401 answer means "wrong credentials", not "session expired", so the
 * current session is left alone and the server's message reaches the form.
 */
export const CREDENTIALS_CHECK = { context: { credentialsCheck: true } } as const;

/** A parsed JSON object (not an array, not null): the shape of every answer in the contract. */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toApiError(error: HTTPError): ApiError {
  const { data } = error;
  const { status } = error.response;
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

export function createApiClient({
  baseUrl,
  getToken,
  getPlayer,
  onUnauthorized,
}: ApiClientOptions): KyInstance {
  return ky.create({
    prefix: baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    // Payment links and form posts must not be sent twice behind the user's back.
    retry: 0,
    // A read the page already sent before this code arrived is answered by that request
    // (first-reads.ts); hooks, errors and logout on 401 go on as for any answer.
    fetch: (input, init) =>
      (input instanceof Request ? takeFirstRead(input) : undefined) ?? globalThis.fetch(input, init),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token) request.headers.set("Authorization", `Bearer ${token}`);
          const player = token ? getPlayer?.() : null;
          if (player) request.headers.set(PLAYER_HEADER, player);
        },
      ],
      afterResponse: [
        ({ response, options }) => {
          if (response.status === 401 && options.context.credentialsCheck !== true) onUnauthorized();
        },
      ],
      beforeError: [({ error }) => (isHTTPError(error) ? toApiError(error) : error)],
    },
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
export async function readJson<S extends z.ZodType>(request: ResponsePromise): Promise<z.output<S>> {
  const response = await request;
  const body = await response.json<z.output<S>>().catch(() => undefined);
  if (!isJsonObject(body)) throw new ApiError(response.status, UNREADABLE_ANSWER_MESSAGE);
  return body;
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
  if (isNetworkError(error) || isTimeoutError(error)) return NETWORK_ERROR_MESSAGE;
  return UNKNOWN_ERROR_MESSAGE;
}
