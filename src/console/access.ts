/** Who may see the console: the decision the app makes before drawing anything. Pure. */
import type { ConsoleRole } from "@/shared/api/console-contract";

export type ConsoleAccess =
  | { readonly kind: "log-in"; readonly href: string }
  | { readonly kind: "checking" }
  | { readonly kind: "staff-only" }
  | { readonly kind: "unavailable"; readonly message: string }
  | { readonly kind: "open"; readonly role: ConsoleRole };

/** The login page, returning to `path` (and its query) afterwards. */
export function loginHref(path: string): string {
  return `/login?${new URLSearchParams({ next: path })}`;
}

interface MeRead {
  data?: { user: { consoleRole: ConsoleRole } };
  error?: unknown;
}

/**
 * Logged out: the login page, back here after. The server's /staff/me decides the rest: 403 (a
 * member) is the staff-only page. With no network (a failure without an HTTP status) the role this
 * device kept from the server's last answer opens the console, so the gate scanner works offline;
 * the server still checks every call. Any other failure says the console could not be reached.
 * While the server has not answered yet, that kept role opens the console too (a second visit draws
 * at once); the server's answer then decides, as always.
 */
export function consoleAccess(
  loggedIn: boolean,
  path: string,
  me: MeRead,
  describeError: (error: unknown) => { status?: number | undefined; message: string },
  keptRole: ConsoleRole | null = null,
): ConsoleAccess {
  if (!loggedIn) return { kind: "log-in", href: loginHref(path) };
  if (me.data) {
    const role = me.data.user.consoleRole;
    return role === "member" ? { kind: "staff-only" } : { kind: "open", role };
  }
  if (me.error !== undefined) {
    const { status, message } = describeError(me.error);
    if (status === 403) return { kind: "staff-only" };
    if (status === undefined && keptRole !== null && keptRole !== "member")
      return { kind: "open", role: keptRole };
    return { kind: "unavailable", message };
  }
  // A second visit opens at once on the role the server last confirmed, while it confirms it again.
  if (keptRole !== null && keptRole !== "member") return { kind: "open", role: keptRole };
  return { kind: "checking" };
}
