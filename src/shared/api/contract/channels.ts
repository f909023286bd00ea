/**
 * The contract of the messages calls (calls/channels.ts, calls/channels.staff.ts): a member's channels, consent and choices,
 * the provider webhooks, and the console's SMS budget, reach and delivery
 * (docs/decisions/0190-messages-on-members-channels.md).
 */
import { z } from "zod";
import { MESSAGE_CHANNELS, MESSAGE_KIND_NAMES, MESSAGE_STATUSES } from "../../domain/lists";
import { Id } from "../../domain/validation";
import { Audience } from "./common.staff";

export const MessageChannelName = z.enum(MESSAGE_CHANNELS);
export const MessageKindName = z.enum(MESSAGE_KIND_NAMES);

/** One channel as the settings screen shows it. */
export const MessageChannelState = z.object({
  channel: MessageChannelName,
  optedIn: z.boolean(),
  /** The club can send on it and the member can be reached there (a valid number, a push device). */
  available: z.boolean(),
  /** Why it is not available, in a sentence; null when it is. */
  unavailableReason: z.string().nullable(),
  /** The consent text opting in agrees to, and its version (sent back with the opt-in). */
  consentText: z.string(),
  consentVersion: z.string(),
});

// GET /messages/settings
export const MessageSettingsResponse = z.object({
  channels: z.array(MessageChannelState),
  order: z.array(MessageChannelName),
  kindsOff: z.array(MessageKindName),
  /** The number WhatsApp and SMS go to, E.164. */
  phoneNumber: z.string(),
  /** The Web Push key (VAPID public key) a device subscribes with; null when push is not set up. */
  pushKey: z.string().nullable(),
});
export type MessageSettingsResponse = z.infer<typeof MessageSettingsResponse>;

/** The order: every channel at most once. */
const ChannelOrder = z
  .array(MessageChannelName)
  .max(MESSAGE_CHANNELS.length)
  .refine((order) => new Set(order).size === order.length, "List each channel once");

// PUT /messages/settings
export const UpdateMessageSettingsRequest = z.object({
  order: ChannelOrder,
  kindsOff: z
    .array(MessageKindName)
    .max(MESSAGE_KIND_NAMES.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, "List each kind once"),
});

// PUT /messages/consent
export const MessageConsentRequest = z.discriminatedUnion("optIn", [
  z.object({
    channel: MessageChannelName,
    optIn: z.literal(true),
    consentVersion: z.string().min(1).max(64),
  }),
  z.object({ channel: MessageChannelName, optIn: z.literal(false) }),
]);

// POST /messages/push-subscription: what PushSubscription.toJSON() gives
export const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/* Provider webhooks --------------------------------------------------------------------------- */

// GET /webhook/whatsapp: Meta's subscription check
export const WhatsAppVerifyQuery = z.object({
  "hub.mode": z.string().max(40),
  "hub.verify_token": z.string().max(200),
  "hub.challenge": z.string().max(200),
});

/* Console ------------------------------------------------------------------------------------ */

// GET /staff/messages/sms-budget (admin)
export const SmsBudgetResponse = z.object({
  /** The current Lagos month, YYYY-MM. */
  month: z.string(),
  limitKobo: z.number().int(),
  spentKobo: z.number().int(),
  pricePerPageKobo: z.number().int(),
});
export type SmsBudgetResponse = z.infer<typeof SmsBudgetResponse>;
// PUT /staff/messages/sms-budget (admin)
export const UpdateSmsBudgetRequest = z.object({
  limitNaira: z.coerce
    .number({ error: "Enter the budget in naira" })
    .int("Enter whole naira")
    .min(0, "The budget cannot be negative")
    .max(10_000_000, "At most ₦10,000,000 a month"),
});

// POST /staff/messages/reach: what a group message will reach and cost, before it is sent
export const MessageReachRequest = z.object({
  audience: Audience,
  title: z.string().trim().max(120),
  message: z.string().trim().max(2000),
});
export const MessageReachResponse = z.object({
  members: z.number().int(),
  /** Members whose message goes first by each channel; `dashboard`: in the dashboard only. */
  byChannel: z.object({
    whatsapp: z.number().int(),
    sms: z.number().int(),
    push: z.number().int(),
    email: z.number().int(),
    dashboard: z.number().int(),
  }),
  smsPages: z.number().int(),
  /** What the SMS among them cost, at most (a WhatsApp failure falls back to SMS). */
  smsCostKobo: z.number().int(),
  smsBudgetLeftKobo: z.number().int(),
});
export type MessageReachResponse = z.infer<typeof MessageReachResponse>;

// GET /staff/notifications/:id/deliveries
export const BroadcastIdParams = z.object({ id: Id });
export const MessageDelivery = z.object({
  _id: Id,
  memberName: z.string(),
  channel: MessageChannelName.nullable(),
  status: z.enum(MESSAGE_STATUSES),
  failedChannels: z.array(MessageChannelName),
  lastError: z.string().nullable(),
  costKobo: z.number().int(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type MessageDelivery = z.infer<typeof MessageDelivery>;
export const BroadcastDeliveriesResponse = z.object({
  deliveries: z.array(MessageDelivery),
  /** Members reached by mail or the dashboard alone (no message beyond them). */
  dashboardOrMailOnly: z.number().int(),
});
export type BroadcastDeliveriesResponse = z.infer<typeof BroadcastDeliveriesResponse>;
