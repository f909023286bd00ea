/**
 * Price rules. Prices are whole naira everywhere outside the database; the database and the payment
 * provider use integer kobo, converted with toKobo / toNaira.
 */
import type { TrainingDuration } from "./lists";

/** Price after taking a percentage off, in whole naira. */
function discounted(price: number, discountPercent: number): number {
  // Multiply before dividing so round figures stay exact (15000 × 6 × 90 / 100).
  return (price * (100 - discountPercent)) / 100;
}

export interface DurationPriceInput {
  /** Monthly plan price in naira. */
  planPrice: number;
  /** Monthly coach price in naira. */
  coachPrice: number;
  /** Months paid at once. */
  interval: number;
  /** Discount on the plan part, in percent. */
  discountPercentage: number;
}

/**
 * Price of a duration option on the membership pages: the plan part is discounted, the coach part
 * is not (docs/decisions/0003-duration-price.md: the plan text promises 10% off for 6 months and
 * 20% off for 12).
 */
export function durationPrice({
  planPrice,
  coachPrice,
  interval,
  discountPercentage,
}: DurationPriceInput): number {
  return Math.round(discounted(planPrice * interval, discountPercentage) + coachPrice * interval);
}

/**
 * A member's price for a training package: the given price less the package's member discount
 * (docs/decisions/0009-member-training-price.md).
 */
export function memberTrainingPrice(firstPlanPrice: number, discountPercent: number): number {
  return Math.round(discounted(firstPlanPrice, discountPercent));
}

/** The part of a training package that prices it (the API's TrainingPackage fits). */
export interface TrainingPackagePrices {
  /** First: the 1-month price, second: the 3-month price, in naira. */
  readonly plans: readonly { readonly price: number }[];
  /** Member discount in percent. */
  readonly discount: number;
}

const PLAN_INDEX: Record<TrainingDuration, 0 | 1> = { "1month": 0, "3months": 1 };

/** What a training package costs for a duration; members with a paid membership get the package discount. */
export function trainingPrice(
  pkg: TrainingPackagePrices,
  duration: TrainingDuration,
  isMember: boolean,
): number {
  const option = pkg.plans[PLAN_INDEX[duration]];
  if (!option) throw new RangeError(`Training package has no ${duration} price`);
  return isMember ? memberTrainingPrice(option.price, pkg.discount) : option.price;
}

/** Naira to integer kobo. Rounds to the nearest kobo so 0.1 + 0.2 naira is 30 kobo, not 30.000000000000004. */
export function toKobo(naira: number): number {
  const kobo = Math.round(naira * 100);
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Not an amount of money: ${naira}`);
  return kobo;
}

/** Integer kobo to naira. */
export function toNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo must be a whole number: ${kobo}`);
  return kobo / 100;
}

/** What paid members save on a tournament ticket, in percent (the membership plans promise it). */
export const MEMBER_TICKET_DISCOUNT_PERCENT = 5;

/**
 * A tournament ticket's price for this member, in whole naira: paid members pay 5% less, rounded to
 * the nearest naira. The server charges this; the ticket card and the Payment Summary show it.
 */
export function ticketPrice(price: number, isPaidMember: boolean): number {
  return isPaidMember ? Math.round(discounted(price, MEMBER_TICKET_DISCOUNT_PERCENT)) : price;
}
