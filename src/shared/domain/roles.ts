/**
 * Console roles: members may do nothing in the console, gate volunteers check tickets in,
 * treasurers the money (read, export, record cash, refund), staff the day-to-day work (check-in and
 * reading the money included, refunds not), admins everything
 * (docs/decisions/0183-treasurer-and-gate-roles.md). One rule, used by the server's checks and by
 * the screens that show or hide what a role may do.
 */
import type { ConsoleRole } from "./lists";

/** The roles whose work each role may also do, itself included. */
const MAY_ACT_AS: Record<ConsoleRole, readonly ConsoleRole[]> = {
  member: ["member"],
  gate: ["member", "gate"],
  treasurer: ["member", "treasurer"],
  staff: ["member", "gate", "staff"],
  admin: ["member", "gate", "treasurer", "staff", "admin"],
};

/** True when `actual` may do what `needed` may: admin anything, staff a gate volunteer's work. */
export function hasRole(actual: ConsoleRole, needed: ConsoleRole): boolean {
  return MAY_ACT_AS[actual]?.includes(needed) ?? false;
}

/** True when `actual` may do the work of any of `needed`. */
export function hasAnyRole(actual: ConsoleRole, needed: readonly ConsoleRole[]): boolean {
  return needed.some((role) => hasRole(actual, role));
}

/** Whether a role opens the console at all. */
export function isConsoleRole(role: ConsoleRole): boolean {
  return role !== "member";
}

export const CONSOLE_ROLE_LABELS: Readonly<Record<ConsoleRole, string>> = {
  member: "Member",
  gate: "Gate",
  treasurer: "Treasurer",
  staff: "Staff",
  admin: "Admin",
};
