/**
 * The member's match summary: rank, improvement, matches played and won, and the newest page of
 * their matches; earlier pages on asking (`showEarlierMatches`).
 */
import { call, keyOf, keysOf } from "@/lib/api/call";
import { answerMatch, getMatchSummary, getOpenMatches, type MatchAnswer } from "@/lib/api/matches";
import * as calls from "@/shared/api/calls";
import type { MatchResult, MatchSummary, OpenMatch } from "@/shared/api/contract";
import { earlierPages } from "./earlier-pages";
import { createFetcherStore, createMutatorStore, orFallback } from "./fetcher";
import { keptOrLive, showKeptFirst } from "./offline";
import { $playerKey } from "./session";

/** What a member without recorded matches sees, and what a failed load shows. */
export const EMPTY_MATCH_SUMMARY: MatchSummary = {
  cMatch: { rank: null, improvement: "", totalMatches: 0 },
  matchesWon: 0,
  matches: [],
};

/** What is kept of the summary on the device: the figures, the latest matches and rating points. */
const keptSummary = (summary: MatchSummary): MatchSummary => ({
  ...summary,
  matches: summary.matches.slice(0, 20),
  ...(summary.ratingHistory ? { ratingHistory: summary.ratingHistory.slice(-40) } : {}),
});

const summaryKey = keyOf(calls.matchSummary, { scope: $playerKey });
export const $matchSummary = createFetcherStore<MatchSummary>(summaryKey, {
  fetcher: orFallback(
    "match stats",
    keptOrLive("matches", getMatchSummary, keptSummary),
    () => EMPTY_MATCH_SUMMARY,
  ),
});
showKeptFirst("matches", summaryKey);

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
