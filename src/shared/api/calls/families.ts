/**
 * The family calls (docs/decisions/0160-families.md), declared like ../calls.ts: an account's players,
 * adding a child, consent, second guardians, juniors' own logins, and the console's families.
 *
 * Every member call that concerns one player (coach, tickets, matches, notifications, paying for
 * training, data export ...) acts for the player the `X-Player` header names, the caller when it
 * is absent (`PLAYER_HEADER`, src/shared/domain/families.ts); the server checks the caller is that player or one of their active guardians
 * (server/lib/acting-player.ts).
 */
import type { CallDeclaration } from "../call-declaration";

export const family = {
  method: "GET",
  path: "/family",
  access: "member",
  response: "FamilyResponse",
} as const satisfies CallDeclaration;

export const addChild = {
  method: "POST",
  path: "/family/children",
  access: "member",
  body: "AddChildRequest",
  response: "FamilyPlayerResponse",
} as const satisfies CallDeclaration;

export const giveConsent = {
  method: "POST",
  path: "/family/players/:playerId/consent",
  access: "member",
  params: "PlayerParam",
  body: "GiveConsentRequest",
  response: "FamilyPlayerResponse",
} as const satisfies CallDeclaration;

export const inviteGuardian = {
  method: "POST",
  path: "/family/players/:playerId/guardians",
  access: "member",
  params: "PlayerParam",
  body: "InviteGuardianRequest",
  response: "FamilyMessageResponse",
} as const satisfies CallDeclaration;

export const juniorSignup = {
  method: "POST",
  path: "/family/junior-signup",
  access: "anyone",
  body: "JuniorSignupRequest",
  response: "FamilyMessageResponse",
} as const satisfies CallDeclaration;

export const takeOver = {
  method: "POST",
  path: "/family/take-over",
  access: "anyone",
  body: "TakeOverRequest",
  response: "FamilyMessageResponse",
} as const satisfies CallDeclaration;

export const acceptGuardianship = {
  method: "POST",
  path: "/family/invitations/accept",
  access: "member",
  body: "AcceptGuardianshipRequest",
  response: "FamilyPlayerResponse",
} as const satisfies CallDeclaration;

export const deleteChild = {
  method: "DELETE",
  path: "/family/players/:playerId",
  access: "member",
  params: "PlayerParam",
  body: "DeleteChildRequest",
  response: "FamilyMessageResponse",
} as const satisfies CallDeclaration;
