/**
 * The membership prices the club opened with (docs/product.md, Constants), as the API serves them:
 * for browser-side tests that need plan cards with prices.
 */
import type { MembershipPrice } from "@/shared/api/contract";
import { pricedMembershipPlans } from "@/shared/domain/membership-plans";

export const OPENING_PRICES: readonly MembershipPrice[] = [
  { key: "monthly", priceNGN: 6000, priceUSD: 5 },
  { key: "quarterly", priceNGN: 15000, priceUSD: 10 },
  { key: "yearly", priceNGN: 70000, priceUSD: 50 },
];

/** The four plans at those prices. */
export const OPENING_PLANS = pricedMembershipPlans(OPENING_PRICES);

/** One plan at those prices, by key. */
export function openingPlan(key: string) {
  const plan = OPENING_PLANS.find((p) => p.key === key);
  if (!plan) throw new RangeError(`No such plan: ${key}`);
  return plan;
}
