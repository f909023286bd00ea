/** The member's match summary: rank, improvement, matches played and won, and the matches. */
import { cacheKey } from "@/lib/api/call";
import { getMatchSummary } from "@/lib/api/matches";
import * as calls from "@/shared/api/calls";
import type { MatchSummary } from "@/shared/api/contract";
import { createFetcherStore, orFallback } from "./fetcher";
import { $token } from "./session";

/** What a member without recorded matches sees, and what a failed load shows. */
export const EMPTY_MATCH_SUMMARY: MatchSummary = {
  cMatch: { rank: null, improvement: "", totalMatches: 0 },
  matchesWon: 0,
  matches: [],
};

export const $matchSummary = createFetcherStore<MatchSummary>([cacheKey(calls.matchSummary), $token], {
  fetcher: orFallback("match stats", getMatchSummary, () => EMPTY_MATCH_SUMMARY),
});
