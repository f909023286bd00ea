import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as UNREADABLE_ANSWER_MESSAGE, l as NETWORK_ERROR_MESSAGE, u as UNKNOWN_ERROR_MESSAGE } from "./use-account-form_DEdZMfjB.mjs";
import { n as takeFirstRead } from "./first-reads_Ckw5SyFO.mjs";
import { n as sessionAccess } from "./session-access_DN8hh-yh.mjs";
import ky, { isHTTPError, isNetworkError, isTimeoutError } from "ky";
// src/shared/domain/player-header.ts
/** The request header naming the player a member call acts for; absent, the caller themself. */
var PLAYER_HEADER = "X-Player";
// src/lib/api/client.ts
var client_exports = /* @__PURE__ */ __exportAll({
	ApiError: () => ApiError,
	CREDENTIALS_CHECK: () => CREDENTIALS_CHECK,
	NETWORK_ERROR_MESSAGE: () => NETWORK_ERROR_MESSAGE,
	REQUEST_TIMEOUT_MS: () => REQUEST_TIMEOUT_MS,
	UNREADABLE_ANSWER_MESSAGE: () => UNREADABLE_ANSWER_MESSAGE,
	api: () => api,
	apiUnreachable: () => apiUnreachable,
	createApiClient: () => createApiClient,
	errorMessage: () => errorMessage,
	readJson: () => readJson
});
var REQUEST_TIMEOUT_MS = 12e4;
var ApiError = class extends Error {
	status;
	answerStatus;
	name = "ApiError";
	constructor(status, message, answerStatus) {
		super(message);
		this.status = status;
		this.answerStatus = answerStatus;
	}
};
var CREDENTIALS_CHECK = { context: { credentialsCheck: true } };
function isJsonObject(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function toApiError(error) {
	const { data } = error;
	const { status } = error.response;
	return new ApiError(status, isJsonObject(data) && typeof data.message === "string" ? data.message : `The request failed (error ${status}). Please try again.`, isJsonObject(data) && typeof data.status === "string" ? data.status : void 0);
}
function createApiClient({ baseUrl, getToken, getPlayer, onUnauthorized }) {
	return ky.create({
		prefix: baseUrl,
		timeout: REQUEST_TIMEOUT_MS,
		retry: 0,
		fetch: (input, init) => (input instanceof Request ? takeFirstRead(input) : void 0) ?? globalThis.fetch(input, init),
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
var api = createApiClient({
	baseUrl: "/api",
	getToken: () => sessionAccess().getToken(),
	getPlayer: () => sessionAccess().getPlayer?.() ?? null,
	onUnauthorized: () => sessionAccess().onUnauthorized()
});
async function readJson(request) {
	const response = await request;
	const body = await response.json().catch(() => void 0);
	if (!isJsonObject(body)) throw new ApiError(response.status, UNREADABLE_ANSWER_MESSAGE);
	return body;
}
function apiUnreachable(error) {
	return !(error instanceof ApiError) || error.status >= 502 && error.status <= 504;
}
function errorMessage(error) {
	if (error instanceof ApiError) return error.message;
	if (isNetworkError(error) || isTimeoutError(error)) return NETWORK_ERROR_MESSAGE;
	return UNKNOWN_ERROR_MESSAGE;
}
export { readJson as i, api as n, client_exports as r, CREDENTIALS_CHECK as t };
