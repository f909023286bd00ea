/** How the member's membership and training read on screen (docs/product.md, Dashboard and Roles). */

import type { Membership, Training } from "@/shared/api/contract";
import { MEMBERSHIP_PLAN_TITLES, membershipPlanTitle } from "@/shared/domain/membership-titles";
import { isPaid } from "@/shared/domain/subscription";

type Subscription = Pick<Membership, "plan" | "status">;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Premium Quarterly" for a paid membership, "Free Plan" otherwise. */
export function membershipTitle(membership: Subscription | null | undefined): string {
  if (!membership || !isPaid(membership)) return MEMBERSHIP_PLAN_TITLES.free;
  return membershipPlanTitle(membership.plan) ?? capitalised(membership.plan);
}

/** The top bar's pill: "Standard Training Plan" or "No Training Plan". */
export function trainingPlanLabel(training: Pick<Training, "plan" | "status"> | null | undefined): string {
  return training && isPaid(training) ? `${capitalised(training.plan)} Training Plan` : "No Training Plan";
}
