/**
 * The ky instance behind the API client (client.ts): base URL prefix, 120 s timeout, the session's
 * bearer token on every request, logout on 401, and failure answers turned into `ApiError`s. Loaded
 * with the first call the page did not already send itself (docs/decisions/0293-ky-after-first-screen.md).
 */
import ky, { type HTTPError, isHTTPError, type KyInstance, TimeoutError } from "ky";
import { PLAYER_HEADER } from "@/shared/domain/player-header";
import { type ApiClientOptions, ApiError, isJsonObject, REQUEST_TIMEOUT_MS } from "./api-error";

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

export function createKyClient({
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

/** ky's error for an answer that did not come in time, for a read the page sent itself. */
export function timedOut(url: string): Error {
  return new TimeoutError(new Request(url));
}
