/**
 * The four fixed membership plans (docs/product.md, Constants). They live in the client, not the
 * database: the home page, the billings page and the payment server all read them from here.
 */
import type { MembershipKey } from "./lists";
import { MEMBERSHIP_PLAN_TITLES } from "./membership-titles";

export type MembershipPlanKey = "free" | MembershipKey;

/** One benefit line of a plan card; lines not included are shown struck through. */
export interface BenefitLine {
  readonly text: string;
  readonly included: boolean;
}

export interface MembershipPlan {
  readonly key: MembershipPlanKey;
  readonly title: string;
  readonly priceNGN: number;
  readonly priceUSD: number;
  /** "" for the free plan. */
  readonly duration: "" | MembershipKey;
  /** Saving tag, "" when the plan has none. */
  readonly extra: string;
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

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    key: "free",
    title: MEMBERSHIP_PLAN_TITLES.free,
    priceNGN: 0,
    priceUSD: 0,
    duration: "",
    extra: "",
    content: benefitLines(FREE_TRAINING_LINES.none, FREE_PLAN_BENEFITS),
    months: 0,
    homeButtonLabel: "Join for Free",
    billingsButtonLabel: "Free",
  },
  {
    key: "monthly",
    title: MEMBERSHIP_PLAN_TITLES.monthly,
    priceNGN: 6000,
    priceUSD: 5,
    duration: "monthly",
    extra: "",
    content: benefitLines(FREE_TRAINING_LINES.nonePerQuarter, ALL_BENEFITS),
    months: 1,
    homeButtonLabel: "Subscribe",
    billingsButtonLabel: "Join",
  },
  {
    key: "quarterly",
    title: MEMBERSHIP_PLAN_TITLES.quarterly,
    priceNGN: 15000,
    priceUSD: 10,
    duration: "quarterly",
    extra: "Save 17% on this plan",
    content: benefitLines(FREE_TRAINING_LINES.onePerQuarter, ALL_BENEFITS),
    months: 3,
    homeButtonLabel: "Subscribe",
    billingsButtonLabel: "Join",
  },
  {
    key: "yearly",
    title: MEMBERSHIP_PLAN_TITLES.yearly,
    priceNGN: 70000,
    priceUSD: 50,
    duration: "yearly",
    extra: "Save 3% on this plan",
    content: benefitLines(FREE_TRAINING_LINES.onePerQuarter, ALL_BENEFITS),
    months: 12,
    homeButtonLabel: "Subscribe",
    billingsButtonLabel: "Join",
  },
];

/** The paid plans, in display order. */
export const PAID_MEMBERSHIP_PLANS: readonly MembershipPlan[] = MEMBERSHIP_PLANS.filter(
  (p) => p.key !== "free",
);

/** The plan with this key, or undefined for anything else (e.g. the server's "none"). */
export function findMembershipPlan(key: string): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((plan) => plan.key === key);
}

/** A plan that is bought: its key and duration name the paid membership. */
export interface PaidMembershipPlan extends MembershipPlan {
  readonly key: MembershipKey;
  readonly duration: MembershipKey;
}

/** True for the monthly, quarterly and yearly plans, false for the free one. */
export function isPaidMembershipPlan(plan: MembershipPlan): plan is PaidMembershipPlan {
  return plan.duration !== "" && plan.key === plan.duration;
}

/** The plan with this key; the type guarantees it exists, and that a paid key gives a paid plan. */
export function membershipPlan(key: MembershipKey): PaidMembershipPlan;
export function membershipPlan(key: MembershipPlanKey): MembershipPlan;
export function membershipPlan(key: MembershipPlanKey): MembershipPlan {
  const plan = findMembershipPlan(key);
  if (!plan) throw new RangeError(`Unknown membership plan: ${key}`);
  if (key !== "free" && !isPaidMembershipPlan(plan)) throw new RangeError(`Not a paid plan: ${key}`);
  return plan;
}

/** True for the keys of the paid plans (monthly, quarterly, yearly). */
export function isPaidMembershipKey(key: string): key is MembershipKey {
  return PAID_MEMBERSHIP_PLANS.some((plan) => plan.key === key);
}
