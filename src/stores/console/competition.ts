/** The console's match-result and draw stores. */

import { type BodyOf, call, keyOf } from "@/lib/api/call";
import * as apiCalls from "@/shared/api/all-calls";
import { createFetcherStore } from "../fetcher";
import { paramOf, paramsOf, publishingWrite, searchOf, settings, write } from "./common";

/** Every read of the results: the list and one result. */
const RESULT_READS = [apiCalls.staffMatches, apiCalls.staffMatch];

export const $resultList = createFetcherStore(keyOf(apiCalls.staffMatches, { query: searchOf("results") }), {
  fetcher: (_, search) => call(apiCalls.staffMatches, { query: paramsOf(String(search)) }),
  ...settings,
});

export const $result = createFetcherStore(
  keyOf(apiCalls.staffMatch, { params: { id: paramOf("result", "id") } }),
  {
    fetcher: (_, id) => call(apiCalls.staffMatch, { params: { id: String(id) } }),
    ...settings,
  },
);

/** Members to pick as players, and the tournaments a result may belong to (result form only). */
export const $resultChoices = createFetcherStore(
  keyOf(apiCalls.staffPlayers, { scope: searchOf("results", "newResult", "result", "newFriendly") }),
  {
    fetcher: async () => {
      const [players, tournaments] = await Promise.all([
        call(apiCalls.staffPlayers),
        call(apiCalls.staffTournaments, { query: { pageSize: 100, when: "all" } }),
      ]);
      return { players: players.players, tournaments: tournaments.items };
    },
    ...settings,
  },
);

/** A tournament's draw with its entrants, and the tournament itself (for its name). */
export const $draw = createFetcherStore(
  keyOf(apiCalls.staffDraw, { params: { id: paramOf("tournamentDraw", "id") } }),
  {
    fetcher: async (_, id) => {
      const params = { id: String(id) };
      const [draw, tournament] = await Promise.all([
        call(apiCalls.staffDraw, { params }),
        call(apiCalls.staffTournament, { params }),
      ]);
      return { ...draw, tournament: tournament.tournament };
    },
    ...settings,
  },
);

export type DrawWrite =
  | { id: string; action: "make" }
  | { id: string; action: "publish"; version: number }
  | { id: string; action: "swap"; from: number; to: number; version: number }
  | { id: string; action: "result"; result: BodyOf<typeof apiCalls.drawResult> }
  | { id: string; action: "correct"; result: BodyOf<typeof apiCalls.correctDrawResult> }
  | { id: string; action: "clear"; match: BodyOf<typeof apiCalls.clearDrawResult> };

/** Every change to a draw: make, swap, publish, a result, a correction, a clear. Published changes rebuild the site. */
export const $drawWrite = publishingWrite(
  (write: DrawWrite) => {
    const params = { id: write.id };
    switch (write.action) {
      case "make":
        return call(apiCalls.makeDraw, { params });
      case "publish":
        return call(apiCalls.publishDraw, { params, body: { version: write.version } });
      case "swap":
        return call(apiCalls.swapDraw, {
          params,
          body: { from: write.from, to: write.to, version: write.version },
        });
      case "result":
        return call(apiCalls.drawResult, { params, body: write.result });
      case "correct":
        return call(apiCalls.correctDrawResult, { params, body: write.result });
      case "clear":
        return call(apiCalls.clearDrawResult, { params, body: write.match });
    }
  },
  apiCalls.staffDraw,
  apiCalls.staffConsolation,
);

/** A tournament's order of play, and the tournament itself (for its name and day). */
export const $orderOfPlay = createFetcherStore(
  keyOf(apiCalls.staffOrderOfPlay, { params: { id: paramOf("orderOfPlay", "id") } }),
  {
    fetcher: async (_, id) => {
      const params = { id: String(id) };
      const [order, tournament] = await Promise.all([
        call(apiCalls.staffOrderOfPlay, { params }),
        call(apiCalls.staffTournament, { params }),
      ]);
      return { ...order, tournament: tournament.tournament };
    },
    ...settings,
  },
);

export type OrderOfPlayWrite =
  | { id: string; action: "plan"; plan: BodyOf<typeof apiCalls.planMatch> }
  | { id: string; action: "remove"; key: string; version: number }
  | { id: string; action: "publish" };

/** Plans, moves or removes a match, or publishes the order of play (which rebuilds the site). */
export const $orderOfPlayWrite = publishingWrite((write: OrderOfPlayWrite) => {
  const params = { id: write.id };
  switch (write.action) {
    case "plan":
      return call(apiCalls.planMatch, { params, body: write.plan });
    case "remove":
      return call(apiCalls.unplanMatch, { params, body: { key: write.key, version: write.version } });
    case "publish":
      return call(apiCalls.publishOrderOfPlay, { params });
  }
}, apiCalls.staffOrderOfPlay);

/** An event's round-robin groups with their entrants. */
export const $groups = createFetcherStore(
  keyOf(apiCalls.staffGroups, { params: { id: paramOf("eventGroups", "id") } }),
  {
    fetcher: (_, id) => call(apiCalls.staffGroups, { params: { id: String(id) } }),
    ...settings,
  },
);

export type GroupsWrite =
  | { id: string; action: "make"; groups: number; tieBreaks: BodyOf<typeof apiCalls.makeGroups>["tieBreaks"] }
  | { id: string; action: "publish"; version: number }
  | { id: string; action: "result"; result: BodyOf<typeof apiCalls.groupResult> }
  | { id: string; action: "correct"; result: BodyOf<typeof apiCalls.correctGroupResult> }
  | { id: string; action: "delete"; match: BodyOf<typeof apiCalls.deleteGroupResult> }
  | { id: string; action: "makeKnockout"; knockout: BodyOf<typeof apiCalls.makeKnockout> }
  | { id: string; action: "publishKnockout"; version: number }
  | { id: string; action: "knockoutResult"; result: BodyOf<typeof apiCalls.knockoutResult> }
  | { id: string; action: "knockoutCorrect"; result: BodyOf<typeof apiCalls.correctKnockoutResult> }
  | { id: string; action: "knockoutClear"; match: BodyOf<typeof apiCalls.clearKnockoutResult> };

/**
 * Makes or publishes an event's groups, enters, corrects or deletes a group result, and makes,
 * publishes and plays the knock-out after the groups, its results corrected or cleared (published
 * changes rebuild the site).
 */
export const $groupsWrite = publishingWrite((write: GroupsWrite) => {
  const params = { id: write.id };
  switch (write.action) {
    case "correct":
      return call(apiCalls.correctGroupResult, { params, body: write.result });
    case "delete":
      return call(apiCalls.deleteGroupResult, { params, body: write.match });
    case "makeKnockout":
      return call(apiCalls.makeKnockout, { params, body: write.knockout });
    case "publishKnockout":
      return call(apiCalls.publishKnockout, { params, body: { version: write.version } });
    case "knockoutResult":
      return call(apiCalls.knockoutResult, { params, body: write.result });
    case "knockoutCorrect":
      return call(apiCalls.correctKnockoutResult, { params, body: write.result });
    case "knockoutClear":
      return call(apiCalls.clearKnockoutResult, { params, body: write.match });
    case "make":
      return call(apiCalls.makeGroups, {
        params,
        body: { groups: write.groups, tieBreaks: write.tieBreaks },
      });
    case "publish":
      return call(apiCalls.publishGroups, { params, body: { version: write.version } });
    case "result":
      return call(apiCalls.groupResult, { params, body: write.result });
  }
}, apiCalls.staffGroups);

/** A tournament's consolation draw and whether it can be made (docs/decisions/0245). */
export const $consolation = createFetcherStore(
  keyOf(apiCalls.staffConsolation, { params: { id: paramOf("tournamentDraw", "id") } }),
  {
    fetcher: (_, id) => call(apiCalls.staffConsolation, { params: { id: String(id) } }),
    ...settings,
  },
);

export type ConsolationWrite =
  | { id: string; action: "make"; version: number | null }
  | { id: string; action: "publish"; version: number }
  | { id: string; action: "result"; result: BodyOf<typeof apiCalls.consolationResult> }
  | { id: string; action: "correct"; result: BodyOf<typeof apiCalls.correctConsolationResult> }
  | { id: string; action: "clear"; match: BodyOf<typeof apiCalls.clearConsolationResult> };

/**
 * Makes, publishes or plays the consolation draw, its results corrected or cleared (published
 * changes rebuild the site).
 */
export const $consolationWrite = publishingWrite((write: ConsolationWrite) => {
  const params = { id: write.id };
  switch (write.action) {
    case "make":
      return call(apiCalls.makeConsolation, { params, body: { version: write.version } });
    case "publish":
      return call(apiCalls.publishConsolation, { params, body: { version: write.version } });
    case "result":
      return call(apiCalls.consolationResult, { params, body: write.result });
    case "correct":
      return call(apiCalls.correctConsolationResult, { params, body: write.result });
    case "clear":
      return call(apiCalls.clearConsolationResult, { params, body: write.match });
  }
}, apiCalls.staffConsolation);

type ResultSave = { id?: string | undefined; input: BodyOf<typeof apiCalls.correctResult> };

/** Records a result, or corrects one (the input then carries the version it was read at). */
export const $saveResult = publishingWrite(
  ({ id, input }: ResultSave) =>
    id
      ? call(apiCalls.correctResult, { params: { id }, body: input })
      : call(apiCalls.recordResult, { body: input }),
  ...RESULT_READS,
);

export const $scheduleFriendly = write(
  (input: BodyOf<typeof apiCalls.scheduleFriendly>) => call(apiCalls.scheduleFriendly, { body: input }),
  ...RESULT_READS,
);
