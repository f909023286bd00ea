/**
 * The overview's greeting: time of day (cutoffs 12 and 17, local time) and the member's first name;
 * and the top bar's avatar letter.
 */

export type TimeOfDay = "Morning" | "Afternoon" | "Evening";

const AFTERNOON_FROM_HOUR = 12;
const EVENING_FROM_HOUR = 17;

export function greeting(date: Date): TimeOfDay {
  const hour = date.getHours();
  if (hour < AFTERNOON_FROM_HOUR) return "Morning";
  if (hour < EVENING_FROM_HOUR) return "Afternoon";
  return "Evening";
}

/** The first word of a full name; "" when there is none. */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? "";
}

/** The avatar letter: the first letter of the name, uppercased; "?" without a name. */
export function initial(fullName: string | null | undefined): string {
  const first = Array.from(fullName?.trim() ?? "")[0];
  return first ? first.toUpperCase() : "?";
}
