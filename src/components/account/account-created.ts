/**
 * The sign-up's answer, handed to the login page it leads to so that page can say the account was
 * created. Kept for this tab only and read once: a reload or a later visit to /login says nothing.
 */

const KEY = "account-created";

/** Kept for the next login page; a browser that keeps nothing (storage off) simply shows nothing. */
export function rememberAccountCreated(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused: the login page goes without the notice.
  }
}

/** The sign-up's message, once, or null. */
export function takeAccountCreated(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
