/** The member's tickets, match summary and the already-paid check. */

import * as calls from "@/shared/api/calls";
import type { MatchSummary, Ticket } from "@/shared/api/contract";
import { type BodyOf, call } from "./call";

/** The member's tournament tickets. */
export async function getUserTickets(): Promise<Ticket[]> {
  return (await call(calls.userTickets)).matches;
}

/** Rank, improvement and played matches. */
export function getMatchSummary(): Promise<MatchSummary> {
  return call(calls.matchSummary);
}

/** Whether the member already paid for the tournament. */
export async function matchCheck(request: BodyOf<typeof calls.matchCheck>): Promise<boolean> {
  return (await call(calls.matchCheck, { body: request })).match;
}
