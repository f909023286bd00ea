/**
 * Console roles: members may do nothing in the console, staff the day-to-day work, admins also
 * prices, the audit log and who is staff. One rule, used by the server's checks and by the screens
 * that show or hide what a role may do.
 */
import type { ConsoleRole } from "./lists";

const RANK: Record<ConsoleRole, number> = { member: 0, staff: 1, admin: 2 };

/** True when `actual` may do what `needed` may: admin implies staff. */
export function hasRole(actual: ConsoleRole, needed: ConsoleRole): boolean {
  return (RANK[actual] ?? -1) >= RANK[needed];
}
