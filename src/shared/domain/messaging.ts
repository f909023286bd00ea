/**
 * Which channel a message goes out on, and when (docs/decisions/0190-messages-on-members-channels.md):
 * the member's own order of the channels they opted in to, the kinds of message they turned off,
 * quiet hours in Lagos, the fallback after a failed channel, and what an SMS costs.
 */
import { clubLocal } from "./club-time";
import { MESSAGE_CHANNELS, MESSAGE_KINDS, type MessageChannel, type MessageKind } from "./lists";

/** Quiet hours, Lagos time: nothing but the urgent is sent from 21:00 until 07:00. */
export const QUIET_FROM = "21:00";
export const QUIET_UNTIL = "07:00";

/** Whether an instant falls in quiet hours (Lagos). */
export function inQuietHours(at: Date): boolean {
  const { time } = clubLocal(at);
  return time >= QUIET_FROM || time < QUIET_UNTIL;
}

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The end of the quiet hours `at` falls in (07:00 Lagos), or `at` itself outside them. */
export function quietHoursEnd(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const local = new Date(at.getTime() + LAGOS_OFFSET_MS);
  const seven =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 7) - LAGOS_OFFSET_MS;
  return new Date(seven > at.getTime() ? seven : seven + 24 * 60 * 60 * 1000);
}

/**
 * Urgent: a kind that may break quiet hours (a cancellation) about an event held today in Lagos, or
 * the answer to something the member has just done (their opt-in's confirmation).
 * `eventAt` is when the cancelled event was to take place.
 */
export function isUrgent(kind: MessageKind, eventAt: Date | null, now: Date): boolean {
  const rule: { urgentToday: boolean; atOnce?: boolean } = MESSAGE_KINDS[kind];
  if (rule.atOnce) return true;
  if (!rule.urgentToday || !eventAt) return false;
  return clubLocal(eventAt).date === clubLocal(now).date;
}

/** When a message may go out: now, or at the end of quiet hours unless it is urgent. */
export function sendTime(now: Date, urgent: boolean): Date {
  return urgent ? now : quietHoursEnd(now);
}

/** What the outbox knows of a member when it picks a channel. */
export interface ChannelFacts {
  /** The member's order of all channels (missing ones go last, in the default order). */
  order: readonly MessageChannel[];
  /** Channels the member opted in to (email: their mail setting). */
  optedIn: readonly MessageChannel[];
  /** Kinds of message the member turned off for every channel but the dashboard. */
  kindsOff: readonly MessageKind[];
  /** A phone number WhatsApp and SMS can reach (E.164). */
  hasPhone: boolean;
  /** At least one device subscribed to push. */
  hasPushDevice: boolean;
}

/** The member's order, completed with any channel it leaves out, each once. */
export function fullOrder(order: readonly MessageChannel[]): MessageChannel[] {
  const seen = new Set<MessageChannel>();
  for (const channel of [...order, ...MESSAGE_CHANNELS]) seen.add(channel);
  return [...seen];
}

/** Whether a channel can carry a message to this member at all. */
function reachable(channel: MessageChannel, facts: ChannelFacts): boolean {
  if (!facts.optedIn.includes(channel)) return false;
  if (channel === "whatsapp" || channel === "sms") return facts.hasPhone;
  if (channel === "push") return facts.hasPushDevice;
  return true;
}

/**
 * The channels to try for a message of `kind`, best first: none when the member turned the kind
 * off; else each opted-in, reachable channel in the member's order.
 */
export function channelPlan(kind: MessageKind, facts: ChannelFacts): MessageChannel[] {
  if (facts.kindsOff.includes(kind)) return [];
  return fullOrder(facts.order).filter((channel) => reachable(channel, facts));
}

/** The next channel after those tried and failed; null when none is left. */
export function nextChannel(
  plan: readonly MessageChannel[],
  tried: readonly MessageChannel[],
): MessageChannel | null {
  return plan.find((channel) => !tried.includes(channel)) ?? null;
}

/** Whether a message for this member goes through the messages outbox: a channel before email. */
export function messagedBeyondMail(plan: readonly MessageChannel[]): boolean {
  return plan.length > 0 && plan[0] !== "email";
}

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€";

/**
 * How many SMS pages a text takes: 160 characters in one page (70 with a character outside the GSM
 * alphabet), 153 (67) per page once it needs several; GSM's extended characters count twice.
 */
export function smsPages(text: string): number {
  const chars = [...text];
  const gsm = chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c));
  const length = gsm ? chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0) : chars.length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  if (length <= single) return 1;
  return Math.ceil(length / multi);
}

/** What an SMS costs, in kobo, at a price per page. */
export function smsCostKobo(text: string, pricePerPageKobo: number): number {
  return smsPages(text) * pricePerPageKobo;
}

/** The SMS text of a message: its title and body, as one text. */
export function smsText(title: string, body: string): string {
  return `${title}: ${body}`;
}

/** The month an SMS budget counts in, Lagos time: YYYY-MM. */
export function budgetMonth(at: Date): string {
  return clubLocal(at).date.slice(0, 7);
}

/** Whether a reply asks to stop the messages (STOP, stop, "Stop.", UNSUBSCRIBE). */
export function isStopReply(text: string): boolean {
  return /^\s*(stop|unsubscribe|stopall|end|cancel)\W*$/i.test(text);
}

/**
 * The consent text a member agrees to when opting in to a channel, versioned: the version is
 * recorded with the consent, and a changed text gets a new version.
 */
export const CONSENT_TEXTS = {
  whatsapp: {
    version: "whatsapp-2026-11",
    text: "I agree to receive the club's messages on WhatsApp at my phone number. I can stop them at any time by replying STOP or in my settings.",
  },
  sms: {
    version: "sms-2026-11",
    text: "I agree to receive the club's messages by SMS at my phone number. I can stop them at any time by replying STOP or in my settings.",
  },
  push: {
    version: "push-2026-11",
    text: "I agree to receive the club's messages as notifications on this device. I can stop them at any time in my settings.",
  },
  email: {
    version: "email-2026-11",
    text: "I agree to receive a copy of the club's notifications by email. I can stop them at any time in my settings.",
  },
} as const satisfies Record<MessageChannel, { version: string; text: string }>;

/** What opting in to a channel sends on it at once: that it worked, and how to stop. */
export function optInConfirmation(channel: MessageChannel): { title: string; body: string } {
  const stop =
    channel === "whatsapp" || channel === "sms"
      ? "Reply STOP at any time to stop them."
      : "Turn them off at any time in your notification settings.";
  const where = { whatsapp: "on WhatsApp", sms: "by SMS", push: "on this device", email: "by email" }[
    channel
  ];
  return { title: "Messages on", body: `You will now receive the club's messages ${where}. ${stop}` };
}
