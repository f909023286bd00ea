/**
 * What the Billings screen offers and changes: the training packages and membership prices on sale,
 * and the auto-renew switch. The membership and training state it shows is in billing.ts.
 */

import { setAutoRenew } from "@/lib/api/billing";
import { keyOf } from "@/lib/api/call";
import { getMembershipPrices, getTrainingPackages } from "@/lib/api/plans";
import * as calls from "@/shared/api/calls";
import type { MembershipPrice, TrainingPackage } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore, listOrEmpty } from "./fetcher";
import { $token } from "./session";
import { $me } from "./user";

export const $trainingPackages = createFetcherStore<TrainingPackage[]>(
  keyOf(calls.trainingPackages, { scope: $token }),
  {
    fetcher: listOrEmpty("training packages", getTrainingPackages),
  },
);

/** The membership plans' prices: the plan cards and a link's selection are priced from them. */
export const $membershipPrices = createFetcherStore<MembershipPrice[]>(
  keyOf(calls.membershipPrices, { scope: $token }),
  { fetcher: getMembershipPrices },
);

/** Saves the auto-renew choice and puts the server's answer into the cached profile. */
export async function saveAutoRenew(autoRenew: boolean): Promise<boolean> {
  const saved = await setAutoRenew(autoRenew);
  const me = $me.get().data;
  if (me) $me.mutate({ ...me, autoRenew: saved.autoRenew });
  return saved.autoRenew;
}

/** Puts an auto-renew flag into the cached profile, when there is one. */
function showAutoRenew(autoRenew: boolean): void {
  const me = $me.get().data;
  if (me && me.autoRenew !== autoRenew) $me.mutate({ ...me, autoRenew });
}

/**
 * Changing the auto-renew switch: the profile shows the choice at once while it is saved, and goes
 * back to the previous one when saving fails.
 */
export const $autoRenewChange = createMutatorStore<{ autoRenew: boolean }, boolean>(async ({ data }) => {
  const { autoRenew } = data;
  const previous = $me.get().data?.autoRenew;
  showAutoRenew(autoRenew);
  try {
    return await saveAutoRenew(autoRenew);
  } catch (error) {
    if (previous !== undefined) showAutoRenew(previous);
    throw error;
  }
});
