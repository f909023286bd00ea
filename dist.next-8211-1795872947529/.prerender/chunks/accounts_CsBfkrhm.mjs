import { _ as signUser$1, c as juniorSignup$1, d as deleteUserData$1, f as forgotPassword$1, g as resetPassword$1, h as me, l as takeOver$1, m as logoutAll, p as logout, u as createUser$1, v as verify } from "./calls_DkO5Ajnv.mjs";
import { i as readJson, n as api, t as CREDENTIALS_CHECK } from "./client_KY-4g96L.mjs";
// src/lib/api/path.ts
var PARAMETER = /:(\w+)/g;
/** The declared path with each `:name` replaced by its value, URL-encoded. */
function pathOf(call, params = {}) {
	return call.path.replace(PARAMETER, (_segment, name) => {
		const value = params[name];
		if (value === void 0 || value === null || value === "") throw new TypeError(`${call.path} needs its ${name} parameter`);
		return encodeURIComponent(String(value));
	});
}
// src/lib/api/call.ts
/** Sends a declared call; the answer is the client's raw response (for files). */
function send(call, ...[request, options]) {
	const { params, query, body } = request ?? {};
	return api(pathOf(call, params).slice(1), {
		method: call.method,
		...body === void 0 ? {} : { json: body },
		...query === void 0 ? {} : { searchParams: query },
		...options
	});
}
/** Makes a declared call and reads its JSON answer, typed by the declared response schema. */
function call(declaration, ...args) {
	return readJson(send(declaration, ...args));
}
// src/lib/api/accounts.ts
/** Account calls: login, signup, logout, token check, profile, deletion and password reset. */
/** A wrong password answers 401 with the server's message and keeps any session. */
function signUser(credentials) {
	return call(signUser$1, { body: credentials }, CREDENTIALS_CHECK);
}
function createUser(registration) {
	return call(createUser$1, { body: registration });
}
/** Whether the token is still valid. */
async function verifyToken(token) {
	return (await call(verify, { body: { token } })).isValid;
}
/** The signed-in user with membership, training and coach state. */
async function getMe() {
	return (await call(me)).userData;
}
/** Deletes the account, confirmed with the member's password (a wrong one answers 403). */
function deleteUserData(request) {
	return call(deleteUserData$1, { body: request });
}
/** How long a logout call may take before the browser stops waiting for it. */
var LOGOUT_TIMEOUT_MS = 1e4;
/**
* Ends `token` on the server. The token is passed in, because the local session is cleared first;
* `keepalive` lets the call finish while the page goes to /login.
*/
function endToken(token) {
	return call(logout, {}, {
		headers: { Authorization: `Bearer ${token}` },
		keepalive: true,
		timeout: LOGOUT_TIMEOUT_MS
	});
}
/** "Sign out everywhere": every token of the signed-in member. */
function endAllTokens() {
	return call(logoutAll, {}, { timeout: LOGOUT_TIMEOUT_MS });
}
function forgotPassword(request) {
	return call(forgotPassword$1, { body: request });
}
function resetPassword(request) {
	return call(resetPassword$1, { body: request });
}
/** A 13 to 17-year-old's own login, waiting for their guardian's approval (docs/decisions/0206-teen-sign-up.md). */
function juniorSignup(registration) {
	return call(juniorSignup$1, { body: registration });
}
/** A player who turned 18 takes over their profile with the mailed link (docs/decisions/0205-coming-of-age.md). */
function takeOver(request) {
	return call(takeOver$1, { body: request });
}
export { createUser, deleteUserData, endAllTokens, endToken, forgotPassword, getMe, juniorSignup, resetPassword, signUser, takeOver, verifyToken };
