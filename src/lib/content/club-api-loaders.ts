/**
 * Astro content loaders for the club's own records, read from its API at build time: tournaments
 * (upcoming, and those of the last weeks),
 * coaches, plans (all categories), training packages, membership prices, the tournaments' events, the
 * published draws and orders of play, and the club ladder
 * (one entry per age group). Each entry keeps its place in the API's answer (`position`); ids are
 * the records' `_id` (a training package's `key`). The paths are the calls' declarations (calls.ts).
 */
import type { Loader } from "astro/loaders";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/calls";
import {
  CoachesResponse,
  MembershipPricesResponse,
  PLAN_CATEGORIES,
  PlansResponse,
  PublicDrawsResponse,
  PublicGroupsResponse,
  PublicLadderResponse,
  PublicOrdersOfPlayResponse,
  TournamentEventsResponse,
  TournamentsPageResponse,
  TournamentsResponse,
  TrainingPackagesResponse,
} from "@/shared/api/contract";
import { allUpcomingTournaments } from "@/shared/api/tournament-pages";
import { type ClubApiOptions, type ClubApiReader, clubApiReader } from "./club-api";
import { lastGoodCache } from "./last-good-cache";
import type { ContentSettings } from "./settings";

export interface ApiEntry {
  id: string;
  data: Record<string, unknown>;
}

type ReadEntries = (read: ClubApiReader) => Promise<ApiEntry[]>;

const withPosition = <T extends object>(records: T[], idOf: (record: T) => string): ApiEntry[] =>
  records.map((record, position) => ({ id: idOf(record), data: { ...record, position } }));

export const CLUB_API_COLLECTIONS = {
  tournaments: async (read) =>
    withPosition(
      await allUpcomingTournaments((after) =>
        read(
          after === undefined
            ? calls.tournaments.path
            : `${calls.tournaments.path}?after=${encodeURIComponent(after)}`,
          TournamentsPageResponse,
        ),
      ),
      (t) => t._id,
    ),
  recentTournaments: async (read) =>
    withPosition((await read(calls.recentTournaments.path, TournamentsResponse)).tours, (t) => t._id),
  coaches: async (read) =>
    withPosition((await read(calls.coaches.path, CoachesResponse)).coaches, (c) => c._id),
  plans: async (read) => {
    const answers = await Promise.all(
      PLAN_CATEGORIES.map((category) => read(pathOf(calls.plans, { category }), PlansResponse)),
    );
    return answers.flatMap((answer) => withPosition(answer.plans, (p) => p._id));
  },
  trainingPackages: async (read) =>
    withPosition((await read(calls.trainingPackages.path, TrainingPackagesResponse)).packages, (p) => p.key),
  membershipPrices: async (read) =>
    withPosition((await read(calls.membershipPrices.path, MembershipPricesResponse)).prices, (p) => p.key),
  tournamentEvents: async (read) =>
    withPosition((await read(calls.publicEvents.path, TournamentEventsResponse)).events, (e) => e._id),
  draws: async (read) =>
    withPosition((await read(calls.publicDraws.path, PublicDrawsResponse)).draws, (d) => d.tournamentId),
  groups: async (read) =>
    withPosition((await read(calls.publicGroups.path, PublicGroupsResponse)).events, (e) => e.eventId),
  ordersOfPlay: async (read) =>
    withPosition(
      (await read(calls.publicOrdersOfPlay.path, PublicOrdersOfPlayResponse)).orders,
      (o) => o.tournamentId,
    ),
  ladder: async (read) => {
    const { adults, juniors } = await read(calls.publicLadder.path, PublicLadderResponse);
    return [
      { id: "adults", data: { group: "adults", players: adults, position: 0 } },
      { id: "juniors", data: { group: "juniors", players: juniors, position: 1 } },
    ];
  },
} satisfies Record<string, ReadEntries>;

export type ClubApiCollection = keyof typeof CLUB_API_COLLECTIONS;

export function clubApiLoader(
  collection: ClubApiCollection,
  settings: ContentSettings,
  options: Pick<ClubApiOptions, "timeoutMs"> = {},
): Loader {
  return {
    name: `club-api-${collection}`,
    async load({ store, parseData, logger, generateDigest }) {
      const read = clubApiReader({
        ...options,
        baseUrl: settings.clubApiUrl,
        cache: lastGoodCache(settings.cacheDir),
        useLastGoodData: settings.useLastGoodData,
        warn: (message) => logger.warn(message),
      });
      const entries = await CLUB_API_COLLECTIONS[collection](read);
      store.clear();
      for (const entry of entries) {
        const data = await parseData(entry);
        store.set({ id: entry.id, data, digest: generateDigest(data) });
      }
    },
  };
}
