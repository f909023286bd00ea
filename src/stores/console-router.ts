/**
 * The club console's client-side routes. The server answers every `/staff/...` path with the same
 * page, so the URL alone decides the screen; list screens keep their search, filters and page in
 * the query string, so a reload or a shared link shows the same list.
 */
import { createRouter } from "@nanostores/router";
import { atom, computed } from "nanostores";
import { interceptAppLinks } from "./app-links";

export const CONSOLE_ROUTES = {
  home: "/staff",
  tournaments: "/staff/tournaments",
  newTournament: "/staff/tournaments/new",
  tournament: "/staff/tournaments/:id",
  tournamentDraw: "/staff/tournaments/:id/draw",
  orderOfPlay: "/staff/tournaments/:id/order-of-play",
  tournamentEvents: "/staff/tournaments/:id/events",
  eventEntries: "/staff/events/:id/entries",
  eventGroups: "/staff/events/:id/groups",
  coaches: "/staff/coaches",
  newCoach: "/staff/coaches/new",
  coach: "/staff/coaches/:id",
  results: "/staff/results",
  newResult: "/staff/results/new",
  newFriendly: "/staff/results/friendly",
  result: "/staff/results/:id",
  plans: "/staff/plans",
  plan: "/staff/plans/:id",
  training: "/staff/training",
  membershipPrices: "/staff/membership-prices",
  assignments: "/staff/assignments",
  freeSessions: "/staff/free-sessions",
  trainingSessions: "/staff/sessions",
  notifications: "/staff/notifications",
  contact: "/staff/contact",
  newsletter: "/staff/newsletter",
  audit: "/staff/audit",
  roles: "/staff/roles",
  payments: "/staff/payments",
  payment: "/staff/payments/:id",
  renewals: "/staff/renewals",
  reconciliation: "/staff/reconciliation",
  handPayment: "/staff/cash",
  monthlyReport: "/staff/monthly-report",
  members: "/staff/members",
  families: "/staff/families",
  member: "/staff/members/:id",
  checkIn: "/staff/check-in",
} as const;

export type ConsoleRoute = keyof typeof CONSOLE_ROUTES;

export const $consoleRouter = createRouter(CONSOLE_ROUTES, { links: false });

export type ConsolePage = ReturnType<typeof $consoleRouter.get>;

/** Whether a same-origin path belongs to the console (and so is routed without a reload). */
export function isConsolePath(pathname: string): boolean {
  return pathname === "/staff" || pathname.startsWith("/staff/");
}

/** The forms on screen holding edits not yet saved, by form id: leaving asks first while any does. */
const $dirtyForms = atom<ReadonlySet<string>>(new Set());
export const $unsavedChanges = computed($dirtyForms, (forms) => forms.size > 0);

/** Records whether one form has unsaved edits. */
export function markUnsaved(formId: string, dirty: boolean): void {
  const forms = $dirtyForms.get();
  if (forms.has(formId) === dirty) return;
  const next = new Set(forms);
  if (dirty) next.add(formId);
  else next.delete(formId);
  $dirtyForms.set(next);
}

/** Forgets every form's edits (they were discarded or saved). */
function forgetUnsaved(): void {
  $dirtyForms.set(new Set());
}
/** A console address the user asked to open while a form had unsaved edits: the shell asks first. */
export const $pendingLeave = atom<string | null>(null);

/**
 * Opens a console address, unless a form has unsaved edits: then the address waits in
 * `$pendingLeave` until the user confirms or keeps editing.
 */
export function openConsolePath(href: string): void {
  if ($unsavedChanges.get()) {
    $pendingLeave.set(href);
    return;
  }
  $consoleRouter.open(href);
}

/** Leaves for the waiting address, dropping the unsaved edits. */
export function discardAndLeave(): void {
  const href = $pendingLeave.get();
  $pendingLeave.set(null);
  forgetUnsaved();
  if (href) $consoleRouter.open(href);
}

/** Opens console links in place (asking first when edits are unsaved); returns the function that stops. */
export function interceptConsoleLinks(root: HTMLElement = document.body): () => void {
  return interceptAppLinks(isConsolePath, (link) => openConsolePath(link.pathname + link.search), root);
}

/** A console address with the given query, without empty parameters. */
export function consoleHref(path: string, params: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A short note for the next screen ("Tournament saved..."), shown once. */
export const $consoleNotice = atom<string | null>(null);

/** Opens a console address after a save, with a note for the screen it lands on. */
export function openWithNotice(href: string, notice: string): void {
  forgetUnsaved();
  $consoleRouter.open(href);
  // After the route change, which clears the previous screen's note.
  $consoleNotice.set(notice);
}
