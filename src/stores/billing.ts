/**
 * Membership and training state, read by the first screen. What Billings offers and changes (the
 * training packages and membership prices on sale, the auto-renew switch) is in billing-choices.ts,
 * loaded with that screen.
 */

import { getBillingInfo, getPlayerTraining } from "@/lib/api/billing";
import { keyOf } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { BillingData, PlayerTrainingResponse } from "@/shared/api/contract";
import { createFetcherStore } from "./fetcher";
import { keptOrLive, keptWhileShown, showKeptFirst } from "./offline";
import { $playerKey, $token } from "./session";

/** The shown player's training package and coach: follows the player switcher. */
const playerTrainingKey = keyOf(calls.playerTraining, { scope: $playerKey });
export const $playerTraining = createFetcherStore<PlayerTrainingResponse>(playerTrainingKey, {
  fetcher: keptOrLive("training", () => getPlayerTraining()),
});
showKeptFirst("training", playerTrainingKey);
keptWhileShown("training", $playerTraining);

const billingKey = keyOf(calls.billingInfo, { scope: $token });
export const $billingInfo = createFetcherStore<BillingData>(billingKey, {
  fetcher: keptOrLive("billing", () => getBillingInfo()),
});
showKeptFirst("billing", billingKey);
keptWhileShown("billing", $billingInfo);
