/**
 * The member's match summary and the already-paid check, read by the first screen. Tickets are in
 * tickets.ts and the friendlies to answer in open-matches.ts, loaded with their screens.
 */

import * as calls from "@/shared/api/calls";
import type { MatchSummary } from "@/shared/api/contract";
import { type BodyOf, call } from "./call";

/** Rank, improvement and played matches. */
export function getMatchSummary(): Promise<MatchSummary> {
  return call(calls.matchSummary);
}

/** Whether the member already paid for the tournament. */
export async function matchCheck(request: BodyOf<typeof calls.matchCheck>): Promise<boolean> {
  return (await call(calls.matchCheck, { body: request })).match;
}
