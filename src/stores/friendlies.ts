/**
 * Friendlies a member arranged themselves: the opponent search and the report (Matches page only,
 * so the dashboard's first screen does not carry them).
 */
import { atom } from "nanostores";
import { keyOf, keysOf } from "@/lib/api/call";
import { findFriendlyOpponents, reportFriendly } from "@/lib/api/friendlies";
import * as calls from "@/shared/api/calls";
import type { FriendlyOpponent, OpenMatch, ReportFriendlyRequest } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore } from "./fetcher";
import { $playerKey } from "./session";

/** The name part the member searches opponents by; null (nothing fetched) under 2 letters. */
const $opponentSearch = atom<string | null>(null);

export function searchOpponents(text: string): void {
  const q = text.trim();
  $opponentSearch.set(q.length >= 2 ? q : null);
}

/** Club members matching the search, to report a friendly against. */
export const $friendlyOpponents = createFetcherStore<FriendlyOpponent[]>(
  keyOf(calls.friendlyOpponents, { query: $opponentSearch, scope: $playerKey }),
  { fetcher: (_path, q) => findFriendlyOpponents(String(q)) },
);

/** Reporting a friendly the member arranged; then their open matches are read again. */
export const $reportFriendly = createMutatorStore<ReportFriendlyRequest, OpenMatch>(
  async ({ data, revalidate }) => {
    const match = await reportFriendly(data);
    revalidate(keysOf(calls.openMatches));
    return match;
  },
);
