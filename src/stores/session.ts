/**
 * The signed-in session, persisted in localStorage under `user-payload` (spec sections 3 and 4).
 * Plain nanostores, so Astro `<script>` code and the React dashboard share it.
 */
import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import { z } from "zod";
import { User } from "@/lib/api/contract";

export const SESSION_STORAGE_KEY = "user-payload";

/** What a successful /signUser answers in `data`, and what we store. */
export const SessionPayload = z.object({
  user: User,
  auth: z.object({ token: z.string().min(1) }),
});
export type SessionPayload = z.infer<typeof SessionPayload>;

/** Reads a stored payload; anything unreadable, user-less or token-less counts as no session. */
function decodeSession(stored: string): SessionPayload | null {
  try {
    const parsed = SessionPayload.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const $session = persistentAtom<SessionPayload | null>(SESSION_STORAGE_KEY, null, {
  // `undefined` removes the key from storage.
  encode: (session) => (session === null ? undefined : JSON.stringify(session)),
  decode: decodeSession,
});

// A stored payload that decoded to no session (here or written by another tab) is removed, so
// it cannot come back on the next visit.
$session.subscribe((session) => {
  if (session === null) $session.set(null);
});

export const $user = computed($session, (session) => session?.user ?? null);
export const $token = computed($session, (session) => session?.auth.token ?? null);
export const $isLoggedIn = computed($session, (session) => session !== null);

/** Stores the `data` of a successful /signUser answer. */
export function login(payload: SessionPayload): void {
  $session.set(payload);
}

export function logout(): void {
  $session.set(null);
  globalThis.sessionStorage?.clear();
}

/** Asks the server whether a token is still valid. */
export type VerifyToken = (token: string) => Promise<boolean>;

async function verifyWithApi(token: string): Promise<boolean> {
  // Loaded on demand: the API client itself reads this store, and pages that only show the
  // session should not ship the client.
  const { verifyToken } = await import("@/lib/api/accounts");
  return verifyToken(token);
}

/**
 * Checks the stored token with the server and keeps the session only if it is valid. When the
 * server cannot be reached the session is kept: an outage must not sign everyone out.
 * Resolves to whether a session remains.
 */
export async function verifySession(verify: VerifyToken = verifyWithApi): Promise<boolean> {
  const token = $token.get();
  if (token === null) return false;
  let isValid: boolean;
  try {
    isValid = await verify(token);
  } catch {
    return $token.get() !== null;
  }
  // Only end the session that was checked, not one started while the check was running.
  if (!isValid && $token.get() === token) logout();
  return $token.get() !== null;
}
