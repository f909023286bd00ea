/** How the console names payment and refund states, and the badge tone of each. */
import {
  REFUND_STATUS_NAMES,
  type RefundStatus,
  type TransactionKind,
  type TransactionStatus,
} from "@/shared/domain/lists";

export const KIND_NAMES: Record<TransactionKind, string> = {
  ticket: "Ticket",
  membership: "Membership",
  training: "Training",
  pairing: "Coach pairing",
};

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
