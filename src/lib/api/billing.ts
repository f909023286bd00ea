/**
 * Billing: the member's membership and training state and auto-renewal, read by the overview. The
 * pay and verify calls are in payments.ts, loaded only by the screens that pay.
 */

import * as calls from "@/shared/api/calls";
import type { BillingData, PlayerTrainingResponse } from "@/shared/api/contract";
import { call } from "./call";

/** Membership and training state. */
export async function getBillingInfo(): Promise<BillingData> {
  return (await call(calls.billingInfo)).data;
}

/** The acting player's own training package and coach. */
export function getPlayerTraining(): Promise<PlayerTrainingResponse> {
  return call(calls.playerTraining);
}

export function setAutoRenew(autoRenew: boolean) {
  return call(calls.setAutoRenew, { body: { autoRenew } });
}
