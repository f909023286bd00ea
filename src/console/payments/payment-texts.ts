/** How the console names payment and refund states, and the badge tone of each. */
import {
  REFUND_STATUS_NAMES,
  type RefundStatus,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
  type TransactionKind,
  type TransactionStatus,
} from "@/shared/domain/lists";

/**
 * The console's shorter name of each kind of payment, from its one label: without "Package", in
 * sentence case ("Membership", "Coach pairing"). Worked out here, in the console's own code, so the
 * dashboard's first load does not carry a second wording of the list.
 */
export const KIND_NAMES = Object.fromEntries(
  TRANSACTION_KINDS.map((kind) => {
    const [first = "", ...rest] = TRANSACTION_KIND_LABELS[kind].replace(/ Package$/, "").split(" ");
    return [kind, [first, ...rest.map((word) => word.toLowerCase())].join(" ")];
  }),
) as Readonly<Record<TransactionKind, string>>;

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
