/**
 * Form validation rules (docs/product.md, Validation) as zod schemas, used by the forms in the
 * browser and by the API server on every request body. Messages are the ones quoted there.
 */
import { z } from "zod";
import "./zod-browser";
import { LEVELS, SIGNUP_ROLES } from "./lists";
import { INVALID_PHONE, toE164 } from "./phone";

export const FILL_ALL_FIELDS = "Please fill out all fields before submitting.";
export const USERNAME_RULE = "Only letters, numbers, underscores allowed";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const INVALID_EMAIL = "Enter a valid email address";

export { SIGNUP_LEVELS, SIGNUP_ROLES } from "./signup-options";

/** A record id as the API takes it: opaque, bounded (docs/decisions/0022-record-ids.md). */
export const Id = z.string().min(1).max(64);

/** A required text field: trimmed, non-empty (the one incomplete-form message), bounded. */
export const required = (max = 200) =>
  z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(max);

/** A required email: lowercased as typed (docs/product.md, Validation), trimmed, checked for shape. */
export const email = () =>
  required(254)
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL }));

export const LoginInput = z.object({
  email: email(),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(200),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const BIRTH_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
export const EARLIEST_BIRTH_YEAR = 1900;
export const NOT_A_REAL_DATE = "Enter a real date of birth";
export const BIRTH_DATE_RANGE = `Enter a date of birth between ${EARLIEST_BIRTH_YEAR} and today`;

/** `YYYY-MM-DD` naming a day the calendar has: no 30 February, no month 13, no day 0. */
export function isCalendarDate(text: string): boolean {
  if (!BIRTH_DATE_SHAPE.test(text)) return false;
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar date from 1900 up to today. "Today" is the latest date anywhere on Earth (UTC+14), so
 * a birth date entered today counts wherever the member is, while tomorrow's never does.
 */
export function isBirthDateInRange(text: string, now: Date): boolean {
  const latest = new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return isCalendarDate(text) && Number(text.slice(0, 4)) >= EARLIEST_BIRTH_YEAR && text <= latest;
}

export const SignupInput = z.object({
  fullName: required(120),
  email: email(),
  username: required(40).regex(/^\w+$/, USERNAME_RULE),
  password: z
    .string({ error: FILL_ALL_FIELDS })
    .min(1, FILL_ALL_FIELDS)
    .min(8, "Use at least 8 characters for your password")
    .max(200),
  dob: required(10)
    .regex(BIRTH_DATE_SHAPE, { error: "Enter your date of birth", abort: true })
    .refine(isCalendarDate, { error: NOT_A_REAL_DATE, abort: true })
    .refine((text) => isBirthDateInRange(text, new Date()), BIRTH_DATE_RANGE),
  /** Stored in E.164 (+2348031234567) whichever way it was written (docs/decisions/0191-phone-numbers-in-e164.md). */
  phoneNumber: required(24)
    .refine((text) => toE164(text) !== null, INVALID_PHONE)
    .transform((text) => toE164(text) ?? text),
  role: z.enum(SIGNUP_ROLES, { error: FILL_ALL_FIELDS }),
  level: z.enum(LEVELS, { error: FILL_ALL_FIELDS }),
});
export type SignupInput = z.infer<typeof SignupInput>;

export const ReviewInput = z.object({
  rating: z.coerce
    .number({ error: "Choose a rating from 1 to 5" })
    .int("Choose a rating from 1 to 5")
    .min(1, "Choose a rating from 1 to 5")
    .max(5, "Choose a rating from 1 to 5"),
  comment: required(2000),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

export const ForgotPasswordInput = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** The reset form: code, new password and its confirmation, which must match. */
export const ResetPasswordFormInput = z
  .object({
    resetCode: required(6).regex(/^\d{6}$/, "The reset code is 6 digits"),
    newPassword: z.string().min(1, FILL_ALL_FIELDS).min(8, "Use at least 8 characters").max(200),
    confirmPassword: z.string().min(1, FILL_ALL_FIELDS).max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.infer<typeof ResetPasswordFormInput>;

/** Newsletter: required; the format is checked too (on the server, and before sending). */
export const NewsletterInput = z.object({ email: email() });
export type NewsletterInput = z.infer<typeof NewsletterInput>;

export const ContactInput = z.object({
  firstName: required(80),
  lastName: required(80),
  email: email(),
  phoneNumber: required(20),
  message: required(5000),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** The first error message of a failed parse, for a form's single message line. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? FILL_ALL_FIELDS;
}

/** Field name to its first message, for errors tied to their fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
