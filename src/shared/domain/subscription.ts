/**
 * Whether a member is on a paid plan. The API reports a membership or a training subscription as
 * status "Paid" with its plan key while its period runs, and as plan and status "none" otherwise
 * (docs/decisions/0049-expired-plans.md).
 */

/** The status of a running paid period. */
export const PAID_STATUS = "Paid";
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
