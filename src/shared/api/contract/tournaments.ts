/** The contract's schemas of the members' and the site's calls: tournaments and their tickets (gathered by ../contract.ts). */
import { z } from "zod";
import { Id } from "../../domain/validation";
import { MatchResult, MatchSummary, Ticket, Tournament } from "./common";

/** The public keys that verify ticket passes: the current key first, then retired ones. */
export const TicketKeysResponse = z.object({
  keys: z.array(z.object({ keyId: z.string(), publicKey: z.string() })),
});

export type TicketKeysResponse = z.infer<typeof TicketKeysResponse>;

// GET /tour/admin/getTournaments
export const TournamentsResponse = z.object({ tours: z.array(Tournament) });

// GET /tour/admin/getTournaments — a page of upcoming tournaments (docs/decisions/0261-tournament-pages.md)
export const UpcomingTournamentsQuery = z.object({ after: Id.optional() });

/** The soonest page, latest first as the spec's call answers; `more` when later ones remain. */
export const TournamentsPageResponse = TournamentsResponse.extend({ more: z.boolean() });

// GET /match/getUserMatches — the member's tickets
export const UserTicketsQuery = z.object({ before: Id.optional() });

/**
 * A page of the member's tickets, newest purchase first: the newest 20, or the 20 before the ticket
 * `before`; `more` when earlier ones remain, `total` the tickets bought in all.
 */
export const UserTicketsResponse = z.object({
  matches: z.array(Ticket),
  more: z.boolean().optional(),
  total: z.number().int().min(0).optional(),
});

// GET /matchCustom/user — the member's match summary
export const MatchSummaryResponse = MatchSummary;

// GET /matchCustom/user/matches — the member's newest page of matches, or the page earlier than the match `before`
export const MemberMatchesQuery = z.object({ before: Id.optional() });

export const MemberMatchesResponse = z.object({ matches: z.array(MatchResult), more: z.boolean() });

// POST /match/matchCheck
export const MatchCheckRequest = z.object({ tournamentId: Id, userId: Id.optional() });

export const MatchCheckResponse = z.object({ match: z.boolean() });
