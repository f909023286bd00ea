/** The member's tickets, match summary and the already-paid check. */

import * as calls from "@/shared/api/calls";
import type { MatchSummary, OpenMatch, Ticket } from "@/shared/api/contract";
import { type BodyOf, call } from "./call";

/** A page of the member's tickets, newest purchase first, and how many they bought in all. */
export interface TicketsPage {
  tickets: Ticket[];
  more: boolean;
  total: number;
}

/** The member's newest tickets, or the page before the ticket `before`. */
export async function getUserTickets(before?: string): Promise<TicketsPage> {
  const page = await call(calls.userTickets, { query: before === undefined ? {} : { before } });
  return { tickets: page.matches, more: page.more ?? false, total: page.total ?? page.matches.length };
}

/** Rank, improvement and played matches. */
export function getMatchSummary(): Promise<MatchSummary> {
  return call(calls.matchSummary);
}

/** Whether the member already paid for the tournament. */
export async function matchCheck(request: BodyOf<typeof calls.matchCheck>): Promise<boolean> {
  return (await call(calls.matchCheck, { body: request })).match;
}

/** Friendlies to play, confirm or settle. */
export async function getOpenMatches(): Promise<OpenMatch[]> {
  return (await call(calls.openMatches)).matches;
}

export interface MatchAnswer {
  id: string;
  action: "report" | "confirm" | "dispute";
  /** The score, for a report. */
  report?: BodyOf<typeof calls.reportScore>;
}

/** Reports a score (from the member's side), or confirms or disputes the one reported. */
export async function answerMatch(answer: MatchAnswer): Promise<OpenMatch> {
  const params = { id: answer.id };
  if (answer.action === "report") {
    const report = answer.report;
    if (!report) throw new TypeError("A report needs its score");
    return (await call(calls.reportScore, { params, body: report })).match;
  }
  const declaration = answer.action === "confirm" ? calls.confirmScore : calls.disputeScore;
  return (await call(declaration, { params })).match;
}
