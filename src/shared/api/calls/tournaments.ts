/** The members' calls: tournaments and their tickets (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const tournaments = {
  method: "GET",
  path: "/tour/admin/getTournaments",
  access: "anyone",
  query: "UpcomingTournamentsQuery",
  response: "TournamentsPageResponse",
} as const satisfies CallDeclaration;

/**
 * Tournaments of the last `RECENT_TOURNAMENT_DAYS` days (Lagos), most recent first: the public
 * calendar lists them after the upcoming ones.
 */
export const recentTournaments = {
  method: "GET",
  path: "/tournaments/recent",
  access: "anyone",
  response: "TournamentsResponse",
} as const satisfies CallDeclaration;

export const userTickets = {
  method: "GET",
  path: "/match/getUserMatches",
  access: "player",
  query: "UserTicketsQuery",
  response: "UserTicketsResponse",
} as const satisfies CallDeclaration;

/** Public: the keys the gate scanner verifies ticket passes with. */
export const ticketKeys = {
  method: "GET",
  path: "/tickets/keys",
  access: "anyone",
  response: "TicketKeysResponse",
} as const satisfies CallDeclaration;

export const matchCheck = {
  method: "POST",
  path: "/match/matchCheck",
  access: "player",
  body: "MatchCheckRequest",
  response: "MatchCheckResponse",
} as const satisfies CallDeclaration;

export const matchSummary = {
  method: "GET",
  path: "/matchCustom/user",
  access: "player",
  response: "MatchSummaryResponse",
} as const satisfies CallDeclaration;

/** The member's newest page of matches, or the page earlier than the match `before` a page listed. */
export const memberMatches = {
  method: "GET",
  path: "/matchCustom/user/matches",
  access: "player",
  query: "MemberMatchesQuery",
  response: "MemberMatchesResponse",
} as const satisfies CallDeclaration;
