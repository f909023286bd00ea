/** Tournament calls. */

import * as calls from "@/shared/api/calls";
import type { Tournament } from "@/shared/api/contract";
import { allUpcomingTournaments } from "@/shared/api/tournament-pages";
import { call } from "./call";

/** Every upcoming tournament, latest first, read a page at a time (a club rarely has more than one). */
export async function getTournaments(): Promise<Tournament[]> {
  return allUpcomingTournaments((after) =>
    call(calls.tournaments, { query: after === undefined ? {} : { after } }),
  );
}
