import { r as parseStoredSession, t as SESSION_STORAGE_KEY } from "./stored-session_4WBFnidJ.mjs";
import { t as connectSession } from "./session-access_DN8hh-yh.mjs";
import { n as redirect } from "./navigate_aU2EVmF6.mjs";
import { useEffect, useState } from "react";
import { persistentAtom } from "@nanostores/persistent";
import { atom, computed } from "nanostores";
// src/stores/session.ts
/**
* The signed-in session, persisted in localStorage under `user-payload` (docs/product.md, Records
* and States). Plain nanostores, so Astro `<script>` code and the React dashboard share it.
*/
/** Set when storage held a payload that could not be used, so it gets removed. */
var unusablePayloadStored = false;
/** Reads a stored payload; anything unreadable, user-less or token-less counts as no session. */
function decodeSession(stored) {
	const session = parseStoredSession(stored);
	if (session === null) unusablePayloadStored = true;
	return session;
}
var $session = persistentAtom(SESSION_STORAGE_KEY, null, {
	encode: (session) => session === null ? void 0 : JSON.stringify(session),
	decode: decodeSession
});
$session.subscribe(() => {
	if (!unusablePayloadStored) return;
	unusablePayloadStored = false;
	$session.set(null);
});
computed($session, (session) => session?.user ?? null);
var $token = computed($session, (session) => session?.auth.token ?? null);
var $isLoggedIn = computed($session, (session) => session !== null);
/**
* Whose dashboard the account is looking at: a junior it manages, by id, or null for the account
* holder themself (docs/decisions/0160-families.md). The API client sends it as `X-Player`.
*/
var $actingPlayer = atom(null);
computed([$token, $actingPlayer], (token, player) => token === null ? null : player === null ? token : `${token}|${player}`);
atom(false);
/** Stores the `data` of a successful /signUser answer. */
function login(payload) {
	$session.set(payload);
}
/** Clears the session in this browser: the stored user and token, the session storage, and what was kept. */
function logout() {
	if ($session.get() !== null) $session.set(null);
	$actingPlayer.set(null);
	globalThis.sessionStorage?.clear();
	const stored = globalThis.localStorage;
	if (!stored) return;
	for (let i = stored.length - 1; i >= 0; i--) {
		const key = stored.key(i);
		if (key?.startsWith("kept-")) stored.removeItem(key);
	}
}
connectSession({
	getToken: () => $token.get(),
	getPlayer: () => $actingPlayer.get(),
	onUnauthorized: logout
});
// src/components/account/carried-payment.ts
/** Longest `pl` carried along; a plan title is a few words. */
var PLAN_TITLE_MAX_LENGTH = 120;
/** The carried payment of a query string, or null when there is no valid `pay`. */
async function readCarriedPayment(search) {
	const params = new URLSearchParams(search);
	if (!params.has("pay")) return null;
	const { parsePayParam } = await import("./pay-param_Bpmu35Sk.mjs");
	const selection = parsePayParam(params);
	if (!selection) return null;
	const pl = params.get("pl");
	return {
		selection,
		planTitleParam: pl && pl.length <= PLAN_TITLE_MAX_LENGTH ? pl : null
	};
}
/** `path` carrying the payment forward (`pl` first, as plan buttons write it); `path` alone without one. */
function hrefCarrying(path, carried) {
	if (!carried) return path;
	const params = new URLSearchParams();
	if (carried.planTitleParam) params.set("pl", carried.planTitleParam);
	params.set("pay", JSON.stringify(carried.selection));
	return `${path}?${params}`;
}
/** The apps a login may return to: the member dashboard and the club console. */
var RETURN_PATH = /^\/(u|staff)(\/[\w\-/.~%]*)?(\?[^#\s]*)?$/;
/**
* The page a `next` parameter asks to return to after login, or null: only a same-site path under
* /u or /staff, so a crafted login link cannot send anyone to another site (`//evil.example`,
* `https:`, backslashes) or to an arbitrary page of this one.
*/
function safeNextPath(next) {
	if (!next || next.length > 500) return null;
	if (!RETURN_PATH.test(next)) return null;
	if (next.split("?")[0].split("/").some((segment) => segment === "." || segment === "..")) return null;
	return next;
}
/** The `next` of a query string, when it is one a login may return to. */
function readNextPath(search) {
	return safeNextPath(new URLSearchParams(search).get("next"));
}
/**
* Where a successful login goes: the billings page to pay for the carried selection, else the page
* `next` named (a console or dashboard page the visitor was sent away from), else the overview.
*/
function afterLoginHref(carried, next = null) {
	if (!carried) return next ?? "/u";
	return `/u/billings?${new URLSearchParams({ pay: JSON.stringify(carried.selection) })}`;
}
// src/components/account/use-page-entry.ts
/** What an account page learns from the browser once it is running: the carried payment and the session. */
/**
* The payment choice carried in this page's address. One that cannot be read (its parser could not
* be fetched) is dropped, as a malformed one is.
*/
function readPagePayment() {
	return readCarriedPayment(window.location.search).catch(() => null);
}
/** The payment choice carried in the address (read after hydration: the page is static). */
function useCarriedPayment() {
	const [carried, setCarried] = useState(null);
	useEffect(() => {
		let mounted = true;
		readPagePayment().then((read) => mounted && setCarried(read));
		return () => {
			mounted = false;
		};
	}, []);
	return carried;
}
/**
* Sends a visitor who is already signed in to the dashboard (docs/product.md, Routes), or straight
* to paying for the plan they carry.
*/
function useRedirectWhenSignedIn() {
	useEffect(() => {
		if ($isLoggedIn.get()) readPagePayment().then((carried) => redirect(afterLoginHref(carried, readNextPath(window.location.search))));
	}, []);
}
export { hrefCarrying as a, afterLoginHref as i, useCarriedPayment as n, readNextPath as o, useRedirectWhenSignedIn as r, login as s, readPagePayment as t };
