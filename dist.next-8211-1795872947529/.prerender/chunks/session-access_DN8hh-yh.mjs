// src/lib/api/session-access.ts
var current = {
	getToken: () => null,
	onUnauthorized: () => {},
	getPlayer: () => null
};
/** Makes `access` the session every API call uses. */
function connectSession(access) {
	current = access;
}
/** The session the API client uses now. */
function sessionAccess() {
	return current;
}
export { sessionAccess as n, connectSession as t };
