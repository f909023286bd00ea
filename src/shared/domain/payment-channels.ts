/**
 * How a member can pay: the provider's channel names (Paystack's `channels` on initialize and
 * `channel` on a transaction) and how the product talks about them.
 */

import { HAND_CHANNEL_LABELS, type HandChannel } from "./hand-payments";

/** Offered at every checkout, in this order. */
export const PAYMENT_CHANNELS = ["card", "bank_transfer", "ussd"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

const CHANNEL_LABELS: Record<PaymentChannel | HandChannel, string> = {
  card: "Card",
  bank_transfer: "Bank transfer",
  ussd: "USSD",
  ...HAND_CHANNEL_LABELS,
};

/** "Card", "Bank transfer", "USSD", "Cash", "Bank deposit"; another provider channel as it is named; a dash when unknown. */
export function channelLabel(channel: string | null | undefined): string {
  if (!channel) return "—";
  return CHANNEL_LABELS[channel as PaymentChannel | HandChannel] ?? channel.replaceAll("_", " ");
}

/** A bank transfer can arrive minutes after checkout: until then its payment is awaited, not failed. */
export function awaitsTransfer(channel: string | null | undefined): boolean {
  return channel === "bank_transfer";
}
