/**
 * The reads the club console makes before its first screen shows: who is signed in (the role that
 * opens the console), the public site's state in its header, and on its home page (Tournaments) the
 * list. The page sends them as it arrives, before the console's code (src/lib/api/first-reads.ts).
 */
import type { FirstReadSpec } from "@/lib/api/first-reads-script";
import * as calls from "@/shared/api/staff-calls";

export const CONSOLE_FIRST_READS: readonly FirstReadSpec[] = [
  { path: calls.consoleMe.path },
  { path: calls.siteStatus.path },
  { path: calls.staffTournaments.path, page: "/staff" },
  { path: calls.staffTournaments.path, page: "/staff/tournaments" },
];
