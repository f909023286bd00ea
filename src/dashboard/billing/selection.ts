/**
 * Payment selections made on the billings page or carried in by the `pay` query parameter. Prices
 * in a URL are untrusted: membership and training selections are re-priced from the club's prices.
 */

import type { MembershipPrice, TrainingDuration, TrainingPackage } from "@/shared/api/contract";
import { pricedMembershipPlan } from "@/shared/domain/membership-plans";
import { type PaymentSelection, parsePayParam, type TrainingSelection } from "@/shared/domain/pay-param";
import { trainingPrice } from "@/shared/domain/pricing";
import { membershipSelection } from "@/shared/domain/signup-link";

/** The selection behind a training package's Make Payment button. */
export function trainingSelection(
  pkg: TrainingPackage,
  duration: TrainingDuration,
  isMember: boolean,
): TrainingSelection {
  return {
    type: "Training Package",
    key: pkg.key,
    plan: pkg.name,
    price: trainingPrice(pkg, duration, isMember),
    duration,
    planType: duration === "3months" ? 1 : 0,
  };
}

/** What selections are priced from: the training packages and the membership plans' prices. */
export interface Prices {
  training: readonly TrainingPackage[];
  membership: readonly MembershipPrice[];
}

/** The selection with the price our rules give it (unchanged for kinds the client cannot price). */
function withTrustedPrice(selection: PaymentSelection, prices: Prices, isMember: boolean): PaymentSelection {
  switch (selection.type) {
    case "Membership Package": {
      const priced = membershipSelection(pricedMembershipPlan(selection.key, prices.membership));
      return selection.autoRenew === undefined ? priced : { ...priced, autoRenew: selection.autoRenew };
    }
    case "Training Package": {
      const pkg = prices.training.find((candidate) => candidate.key === selection.key);
      return pkg ? trainingSelection(pkg, selection.duration, isMember) : selection;
    }
    case "Coach Pairing":
    case "Ticket":
      return selection;
  }
}

/** The selection of a `pay` query parameter, re-priced; null when there is none or it is malformed. */
export function selectionFromSearch(
  search: string | URLSearchParams,
  prices: Prices,
  isMember: boolean,
): PaymentSelection | null {
  const selection = parsePayParam(search);
  return selection ? withTrustedPrice(selection, prices, isMember) : null;
}
