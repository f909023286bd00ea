/**
 * The provider's webhooks about money after a payment: `refund.*` (a refund moved on) and
 * `charge.dispute.*` (a member's bank disputes a charge). The signature is checked by the webhook
 * route; even so, nothing in the body is believed: the refund or dispute it names is fetched from
 * the provider and recorded as the provider reports it, so forged, replayed and out-of-order
 * deliveries change nothing that is not true. A dispute only flags the payment for staff, with the
 * provider's deadline; nothing is taken back until staff decide.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { paymentDisputes, transactions } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import { hasUnconfirmedRefund, syncRefunds } from "./refunds";

export type MoneyEventAnswer = { status: 200 | 409; message: string };

const RefundEventData = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  transaction_reference: z.string().max(100).optional(),
  transaction: z
    .object({ reference: z.string().max(100) })
    .partial()
    .optional(),
});

const DisputeEventData = z.object({ id: z.union([z.number(), z.string()]).transform(String) });

export function isMoneyEvent(event: string): boolean {
  return event.startsWith("refund.") || event.startsWith("charge.dispute.");
}

export async function handleMoneyEvent(
  deps: PaymentDeps,
  event: string,
  data: unknown,
): Promise<MoneyEventAnswer> {
  if (event.startsWith("refund.")) {
    const parsed = RefundEventData.safeParse(data);
    const reference = parsed.success
      ? (parsed.data.transaction_reference ?? parsed.data.transaction?.reference)
      : undefined;
    if (!reference) return { status: 200, message: "Ignored" };
    await syncRefunds(deps, reference);
    // Sent before our request to create the refund came back: ask the provider to try again later.
    if (await hasUnconfirmedRefund(deps, reference)) {
      return { status: 409, message: "A refund of this payment is still being recorded; retry later" };
    }
    return { status: 200, message: "Received" };
  }
  const parsed = DisputeEventData.safeParse(data);
  if (!parsed.success) return { status: 200, message: "Ignored" };
  await recordDispute(deps, parsed.data.id);
  return { status: 200, message: "Received" };
}

/** Fetches a dispute from the provider and keeps it beside its payment. */
export async function recordDispute(deps: PaymentDeps, id: string): Promise<boolean> {
  let dispute: Awaited<ReturnType<typeof deps.payments.paystack.fetchDispute>>;
  try {
    dispute = await deps.payments.paystack.fetchDispute(id);
  } catch (error) {
    console.error(`Dispute ${id} could not be fetched:`, errorSummary(error));
    throw error;
  }
  if (!dispute) return false;
  const [payment] = await deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.reference, dispute.transaction.reference));
  if (!payment) return false;
  const now = deps.now();
  const values = {
    status: dispute.status,
    resolution: dispute.resolution ?? null,
    amountKobo: dispute.refund_amount ?? null,
    dueAt: (dispute.dueAt ?? dispute.due_at) ? new Date((dispute.dueAt ?? dispute.due_at) as string) : null,
    updatedAt: now,
  };
  await deps.db
    .insert(paymentDisputes)
    .values({ transactionId: payment.id, providerDisputeId: dispute.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: paymentDisputes.providerDisputeId, set: values });
  return true;
}
