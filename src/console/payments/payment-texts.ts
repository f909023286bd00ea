/** How the console names payment and refund states, and the badge tone of each. */
import type { StaffPayment } from "@/shared/api/console-contract";
import { HAND_CHANNEL_LABELS, isHandChannel } from "@/shared/domain/hand-payments";
import {
  REFUND_STATUS_NAMES,
  type RefundStatus,
  TRANSACTION_KIND_NAMES,
  type TransactionStatus,
} from "@/shared/domain/lists";

export const KIND_NAMES = TRANSACTION_KIND_NAMES;

export const STATUS_NAMES: Record<TransactionStatus, string> = {
  complete: "Paid",
  pending: "Pending",
  failed: "Failed",
  abandoned: "Abandoned",
};

export const REFUND_NAMES = REFUND_STATUS_NAMES;

type Tone = "ok" | "busy" | "failed";

export function paymentTone(status: TransactionStatus): Tone {
  return status === "complete" ? "ok" : status === "pending" ? "busy" : "failed";
}

export function refundTone(status: RefundStatus): Tone {
  return status === "processed"
    ? "ok"
    : status === "failed" || status === "needs-attention"
      ? "failed"
      : "busy";
}

/**
 * Who vouches for a payment: the provider for one paid online, the receipt for money taken by hand
 * (docs/decisions/0180-cash-and-bank-deposits.md); null when nobody does yet.
 */
export function paymentWitness(
  p: Pick<StaffPayment, "verified" | "channel" | "receiptNumber">,
): string | null {
  if (isHandChannel(p.channel))
    return `${HAND_CHANNEL_LABELS[p.channel]}, receipt ${p.receiptNumber ?? ""}`.trim();
  return p.verified ? "Verified with the provider" : null;
}
