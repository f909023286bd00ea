/**
 * The member's match summary: rank, improvement, matches played and won, and the newest page of
 * their matches; earlier pages on asking (`showEarlierMatches`).
 */
import { atom } from "nanostores";
import { call, keyOf, keysOf } from "@/lib/api/call";
import { answerMatch, getMatchSummary, getOpenMatches, type MatchAnswer } from "@/lib/api/matches";
import * as calls from "@/shared/api/calls";
import type { MatchResult, MatchSummary, OpenMatch } from "@/shared/api/contract";
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

/** The earlier pages of matches the member asked for, oldest last; `more` once one was read. */
export interface EarlierMatches {
  /** The summary's last match the first earlier page was read after. */
  after: string | null;
  matches: MatchResult[];
  more: boolean | null;
  loading: boolean;
  failed: boolean;
}

const NO_EARLIER: EarlierMatches = { after: null, matches: [], more: null, loading: false, failed: false };

export const $earlierMatches = atom<EarlierMatches>(NO_EARLIER);

// Another member (or player) starts again from their newest page, and so does a summary whose
// page ends elsewhere (a new result moved it), so no match falls between the pages.
$playerKey.listen(() => $earlierMatches.set(NO_EARLIER));
$matchSummary.listen(({ data }) => {
  const { after } = $earlierMatches.get();
  if (after !== null && data && data.matches.at(-1)?._id !== after) $earlierMatches.set(NO_EARLIER);
});

/** Reads the page earlier than the earliest match shown and adds it below. */
export async function showEarlierMatches(): Promise<void> {
  const earlier = $earlierMatches.get();
  const after = earlier.after ?? $matchSummary.get().data?.matches.at(-1)?._id ?? null;
  const earliest = earlier.matches.at(-1)?._id ?? after;
  if (!earliest || earlier.loading) return;
  $earlierMatches.set({ ...earlier, loading: true, failed: false });
  try {
    const page = await call(calls.memberMatches, { query: { before: earliest } });
    $earlierMatches.set({
      after,
      matches: [...earlier.matches, ...page.matches],
      more: page.more,
      loading: false,
      failed: false,
    });
  } catch (error) {
    console.error("Could not load earlier matches", error);
    $earlierMatches.set({ ...earlier, loading: false, failed: true });
  }
}

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
