/**
 * The family forms (docs/decisions/0160-families.md) as zod schemas, used by the dashboard's forms
 * and by the API on every request body: adding a child, giving consent, inviting a second guardian.
 */
import { z } from "zod";
import "./zod-browser";
import { ageAt, isJunior, YOUNGEST_CHILD_AGE } from "./families";
import { GUARDIAN_RELATIONSHIPS, KIDS_LEVELS } from "./lists";
import {
  BIRTH_DATE_RANGE,
  BIRTH_DATE_SHAPE,
  email,
  FILL_ALL_FIELDS,
  isBirthDateInRange,
  isCalendarDate,
  NOT_A_REAL_DATE,
  required,
} from "./validation";

export const CHILD_MUST_BE_UNDER_18 = "A child added here must be under 18. An adult signs up on their own.";
export const CHILD_TOO_YOUNG = `A child added here must be at least ${YOUNGEST_CHILD_AGE} years old. Check the date of birth.`;
export const CONSENT_REQUIRED = "Please confirm your consent as the child's parent or guardian.";

const relationship = z.enum(GUARDIAN_RELATIONSHIPS, { error: "Choose how you are related to the child" });
const consentGiven = z.literal(true, { error: CONSENT_REQUIRED });
const consentVersion = z.coerce.number().int().min(1).max(10_000);

/** The guardian's consent as the form gives it: who they are to the child, and which text they agreed to. */
export const ConsentInput = z.object({
  relationship,
  consentVersion,
  consent: consentGiven,
  /** The child may appear in the club's public photos. */
  photoConsent: z.boolean(),
});
export type ConsentInput = z.infer<typeof ConsentInput>;

export const AddChildInput = ConsentInput.extend({
  fullName: required(120),
  dob: required(10)
    .regex(BIRTH_DATE_SHAPE, { error: "Enter the child's date of birth", abort: true })
    .refine(isCalendarDate, { error: NOT_A_REAL_DATE, abort: true })
    .refine((text) => isBirthDateInRange(text, new Date()), { error: BIRTH_DATE_RANGE, abort: true })
    .refine((text) => isJunior(text, new Date()), { error: CHILD_MUST_BE_UNDER_18, abort: true })
    .refine((text) => ageAt(text, new Date()) >= YOUNGEST_CHILD_AGE, CHILD_TOO_YOUNG),
  level: z.enum(KIDS_LEVELS, { error: FILL_ALL_FIELDS }),
  emergencyContactName: required(120),
  emergencyContactPhone: required(20).regex(/^\+?[\d\s-]{7,20}$/, "Enter a valid phone number"),
  /** Seen only by the child's coach and club staff. */
  medicalNotes: z.string().trim().max(2000).default(""),
});
export type AddChildInput = z.infer<typeof AddChildInput>;

export const InviteGuardianInput = z.object({ email: email(), relationship });
export type InviteGuardianInput = z.infer<typeof InviteGuardianInput>;

/** A paper consent form staff received, recorded in the console. */
export const PaperConsentInput = z.object({
  /** The guardian who signed it: one of the player's guardians. */
  guardianId: z.string().min(1).max(64),
  relationship,
  consentVersion,
  photoConsent: z.boolean(),
});
export type PaperConsentInput = z.infer<typeof PaperConsentInput>;
