// src/components/account/account-created.ts
/**
* The sign-up's answer, handed to the login page it leads to so that page can say the account was
* created. Kept for this tab only and read once: a reload or a later visit to /login says nothing.
*/
var KEY = "account-created";
/** Kept for the next login page; a browser that keeps nothing (storage off) simply shows nothing. */
function rememberAccountCreated(message) {
	try {
		sessionStorage.setItem(KEY, message);
	} catch {}
}
/** The sign-up's message, once, or null. */
function takeAccountCreated() {
	try {
		const message = sessionStorage.getItem(KEY);
		sessionStorage.removeItem(KEY);
		return message;
	} catch {
		return null;
	}
}
export { takeAccountCreated as n, rememberAccountCreated as t };
