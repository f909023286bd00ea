/**
 * The Matches screen's lists below the match summary (matches.ts): the member's earlier matches on
 * asking (`showEarlierMatches`), and the friendlies to play, confirm or settle with the answers to them.
 */
import { call, keyOf, keysOf } from "@/lib/api/call";
import { answerMatch, getOpenMatches, type MatchAnswer } from "@/lib/api/open-matches";
import * as calls from "@/shared/api/calls";
import type { MatchResult, OpenMatch } from "@/shared/api/contract";
import { earlierPages } from "./earlier-pages";
import { createFetcherStore, createMutatorStore, orFallback } from "./fetcher";
import { $matchSummary } from "./matches";
import { $playerKey } from "./session";

/** The member's earlier matches, a page at a time below the summary's newest page. */
export const { $earlier: $earlierMatches, showEarlier: showEarlierMatches } = earlierPages<MatchResult>(
  "matches",
  () => $matchSummary.get().data?.matches.at(-1)?._id,
  async (before) => {
    const page = await call(calls.memberMatches, { query: { before } });
    return { items: page.matches, more: page.more };
  },
  { resetOn: $playerKey, newest: $matchSummary },
);

/** Friendlies to play, confirm or settle (Matches page). */
export const $openMatches = createFetcherStore<OpenMatch[]>(keyOf(calls.openMatches, { scope: $playerKey }), {
  fetcher: orFallback("open matches", getOpenMatches, () => []),
});

/** Reporting, confirming or disputing a score; then both lists are read again. */
export const $answerMatch = createMutatorStore<MatchAnswer, OpenMatch>(async ({ data, revalidate }) => {
  const match = await answerMatch(data);
  revalidate(keysOf(calls.openMatches, calls.matchSummary));
  return match;
});
