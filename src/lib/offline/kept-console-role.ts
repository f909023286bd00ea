/**
 * The console role the server last confirmed for the signed-in user, kept on the device
 * (localStorage) so the console, and its gate scanner, opens again with no network. It only decides
 * what the console draws: the server still checks the role of every call. Removed at logout, and
 * whenever the server says the user is not staff.
 */
import type { ConsoleRole } from "@/shared/domain/lists";
import { hasRole } from "@/shared/domain/roles";

export const KEPT_CONSOLE_ROLE = "kept-console-role";

/** Keeps a staff or admin role for this user; a member's role removes what was kept. */
export function keepConsoleRole(userId: string, role: ConsoleRole): void {
  try {
    if (role === "member") localStorage.removeItem(KEPT_CONSOLE_ROLE);
    else localStorage.setItem(KEPT_CONSOLE_ROLE, JSON.stringify({ userId, role }));
  } catch {
    // Storage refused: the console just needs the network to open.
  }
}

export function forgetConsoleRole(): void {
  try {
    localStorage.removeItem(KEPT_CONSOLE_ROLE);
  } catch {
    // Nothing kept.
  }
}

/** The role kept for this user, or null (none kept, another user's, or unreadable). */
export function keptConsoleRole(userId: string | undefined): ConsoleRole | null {
  if (!userId) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_CONSOLE_ROLE) ?? "null") as {
      userId?: unknown;
      role?: unknown;
    } | null;
    return kept?.userId === userId &&
      typeof kept.role === "string" &&
      hasRole(kept.role as ConsoleRole, "gate")
      ? (kept.role as ConsoleRole)
      : null;
  } catch {
    return null;
  }
}
