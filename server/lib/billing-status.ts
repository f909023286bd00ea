/**
 * A member's membership and training as the API reports them: "Paid" while the period's end date is
 * in the future, else the free state ("none").
 */

import type { Membership, Training } from "@/shared/api/contract";
import { NO_PLAN, PAID_STATUS, periodState } from "@/shared/domain/subscription";

export interface Period {
  /** Plan or package key. */
  plan: string;
  endsAt: Date;
}

function periodStatus(period: Period | undefined, now: Date): Membership {
  if (!period || periodState(period.endsAt, now) !== PAID_STATUS)
    return { plan: NO_PLAN, status: NO_PLAN, endDate: null };
  return { plan: period.plan, status: PAID_STATUS, endDate: period.endsAt.toISOString() };
}

export function membershipStatus(period: Period | undefined, now: Date): Membership {
  return periodStatus(period, now);
}

export function trainingStatus(period: Period | undefined, now: Date): Training {
  return periodStatus(period, now);
}
