/** The members' calls: payments and billing (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const transactions = {
  method: "GET",
  path: "/transaction/all",
  access: "member",
  query: "TransactionsQuery",
  response: "TransactionsResponse",
} as const satisfies CallDeclaration;

/** One of the member's payments, for its receipt. */
export const transactionReceipt = {
  method: "GET",
  path: "/transaction/receipt/:id",
  access: "member",
  params: "TransactionParam",
  response: "TransactionResponse",
} as const satisfies CallDeclaration;

export const billingInfo = {
  method: "GET",
  path: "/billing/pay/info",
  access: "member",
  response: "BillingInfoResponse",
} as const satisfies CallDeclaration;

/** The acting player's own training package and coach (the overview's Training card follows the switcher). */
export const playerTraining = {
  method: "GET",
  path: "/me/training",
  access: "player",
  response: "PlayerTrainingResponse",
} as const satisfies CallDeclaration;

export const billingMe = {
  method: "GET",
  path: "/billing/pay/me",
  access: "member",
  response: "BillingMeResponse",
} as const satisfies CallDeclaration;

export const setAutoRenew = {
  method: "POST",
  path: "/billing/pay/set/autoRenew",
  access: "member",
  body: "AutoRenewRequest",
  response: "AutoRenewResponse",
} as const satisfies CallDeclaration;

export const registerTournament = {
  method: "GET",
  path: "/tour/register/:tourId",
  access: "player",
  params: "TourIdParam",
  response: "TicketOrderResponse",
} as const satisfies CallDeclaration;

/**
 * A spectator's ticket for the caller: a seat at the tournament, no event entered
 * (docs/decisions/0240-spectator-tickets.md); a checkout link, or the ticket of a free tournament.
 */
export const buySpectatorTicket = {
  method: "POST",
  path: "/tournaments/:tourId/spectator",
  access: "member",
  params: "TourIdParam",
  response: "TicketOrderResponse",
} as const satisfies CallDeclaration;

export const payMembership = {
  method: "POST",
  path: "/billing/pay/membership/:plan/:autoRenew",
  access: "member",
  params: "MembershipPayParams",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const payTraining = {
  method: "POST",
  path: "/billing/pay/training/:package/:duration",
  access: "player",
  params: "TrainingPayParams",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const payPairing = {
  method: "POST",
  path: "/billing/pay/pairing/:planId/:months",
  access: "player",
  params: "PairingPayParams",
  body: "PairingRequest",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

/** The server's prices for training for several players of the account, before paying (0200). */
export const quoteHousehold = {
  method: "POST",
  path: "/billing/pay/household/quote",
  access: "member",
  body: "HouseholdQuoteRequest",
  response: "HouseholdQuoteResponse",
} as const satisfies CallDeclaration;

/** One checkout for several players' training, priced by the server, the household discount applied. */
export const payHousehold = {
  method: "POST",
  path: "/billing/pay/household",
  access: "member",
  body: "HouseholdPayRequest",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const ticketCallback = {
  method: "GET",
  path: "/match/:id/matchCallback",
  access: "member",
  params: "IdParam",
  query: "TicketCallbackQuery",
  response: "CallbackResponse",
} as const satisfies CallDeclaration;

export const billingCallback = {
  method: "GET",
  path: "/billing/pay/callback",
  access: "member",
  query: "BillingCallbackQuery",
  response: "CallbackResponse",
} as const satisfies CallDeclaration;

/** Paystack's signed webhook: the raw body is checked against its signature, then read. */
export const paystackWebhook = {
  method: "POST",
  path: "/webhook/paystack",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;
