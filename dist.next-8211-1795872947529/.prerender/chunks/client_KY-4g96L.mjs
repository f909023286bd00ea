import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as UNREADABLE_ANSWER_MESSAGE, l as NETWORK_ERROR_MESSAGE, u as UNKNOWN_ERROR_MESSAGE } from "./use-account-form_8AKQOLki.mjs";
import { n as takeFirstRead } from "./first-reads_BNe9UEeT.mjs";
import { n as sessionAccess } from "./session-access_DN8hh-yh.mjs";
// src/lib/api/api-error.ts
/** What the API client (client.ts) and its ky instance (ky-client.ts) both need. */
var REQUEST_TIMEOUT_MS = 12e4;
/** A call the server answered with a failure (or with a body we could not read). */
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
/** A parsed JSON object (not an array, not null): the shape of every answer in the contract. */
function isJsonObject(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
// src/lib/api/client.ts
var client_exports = /* @__PURE__ */ __exportAll({
	ApiError: () => ApiError,
	CREDENTIALS_CHECK: () => CREDENTIALS_CHECK,
	NETWORK_ERROR_MESSAGE: () => NETWORK_ERROR_MESSAGE,
	REQUEST_TIMEOUT_MS: () => REQUEST_TIMEOUT_MS,
	UNREADABLE_ANSWER_MESSAGE: () => UNREADABLE_ANSWER_MESSAGE,
	api: () => api,
	apiClientReady: () => apiClientReady,
	apiUnreachable: () => apiUnreachable,
	createApiClient: () => createApiClient,
	errorMessage: () => errorMessage,
	readJson: () => readJson
});
var CREDENTIALS_CHECK = { context: { credentialsCheck: true } };
function firstAnswer(settings, path, options) {
	const { method = "get", json, searchParams, ...rest } = options;
	if (!(searchParams === void 0 || typeof searchParams === "object" && Object.getPrototypeOf(searchParams) === Object.prototype && Object.values(searchParams).every((value) => value === void 0)) || Object.keys(rest).length > 0) return void 0;
	const token = settings.getToken();
	const address = `${settings.baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
	return takeFirstRead({
		method: method.toUpperCase(),
		url: () => new URL(address, globalThis.location?.href).href,
		token,
		player: token ? settings.getPlayer?.() ?? null : null,
		body: json === void 0 ? void 0 : JSON.stringify(json)
	});
}
var kyClient;
function loadKyClient() {
	kyClient ??= import("./ky-client_CyVNamqN.mjs").catch((error) => {
		kyClient = void 0;
		throw error;
	});
	return kyClient;
}
function apiClientReady() {
	return loadKyClient().then(() => void 0, () => void 0);
}
function createApiClient(settings) {
	let instance;
	const viaKy = async (path, options) => {
		const module = await loadKyClient();
		instance ??= module.createKyClient(settings);
		return instance(path, options);
	};
	return async (path, options = {}) => {
		const answer = firstAnswer(settings, path, options);
		if (!answer) return viaKy(path, options);
		let timer;
		const late = new Promise((resolve) => {
			timer = setTimeout(() => resolve("late"), REQUEST_TIMEOUT_MS);
		});
		const settled = await Promise.race([answer.response, late]).catch(() => void 0);
		clearTimeout(timer);
		if (settled === "late") throw (await loadKyClient()).timedOut(answer.url);
		if (settled?.ok) return settled;
		return viaKy(path, {
			...options,
			fetch: () => answer.response
		});
	};
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
var NO_ANSWER = /* @__PURE__ */ new Set(["NetworkError", "TimeoutError"]);
function errorMessage(error) {
	if (error instanceof ApiError) return error.message;
	if (error instanceof Error && NO_ANSWER.has(error.name)) return NETWORK_ERROR_MESSAGE;
	return UNKNOWN_ERROR_MESSAGE;
}
export { ApiError as a, readJson as i, api as n, REQUEST_TIMEOUT_MS as o, client_exports as r, isJsonObject as s, CREDENTIALS_CHECK as t };
