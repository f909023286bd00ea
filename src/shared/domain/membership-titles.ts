/**
 * The membership plans' titles and the discount the membership card promises: what the dashboard's
 * first screen shows of the plans (membership-plans.ts builds the full plans with them), kept apart
 * so that screen does not carry every plan's benefit lines.
 */
import type { MembershipKey } from "./lists";

export const MEMBERSHIP_PLAN_TITLES: Readonly<Record<"free" | MembershipKey, string>> = {
  free: "Free Plan",
  monthly: "Premium Monthly",
  quarterly: "Premium Quarterly",
  yearly: "Premium Yearly",
};

/** The title of the plan with this key, or undefined for anything else (e.g. the server's "none"). */
export function membershipPlanTitle(key: string): string | undefined {
  return Object.hasOwn(MEMBERSHIP_PLAN_TITLES, key)
    ? MEMBERSHIP_PLAN_TITLES[key as keyof typeof MEMBERSHIP_PLAN_TITLES]
    : undefined;
}

/** The percentage the membership card promises off the next training plan (the text's 15%). */
export const MEMBER_TRAINING_DISCOUNT_TEXT = 15;
