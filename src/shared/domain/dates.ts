/**
 * Date rules: membership and training periods. Period arithmetic works on UTC calendar fields so
 * the server's own time zone never matters. How dates read on screen (in the club's time zone,
 * Lagos) lives in date-display.ts, so screens that only show dates do not
 * carry the plans and lists; it is re-exported here.
 */
import { TRAINING_DURATION_MONTHS, type TrainingDuration } from "./lists";
import { type MembershipPlanKey, membershipPlan } from "./membership-plans";

export { dayOfMonth, displayDate, formatDateNG, monthYear } from "./date-display";

/** The last day of a month (month may run past 11 or below 0; Date.UTC normalises it). */
function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `date` plus `months` calendar months, keeping the time of day. A day that does not exist in the
 * target month becomes that month's last day: 31 Jan + 1 month is 28 Feb (29 in a leap year).
 */
export function addMonths(date: Date, months: number): Date {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be a whole number: ${months}`);
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth() + months;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, monthIndex));
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, monthIndex, day);
  return result;
}

/**
 * A new period starts at the purchase, or at the current end date when that is later
 * (docs/decisions/0005-membership-periods.md).
 */
function periodStart(from: Date, currentEnd?: Date | null): Date {
  return currentEnd && currentEnd.getTime() > from.getTime() ? currentEnd : from;
}

/** End of a paid membership period bought at `purchasedAt`: +1, +3 or +12 months. */
export function membershipEndDate(
  plan: Exclude<MembershipPlanKey, "free">,
  purchasedAt: Date,
  currentEnd?: Date | null,
): Date {
  return addMonths(periodStart(purchasedAt, currentEnd), membershipPlan(plan).months);
}

/** End of a training period bought at `from`: +1 or +3 months. */
export function trainingEndDate(duration: TrainingDuration, from: Date, currentEnd?: Date | null): Date {
  return addMonths(periodStart(from, currentEnd), TRAINING_DURATION_MONTHS[duration]);
}
