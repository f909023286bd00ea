// src/components/account/navigate.ts
/** Page changes of the account forms, in one place so component tests can observe them. */
function navigate(href) {
	window.location.assign(href);
}
/** Leaves a page the visitor should not come back to with the Back button. */
function redirect(href) {
	window.location.replace(href);
}
export { redirect as n, navigate as t };
