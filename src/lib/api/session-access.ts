/**
 * How the API client reaches the signed-in session: the session store connects itself here when it
 * is created (src/stores/session.ts), so the client reads the token and reports an expired session
 * without importing the stores. Dependencies run one way: stores use the API, never the reverse.
 * Until a session connects there is no token and a 401 has nothing to end. Tiny on purpose: every
 * page that shows the session loads it, and must not ship the HTTP client with it.
 */

export interface SessionAccess {
  /** The bearer token of the signed-in session, or null. */
  getToken(): string | null;
  /** Called when the server answers 401 to a signed-in call: the session is no longer valid. */
  onUnauthorized(): void;
  /** The player the dashboard acts for (a junior of the account), sent as `X-Player`; null: the caller. */
  getPlayer?(): string | null;
}

const signedOut: SessionAccess = { getToken: () => null, onUnauthorized: () => {}, getPlayer: () => null };

let current: SessionAccess = signedOut;

/** Makes `access` the session every API call uses. */
export function connectSession(access: SessionAccess): void {
  current = access;
}

/** The session the API client uses now. */
export function sessionAccess(): SessionAccess {
  return current;
}
