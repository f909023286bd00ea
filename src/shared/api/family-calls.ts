/**
 * The family calls (docs/decisions/0160-families.md), declared like calls.ts: an account's players,
 * adding a child, consent, second guardians, juniors' own logins, and the console's families.
 *
 * Every member call that concerns one player (coach, tickets, matches, notifications, paying for
 * training, data export ...) acts for the player the `X-Player` header names, the caller when it
 * is absent (`PLAYER_HEADER`, src/shared/domain/families.ts); the server checks the caller is that player or one of their active guardians
 * (server/lib/acting-player.ts).
 */
import type { CallDeclaration } from "./call-declaration";

/* Members ------------------------------------------------------------------------------------ */

/** The caller and the juniors they manage, with the consent text in force. */
export const family = {
  method: "GET",
  path: "/family",
  access: "member",
  response: "FamilyResponse",
} as const satisfies CallDeclaration;

/** A guardian adds a child under 18, giving consent. */
export const addChild = {
  method: "POST",
  path: "/family/children",
  access: "member",
  body: "AddChildRequest",
  response: "FamilyPlayerResponse",
} as const satisfies CallDeclaration;

/** A guardian consents (again) for a child: a new version of the consent text asks again. */
export const giveConsent = {
  method: "POST",
  path: "/family/players/:playerId/consent",
  access: "member",
  params: "PlayerParam",
  body: "GiveConsentRequest",
  response: "FamilyPlayerResponse",
} as const satisfies CallDeclaration;

/** A guardian invites a second guardian (a co-parent) by email. */
export const inviteGuardian = {
  method: "POST",
  path: "/family/players/:playerId/guardians",
  access: "member",
  params: "PlayerParam",
  body: "InviteGuardianRequest",
  response: "FamilyMessageResponse",
} as const satisfies CallDeclaration;

/** A 13 to 17-year-old signs up naming a guardian, who approves by a mailed link. */
export const juniorSignup = {
  method: "POST",
  path: "/family/junior-signup",
  access: "anyone",
  body: "JuniorSignupRequest",
  response: "FamilyMessageResponse",
} as const satisfies CallDeclaration;

/** The invited guardian (signed in with the invited email) accepts, consenting: co-parent or junior's login. */
export const acceptGuardianship = {
  method: "POST",
  path: "/family/invitations/accept",
  access: "member",
  body: "AcceptGuardianshipRequest",
  response: "FamilyPlayerResponse",
} as const satisfies CallDeclaration;

/** A guardian deletes a child's personal data, confirming with their password. */
export const deleteChild = {
  method: "DELETE",
  path: "/family/players/:playerId",
  access: "member",
  params: "PlayerParam",
  body: "DeleteChildRequest",
  response: "FamilyMessageResponse",
} as const satisfies CallDeclaration;

/* Console ------------------------------------------------------------------------------------ */

/** Accounts with their guardians and players; filter those missing consent. */
export const staffFamilies = {
  method: "GET",
  path: "/staff/families",
  access: "staff",
  query: "FamiliesQuery",
  response: "FamiliesResponse",
} as const satisfies CallDeclaration;

/** Staff record a paper consent form received for a junior (audited). */
export const recordPaperConsent = {
  method: "POST",
  path: "/staff/families/players/:playerId/paper-consent",
  access: "staff",
  params: "PlayerParam",
  body: "PaperConsentRequest",
  response: "PaperConsentResponse",
} as const satisfies CallDeclaration;
