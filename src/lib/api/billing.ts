/**
 * Billing and payments. Each pay call answers the provider's checkout link; the caller sends the
 * browser there, and the payment result page confirms the payment with the matching verify call.
 */
import type { ResponsePromise } from "ky";
import type { z } from "zod";
import { api, readJson } from "./client";
import type {
  AutoRenewResponse,
  BillingCallbackQuery,
  BillingData,
  BillingInfoResponse,
  BillingMeResponse,
  CallbackResponse,
  MembershipKey,
  PaymentLinkResponse,
  TrainingDuration,
  TrainingKey,
} from "./contract";

/** What the provider appends to the return URL (`trxref`, `reference`), passed on as is. */
type CallbackQuery = z.input<typeof BillingCallbackQuery>;

async function checkoutUrl(request: ResponsePromise): Promise<string> {
  return (await readJson<typeof PaymentLinkResponse>(request)).paystackResponse.data.authorization_url;
}

/** GET /billing/pay/info: membership and training state. */
export async function getBillingInfo(): Promise<BillingData> {
  return (await readJson<typeof BillingInfoResponse>(api.get("billing/pay/info"))).data;
}

/** GET /billing/pay/me: plans, auto-renew flag and whether a card is saved. */
export function getBillingMe() {
  return readJson<typeof BillingMeResponse>(api.get("billing/pay/me"));
}

/** POST /billing/pay/set/autoRenew */
export function setAutoRenew(autoRenew: boolean) {
  return readJson<typeof AutoRenewResponse>(api.post("billing/pay/set/autoRenew", { json: { autoRenew } }));
}

/** POST /billing/pay/membership/{plan}/{autoRenew}: the checkout link. */
export function payMembership(plan: MembershipKey, autoRenew: boolean): Promise<string> {
  return checkoutUrl(api.post(`billing/pay/membership/${plan}/${autoRenew}`));
}

/** POST /billing/pay/training/{package}/{1month|3months}: the checkout link. */
export function payTraining(trainingPackage: TrainingKey, duration: TrainingDuration): Promise<string> {
  return checkoutUrl(api.post(`billing/pay/training/${trainingPackage}/${duration}`));
}

/** POST /billing/pay/pairing/{planId}/{months} with the chosen coach: the checkout link. */
export function payPairing(planId: string, months: number, coachId: string): Promise<string> {
  return checkoutUrl(
    api.post(`billing/pay/pairing/${encodeURIComponent(planId)}/${months}`, { json: { coachId } }),
  );
}

/** GET /tour/register/{tourId}: the checkout link for a tournament ticket. */
export function registerTournament(tourId: string): Promise<string> {
  return checkoutUrl(api.get(`tour/register/${encodeURIComponent(tourId)}`));
}

/** GET /billing/pay/callback with the provider's return query. */
export function verifyBillingPayment(query: CallbackQuery) {
  return readJson<typeof CallbackResponse>(api.get("billing/pay/callback", { searchParams: query }));
}

/** GET /match/{tourId}/matchCallback with the provider's return query. */
export function verifyTicketPayment(tourId: string, query: CallbackQuery) {
  return readJson<typeof CallbackResponse>(
    api.get(`match/${encodeURIComponent(tourId)}/matchCallback`, { searchParams: query }),
  );
}
