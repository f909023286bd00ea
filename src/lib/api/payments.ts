/**
 * Payments. Each pay call answers the provider's checkout link; the caller sends the browser there,
 * and the payment result page confirms the payment with the matching verify call.
 */

import * as calls from "@/shared/api/calls";
import type {
  HouseholdChoice,
  HouseholdQuoteResponse,
  MembershipKey,
  TrainingDuration,
  TrainingKey,
} from "@/shared/api/contract";
import { type CallAnswer, call, type QueryOf } from "./call";

/** What the provider appends to the return URL (`trxref`, `reference`), passed on as is. */
type CallbackQuery = QueryOf<typeof calls.billingCallback>;

async function checkoutUrl(answer: Promise<CallAnswer<typeof calls.payMembership>>): Promise<string> {
  return (await answer).paystackResponse.data.authorization_url;
}

/** The checkout link of a membership plan. */
export function payMembership(plan: MembershipKey, autoRenew: boolean): Promise<string> {
  return checkoutUrl(
    call(calls.payMembership, { params: { plan, autoRenew: String(autoRenew) as "true" | "false" } }),
  );
}

/** The checkout link of a training package for one or three months. */
export function payTraining(trainingPackage: TrainingKey, duration: TrainingDuration): Promise<string> {
  return checkoutUrl(call(calls.payTraining, { params: { package: trainingPackage, duration } }));
}

/** The server's price of training for several of the account's players (docs/decisions/0200-household-checkout.md). */
export function quoteHousehold(lines: readonly HouseholdChoice[]): Promise<HouseholdQuoteResponse> {
  return call(calls.quoteHousehold, { body: { lines: [...lines] } });
}

/** The checkout link of a family checkout, at the total the guardian was shown. */
export function payHousehold(lines: readonly HouseholdChoice[], total: number): Promise<string> {
  return checkoutUrl(call(calls.payHousehold, { body: { lines: [...lines], total } }));
}

/** The checkout link of a coach pairing with the chosen coach. */
export function payPairing(planId: string, months: number, coachId: string): Promise<string> {
  return checkoutUrl(
    call(calls.payPairing, { params: { planId, months: String(months) }, body: { coachId } }),
  );
}

/** Where a free tournament's ticket, issued at once without a checkout, is shown. */
export const FREE_TICKET_PAGE = "/u/tickets";

/**
 * The checkout link of a tournament ticket; for a free tournament, whose ticket the server issued at
 * once, the member's tickets.
 */
export async function registerTournament(tourId: string): Promise<string> {
  const answer = await call(calls.registerTournament, { params: { tourId } });
  return "paystackResponse" in answer ? answer.paystackResponse.data.authorization_url : FREE_TICKET_PAGE;
}

/** The checkout link of an entry to one event of a tournament (for a free event, the member's tickets). */
export async function enterEvent(tourId: string, eventId: string, partner?: string): Promise<string> {
  const answer = await call(calls.enterEvent, {
    params: { tourId, eventId },
    body: partner === undefined ? {} : { partner },
  });
  return "paystackResponse" in answer ? answer.paystackResponse.data.authorization_url : FREE_TICKET_PAGE;
}

/** The checkout link of a spectator's ticket for the caller (for a free tournament, the member's tickets). */
export async function buySpectatorTicket(tourId: string): Promise<string> {
  const answer = await call(calls.buySpectatorTicket, { params: { tourId } });
  return "paystackResponse" in answer ? answer.paystackResponse.data.authorization_url : FREE_TICKET_PAGE;
}

/** Confirms a membership, training or pairing payment with the provider's return query. */
export function verifyBillingPayment(query: CallbackQuery) {
  return call(calls.billingCallback, { query });
}

/** Confirms a ticket payment with the provider's return query. */
export function verifyTicketPayment(tourId: string, query: CallbackQuery) {
  return call(calls.ticketCallback, { params: { id: tourId }, query });
}
