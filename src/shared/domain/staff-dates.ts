/**
 * The dates staff may enter in the console (tournament days, sales openings, results, friendlies,
 * list filters): from 2000-01-01 to ten years after today in Lagos. A slip of the keyboard (the
 * year 20266, 0001) is refused with the window in the message instead of being stored, shown on
 * the site or sent to the database.
 */
import { clubLocal, isLocalDate } from "./club-time";

export const EARLIEST_STAFF_DATE = "2000-01-01";
export const STAFF_DATE_YEARS_AHEAD = 10;

/** The last date staff may enter: the same day ten years after today in Lagos (28 February for 29 February). */
export function latestStaffDate(now: Date): string {
  const [year, month, day] = clubLocal(now).date.split("-");
  const sameDay = `${Number(year) + STAFF_DATE_YEARS_AHEAD}-${month}-${day}`;
  return isLocalDate(sameDay) ? sameDay : `${Number(year) + STAFF_DATE_YEARS_AHEAD}-${month}-28`;
}

/** A real YYYY-MM-DD date within the staff window. */
export function isStaffDate(value: string, now: Date): boolean {
  // Both sides are YYYY-MM-DD with four-digit years, so they compare as text.
  return isLocalDate(value) && value >= EARLIEST_STAFF_DATE && value <= latestStaffDate(now);
}

/** An instant whose Lagos date is within the staff window. */
export function isStaffInstant(value: string, now: Date): boolean {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return false;
  const instant = new Date(time);
  return !Number.isNaN(instant.getTime()) && isStaffDate(clubLocal(instant).date, now);
}

/** What to tell staff about a date outside the window. */
export function staffDateMessage(now: Date): string {
  return `Use a date from ${EARLIEST_STAFF_DATE} to ${latestStaffDate(now)}`;
}
