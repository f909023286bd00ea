/**
 * The member's membership and training as the dashboard knows them: `/billing/pay/info` answers
 * them, and so does `/me`; whichever arrives first is used (offline, the answers kept on the device:
 * src/stores/offline.ts). Until one does they are pending, and the screens hold their place rather
 * than show the member as Free; when both fail they are unknown, never Free either.
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
  /** Both reads failed: the plans are unknown (not none). */
  unknown: boolean;
}

export function memberPlans(me: Read<UserData>, billing: Read<BillingData>): MemberPlans {
  const plans = billing.data ?? me.data;
  return {
    membership: plans?.membership,
    training: plans?.training,
    pending: plans === undefined && (isPending(me) || isPending(billing)),
    unknown: plans === undefined && me.error !== undefined && billing.error !== undefined,
  };
}

export function useMemberPlans(): MemberPlans {
  return memberPlans(useStore($me), useStore($billingInfo));
}
