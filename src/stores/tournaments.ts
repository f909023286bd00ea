/** Tournaments on offer and whether the member already holds a ticket for one. */
import { cacheKey } from "@/lib/api/call";
import { matchCheck } from "@/lib/api/matches";
import { getTournaments } from "@/lib/api/tournaments";
import * as calls from "@/shared/api/calls";
import type { Tournament } from "@/shared/api/contract";
import { createFetcherStore, type FetcherStore, listOrEmpty, orFallback } from "./fetcher";
import { keptOrLive } from "./offline";
import { $playerKey, $token } from "./session";

export const $tournaments = createFetcherStore<Tournament[]>([cacheKey(calls.tournaments), $token], {
  fetcher: listOrEmpty("tournaments", keptOrLive("tournaments", getTournaments)),
});

/** Followed by the tournament id: one cached answer per tournament. */
export const PAID_CHECK_KEY = `${calls.matchCheck.path}/`;

const paidChecks = new Map<string, FetcherStore<boolean>>();

/** Whether the member already paid for this tournament (one store per tournament, created once). */
export function tournamentPaidStore(tournamentId: string): FetcherStore<boolean> {
  let store = paidChecks.get(tournamentId);
  if (!store) {
    store = createFetcherStore<boolean>([PAID_CHECK_KEY, tournamentId, "#", $playerKey], {
      // Unknown counts as not paid: the server refuses a second ticket anyway.
      fetcher: orFallback(
        "the ticket check",
        () => matchCheck({ tournamentId }),
        () => false,
      ),
    });
    paidChecks.set(tournamentId, store);
  }
  return store;
}
