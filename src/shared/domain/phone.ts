/**
 * Phone numbers in E.164 (+2348031234567), checked with libphonenumber-js: a number written the
 * Nigerian way (0803 123 4567) or with its country code is accepted and stored in one form, so
 * WhatsApp and SMS can reach it (docs/decisions/0191-phone-numbers-in-e164.md).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export const INVALID_PHONE = "Enter a valid phone number, such as 0803 123 4567 or +234 803 123 4567";

/** The E.164 form of a phone number (Nigeria when it has no country code); null when it is not a valid number. */
export function toE164(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]{7,24}$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, "NG");
  return parsed?.isValid() ? parsed.number : null;
}

/** A number as a member reads it: +234 803 123 4567. */
export function displayPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.isValid() ? parsed.formatInternational() : e164;
}
