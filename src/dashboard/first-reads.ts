/**
 * The reads the dashboard's shell makes on every page before it shows anything useful (the first
 * screen's stores in shell/Shell.tsx, the side menu's unread count, the overview's Training card and next session): the page sends them as it
 * arrives, before the dashboard's code (src/lib/api/first-reads.ts).
 */
import type { FirstReadSpec } from "@/lib/api/first-reads-script";
import * as calls from "@/shared/api/calls";

/**
 * In the order the overview shows them, top first: over HTTP/1.1 a phone sends six requests at a
 * time, so the first lines of the screen (the greeting, the next session, the ranking) are asked
 * for before what sits below them.
 */
export const DASHBOARD_FIRST_READS: readonly FirstReadSpec[] = [
  calls.me,
  calls.mySessions,
  calls.matchSummary,
  calls.billingInfo,
  calls.playerTraining,
  calls.unreadNotifications,
  calls.tournaments,
].map(({ path }) => ({ path }));
