/**
 * The dashboard's client-side routes (docs/product.md, Routes). The server answers every `/u/...`
 * path with the same page, so the URL alone decides the screen; a path outside this table is the
 * not-found view.
 */
import { createRouter, redirectPage } from "@nanostores/router";
import { interceptAppLinks } from "./app-links";

export const DASHBOARD_ROUTES = {
  overview: "/u",
  notifications: "/u/notifications",
  tournaments: "/u/tournaments",
  billings: "/u/billings",
  billingHistory: "/u/billings/history",
  receipt: "/u/billings/receipt/:id",
  coach: "/u/coach",
  tickets: "/u/tickets",
  matches: "/u/matches",
  ticketPayment: "/u/ticket/:tournamentId",
  billingPayment: "/u/bills/:type/:subType/:duration/:autoRenew",
  coachMembers: "/u/my-members",
  family: "/u/family",
  familyAccept: "/u/family/accept",
  training: "/u/training",
  coachSession: "/u/coach-sessions/:sessionId",
} as const;

export type DashboardRoute = keyof typeof DASHBOARD_ROUTES;

// Links are intercepted below, for dashboard paths only: the router's own handler would also
// swallow links to the public site (Go Home) and show them as not found.
export const $router = createRouter(DASHBOARD_ROUTES, { links: false });

export { redirectPage };

/** Whether a same-origin path belongs to the dashboard app (and so is routed without a reload). */
export function isDashboardPath(pathname: string): boolean {
  return pathname === "/u" || pathname.startsWith("/u/");
}

/** Opens dashboard links in place; returns the function that stops listening. */
export function interceptDashboardLinks(root: HTMLElement = document.body): () => void {
  return interceptAppLinks(
    isDashboardPath,
    (link) => $router.open(link.pathname + link.search + link.hash),
    root,
  );
}
