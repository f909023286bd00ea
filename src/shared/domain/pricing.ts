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

/** The most an admin may take off the second and later players' training in one checkout, in percent. */
export const HOUSEHOLD_DISCOUNT_MAX_PERCENT = 50;

/** Players one household checkout may pay for at most. */
export const HOUSEHOLD_MAX_LINES = 8;

/** One player's training in a household checkout, priced as that player would pay for it alone. */
export interface HouseholdLineInput {
  /** The player's id: the last tie-break, so the rule never depends on the order lines came in. */
  readonly playerId: string;
  /** The player's date of birth, YYYY-MM-DD: of two lines at one price, the elder is the first. */
  readonly dob: string;
  /** What this player's training costs on its own (with their member discount), whole naira. */
  readonly price: number;
}

export interface HouseholdLinePrice {
  readonly playerId: string;
  /** The price on its own, whole naira. */
  readonly price: number;
  /** Taken off by the household discount, whole naira (0 for the first line). */
  readonly discount: number;
  /** What the line costs in this checkout: price less discount. */
  readonly amount: number;
}

/**
 * The household discount (docs/decisions/0201-household-discount.md): in one checkout for several
 * players, the first line pays its full price and every later line gets `percent` off its own
 * price, rounded to the nearest whole naira. The first line is the dearest; of equal prices, the
 * eldest player's (earlier date of birth), then the smaller id. So the total never depends on the
 * order the guardian picked the players in. Answers the lines in the order given.
 */
export function householdPrices(lines: readonly HouseholdLineInput[], percent: number): HouseholdLinePrice[] {
  if (!Number.isInteger(percent) || percent < 0 || percent > HOUSEHOLD_DISCOUNT_MAX_PERCENT) {
    throw new RangeError(`Not a household discount: ${percent}`);
  }
  const first = [...lines].sort(
    (a, b) =>
      b.price - a.price ||
      (a.dob < b.dob ? -1 : a.dob > b.dob ? 1 : 0) ||
      (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
  )[0];
  return lines.map((line) => {
    const discount = line === first ? 0 : Math.round((line.price * percent) / 100);
    return { playerId: line.playerId, price: line.price, discount, amount: line.price - discount };
  });
}

/** What a household checkout costs in all, whole naira. */
export function householdTotal(lines: readonly Pick<HouseholdLinePrice, "amount">[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
