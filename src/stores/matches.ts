/**
 * The member's match summary: rank, improvement, matches played and won, and the newest page of
 * their matches. The Matches screen's earlier pages and friendlies are in match-lists.ts, loaded
 * with that screen.
 */
import { keyOf } from "@/lib/api/call";
import { getMatchSummary } from "@/lib/api/matches";
import * as calls from "@/shared/api/calls";
import type { MatchSummary } from "@/shared/api/contract";
import { createFetcherStore, orFallback } from "./fetcher";
import { keptOrLive, keptWhileShown, showKeptFirst } from "./offline";
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
keptWhileShown("matches", $matchSummary);
