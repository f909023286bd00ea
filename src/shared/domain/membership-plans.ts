/**
 * The four membership plans (docs/product.md, Constants): their titles, periods, benefit lines and
 * button labels are fixed here; their prices are the club's, stored in the database and edited by
 * admins (docs/decisions/0215-membership-prices-in-the-database.md). `pricedMembershipPlans` puts the
 * two together, with each plan's saving computed from the prices.
 */
import type { MembershipKey } from "./lists";
import { type MembershipPrice, savingTag } from "./membership-prices";
import { MEMBERSHIP_PLAN_TITLES } from "./membership-titles";

export type MembershipPlanKey = "free" | MembershipKey;

/** One benefit line of a plan card; lines not included are shown struck through. */
export interface BenefitLine {
  readonly text: string;
  readonly included: boolean;
}

/** What a plan is whatever it costs. */
export interface MembershipPlanInfo {
  readonly key: MembershipPlanKey;
  readonly title: string;
  /** "" for the free plan. */
  readonly duration: "" | MembershipKey;
  readonly content: readonly BenefitLine[];
  /**
   * Length of one paid period in months (docs/decisions/0005-membership-periods.md); 0 for the free
   * plan.
   */
  readonly months: 0 | 1 | 3 | 12;
  /** Button label on the home page. */
  readonly homeButtonLabel: string;
  /** Button label on the dashboard's billings page. */
  readonly billingsButtonLabel: string;
}

/** A plan with the club's prices: what the plan cards show. */
export interface MembershipPlan extends MembershipPlanInfo {
  readonly priceNGN: number;
  readonly priceUSD: number;
  /** Saving tag against paying monthly ("Save 17% on this plan"), "" when the plan has none. */
  readonly extra: string;
}

export { MEMBER_TRAINING_DISCOUNT_TEXT } from "./membership-titles";

const FREE_TRAINING_LINES = {
  none: "No free training",
  nonePerQuarter: "No free training per quarter",
  onePerQuarter: "1 free training per quarter",
} as const;

/** The ten benefit lines in their fixed order; only the free-training line differs between plans. */
function benefitLines(freeTraining: string, includedCount: number): readonly BenefitLine[] {
  const texts = [
    "Access your own member dashboard",
    "Browse the ATP tournaments page",
    "Join our free WhatsApp community",
    "Join our premium WhatsApp community",
    "Follow your results with the progress tracker",
    "Enjoy discounts on training and coaching",
    freeTraining,
    "Get invited to exclusive social events",
    "Get priority access to tournaments and 5% off tickets",
    "Show a premium badge on your dashboard",
  ];
  return texts.map((text, index) => ({ text, included: index < includedCount }));
}

const ALL_BENEFITS = 10;
/** The free plan keeps the first three benefits; the rest are struck through. */
const FREE_PLAN_BENEFITS = 3;

export const MEMBERSHIP_PLANS: readonly MembershipPlanInfo[] = [
  {
    key: "free",
    title: MEMBERSHIP_PLAN_TITLES.free,
    duration: "",
    content: benefitLines(FREE_TRAINING_LINES.none, FREE_PLAN_BENEFITS),
    months: 0,
    homeButtonLabel: "Join for Free",
    billingsButtonLabel: "Free",
  },
  {
    key: "monthly",
    title: MEMBERSHIP_PLAN_TITLES.monthly,
    duration: "monthly",
    content: benefitLines(FREE_TRAINING_LINES.nonePerQuarter, ALL_BENEFITS),
    months: 1,
    homeButtonLabel: "Subscribe",
    billingsButtonLabel: "Join",
  },
  {
    key: "quarterly",
    title: MEMBERSHIP_PLAN_TITLES.quarterly,
    duration: "quarterly",
    content: benefitLines(FREE_TRAINING_LINES.onePerQuarter, ALL_BENEFITS),
    months: 3,
    homeButtonLabel: "Subscribe",
    billingsButtonLabel: "Join",
  },
  {
    key: "yearly",
    title: MEMBERSHIP_PLAN_TITLES.yearly,
    duration: "yearly",
    content: benefitLines(FREE_TRAINING_LINES.onePerQuarter, ALL_BENEFITS),
    months: 12,
    homeButtonLabel: "Subscribe",
    billingsButtonLabel: "Join",
  },
];

/** The paid plans, in display order. */
export const PAID_MEMBERSHIP_PLANS = MEMBERSHIP_PLANS.filter(isPaidMembershipPlan);

/** The plan with this key, or undefined for anything else (e.g. the server's "none"). */
export function findMembershipPlan(key: string): MembershipPlanInfo | undefined {
  return MEMBERSHIP_PLANS.find((plan) => plan.key === key);
}

/** A plan that is bought: its key and duration name the paid membership. */
export type PaidPlan<P extends MembershipPlanInfo> = P & {
  readonly key: MembershipKey;
  readonly duration: MembershipKey;
};
export type PaidMembershipPlanInfo = PaidPlan<MembershipPlanInfo>;
export type PaidMembershipPlan = PaidPlan<MembershipPlan>;

/** True for the monthly, quarterly and yearly plans, false for the free one. */
export function isPaidMembershipPlan<P extends MembershipPlanInfo>(plan: P): plan is PaidPlan<P> {
  return plan.duration !== "" && plan.key === plan.duration;
}

/** The plan with this key; the type guarantees it exists, and that a paid key gives a paid plan. */
export function membershipPlan(key: MembershipKey): PaidMembershipPlanInfo;
export function membershipPlan(key: MembershipPlanKey): MembershipPlanInfo;
export function membershipPlan(key: MembershipPlanKey): MembershipPlanInfo {
  const plan = findMembershipPlan(key);
  if (!plan) throw new RangeError(`Unknown membership plan: ${key}`);
  if (key !== "free" && !isPaidMembershipPlan(plan)) throw new RangeError(`Not a paid plan: ${key}`);
  return plan;
}

/** True for the keys of the paid plans (monthly, quarterly, yearly). */
export function isPaidMembershipKey(key: string): key is MembershipKey {
  return PAID_MEMBERSHIP_PLANS.some((plan) => plan.key === key);
}

/**
 * The four plans with the club's prices (one for each paid plan; the free plan costs nothing), each
 * paid plan tagged with its saving against paying monthly for as long.
 */
export function pricedMembershipPlans(prices: readonly MembershipPrice[]): MembershipPlan[] {
  const priceOf = (key: MembershipKey) => {
    const price = prices.find((p) => p.key === key);
    if (!price) throw new RangeError(`No price for the ${key} membership plan`);
    return price;
  };
  const monthly = priceOf("monthly").priceNGN;
  return MEMBERSHIP_PLANS.map((plan) => {
    if (!isPaidMembershipPlan(plan)) return { ...plan, priceNGN: 0, priceUSD: 0, extra: "" };
    const { priceNGN, priceUSD } = priceOf(plan.key);
    return { ...plan, priceNGN, priceUSD, extra: savingTag(monthly, priceNGN, plan.months) };
  });
}

/** One paid plan with its price. */
export function pricedMembershipPlan(
  key: MembershipKey,
  prices: readonly MembershipPrice[],
): PaidMembershipPlan {
  const plan = pricedMembershipPlans(prices).find((p) => p.key === key);
  if (!plan || !isPaidMembershipPlan(plan)) throw new RangeError(`Not a paid plan: ${key}`);
  return plan;
}
