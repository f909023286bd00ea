/**
 * The reads the dashboard's shell makes on every page before it shows anything useful (the first
 * screen's stores in shell/Shell.tsx, the side menu's unread count, the overview's Training card,
 * next session and free session note), and the session check: the page sends them as it arrives,
 * before the dashboard's code (src/lib/api/first-reads.ts). A member's first screen then makes no
 * call of its own, so it draws without ky (docs/decisions/0293-ky-after-first-screen.md).
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
  calls.freeSession,
]
  .map(({ path }): FirstReadSpec => ({ path }))
  // The session check (App.tsx): with the reads, so no call of the first screen needs ky.
  .concat({ path: calls.verify.path, sendsToken: true });
