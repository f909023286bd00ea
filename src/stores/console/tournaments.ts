/** The console's tournament stores: the list, one tournament, and their writes. */

import { keyOf } from "@/lib/api/call";
import * as calls from "@/lib/api/console-calls";
import { keepAnswer } from "@/lib/offline/kept-answers";
import * as apiCalls from "@/shared/api/all-calls";
import { createFetcherStore } from "../fetcher";
import { showKeptFirst } from "../offline";
import { $isLoggedIn, $token, $user } from "../session";
import { paramOf, paramsOf, publishingWrite, searchOf, settings, TOURNAMENT_READS } from "./common";

/**
 * A read that keeps its answer for `showKeptFirst` only: with no network it fails as any read does
 * (the console has no notice to date an old answer). Here, not in ../offline, so the dashboard's
 * first load does not carry it.
 */
function keptForNextVisit<T>(name: string, load: () => Promise<T>) {
  return async (): Promise<T> => {
    const userId = $user.get()?._id;
    const data = await load();
    if (userId) keepAnswer(userId, name, data, new Date());
    return data;
  };
}

/** The name the console's first list is kept under on the device. */
const FIRST_LIST = "console-tournaments";

const tournamentListKey = keyOf(apiCalls.staffTournaments, { query: searchOf("tournaments", "home") });
/** The console's first list: its first page, unfiltered, is kept so a second visit shows it at once. */
const firstPage = keptForNextVisit(FIRST_LIST, () => calls.listTournaments({}));
export const $tournamentList = createFetcherStore(tournamentListKey, {
  fetcher: (_, search) => (search === "" ? firstPage() : calls.listTournaments(paramsOf(String(search)))),
  ...settings,
});
showKeptFirst(FIRST_LIST, tournamentListKey);
// Subscribed as the console's code arrives, so the list's first render already shows the kept page;
// a store first subscribed by its screen shows a loading line for one render, the list on the next.
// Its key is set only on the list's own routes: elsewhere this reads nothing.
if ($isLoggedIn.get()) $tournamentList.listen(() => {});

export const $tournament = createFetcherStore(
  keyOf(apiCalls.staffTournament, { params: { id: paramOf("tournament", "id") } }),
  {
    fetcher: (_, id) => calls.getTournament(String(id)),
    ...settings,
  },
);

/** Tournaments, for writing to a tournament's ticket holders. */
export const $tournamentChoices = createFetcherStore(
  keyOf(apiCalls.staffTournaments, { query: "pageSize=100", scope: $token }),
  {
    fetcher: () => calls.listTournaments({ pageSize: 100 }),
    ...settings,
  },
);

type TournamentSave = {
  id?: string | undefined;
  input: Parameters<typeof calls.createTournament>[0];
  version?: number | undefined;
};

export const $saveTournament = publishingWrite(
  ({ id, input, version }: TournamentSave) =>
    id && version !== undefined
      ? calls.updateTournament(id, { ...input, version })
      : calls.createTournament(input),
  ...TOURNAMENT_READS,
);

export const $cancelTournament = publishingWrite(
  ({ id, version, confirm }: { id: string; version: number; confirm: boolean }) =>
    calls.cancelTournament(id, { version, confirm }),
  ...TOURNAMENT_READS,
);
