/** The console's menu: which screens each role sees, and which entry a route belongs to. */
import type { ConsoleRole } from "@/shared/api/console-contract";
import type { ConsoleRoute } from "@/stores/console-router";

export interface ConsoleMenuItem {
  readonly label: string;
  readonly href: string;
  readonly routes: readonly ConsoleRoute[];
  /** Shown to admins only (the server refuses staff anyway). */
  readonly adminOnly: boolean;
}

export const CONSOLE_MENU: readonly ConsoleMenuItem[] = [
  {
    label: "Tournaments",
    href: "/staff/tournaments",
    routes: ["home", "tournaments", "newTournament", "tournament", "tournamentDraw"],
    adminOnly: false,
  },
  { label: "Members", href: "/staff/members", routes: ["members", "member"], adminOnly: false },
  { label: "Check-in", href: "/staff/check-in", routes: ["checkIn"], adminOnly: false },
  { label: "Coaches", href: "/staff/coaches", routes: ["coaches", "newCoach", "coach"], adminOnly: false },
  {
    label: "Results",
    href: "/staff/results",
    routes: ["results", "newResult", "newFriendly", "result"],
    adminOnly: false,
  },
  { label: "Coach assignments", href: "/staff/assignments", routes: ["assignments"], adminOnly: false },
  { label: "Payments", href: "/staff/payments", routes: ["payments", "payment"], adminOnly: false },
  { label: "Auto-renewals", href: "/staff/renewals", routes: ["renewals"], adminOnly: false },
  { label: "Free sessions", href: "/staff/free-sessions", routes: ["freeSessions"], adminOnly: false },
  { label: "Notifications", href: "/staff/notifications", routes: ["notifications"], adminOnly: false },
  { label: "Contact inbox", href: "/staff/contact", routes: ["contact"], adminOnly: false },
  { label: "Newsletter", href: "/staff/newsletter", routes: ["newsletter"], adminOnly: false },
  { label: "Plans", href: "/staff/plans", routes: ["plans", "plan"], adminOnly: true },
  { label: "Training packages", href: "/staff/training", routes: ["training"], adminOnly: true },
  { label: "Audit log", href: "/staff/audit", routes: ["audit"], adminOnly: true },
  { label: "Roles", href: "/staff/roles", routes: ["roles"], adminOnly: true },
];

/** The entries a role may open: staff the day-to-day screens, admins every one, members none. */
export function menuFor(role: ConsoleRole): readonly ConsoleMenuItem[] {
  if (role === "admin") return CONSOLE_MENU;
  if (role === "staff") return CONSOLE_MENU.filter((item) => !item.adminOnly);
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
