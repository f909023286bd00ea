/** The console's calls: competition: matches, friendlies, draws, the ladder and ratings (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const staffMatches = {
  method: "GET",
  path: "/staff/matches",
  access: "staff",
  query: "MatchesQuery",
  response: "StaffMatchesResponse",
} as const satisfies CallDeclaration;

export const staffMatch = {
  method: "GET",
  path: "/staff/matches/:id",
  access: "staff",
  params: "IdParam",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const recordResult = {
  method: "POST",
  path: "/staff/matches",
  access: "staff",
  body: "RecordResultRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const correctResult = {
  method: "PUT",
  path: "/staff/matches/:id",
  access: "staff",
  params: "IdParam",
  body: "CorrectResultRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const scheduleFriendly = {
  method: "POST",
  path: "/staff/friendlies",
  access: "staff",
  body: "ScheduleFriendlyRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const staffDraw = {
  method: "GET",
  path: "/staff/tournaments/:id/draw",
  access: "staff",
  params: "IdParam",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/** Makes (or makes again, before publishing) the draw from the tournament's playing ticket holders. */
export const makeDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw",
  access: "staff",
  params: "IdParam",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const swapDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/swap",
  access: "staff",
  params: "IdParam",
  body: "SwapDrawRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const publishDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/publish",
  access: "staff",
  params: "IdParam",
  body: "PublishDrawRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const drawResult = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/result",
  access: "staff",
  params: "IdParam",
  body: "DrawResultRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/**
 * Corrects a played draw match: its score always, its winner only while the next round's match has
 * no result (docs/decisions/0112-draw-corrections-and-entrants-matches.md).
 */
export const correctDrawResult = {
  method: "PUT",
  path: "/staff/tournaments/:id/draw/result",
  access: "staff",
  params: "IdParam",
  body: "DrawCorrectionRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/**
 * Clears a played draw match's result: its winner leaves the next round's place, only while that
 * match is unplayed (docs/decisions/0128-console-says-what-is-true.md).
 */
export const clearDrawResult = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/result/clear",
  access: "staff",
  params: "IdParam",
  body: "ClearDrawResultRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/** The order of play: draw matches planned on courts and times, and those still to plan (0236). */
export const staffOrderOfPlay = {
  method: "GET",
  path: "/staff/tournaments/:id/order-of-play",
  access: "staff",
  params: "IdParam",
  response: "StaffOrderOfPlayResponse",
} as const satisfies CallDeclaration;

/**
 * Plans (or moves) a draw match on a court at a time; 409 naming the clash when the court or one of
 * its players is busy then. Once the order of play is published its players are told at once.
 */
export const planMatch = {
  method: "PUT",
  path: "/staff/tournaments/:id/order-of-play",
  access: "staff",
  params: "IdParam",
  body: "PlanMatchRequest",
  response: "StaffOrderOfPlayResponse",
} as const satisfies CallDeclaration;

export const unplanMatch = {
  method: "POST",
  path: "/staff/tournaments/:id/order-of-play/remove",
  access: "staff",
  params: "IdParam",
  body: "UnplanMatchRequest",
  response: "StaffOrderOfPlayResponse",
} as const satisfies CallDeclaration;

/** Publishes the order of play: its players (and their guardians) are told their match times. */
export const publishOrderOfPlay = {
  method: "POST",
  path: "/staff/tournaments/:id/order-of-play/publish",
  access: "staff",
  params: "IdParam",
  response: "StaffOrderOfPlayResponse",
} as const satisfies CallDeclaration;

/** An event played as round-robin groups: its groups, schedules and standings (0237). */
export const staffGroups = {
  method: "GET",
  path: "/staff/events/:id/groups",
  access: "staff",
  params: "IdParam",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/** Makes (or makes again, until published) the event's groups from its entries, by rating. */
export const makeGroups = {
  method: "POST",
  path: "/staff/events/:id/groups",
  access: "staff",
  params: "IdParam",
  body: "MakeGroupsRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

export const publishGroups = {
  method: "POST",
  path: "/staff/events/:id/groups/publish",
  access: "staff",
  params: "IdParam",
  body: "PublishDrawRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/** A group match's result; the standings follow. */
export const groupResult = {
  method: "POST",
  path: "/staff/events/:id/groups/result",
  access: "staff",
  params: "IdParam",
  body: "GroupResultRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/**
 * Corrects a played group match's result; the standings follow, and a knock-out made from them is
 * made again while it has no result (409 once a result there would change who plays in it).
 */
export const correctGroupResult = {
  method: "PUT",
  path: "/staff/events/:id/groups/result",
  access: "staff",
  params: "IdParam",
  body: "GroupCorrectionRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/** Deletes a played group match's result, under the same rule for the knock-out made from the groups. */
export const deleteGroupResult = {
  method: "POST",
  path: "/staff/events/:id/groups/result/delete",
  access: "staff",
  params: "IdParam",
  body: "DeleteGroupResultRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/** Makes (or makes again, until published) the knock-out of the best of each complete group (0245). */
export const makeKnockout = {
  method: "POST",
  path: "/staff/events/:id/knockout",
  access: "staff",
  params: "IdParam",
  body: "MakeKnockoutRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

export const publishKnockout = {
  method: "POST",
  path: "/staff/events/:id/knockout/publish",
  access: "staff",
  params: "IdParam",
  body: "PublishDrawRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/** A knock-out match's result; its winner moves on, the final's are the event's medallists. */
export const knockoutResult = {
  method: "POST",
  path: "/staff/events/:id/knockout/result",
  access: "staff",
  params: "IdParam",
  body: "DrawResultRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/**
 * Corrects a played knock-out match: its score always, its winner only while the next round's match
 * has no result; a new winner of the final changes the event's medallists (0296).
 */
export const correctKnockoutResult = {
  method: "PUT",
  path: "/staff/events/:id/knockout/result",
  access: "staff",
  params: "IdParam",
  body: "DrawCorrectionRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/** Clears a played knock-out match's result, only while the next round's match is unplayed (0296). */
export const clearKnockoutResult = {
  method: "POST",
  path: "/staff/events/:id/knockout/result/clear",
  access: "staff",
  params: "IdParam",
  body: "ClearDrawResultRequest",
  response: "StaffGroupsResponse",
} as const satisfies CallDeclaration;

/** The consolation draw of the main draw's first-match losers, and whether it can be made (0245). */
export const staffConsolation = {
  method: "GET",
  path: "/staff/tournaments/:id/consolation",
  access: "staff",
  params: "IdParam",
  response: "StaffConsolationResponse",
} as const satisfies CallDeclaration;

/** Makes (or makes again, until published) the consolation draw once every first match is played. */
export const makeConsolation = {
  method: "POST",
  path: "/staff/tournaments/:id/consolation",
  access: "staff",
  params: "IdParam",
  body: "MakeConsolationRequest",
  response: "StaffConsolationResponse",
} as const satisfies CallDeclaration;

export const publishConsolation = {
  method: "POST",
  path: "/staff/tournaments/:id/consolation/publish",
  access: "staff",
  params: "IdParam",
  body: "PublishDrawRequest",
  response: "StaffConsolationResponse",
} as const satisfies CallDeclaration;

export const consolationResult = {
  method: "POST",
  path: "/staff/tournaments/:id/consolation/result",
  access: "staff",
  params: "IdParam",
  body: "DrawResultRequest",
  response: "StaffConsolationResponse",
} as const satisfies CallDeclaration;

/** Corrects a played consolation match, as the knock-out's are corrected (0296). */
export const correctConsolationResult = {
  method: "PUT",
  path: "/staff/tournaments/:id/consolation/result",
  access: "staff",
  params: "IdParam",
  body: "DrawCorrectionRequest",
  response: "StaffConsolationResponse",
} as const satisfies CallDeclaration;

/** Clears a played consolation match's result, only while the next round's match is unplayed (0296). */
export const clearConsolationResult = {
  method: "POST",
  path: "/staff/tournaments/:id/consolation/result/clear",
  access: "staff",
  params: "IdParam",
  body: "ClearDrawResultRequest",
  response: "StaffConsolationResponse",
} as const satisfies CallDeclaration;

export const staffPlayers = {
  method: "GET",
  path: "/staff/players",
  access: "staff",
  response: "StaffPlayersResponse",
} as const satisfies CallDeclaration;
