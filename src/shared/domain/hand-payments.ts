/**
 * Money the club takes by hand (docs/decisions/0180-cash-and-bank-deposits.md): cash at the club
 * house, or a deposit at the club's bank, each recorded by staff against a receipt number.
 */

/** The channels of payments staff record, as `transactions.channel` keeps them. */
export const HAND_CHANNELS = ["cash", "bank_deposit"] as const;
export type HandChannel = (typeof HAND_CHANNELS)[number];

export const HAND_CHANNEL_LABELS: Readonly<Record<HandChannel, string>> = {
  cash: "Cash",
  bank_deposit: "Bank deposit",
};

/** True for a payment taken by hand: it is refunded by hand too, never through the provider. */
export function isHandChannel(channel: string | null | undefined): channel is HandChannel {
  return (HAND_CHANNELS as readonly (string | null | undefined)[]).includes(channel);
}

/**
 * A receipt number as the club writes it: letters, digits and single dashes or slashes between
 * them, compared without regard to case (upper-cased when kept).
 */
export const RECEIPT_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*$/;
export const RECEIPT_NUMBER_MAX = 40;

/** The form a receipt number is kept in, so "r-0012" and "R-0012" are one receipt. */
export function normalReceiptNumber(typed: string): string {
  return typed.trim().toUpperCase();
}

/** The reference of a payment taken by hand: its channel and receipt, unique like every reference. */
export function handReference(channel: HandChannel, receiptNumber: string): string {
  return `${channel === "cash" ? "cash" : "deposit"}_${normalReceiptNumber(receiptNumber)}`;
}
