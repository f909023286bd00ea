import { a as ApiError, o as REQUEST_TIMEOUT_MS, s as isJsonObject } from "./client_KY-4g96L.mjs";
import ky, { TimeoutError, isHTTPError } from "ky";
// src/shared/domain/player-header.ts
/** The request header naming the player a member call acts for; absent, the caller themself. */
var PLAYER_HEADER = "X-Player";
// src/lib/api/ky-client.ts
/**
* The ky instance behind the API client (client.ts): base URL prefix, 120 s timeout, the session's
* bearer token on every request, logout on 401, and failure answers turned into `ApiError`s. Loaded
* with the first call the page did not already send itself (docs/decisions/0293-ky-after-first-screen.md).
*/
function toApiError(error) {
	const { data } = error;
	const { status } = error.response;
	const message = isJsonObject(data) && typeof data.message === "string" ? data.message : `The request failed (error ${status}). Please try again.`;
	return new ApiError(status, message, isJsonObject(data) && typeof data.status === "string" ? data.status : void 0);
}
function createKyClient({ baseUrl, getToken, getPlayer, onUnauthorized }) {
	return ky.create({
		prefix: baseUrl,
		timeout: REQUEST_TIMEOUT_MS,
		retry: 0,
		hooks: {
			beforeRequest: [({ request }) => {
				const token = getToken();
				if (token) request.headers.set("Authorization", `Bearer ${token}`);
				const player = token ? getPlayer?.() : null;
				if (player) request.headers.set(PLAYER_HEADER, player);
			}],
			afterResponse: [({ response, options }) => {
				if (response.status === 401 && options.context.credentialsCheck !== true) onUnauthorized();
			}],
			beforeError: [({ error }) => isHTTPError(error) ? toApiError(error) : error]
		}
	});
}
/** ky's error for an answer that did not come in time, for a read the page sent itself. */
function timedOut(url) {
	return new TimeoutError(new Request(url));
}
export { createKyClient, timedOut };
