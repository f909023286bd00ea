/** The member's tickets, match summary and the already-paid check. */
import type { z } from "zod";
import { api, readJson } from "./client";
import type {
  MatchCheckRequest,
  MatchCheckResponse,
  MatchSummary,
  MatchSummaryResponse,
  Ticket,
  UserTicketsResponse,
} from "./contract";

/** GET /match/getUserMatches: the member's tournament tickets. */
export async function getUserTickets(): Promise<Ticket[]> {
  return (await readJson<typeof UserTicketsResponse>(api.get("match/getUserMatches"))).matches;
}

/** GET /matchCustom/user: rank, improvement and played matches. */
export function getMatchSummary(): Promise<MatchSummary> {
  return readJson<typeof MatchSummaryResponse>(api.get("matchCustom/user"));
}

/** POST /match/matchCheck: whether the member already paid for the tournament. */
export async function matchCheck(request: z.input<typeof MatchCheckRequest>): Promise<boolean> {
  return (await readJson<typeof MatchCheckResponse>(api.post("match/matchCheck", { json: request }))).match;
}
