/** The members' calls: competition: matches, friendlies, draws, the ladder and ratings (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

/** Published tournament draws with their scores and medallists, newest tournament first. */
export const publicDraws = {
  method: "GET",
  path: "/tournaments/draws",
  access: "anyone",
  response: "PublicDrawsResponse",
} as const satisfies CallDeclaration;

/** Published round-robin events: each group's standings and results, by public name (0237). */
export const publicGroups = {
  method: "GET",
  path: "/tournaments/groups",
  access: "anyone",
  response: "PublicGroupsResponse",
} as const satisfies CallDeclaration;

/**
 * The published orders of play of tournaments not cancelled: each match's time, court, players by
 * public name and score once played (docs/decisions/0236-order-of-play.md).
 */
export const publicOrdersOfPlay = {
  method: "GET",
  path: "/tournaments/order-of-play",
  access: "anyone",
  response: "PublicOrdersOfPlayResponse",
} as const satisfies CallDeclaration;

/** The club ladder: the top ranked adults and juniors, by public name (`publicPlayerName`). */
export const publicLadder = {
  method: "GET",
  path: "/ladder",
  access: "anyone",
  response: "PublicLadderResponse",
} as const satisfies CallDeclaration;

/**
 * Whether the member is listed on the public club ladder (their own rank is kept either way) and
 * whether an adult is named there by full name.
 */
export const ladderSetting = {
  method: "GET",
  path: "/me/ladder",
  access: "player",
  response: "LadderSetting",
} as const satisfies CallDeclaration;

export const updateLadderSetting = {
  method: "PUT",
  path: "/me/ladder",
  access: "player",
  body: "LadderSettingChange",
  response: "LadderSetting",
} as const satisfies CallDeclaration;

export const openMatches = {
  method: "GET",
  path: "/matches/open",
  access: "player",
  response: "OpenMatchesResponse",
} as const satisfies CallDeclaration;

/** The published draws the member plays in: rounds, scores and medallists, their own places marked. */
export const myDraws = {
  method: "GET",
  path: "/matches/draws",
  access: "player",
  response: "MemberDrawsResponse",
} as const satisfies CallDeclaration;

/** Either player of a friendly reports its score; the other side confirms or disputes it. */
export const reportScore = {
  method: "POST",
  path: "/matches/:id/report",
  access: "player",
  params: "IdParam",
  body: "ReportScoreRequest",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

/** Members a member may report a friendly against, by a part of their name (at most 10). */
export const friendlyOpponents = {
  method: "GET",
  path: "/friendlies/opponents",
  access: "player",
  query: "FriendlyOpponentsQuery",
  response: "FriendlyOpponentsResponse",
} as const satisfies CallDeclaration;

/** A member reports a friendly they arranged and played; the opponent confirms or disputes it. */
export const reportFriendly = {
  method: "POST",
  path: "/friendlies",
  access: "player",
  body: "ReportFriendlyRequest",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const confirmScore = {
  method: "POST",
  path: "/matches/:id/confirm",
  access: "player",
  params: "IdParam",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const disputeScore = {
  method: "POST",
  path: "/matches/:id/dispute",
  access: "player",
  params: "IdParam",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;
