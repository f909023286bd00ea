/**
 * Whether a member is on a paid plan. The API reports a membership or a training subscription as
 * status "Paid" with its plan key while its period runs, and as plan and status "none" otherwise
 * (docs/decisions/0049-expired-plans.md).
 */
import type { PeriodState } from "./lists";

/** The status of a running paid period. */
export const PAID_STATUS = "Paid" satisfies PeriodState;

/** Where a paid period ending at `endsAt` stands at `at`: Paid while its end is still ahead, then Ended. */
export function periodState(endsAt: Date, at: Date): PeriodState {
  return endsAt.getTime() > at.getTime() ? PAID_STATUS : "Ended";
}
/** Plan and status of a member without a running period. */
export const NO_PLAN = "none";

export interface SubscriptionState {
  readonly plan: string;
  readonly status: string;
}

/** Paid and on a plan: what enables member prices and the badge, and refuses buying again. */
export function isPaid(subscription: SubscriptionState | null | undefined): boolean {
  return !!subscription && subscription.status === PAID_STATUS && subscription.plan !== NO_PLAN;
}
