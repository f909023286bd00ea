/**
 * Membership prices (docs/decisions/0215-membership-prices-in-the-database.md): the club's admins
 * set them; the savings shown beside them, and the price an auto-renewal pays after a change, follow
 * from them by the rules here.
 */
import type { MembershipKey } from "./lists";

/** A paid plan's price: whole naira, and whole US dollars for members outside Nigeria. */
export interface MembershipPrice {
  readonly key: MembershipKey;
  readonly priceNGN: number;
  readonly priceUSD: number;
}

/**
 * The saving of paying `price` for `months` against paying the monthly price each month, in whole
 * percent (rounded); 0 when there is none (the longer plan costs as much or more, or rounds to 0%).
 */
export function savingPercent(monthlyPrice: number, price: number, months: number): number {
  const monthlyTotal = monthlyPrice * months;
  if (months <= 1 || monthlyTotal <= 0 || price >= monthlyTotal) return 0;
  return Math.max(0, Math.round((1 - price / monthlyTotal) * 100));
}

/** The plan card's saving tag ("Save 17% on this plan"), or "" when the plan saves nothing. */
export function savingTag(monthlyPrice: number, price: number, months: number): string {
  const percent = savingPercent(monthlyPrice, price, months);
  return percent > 0 ? `Save ${percent}% on this plan` : "";
}

/** How long before a new price reaches an auto-renewal: the members told have this long to decide. */
export const PRICE_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What an auto-renewal pays, as stored with a plan's price: the list price, and until a change's
 * notice ends the price renewals paid before it.
 */
export interface RenewalPricing {
  /** The list price, in kobo: what a member buying the plan today pays. */
  readonly priceKobo: number;
  /** What renewals of periods starting before `renewalPriceUntil` pay, in kobo; null without a change pending. */
  readonly renewalKobo: number | null;
  readonly renewalPriceUntil: Date | null;
}

/** The price, in kobo, of an auto-renewal whose new period starts at `periodStartsAt`. */
export function renewalPriceKobo(pricing: RenewalPricing, periodStartsAt: Date): number {
  const { priceKobo, renewalKobo, renewalPriceUntil } = pricing;
  if (renewalKobo === null || renewalPriceUntil === null) return priceKobo;
  return periodStartsAt < renewalPriceUntil ? renewalKobo : priceKobo;
}

/**
 * The pricing after an admin sets the list price to `priceKobo` at `at`. A rise waits for its
 * notice: renewals starting before its end keep what they would have paid at that moment (a second
 * change during a notice starts a new notice from the price renewals pay now). A cut, or a price set
 * back to what renewals pay now, applies to renewals at once and leaves nothing pending.
 */
export function afterPriceChange(before: RenewalPricing, priceKobo: number, at: Date): RenewalPricing {
  if (priceKobo === before.priceKobo) return before;
  const paidNow = renewalPriceKobo(before, at);
  if (priceKobo <= paidNow) return { priceKobo, renewalKobo: null, renewalPriceUntil: null };
  return {
    priceKobo,
    renewalKobo: paidNow,
    renewalPriceUntil: new Date(at.getTime() + PRICE_NOTICE_DAYS * DAY_MS),
  };
}

/** What a member on auto-renew is told of a change: their plan, their next renewal and what it costs. */
export interface PriceNoticeFacts {
  planTitle: string;
  /** Naira: the list price before the change and after it. */
  before: number;
  after: number;
  /** When the member's current period ends: their next renewal. */
  renewsOn: Date;
  /** Naira: what that renewal is charged. */
  nextRenewal: number;
  /** From when renewals pay the new price; null when they do at once. */
  appliesFrom: Date | null;
}

export function priceChangeNotice(
  facts: PriceNoticeFacts,
  format: { money: (naira: number) => string; date: (at: Date) => string },
): { title: string; message: string } {
  const { planTitle, before, after, renewsOn, nextRenewal, appliesFrom } = facts;
  const title = `New price for ${planTitle}`;
  const change = `${planTitle} now costs ${format.money(after)} (it was ${format.money(before)})`;
  const stop = "You can turn auto-renew off on your Billings page.";
  if (appliesFrom && nextRenewal !== after) {
    return {
      title,
      message: `${change}. Your renewal on ${format.date(renewsOn)} is still charged ${format.money(nextRenewal)}; renewals from ${format.date(appliesFrom)} are charged ${format.money(after)}. ${stop}`,
    };
  }
  return {
    title,
    message: `${change}. Your renewal on ${format.date(renewsOn)} is charged ${format.money(nextRenewal)}. ${stop}`,
  };
}
