/**
 * The reads the dashboard's shell makes on every page before it shows anything useful (the first
 * screen's stores in shell/Shell.tsx, the side menu's unread count, the overview's Training card and next session): the page sends them as it
 * arrives, before the dashboard's code (src/lib/api/first-reads.ts).
 */
import type { FirstReadSpec } from "@/lib/api/first-reads-script";
import * as calls from "@/shared/api/calls";

export const DASHBOARD_FIRST_READS: readonly FirstReadSpec[] = [
  calls.me,
  calls.billingInfo,
  calls.tournaments,
  calls.matchSummary,
  calls.unreadNotifications,
  calls.playerTraining,
  calls.mySessions,
].map(({ path }) => ({ path }));
