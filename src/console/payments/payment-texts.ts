/** How the console names payment and refund states, and the badge tone of each. */
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
