/** The member's tickets, match summary and the already-paid check. */
import type { z } from "zod";
import { api, readJson } from "./client";
import {
  type MatchCheckRequest,
  MatchCheckResponse,
  type MatchSummary,
  MatchSummaryResponse,
  type Ticket,
  UserTicketsResponse,
} from "./contract";

/** GET /match/getUserMatches: the member's tournament tickets. */
export async function getUserTickets(): Promise<Ticket[]> {
  return (await readJson(api.get("match/getUserMatches"), UserTicketsResponse)).matches;
}

/** GET /matchCustom/user: rank, improvement and played matches. */
export function getMatchSummary(): Promise<MatchSummary> {
  return readJson(api.get("matchCustom/user"), MatchSummaryResponse);
}

/** POST /match/matchCheck: whether the member already paid for the tournament. */
export async function matchCheck(request: z.input<typeof MatchCheckRequest>): Promise<boolean> {
  return (await readJson(api.post("match/matchCheck", { json: request }), MatchCheckResponse)).match;
}
