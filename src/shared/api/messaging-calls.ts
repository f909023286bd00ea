/**
 * The messages calls (docs/decisions/0190-messages-on-members-channels.md): a member's channels,
 * consent and choices; the WhatsApp and Termii webhooks; the console's SMS budget, the reach and
 * cost of a group message before it is sent, and its delivery per member. Schemas in
 * messaging-contract.ts.
 */
import type { CallDeclaration } from "./call-declaration";

/* A member's settings --------------------------------------------------------------------- */

export const messageSettings = {
  method: "GET",
  path: "/messages/settings",
  access: "member",
  response: "MessageSettingsResponse",
} as const satisfies CallDeclaration;

export const updateMessageSettings = {
  method: "PUT",
  path: "/messages/settings",
  access: "member",
  body: "UpdateMessageSettingsRequest",
  response: "MessageSettingsResponse",
} as const satisfies CallDeclaration;

/** Opt in (with the consent text's version) or out of one channel. */
export const messageConsent = {
  method: "PUT",
  path: "/messages/consent",
  access: "member",
  body: "MessageConsentRequest",
  response: "MessageSettingsResponse",
} as const satisfies CallDeclaration;

/** This device's Web Push subscription (the installed dashboard). */
export const pushSubscription = {
  method: "POST",
  path: "/messages/push-subscription",
  access: "member",
  body: "PushSubscriptionRequest",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/* Provider webhooks (signed; the raw body is checked before it is read) -------------------- */

/** Meta's check when the webhook is subscribed: answers `hub.challenge` to the right verify token. */
export const whatsappWebhookVerify = {
  method: "GET",
  path: "/webhook/whatsapp",
  access: "anyone",
  response: "file",
  query: "WhatsAppVerifyQuery",
} as const satisfies CallDeclaration;

/** WhatsApp delivery statuses and replies (STOP), signed with X-Hub-Signature-256. */
export const whatsappWebhook = {
  method: "POST",
  path: "/webhook/whatsapp",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/** Termii delivery reports and inbound SMS (STOP), signed with X-Termii-Signature. */
export const termiiWebhook = {
  method: "POST",
  path: "/webhook/termii",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/* Console ----------------------------------------------------------------------------------- */

export const smsBudget = {
  method: "GET",
  path: "/staff/messages/sms-budget",
  access: "admin",
  response: "SmsBudgetResponse",
} as const satisfies CallDeclaration;

export const updateSmsBudget = {
  method: "PUT",
  path: "/staff/messages/sms-budget",
  access: "admin",
  body: "UpdateSmsBudgetRequest",
  response: "SmsBudgetResponse",
} as const satisfies CallDeclaration;

export const messageReach = {
  method: "POST",
  path: "/staff/messages/reach",
  access: "staff",
  body: "MessageReachRequest",
  response: "MessageReachResponse",
} as const satisfies CallDeclaration;

export const broadcastDeliveries = {
  method: "GET",
  path: "/staff/notifications/:id/deliveries",
  access: "staff",
  params: "BroadcastIdParams",
  response: "BroadcastDeliveriesResponse",
} as const satisfies CallDeclaration;
