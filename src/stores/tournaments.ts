/** Tournaments on offer and whether the member already holds a ticket for one. */
import type { Tournament } from "@/lib/api/contract";
import { matchCheck } from "@/lib/api/matches";
import { getTournaments } from "@/lib/api/tournaments";
import { createFetcherStore, type FetcherStore, listOrEmpty, orFallback } from "./fetcher";
import { $token } from "./session";

export const $tournaments = createFetcherStore<Tournament[]>(["/tour/admin/getTournaments#", $token], {
  fetcher: listOrEmpty("tournaments", getTournaments),
});

export const PAID_CHECK_KEY = "/match/matchCheck/";

const paidChecks = new Map<string, FetcherStore<boolean>>();

/** Whether the member already paid for this tournament (one store per tournament, created once). */
export function tournamentPaidStore(tournamentId: string): FetcherStore<boolean> {
  let store = paidChecks.get(tournamentId);
  if (!store) {
    store = createFetcherStore<boolean>([PAID_CHECK_KEY, tournamentId, "#", $token], {
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
