/** The side menu's entries and which one a route belongs to. */
import type { DashboardRoute } from "@/stores/router";

export interface MenuItem {
  readonly label: string;
  readonly href: string;
  /** Routes under this entry (a sub-page or a payment result page). */
  readonly routes: readonly DashboardRoute[];
  /** Shown only to coaches whose account staff linked to their coach profile (the server refuses others). */
  readonly linkedCoachOnly?: true;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  // Family and its mailed links are reached from the top bar's player switcher and from mail, not the
  // spec's menu: they sit under the overview.
  { label: "Your Overview", href: "/u", routes: ["overview", "coachSession", "family", "familyAccept"] },
  { label: "Your Coach", href: "/u/coach", routes: ["coach"] },
  { label: "Training", href: "/u/training", routes: ["training"] },
  { label: "My members", href: "/u/my-members", routes: ["coachMembers"], linkedCoachOnly: true },
  { label: "Tickets", href: "/u/tickets", routes: ["tickets", "ticketPayment"] },
  { label: "Tournaments", href: "/u/tournaments", routes: ["tournaments"] },
  // Not in the spec's list: the member's matches, friendlies and draws sit beside the tournaments.
  { label: "Matches", href: "/u/matches", routes: ["matches"] },
  { label: "Notifications", href: "/u/notifications", routes: ["notifications"] },
  {
    label: "Billings",
    href: "/u/billings",
    routes: ["billings", "billingHistory", "billingPayment", "receipt"],
  },
];

/** The entries a member sees: the coach's own screen only for a linked coach. */
export function menuItemsFor(linkedCoach: boolean): readonly MenuItem[] {
  return linkedCoach ? MENU_ITEMS : MENU_ITEMS.filter((item) => !item.linkedCoachOnly);
}

/** The entry to mark as current for a route; none on the not-found view. */
export function currentMenuItem(route: DashboardRoute | undefined): MenuItem | undefined {
  return route ? MENU_ITEMS.find((item) => item.routes.includes(route)) : undefined;
}
