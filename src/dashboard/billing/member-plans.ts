/**
 * The member's membership and training as the dashboard knows them: `/billing/pay/info` answers
 * them, and so does `/me`; whichever arrives first is used. Until one does (or both fail) they are
 * pending, and the screens hold their place rather than show the member as Free.
 */
import { useStore } from "@nanostores/react";
import type { BillingData, Membership, Training, UserData } from "@/shared/api/contract";
import { $billingInfo } from "@/stores/billing";
import { isPending } from "@/stores/fetcher";
import { $me } from "@/stores/user";

interface Read<T> {
  data?: T | undefined;
  error?: unknown;
}

export interface MemberPlans {
  membership: Membership | undefined;
  training: Training | undefined;
  /** Neither read has answered yet, and at least one may still. */
  pending: boolean;
}

export function memberPlans(me: Read<UserData>, billing: Read<BillingData>): MemberPlans {
  const plans = billing.data ?? me.data;
  return {
    membership: plans?.membership,
    training: plans?.training,
    pending: plans === undefined && (isPending(me) || isPending(billing)),
  };
}

export function useMemberPlans(): MemberPlans {
  return memberPlans(useStore($me), useStore($billingInfo));
}
