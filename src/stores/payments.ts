/**
 * Paying: the checkout link for a payment selection, and the check of a payment when the provider
 * sends the member back. A confirmed payment invalidates the cached data it changed.
 */

import { atom, onMount } from "nanostores";
import { type CallAnswer, keysOf } from "@/lib/api/call";
import { ApiError, errorMessage } from "@/lib/api/client";
import {
  buySpectatorTicket,
  enterEvent,
  payHousehold,
  payMembership,
  payPairing,
  payTraining,
  quoteHousehold,
  registerTournament,
  verifyBillingPayment,
  verifyTicketPayment,
} from "@/lib/api/payments";
import type { CallDeclaration } from "@/shared/api/calls";
import * as calls from "@/shared/api/calls";
import type { HouseholdChoice, HouseholdQuoteResponse } from "@/shared/api/contract";
import type { PaymentSelection } from "@/shared/domain/pay-param";
import { statusColour } from "@/shared/domain/status-colour";
import { createMutatorStore, invalidateKeys } from "./fetcher";

/**
 * The provider's checkout link for a selection. `autoRenew` applies to memberships when the
 * selection does not carry its own choice.
 */
export function checkoutUrl(selection: PaymentSelection, autoRenew: boolean): Promise<string> {
  switch (selection.type) {
    case "Membership Package":
      return payMembership(selection.key, selection.autoRenew ?? autoRenew);
    case "Training Package":
      return payTraining(selection.key, selection.duration);
    case "Coach Pairing":
      return payPairing(selection.planId, selection.months, selection.coachId);
    case "Ticket":
      if (selection.spectator) return buySpectatorTicket(selection.key);
      return selection.event
        ? enterEvent(selection.key, selection.event, selection.partner)
        : registerTournament(selection.key);
  }
}

/** Leaves the dashboard for the provider's checkout page. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * The selection whose checkout is being opened: set while its link is asked for and while the
 * browser leaves for the checkout page, so its button reads Processing... until then; null after a
 * failure, or when the Back button brings the page back from the browser's cache.
 */
export const $checkoutSelection = atom<PaymentSelection | null>(null);

onMount($checkoutSelection, () => {
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) $checkoutSelection.set(null);
  };
  window.addEventListener("pageshow", onPageShow);
  return () => window.removeEventListener("pageshow", onPageShow);
});

export interface CheckoutRequest {
  readonly selection: PaymentSelection;
  /** The profile's auto-renew setting, for a membership selection without its own choice. */
  readonly autoRenew: boolean;
}

/** Starting a payment: asks for the checkout link of a selection and leaves for it. */
export const $checkout = createMutatorStore<CheckoutRequest, string>(async ({ data }) => {
  $checkoutSelection.set(data.selection);
  try {
    const url = await checkoutUrl(data.selection, data.autoRenew);
    goToCheckout(url);
    return url;
  } catch (error) {
    console.error("Could not start the payment", error);
    $checkoutSelection.set(null);
    throw error;
  }
});

/** The server's price of a family checkout, shown before paying (docs/decisions/0200-household-checkout.md). */
export const $householdQuote = createMutatorStore<readonly HouseholdChoice[], HouseholdQuoteResponse>(
  ({ data }) => quoteHousehold(data),
);

/** Pays a family checkout at the quoted total and leaves for the provider's checkout page. */
export const $householdCheckout = createMutatorStore<
  { lines: readonly HouseholdChoice[]; total: number },
  string
>(async ({ data }) => {
  const url = await payHousehold(data.lines, data.total);
  goToCheckout(url);
  return url;
});

/** What a payment changes, by the reads it changes. */
const CHANGED_BY_TICKET = [calls.userTickets, calls.matchCheck, calls.transactions, calls.notifications];
const CHANGED_BY_BILLING = [
  calls.me,
  calls.billingInfo,
  calls.trainingPackages,
  calls.membershipPrices,
  calls.userCoach,
  calls.transactions,
  calls.notifications,
];

function invalidateReads(reads: readonly Pick<CallDeclaration, "path">[]): void {
  invalidateKeys(keysOf(...reads));
}

/**
 * The server's verdict on a returning payment: settled, a second payment for something the member
 * already had (paid, and being refunded in full), a ticket not issued because its tournament sold
 * out or was cancelled before the payment arrived (paid, and being refunded in full), still being
 * processed, or failed.
 */
export interface PaymentCheck {
  outcome: "success" | "duplicate" | "not-issued" | "pending" | "failed";
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
 * docs/decisions/0001-status-colours.md; a success flagged `duplicate` is a duplicate, one flagged
 * `notIssued` a ticket not issued.
 */
function answered({
  message,
  status,
  duplicate,
  notIssued,
}: CallAnswer<typeof calls.billingCallback>): PaymentCheck {
  const outcome = OUTCOME_BY_COLOUR[statusColour(status)];
  if (outcome !== "success") return { outcome, message };
  if (notIssued) return { outcome: "not-issued", message };
  return { outcome: duplicate === true ? "duplicate" : outcome, message };
}

/**
 * A refused check: one the server still calls `pending` (a bank transfer on its way) is pending,
 * not a failure; the rest failed, with the server's message.
 */
function refused(error: unknown): PaymentCheck {
  if (error instanceof ApiError && error.answerStatus !== undefined)
    return answered({ message: error.message, status: error.answerStatus });
  return { outcome: "failed", message: errorMessage(error) };
}

// One check per return URL, however often the result page mounts; `fresh` asks again (a pending
// payment being watched).
const checks = new Map<string, Promise<PaymentCheck>>();

function once(key: string, check: () => Promise<PaymentCheck>, fresh = false): Promise<PaymentCheck> {
  let running = fresh ? undefined : checks.get(key);
  if (!running) {
    running = check();
    checks.set(key, running);
  }
  return running;
}

/** GET /match/{id}/matchCallback?tx_ref=&reference= for the ticket return page. */
export function checkTicketPayment(
  tournamentId: string,
  search: URLSearchParams,
  fresh = false,
): Promise<PaymentCheck> {
  const { trxref, reference } = returnReference(search);
  return once(
    `ticket:${tournamentId}:${trxref}`,
    async () => {
      try {
        return answered(await verifyTicketPayment(tournamentId, { tx_ref: trxref, reference }));
      } catch (error) {
        return refused(error);
      } finally {
        invalidateReads(CHANGED_BY_TICKET);
      }
    },
    fresh,
  );
}

/** GET /billing/pay/callback?tx_ref= for the membership and training return page. */
export function checkBillingPayment(search: URLSearchParams, fresh = false): Promise<PaymentCheck> {
  const { trxref, reference } = returnReference(search);
  return once(
    `billing:${trxref}`,
    async () => {
      try {
        return answered(await verifyBillingPayment({ tx_ref: trxref, reference }));
      } catch (error) {
        return refused(error);
      } finally {
        invalidateReads(CHANGED_BY_BILLING);
      }
    },
    fresh,
  );
}
