/**
 * Rules of the membership pages' three steps (docs/product.md, Public pages): which coaches a plan
 * pairs with, what each duration costs, and the coach-pairing selection Get Started carries
 * (docs/decisions/0007-coach-pairing-order.md).
 */

import type { Coach, Plan } from "@/shared/api/contract";
import { monthsLabel } from "@/shared/domain/format";
import { durationPrice } from "@/shared/domain/pricing";
import type { PaymentSelection } from "@/shared/domain/signup-link";

/** What the flow needs of a plan; pages pass only this to keep the island's props small. */
export type FlowPlan = Pick<
  Plan,
  | "_id"
  | "planName"
  | "planPrice"
  | "priceInfo"
  | "description"
  | "note"
  | "planImage"
  | "filterPrams"
  | "billingPlans"
>;

/** What the flow needs of a coach (not the reviews). */
export type FlowCoach = Pick<Coach, "_id" | "coachName" | "imageUrl" | "level" | "price" | "avgRate">;

export function toFlowPlan(plan: Plan): FlowPlan {
  const { _id, planName, planPrice, priceInfo, description, note, planImage, filterPrams, billingPlans } =
    plan;
  return { _id, planName, planPrice, priceInfo, description, note, planImage, filterPrams, billingPlans };
}

export function toFlowCoach(coach: Coach): FlowCoach {
  const { _id, coachName, imageUrl, level, price, avgRate } = coach;
  return { _id, coachName, imageUrl, level, price, avgRate };
}

export const FLOW_STEPS = [
  { key: "plan", title: "Choose a plan" },
  { key: "coach", title: "Choose a coach" },
  { key: "duration", title: "Choose a duration" },
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number]["key"];

/**
 * How long a chosen plan or coach stays on screen before the next step opens (docs/product.md,
 * Constants: 1 s).
 */
export const AUTO_ADVANCE_MS = 1000;

export interface DurationOption {
  readonly months: number;
  readonly discountPercentage: number;
  /** Whole naira for the whole period: plan and coach (docs/decisions/0003-duration-price.md). */
  readonly price: number;
}

/** The plan's billing options with their prices for this coach, shortest first. */
export function durationOptions(
  plan: Pick<FlowPlan, "planPrice" | "billingPlans">,
  coach: Pick<FlowCoach, "price">,
): DurationOption[] {
  return [...plan.billingPlans]
    .sort((a, b) => a.interval - b.interval)
    .map(({ interval, discountPercentage }) => ({
      months: interval,
      discountPercentage,
      price: durationPrice({
        planPrice: plan.planPrice,
        coachPrice: coach.price,
        interval,
        discountPercentage,
      }),
    }));
}

/** The coach-pairing order Get Started carries to signup or the dashboard. */
export function coachPairingSelection(
  plan: Pick<FlowPlan, "_id" | "planName">,
  coach: Pick<FlowCoach, "_id" | "coachName">,
  option: DurationOption,
): PaymentSelection {
  const duration = monthsLabel(option.months);
  return {
    type: "Coach Pairing",
    key: plan._id,
    plan: plan.planName,
    price: option.price,
    duration,
    message: `${plan.planName} with coach ${coach.coachName} for ${duration}.`,
    planId: plan._id,
    coachId: coach._id,
    months: option.months,
  };
}

/** What the plan text promises for paying several months at once. */
export const PLAN_DISCOUNT_PROMISE =
  "Pay for 6 months at once and get 10% off the plan, or pay for 12 months at once and get 20% off.";
