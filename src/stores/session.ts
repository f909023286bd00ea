/**
 * The signed-in session, persisted in localStorage under `user-payload` (docs/product.md, Records
 * and States). Plain nanostores, so Astro `<script>` code and the React dashboard share it.
 */
import { persistentAtom } from "@nanostores/persistent";
import { atom, computed } from "nanostores";
import {
  parseStoredSession,
  SESSION_STORAGE_KEY,
  type SessionPayload,
} from "@/components/site/stored-session";
import { connectSession } from "@/lib/api/session-access";

export type { SessionPayload };

/** Set when storage held a payload that could not be used, so it gets removed. */
let unusablePayloadStored = false;

/** Reads a stored payload; anything unreadable, user-less or token-less counts as no session. */
function decodeSession(stored: string): SessionPayload | null {
  const session = parseStoredSession(stored);
  if (session === null) unusablePayloadStored = true;
  return session;
}

export const $session = persistentAtom<SessionPayload | null>(SESSION_STORAGE_KEY, null, {
  // `undefined` removes the key from storage.
  encode: (session) => (session === null ? undefined : JSON.stringify(session)),
  decode: decodeSession,
});

// Remove an unusable payload (found on load or written by another tab) so it cannot come back.
// Subscribing also keeps the store in sync with logins and logouts in other tabs.
$session.subscribe(() => {
  if (!unusablePayloadStored) return;
  unusablePayloadStored = false;
  $session.set(null);
});

export const $user = computed($session, (session) => session?.user ?? null);
export const $token = computed($session, (session) => session?.auth.token ?? null);
export const $isLoggedIn = computed($session, (session) => session !== null);

/**
 * Whose dashboard the account is looking at: a junior it manages, by id, or null for the account
 * holder themself (docs/decisions/0160-families.md). The API client sends it as `X-Player`. The
 * tab keeps the choice (src/stores/family.ts, loaded with a guardian's switcher).
 */
export const $actingPlayer = atom<string | null>(null);

/**
 * The session part of a player's reads' cache keys: the token and the player acted for, so
 * switching players never shows another player's answers. Null while signed out.
 */
export const $playerKey = computed([$token, $actingPlayer], (token, player) =>
  token === null ? null : player === null ? token : `${token}|${player}`,
);

/**
 * Set once the member deleted their account (src/stores/account.ts): the dashboard then stays on
 * its farewell message until it sends the visitor home, instead of treating the ended session as a
 * logout. Kept here, with the session, so the dashboard's first load does not carry the account's
 * writes.
 */
export const $accountDeleted = atom(false);

/** Stores the `data` of a successful /signUser answer. */
export function login(payload: SessionPayload): void {
  $session.set(payload);
}

/**
 * What the dashboard and console keep on the device for the signed-in user (tickets, answers, the
 * console role) is stored under keys starting with this, and all of it goes at logout. Matching the
 * prefix, rather than importing each keeper, keeps their code out of every page that has a session.
 */
export const KEPT_KEY_PREFIX = "kept-";

/** Clears the session in this browser: the stored user and token, the session storage, and what was kept. */
export function logout(): void {
  if ($session.get() !== null) $session.set(null);
  $actingPlayer.set(null);
  globalThis.sessionStorage?.clear();
  const stored = globalThis.localStorage;
  if (!stored) return;
  for (let i = stored.length - 1; i >= 0; i--) {
    const key = stored.key(i);
    if (key?.startsWith(KEPT_KEY_PREFIX)) stored.removeItem(key);
  }
}

// The API client sends this session's token and ends the session when the server refuses it.
connectSession({
  getToken: () => $token.get(),
  getPlayer: () => $actingPlayer.get(),
  onUnauthorized: logout,
});

/** Asks the server to end a token. */
export type EndToken = (token: string) => Promise<unknown>;

async function endWithApi(token: string): Promise<unknown> {
  const { endToken } = await import("@/lib/api/accounts");
  return endToken(token);
}

/**
 * Logout: clears the session here at once, then asks the server to end the token, so a copy of it
 * is worthless too. The local logout never waits for or depends on the server: offline, or with the
 * call failing, the member is still logged out here. Resolves once the call settled, either way.
 */
export async function signOut(end: EndToken = endWithApi): Promise<void> {
  const token = $token.get();
  logout();
  if (token === null) return;
  try {
    await end(token);
  } catch {
    // Already logged out here; the token expires on its own within 7 days.
  }
}

/** Asks the server whether a token is still valid. */
export type VerifyToken = (token: string) => Promise<boolean>;

async function verifyWithApi(token: string): Promise<boolean> {
  // Loaded on demand: pages that only show the session should not ship the API client.
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
