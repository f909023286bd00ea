/**
 * A cheap look at whether a session is stored, for the static pages' small scripts (Login becomes
 * Dashboard, Register Now goes to the dashboard). It reads localStorage directly instead of the
 * session store so the public pages do not ship zod; the dashboard does the real check.
 */
export const SESSION_STORAGE_KEY = "user-payload";

/** True when `stored` is a JSON payload with a user object and a non-empty auth.token. */
export function isSessionPayload(stored: string | null): boolean {
  if (!stored) return false;
  try {
    const payload: unknown = JSON.parse(stored);
    if (typeof payload !== "object" || payload === null) return false;
    const { user, auth } = payload as { user?: unknown; auth?: { token?: unknown } | null };
    return typeof user === "object" && user !== null && typeof auth?.token === "string" && auth.token !== "";
  } catch {
    return false;
  }
}

/** Whether this browser holds a session; false when storage is unavailable. */
export function hasStoredSession(): boolean {
  try {
    return isSessionPayload(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? null);
  } catch {
    return false;
  }
}
