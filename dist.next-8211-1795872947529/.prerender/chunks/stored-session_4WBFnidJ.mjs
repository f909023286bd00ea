// src/components/site/stored-session.ts
var SESSION_STORAGE_KEY = "user-payload";
function isObject(value) {
	return typeof value === "object" && value !== null;
}
/** Whether a value can serve as the session: a user with an id, a name and an email, and a token. */
function isUsableSession(value) {
	if (!isObject(value) || !isObject(value.user) || !isObject(value.auth)) return false;
	const { user, auth } = value;
	return typeof user._id === "string" && user._id !== "" && typeof user.fullName === "string" && typeof user.email === "string" && typeof auth.token === "string" && auth.token !== "";
}
/** The stored text as a session, or null when it is missing, unreadable, user-less or token-less. */
function parseStoredSession(stored) {
	if (!stored) return null;
	try {
		const payload = JSON.parse(stored);
		return isUsableSession(payload) ? payload : null;
	} catch {
		return null;
	}
}
/** True when `stored` is a usable session payload. */
function isSessionPayload(stored) {
	return parseStoredSession(stored) !== null;
}
/** Whether this browser holds a session; false when storage is unavailable. */
function hasStoredSession() {
	try {
		return isSessionPayload(globalThis.localStorage?.getItem("user-payload") ?? null);
	} catch {
		return false;
	}
}
export { hasStoredSession as n, parseStoredSession as r, SESSION_STORAGE_KEY as t };
