/**
 * The messages calls of members and the providers (docs/decisions/0190-messages-on-members-channels.md): a member's channels,
 * consent and choices, and the WhatsApp and Termii webhooks (see ../calls.ts).
 */
import type { CallDeclaration } from "../call-declaration";

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

export const messageConsent = {
  method: "PUT",
  path: "/messages/consent",
  access: "member",
  body: "MessageConsentRequest",
  response: "MessageSettingsResponse",
} as const satisfies CallDeclaration;

export const pushSubscription = {
  method: "POST",
  path: "/messages/push-subscription",
  access: "member",
  body: "PushSubscriptionRequest",
  response: "MessageBody",
} as const satisfies CallDeclaration;

export const whatsappWebhookVerify = {
  method: "GET",
  path: "/webhook/whatsapp",
  access: "anyone",
  response: "file",
  query: "WhatsAppVerifyQuery",
} as const satisfies CallDeclaration;

export const whatsappWebhook = {
  method: "POST",
  path: "/webhook/whatsapp",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;

export const termiiWebhook = {
  method: "POST",
  path: "/webhook/termii",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;
