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
import { $token, logout } from "@/stores/session";
import { ErrorBody } from "./contract";

export const REQUEST_TIMEOUT_MS = 120_000;
export const NETWORK_ERROR_MESSAGE = "Network error. Check your connection and try again.";
export const UNREADABLE_ANSWER_MESSAGE = "The server sent an answer we could not read. Please try again.";
const UNKNOWN_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** A call the server answered with a failure (or with a body we could not read). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** Prefix of every call path, e.g. "/api" or "https://api.example.com". */
  baseUrl: string;
  getToken: () => string | null;
  /** Called when the server answers 401 to a signed-in call: the session is no longer valid. */
  onUnauthorized: () => void;
}

/**
 * Marks a request whose 401 answer means "wrong credentials", not "session expired", so the
 * current session is left alone and the server's message reaches the form.
 */
export const CREDENTIALS_CHECK = { context: { credentialsCheck: true } } as const;

function toApiError(error: HTTPError): ApiError {
  const body = ErrorBody.safeParse(error.data);
  const { status } = error.response;
  const message = body.success
    ? body.data.message
    : `The request failed (error ${status}). Please try again.`;
  return new ApiError(status, message);
}

export function createApiClient({ baseUrl, getToken, onUnauthorized }: ApiClientOptions): KyInstance {
  return ky.create({
    prefix: baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    // Payment links and form posts must not be sent twice behind the user's back.
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token) request.headers.set("Authorization", `Bearer ${token}`);
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
  getToken: () => $token.get(),
  onUnauthorized: logout,
});

/** Awaits a call and parses its JSON body with the contract schema; an unreadable body is an ApiError. */
export async function readJson<S extends z.ZodType>(
  request: ResponsePromise,
  schema: S,
): Promise<z.output<S>> {
  const response = await request;
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, UNREADABLE_ANSWER_MESSAGE);
  return parsed.data;
}

/** The text to show a user for a failed call: the server's message, never a stack trace. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isNetworkError(error) || isTimeoutError(error)) return NETWORK_ERROR_MESSAGE;
  return UNKNOWN_ERROR_MESSAGE;
}
