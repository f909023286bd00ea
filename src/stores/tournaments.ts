/** Tournaments on offer and whether the member already holds a ticket for one. */
import { keyOf } from "@/lib/api/call";
import { matchCheck } from "@/lib/api/matches";
import { getTournaments } from "@/lib/api/tournaments";
import * as calls from "@/shared/api/calls";
import type { Tournament } from "@/shared/api/contract";
import { createFetcherStore, type FetcherStore, listOrEmpty, orFallback } from "./fetcher";
import { keptOrLive, keptWhileShown, showKeptFirst } from "./offline";
import { $playerKey, $token } from "./session";

const tournamentsKey = keyOf(calls.tournaments, { scope: $token });
export const $tournaments = createFetcherStore<Tournament[]>(tournamentsKey, {
  fetcher: listOrEmpty("tournaments", keptOrLive("tournaments", getTournaments)),
});
showKeptFirst("tournaments", tournamentsKey);
keptWhileShown("tournaments", $tournaments);

const paidChecks = new Map<string, FetcherStore<boolean>>();

/** Whether the member already paid for this tournament (one store per tournament, created once). */
export function tournamentPaidStore(tournamentId: string): FetcherStore<boolean> {
  let store = paidChecks.get(tournamentId);
  if (!store) {
    // One cached answer per tournament, its id as the query.
    store = createFetcherStore<boolean>(keyOf(calls.matchCheck, { query: tournamentId, scope: $playerKey }), {
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
