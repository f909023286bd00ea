/** The console's menu: which screens each role sees, and which entry a route belongs to. */
import type { ConsoleRole } from "@/shared/api/console-contract";
import { hasAnyRole } from "@/shared/domain/roles";
import type { ConsoleRoute } from "@/stores/console-router";

/** The headings the menu's entries are listed under, in this order. */
export const MENU_GROUPS = ["Competition", "People", "Contact", "Money", "Admin"] as const;

export interface ConsoleMenuItem {
  readonly label: string;
  readonly href: string;
  readonly group: (typeof MENU_GROUPS)[number];
  readonly routes: readonly ConsoleRoute[];
  /**
   * The roles it is shown to (with whoever may do their work, admins always): the server refuses
   * the others anyway, by the access of the calls the screen makes.
   */
  readonly roles: readonly ConsoleRole[];
}

const STAFF: readonly ConsoleRole[] = ["staff"];
const ADMIN: readonly ConsoleRole[] = ["admin"];
/** Reading and recording the money: treasurers and staff (docs/decisions/0183-treasurer-and-gate-roles.md). */
const MONEY: readonly ConsoleRole[] = ["treasurer", "staff"];
/** The gate: volunteers and staff. */
const GATE: readonly ConsoleRole[] = ["gate"];

const item = (
  group: ConsoleMenuItem["group"],
  label: string,
  href: string,
  routes: readonly ConsoleRoute[],
  roles: readonly ConsoleRole[] = STAFF,
): ConsoleMenuItem => ({ label, href, group, routes, roles });

/** Grouped under their headings; the first entry is the console's home. */
export const CONSOLE_MENU: readonly ConsoleMenuItem[] = [
  item("Competition", "Tournaments", "/staff/tournaments", [
    "home",
    "tournaments",
    "newTournament",
    "tournament",
    "tournamentDraw",
    "orderOfPlay",
    "eventGroups",
    "tournamentEvents",
    "eventEntries",
  ]),
  item("Competition", "Results", "/staff/results", ["results", "newResult", "newFriendly", "result"]),
  item("Competition", "Check-in", "/staff/check-in", ["checkIn"], GATE),
  item("People", "Members", "/staff/members", ["members", "member"]),
  item("People", "Families", "/staff/families", ["families"]),
  item("People", "Coaches", "/staff/coaches", ["coaches", "newCoach", "coach"]),
  item("People", "Coach assignments", "/staff/assignments", ["assignments"]),
  item("People", "Free sessions", "/staff/free-sessions", ["freeSessions"]),
  item("People", "Training sessions", "/staff/sessions", ["trainingSessions"]),
  item("Contact", "Notifications", "/staff/notifications", ["notifications"]),
  item("Contact", "Contact inbox", "/staff/contact", ["contact"]),
  item("Contact", "Newsletter", "/staff/newsletter", ["newsletter"]),
  item("Money", "Payments", "/staff/payments", ["payments", "payment"], MONEY),
  item("Money", "Auto-renewals", "/staff/renewals", ["renewals"], MONEY),
  item("Money", "Reconciliation", "/staff/reconciliation", ["reconciliation"], MONEY),
  item("Money", "Cash and deposits", "/staff/cash", ["handPayment"], MONEY),
  item("Money", "Monthly report", "/staff/monthly-report", ["monthlyReport"], MONEY),
  item("Money", "Plans", "/staff/plans", ["plans", "plan"], ADMIN),
  item("Money", "Training packages", "/staff/training", ["training"], ADMIN),
  item("Money", "Membership prices", "/staff/membership-prices", ["membershipPrices"], ADMIN),
  item("Admin", "Audit log", "/staff/audit", ["audit"], ADMIN),
  item("Admin", "Roles", "/staff/roles", ["roles"], ADMIN),
];

/**
 * The entries a role may open: staff the day-to-day screens, treasurers the money, gate volunteers
 * the check-in, admins every one, members none.
 */
export function menuFor(role: ConsoleRole): readonly ConsoleMenuItem[] {
  return CONSOLE_MENU.filter((item) => hasAnyRole(role, item.roles));
}

/** Where the console opens for a role: its first entry (Tournaments for staff, Payments for a treasurer). */
export function homeFor(role: ConsoleRole): string | null {
  return menuFor(role)[0]?.href ?? null;
}

/** Whether a role may open a route's screen; a route outside the menu is not found, not refused. */
export function mayOpen(role: ConsoleRole, route: ConsoleRoute): boolean {
  const item = CONSOLE_MENU.find((entry) => entry.routes.includes(route));
  return !item || menuFor(role).includes(item);
}

export function currentMenuItem(route: ConsoleRoute | undefined): ConsoleMenuItem | undefined {
  return route ? CONSOLE_MENU.find((item) => item.routes.includes(route)) : undefined;
}
