/**
 * The one reader of the stored session (localStorage `user-payload`): the dashboard's session
 * store decodes with it, and the static pages' small scripts ask it whether a session is stored
 * (Login becomes Dashboard, Register Now goes to the dashboard). Plain code with no dependencies,
 * so the public pages ship neither the session store nor a validation library.
 */
import type { User } from "@/shared/api/contract";

export const SESSION_STORAGE_KEY = "user-payload";

/** What a successful /signUser answers in `data`, and what is stored. */
export interface SessionPayload {
  user: User;
  auth: { token: string };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Whether a value can serve as the session: a user with an id, a name and an email, and a token. */
export function isUsableSession(value: unknown): value is SessionPayload {
  if (!isObject(value) || !isObject(value.user) || !isObject(value.auth)) return false;
  const { user, auth } = value;
  return (
    typeof user._id === "string" &&
    user._id !== "" &&
    typeof user.fullName === "string" &&
    typeof user.email === "string" &&
    typeof auth.token === "string" &&
    auth.token !== ""
  );
}

/** The stored text as a session, or null when it is missing, unreadable, user-less or token-less. */
export function parseStoredSession(stored: string | null): SessionPayload | null {
  if (!stored) return null;
  try {
    const payload: unknown = JSON.parse(stored);
    return isUsableSession(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** True when `stored` is a usable session payload. */
export function isSessionPayload(stored: string | null): boolean {
  return parseStoredSession(stored) !== null;
}

/** Whether this browser holds a session; false when storage is unavailable. */
export function hasStoredSession(): boolean {
  try {
    return isSessionPayload(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? null);
  } catch {
    return false;
  }
}
