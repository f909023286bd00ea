/** Account calls: login, signup, logout, token check, profile, deletion and password reset. */

import * as calls from "@/shared/api/calls";
import type { UserData } from "@/shared/api/contract";
import { type BodyOf, call } from "./call";
import { CREDENTIALS_CHECK } from "./client";

/** A wrong password answers 401 with the server's message and keeps any session. */
export function signUser(credentials: BodyOf<typeof calls.signUser>) {
  return call(calls.signUser, { body: credentials }, CREDENTIALS_CHECK);
}

export function createUser(registration: BodyOf<typeof calls.createUser>) {
  return call(calls.createUser, { body: registration });
}

/** Whether the token is still valid. */
export async function verifyToken(token: string): Promise<boolean> {
  return (await call(calls.verify, { body: { token } })).isValid;
}

/** The signed-in user with membership, training and coach state. */
export async function getMe(): Promise<UserData> {
  return (await call(calls.me)).userData;
}

/** Deletes the account, confirmed with the member's password (a wrong one answers 403). */
export function deleteUserData(request: BodyOf<typeof calls.deleteUserData>) {
  return call(calls.deleteUserData, { body: request });
}

/** How long a logout call may take before the browser stops waiting for it. */
const LOGOUT_TIMEOUT_MS = 10_000;

/**
 * Ends `token` on the server. The token is passed in, because the local session is cleared first;
 * `keepalive` lets the call finish while the page goes to /login.
 */
export function endToken(token: string) {
  return call(
    calls.logout,
    {},
    { headers: { Authorization: `Bearer ${token}` }, keepalive: true, timeout: LOGOUT_TIMEOUT_MS },
  );
}

/** "Sign out everywhere": every token of the signed-in member. */
export function endAllTokens() {
  return call(calls.logoutAll, {}, { timeout: LOGOUT_TIMEOUT_MS });
}

export function forgotPassword(request: BodyOf<typeof calls.forgotPassword>) {
  return call(calls.forgotPassword, { body: request });
}

export function resetPassword(request: BodyOf<typeof calls.resetPassword>) {
  return call(calls.resetPassword, { body: request });
}

/** A 13 to 17-year-old's own login, waiting for their guardian's approval (docs/decisions/0206-teen-sign-up.md). */
export function juniorSignup(registration: BodyOf<typeof calls.juniorSignup>) {
  return call(calls.juniorSignup, { body: registration });
}

/** A player who turned 18 takes over their profile with the mailed link (docs/decisions/0205-coming-of-age.md). */
export function takeOver(request: BodyOf<typeof calls.takeOver>) {
  return call(calls.takeOver, { body: request });
}
