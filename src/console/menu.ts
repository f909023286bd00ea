/** The console's menu: which screens each role sees, and which entry a route belongs to. */
import type { ConsoleRole } from "@/shared/api/console-contract";
import { hasRole } from "@/shared/domain/roles";
import type { ConsoleRoute } from "@/stores/console-router";

/** The headings the menu's entries are listed under, in this order. */
export const MENU_GROUPS = ["Competition", "People", "Contact", "Money", "Admin"] as const;

export interface ConsoleMenuItem {
  readonly label: string;
  readonly href: string;
  readonly group: (typeof MENU_GROUPS)[number];
  readonly routes: readonly ConsoleRoute[];
  /** Shown to admins only (the server refuses staff anyway). */
  readonly adminOnly: boolean;
}

const item = (
  group: ConsoleMenuItem["group"],
  label: string,
  href: string,
  routes: readonly ConsoleRoute[],
  adminOnly = false,
): ConsoleMenuItem => ({ label, href, group, routes, adminOnly });

/** Grouped under their headings; the first entry is the console's home. */
export const CONSOLE_MENU: readonly ConsoleMenuItem[] = [
  item("Competition", "Tournaments", "/staff/tournaments", [
    "home",
    "tournaments",
    "newTournament",
    "tournament",
    "tournamentDraw",
  ]),
  item("Competition", "Results", "/staff/results", ["results", "newResult", "newFriendly", "result"]),
  item("Competition", "Check-in", "/staff/check-in", ["checkIn"]),
  item("People", "Members", "/staff/members", ["members", "member"]),
  item("People", "Coaches", "/staff/coaches", ["coaches", "newCoach", "coach"]),
  item("People", "Coach assignments", "/staff/assignments", ["assignments"]),
  item("People", "Free sessions", "/staff/free-sessions", ["freeSessions"]),
  item("Contact", "Notifications", "/staff/notifications", ["notifications"]),
  item("Contact", "Contact inbox", "/staff/contact", ["contact"]),
  item("Contact", "Newsletter", "/staff/newsletter", ["newsletter"]),
  item("Money", "Payments", "/staff/payments", ["payments", "payment"]),
  item("Money", "Auto-renewals", "/staff/renewals", ["renewals"]),
  item("Money", "Reconciliation", "/staff/reconciliation", ["reconciliation"]),
  item("Money", "Cash and deposits", "/staff/cash", ["handPayment"]),
  item("Money", "Monthly report", "/staff/monthly-report", ["monthlyReport"]),
  item("Money", "Plans", "/staff/plans", ["plans", "plan"], true),
  item("Money", "Training packages", "/staff/training", ["training"], true),
  item("Admin", "Audit log", "/staff/audit", ["audit"], true),
  item("Admin", "Roles", "/staff/roles", ["roles"], true),
];

/** The entries a role may open: staff the day-to-day screens, admins every one, members none. */
export function menuFor(role: ConsoleRole): readonly ConsoleMenuItem[] {
  if (hasRole(role, "admin")) return CONSOLE_MENU;
  if (hasRole(role, "staff")) return CONSOLE_MENU.filter((item) => !item.adminOnly);
  return [];
}

/** Whether a role may open a route's screen; a route outside the menu is not found, not refused. */
export function mayOpen(role: ConsoleRole, route: ConsoleRoute): boolean {
  const item = CONSOLE_MENU.find((entry) => entry.routes.includes(route));
  return !item || menuFor(role).includes(item);
}

export function currentMenuItem(route: ConsoleRoute | undefined): ConsoleMenuItem | undefined {
  return route ? CONSOLE_MENU.find((item) => item.routes.includes(route)) : undefined;
}
