/**
 * The contract of the family calls (calls/families.ts, calls/families.staff.ts, docs/decisions/0160-families.md): an account's
 * players, adding a child with a guardian's consent, inviting a second guardian, a junior's own
 * login approved by a guardian, and the console's families and paper consent forms. Conventions as
 * in contract.ts.
 */
import { z } from "zod";
import {
  AddChildInput,
  ConsentInput,
  InviteGuardianInput,
  PaperConsentInput,
} from "../../domain/family-validation";
import { CONSENT_SOURCES, GUARDIAN_RELATIONSHIPS, GUARDIANSHIP_STATUSES, LEVELS } from "../../domain/lists";
import { SignupInput } from "../../domain/validation";
import { Id } from "./common";

export const GuardianRelationship = z.enum(GUARDIAN_RELATIONSHIPS);

/** `:playerId` in a family call's path. */
export const PlayerParam = z.object({ playerId: Id });

/**
 * How a player signs in: `account` holds the login (the account holder), `none` has no login (a
 * junior the account manages), `awaiting-approval` a junior's own login no guardian has approved
 * yet, `own` a junior's approved login.
 */
export const PlayerLogin = z.enum(["account", "none", "awaiting-approval", "own"]);
export type PlayerLogin = z.infer<typeof PlayerLogin>;

export const FamilyGuardian = z.object({
  /** Null while an invitation has not been accepted. */
  _id: Id.nullable(),
  fullName: z.string().nullable(),
  /** The invited address while the invitation is open; null once accepted. */
  invitedEmail: z.string().nullable(),
  relationship: GuardianRelationship,
  status: z.enum(GUARDIANSHIP_STATUSES),
});
export type FamilyGuardian = z.infer<typeof FamilyGuardian>;

export const FamilyConsent = z.object({
  givenBy: z.string(),
  relationship: GuardianRelationship,
  version: z.number().int(),
  givenAt: z.string(),
  source: z.enum(CONSENT_SOURCES),
});

/** A player of the account, as the switcher and the family screen show them. */
export const FamilyPlayer = z.object({
  _id: Id,
  fullName: z.string(),
  dob: z.string(),
  age: z.number().int(),
  junior: z.boolean(),
  level: z.enum(LEVELS),
  /** The caller themself. */
  self: z.boolean(),
  login: PlayerLogin,
  /** The latest consent on record, if any; `consentNeeded` when none or for an older text. */
  consent: FamilyConsent.nullable(),
  consentNeeded: z.boolean(),
  photoConsent: z.boolean(),
  guardians: z.array(FamilyGuardian),
});
export type FamilyPlayer = z.infer<typeof FamilyPlayer>;

// GET /family: the caller and the juniors they are an active guardian of, with the consent text.
export const FamilyResponse = z.object({
  players: z.array(FamilyPlayer),
  consentText: z.object({ version: z.number().int(), text: z.string() }),
});
export type FamilyResponse = z.infer<typeof FamilyResponse>;

// POST /family/children
export const AddChildRequest = AddChildInput;
export const FamilyPlayerResponse = z.object({ message: z.string(), player: FamilyPlayer });
export type FamilyPlayerResponse = z.infer<typeof FamilyPlayerResponse>;

// POST /family/players/:playerId/consent: consent again (a new version of the text)
export const GiveConsentRequest = ConsentInput;

// POST /family/players/:playerId/guardians: invite a second guardian by email
export const InviteGuardianRequest = InviteGuardianInput;
export const FamilyMessageResponse = z.object({ message: z.string() });

/**
 * POST /family/junior-signup: a 13 to 17-year-old signs up with a parent's or guardian's email; the
 * account waits for the guardian's approval by a mailed link (no payments, nothing public until then).
 */
export const JuniorSignupRequest = SignupInput.extend({
  guardianEmail: InviteGuardianInput.shape.email,
});

/**
 * POST /family/take-over: a player who turned 18, with the link mailed to their guardians, chooses
 * their own email, username, password and phone number and holds their own account from then on.
 */
export const TakeOverRequest = SignupInput.pick({
  email: true,
  username: true,
  password: true,
  phoneNumber: true,
}).extend({ token: z.string().min(10).max(200) });

// POST /family/invitations/accept: the mailed link's token, with the accepting guardian's consent
export const AcceptGuardianshipRequest = ConsentInput.extend({ token: z.string().min(10).max(200) });

// DELETE /family/players/:playerId: a guardian deletes a child's personal data, confirming with their password
export const DeleteChildRequest = z.object({ password: z.string().min(1).max(200) });

/* Console ----------------------------------------------------------------------------------- */

export const FamiliesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  /** Only families with a junior whose consent is missing or for an older text. */
  missingConsent: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type FamiliesQuery = z.input<typeof FamiliesQuery>;

export const StaffFamilyPlayer = z.object({
  _id: Id,
  fullName: z.string(),
  dob: z.string(),
  age: z.number().int(),
  junior: z.boolean(),
  login: PlayerLogin,
  consent: FamilyConsent.nullable(),
  consentNeeded: z.boolean(),
});

/** An account with its guardians and players: the account holder's login, contact and players. */
export const StaffFamily = z.object({
  account: z.object({ _id: Id, fullName: z.string(), email: z.string().nullable(), phoneNumber: z.string() }),
  guardians: z.array(z.object({ _id: Id, fullName: z.string(), relationship: GuardianRelationship })),
  players: z.array(StaffFamilyPlayer),
});
export type StaffFamily = z.infer<typeof StaffFamily>;

export const FamiliesResponse = z.object({
  items: z.array(StaffFamily),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type FamiliesResponse = z.infer<typeof FamiliesResponse>;

// POST /staff/families/players/:playerId/paper-consent
export const PaperConsentRequest = PaperConsentInput;
export const PaperConsentResponse = z.object({ message: z.string(), player: StaffFamilyPlayer });
