/**
 * Paying: the checkout link for a payment selection, and the check of a payment when the provider
 * sends the member back. A confirmed payment invalidates the cached data it changed.
 */

import type { PaymentSelection } from "@/domain/signup-link";
import { statusColour } from "@/domain/status-colour";
import {
  payMembership,
  payPairing,
  payTraining,
  registerTournament,
  verifyBillingPayment,
  verifyTicketPayment,
} from "@/lib/api/billing";
import { cacheKey } from "@/lib/api/call";
import * as calls from "@/lib/api/calls";
import { errorMessage } from "@/lib/api/client";
import type { MembershipKey, TrainingKey } from "@/lib/api/contract";
import { invalidateKeys } from "./fetcher";
import { PAID_CHECK_KEY } from "./tournaments";

/**
 * The provider's checkout link for a selection. `autoRenew` applies to memberships when the
 * selection does not carry its own choice.
 */
export function checkoutUrl(selection: PaymentSelection, autoRenew: boolean): Promise<string> {
  switch (selection.type) {
    case "Membership Package":
      // The selection schema guarantees the key names a paid membership plan.
      return payMembership(selection.key as MembershipKey, selection.autoRenew ?? autoRenew);
    case "Training Package":
      // The selection schema guarantees the key names a training package.
      return payTraining(selection.key as TrainingKey, selection.planType === 1 ? "3months" : "1month");
    case "Coach Pairing":
      return payPairing(selection.planId ?? "", selection.months ?? 1, selection.coachId ?? "");
    case "Ticket":
      return registerTournament(selection.key);
  }
}

/** Leaves the dashboard for the provider's checkout page. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/** What a payment changes, by cache key prefix. */
const CHANGED_BY_TICKET = [
  cacheKey(calls.userTickets),
  PAID_CHECK_KEY,
  cacheKey(calls.transactions),
  cacheKey(calls.notifications),
];
const CHANGED_BY_BILLING = [
  cacheKey(calls.me),
  cacheKey(calls.billingInfo),
  cacheKey(calls.trainingPackages),
  cacheKey(calls.userCoach),
  cacheKey(calls.transactions),
  cacheKey(calls.notifications),
];

function invalidatePrefixes(prefixes: readonly string[]): void {
  invalidateKeys((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/** The server's verdict on a returning payment: settled, still being processed, or failed. */
export interface PaymentCheck {
  outcome: "success" | "pending" | "failed";
  message: string;
}

/** The query the provider appended to the return URL. */
function returnReference(search: URLSearchParams): { trxref: string; reference: string } {
  const trxref = search.get("trxref") ?? search.get("reference") ?? "";
  return { trxref, reference: search.get("reference") ?? trxref };
}

const OUTCOME_BY_COLOUR = { green: "success", orange: "pending", red: "failed", grey: "failed" } as const;

/**
 * A check the server answered, read with the transaction status words of
 * docs/decisions/0001-status-colours.md.
 */
function answered({ message, status }: { message: string; status: string }): PaymentCheck {
  return { outcome: OUTCOME_BY_COLOUR[statusColour(status)], message };
}

// One check per return URL, however often the result page mounts.
const checks = new Map<string, Promise<PaymentCheck>>();

function once(key: string, check: () => Promise<PaymentCheck>): Promise<PaymentCheck> {
  let running = checks.get(key);
  if (!running) {
    running = check();
    checks.set(key, running);
  }
  return running;
}

/** GET /match/{id}/matchCallback?tx_ref=&reference= for the ticket return page. */
export function checkTicketPayment(tournamentId: string, search: URLSearchParams): Promise<PaymentCheck> {
  const { trxref, reference } = returnReference(search);
  return once(`ticket:${tournamentId}:${trxref}`, async () => {
    try {
      return answered(await verifyTicketPayment(tournamentId, { tx_ref: trxref, reference }));
    } catch (error) {
      return { outcome: "failed", message: errorMessage(error) };
    } finally {
      invalidatePrefixes(CHANGED_BY_TICKET);
    }
  });
}

/** GET /billing/pay/callback?tx_ref= for the membership and training return page. */
export function checkBillingPayment(search: URLSearchParams): Promise<PaymentCheck> {
  const { trxref, reference } = returnReference(search);
  return once(`billing:${trxref}`, async () => {
    try {
      return answered(await verifyBillingPayment({ tx_ref: trxref, reference }));
    } catch (error) {
      return { outcome: "failed", message: errorMessage(error) };
    } finally {
      invalidatePrefixes(CHANGED_BY_BILLING);
    }
  });
}
