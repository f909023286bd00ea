/**
 * Families and juniors (docs/decisions/0160-families.md): an account (login, contact, payer) holds
 * one or more players, the holder themself when adult and the juniors they manage. Ages are counted
 * on the club's calendar (Lagos): a junior is under 18; under 13 a player has no login of their own;
 * 13 to 17 a player may have one that a guardian approves; at 18 the player takes over their profile.
 * Guardian consent (Nigeria Data Protection Act 2023, s.31) names the version of the consent text it
 * was given for, and a new version asks again.
 */
import { clubLocal } from "./club-time";

// The browser's API client needs only the header's name: it lives in a module of its own, so the
// dashboard's first load does not carry the family rules.
export { PLAYER_HEADER } from "./player-header";

/** A player is a junior until this birthday. */
export const ADULT_AGE = 18;
/** From this birthday a junior may have a login of their own, approved by a guardian. */
export const OWN_LOGIN_AGE = 13;
/**
 * A child is added from this birthday (docs/decisions/0309-the-youngest-child-added.md): younger,
 * the date of birth is taken for a slip (this year typed for the birth year).
 */
export const YOUNGEST_CHILD_AGE = 3;

/** The consent text guardians agree to; bump the version whenever the text changes. */
export const CONSENT_TEXT_VERSION = 1;
export const CONSENT_TEXT =
  "I am this child's parent or legal guardian. I consent to ATP Tennis Community keeping and using my child's details (name, date of birth, level, emergency contact and medical notes) to arrange their training, tournaments and safety, as the privacy page describes. I can download or delete this data at any time.";

/** What a child under 18 signing up alone is told; no account is created. */
export const SOLO_JUNIOR_SIGNUP_REFUSED =
  "Players under 18 need a parent or guardian: an account for a child under 18 must be created by, or with the consent of, a parent or guardian. Ask your parent or guardian to sign up and add you from their dashboard (Add a child). No account has been created.";

/** What a junior whose login a guardian has not approved yet is told when they try to pay. */
export const AWAITING_GUARDIAN_APPROVAL =
  "A parent or guardian must approve your account before you can pay. We have mailed them a link.";

/** What a player who turned 18 is told when their take-over link no longer works. */
export const TAKE_OVER_LINK_INVALID =
  "This link to take over your profile is no longer valid: it was used already, or your guardian's account was deleted. Ask the club for help.";

/** The answer to a call acting for a player who is neither the caller nor one of their juniors. */
export const NOT_YOUR_PLAYER = "You can only act for yourself or a child you are a guardian of.";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years from a birth date to a calendar date (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(dob: string, date: string): number {
  const born = DATE.exec(dob);
  const on = DATE.exec(date);
  if (!born || !on) throw new RangeError(`Not a calendar date: ${born ? date : dob}`);
  const [by, bm, bd] = [Number(born[1]), Number(born[2]), Number(born[3])];
  const [y, m, d] = [Number(on[1]), Number(on[2]), Number(on[3])];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** The player's age today in Lagos. */
export function ageAt(dob: string, now: Date): number {
  return ageOn(dob, clubLocal(now).date);
}

export function isJunior(dob: string, now: Date): boolean {
  return ageAt(dob, now) < ADULT_AGE;
}

/**
 * Whether a player may have a login: none under 13, one a guardian approves from 13 to 17, their own
 * from 18.
 */
export type LoginRule = "none" | "guardian-approved" | "own";

export function loginRule(dob: string, now: Date): LoginRule {
  const age = ageAt(dob, now);
  if (age < OWN_LOGIN_AGE) return "none";
  return age < ADULT_AGE ? "guardian-approved" : "own";
}

/** Why a sign-up on one's own is refused (a junior), or null for an adult. */
export function soloSignupRefusal(dob: string, now: Date): string | null {
  return isJunior(dob, now) ? SOLO_JUNIOR_SIGNUP_REFUSED : null;
}

/** Whether a guardian's consent must be given (again): none yet, or given for an older text. */
export function consentNeeded(latestVersion: number | null, current = CONSENT_TEXT_VERSION): boolean {
  return latestVersion === null || latestVersion < current;
}

/** The player's 18th birthday on the calendar (YYYY-MM-DD); born on 29 February, it is 1 March. */
export function adulthoodDate(dob: string): string {
  const born = DATE.exec(dob);
  if (!born) throw new RangeError(`Not a calendar date: ${dob}`);
  const year = Number(born[1]) + ADULT_AGE;
  const probe = new Date(0);
  probe.setUTCFullYear(year, Number(born[2]) - 1, Number(born[3]));
  return probe.toISOString().slice(0, 10);
}

/**
 * The latest birth date of a player who is 18 or over on the Lagos date `today` (YYYY-MM-DD): the
 * same day 18 years earlier, or 28 February when `today` is a 29 February (nobody is born on a 29
 * February of a year that has none; one born on a 29 February turns 18 on 1 March of a common year).
 * Every birth date on or before it is an adult's.
 */
export function adultsBornOnOrBefore(today: string): string {
  const on = DATE.exec(today);
  if (!on) throw new RangeError(`Not a calendar date: ${today}`);
  const year = Number(on[1]) - ADULT_AGE;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = on[2] === "02" && on[3] === "29" && !leap ? "28" : on[3];
  return `${String(year).padStart(4, "0")}-${on[2]}-${day}`;
}

/** A managed player is invited to take over their profile once, on or after their 18th birthday. */
export function takeOverDue(dob: string, now: Date, alreadyInvited: boolean): boolean {
  return !alreadyInvited && !isJunior(dob, now);
}

/** Whether the caller may act for a player: the player themself, or one of their active guardians. */
export function mayActFor(callerId: string, playerId: string, activeGuardianIds: readonly string[]): boolean {
  return callerId === playerId || activeGuardianIds.includes(callerId);
}

/**
 * Whether a player may pay and be shown publicly: an adult, a junior managed by an account (no
 * login of their own), or a junior with a login once a guardian has approved it.
 */
export function juniorApproved(player: { dob: string; activeGuardians: number }, now: Date): boolean {
  if (!isJunior(player.dob, now)) return true;
  return player.activeGuardians > 0;
}

/**
 * The player's photo where others see it (docs/decisions/0207-junior-photos-in-public.md): an
 * adult's as it is; a junior's only with a guardian's photo consent on record, else none.
 */
export function shownPhoto(
  picture: string | null,
  player: { dob: string; photoConsent: boolean | null },
  now: Date,
): string | null {
  if (picture === null) return null;
  return !isJunior(player.dob, now) || player.photoConsent === true ? picture : null;
}

/**
 * Whether a player may appear on the club's public pages (ladder, draws): an adult, a junior the
 * account manages, or a junior whose own login a guardian approved (0160, 0207).
 */
export function publiclyShown(
  player: { dob: string; hasLogin: boolean; activeGuardians: number },
  now: Date,
): boolean {
  return !player.hasLogin || juniorApproved(player, now);
}
