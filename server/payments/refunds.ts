/**
 * Refunds (docs/decisions/0090-refunds.md): money given back on a completed payment, in full or in
 * part, never more than is left. A refund is first recorded as `pending` in the database
 * transaction that locks the payment's row and adds up its earlier refunds, so parallel requests
 * (two admins, two tabs, an automatic refund) take turns and cannot together exceed what was paid.
 * Then the provider is asked (`POST /refund`): refused, the refund is `failed` and counts no more;
 * accepted, its id is kept, what the payment bought is taken back (refund-effects.ts) and the member
 * is told, by notification in that transaction and by mail after it commits. Later states come from
 * the provider's `refund.*` webhooks, each re-checked with the provider before it is believed.
 */
import { and, eq, inArray, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import { formatNaira } from "@/shared/domain/format";
import { REFUND_STATUSES, type RefundCause, type RefundStatus } from "@/shared/domain/lists";
import { refundableKobo } from "@/shared/domain/money-period";
import { toNaira } from "@/shared/domain/pricing";
import {
  notifications,
  type RefundRow,
  refunds,
  type TransactionRow,
  transactions,
  users,
} from "../db/schema";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";
import { errorSummary } from "../lib/loggable-error";
import { sendQuietly } from "../mail/mailer";
import { refundMail } from "../mail/templates";
import type { PaymentDeps } from "./deps";
import type { Tx } from "./grants";
import { PaystackError, type PaystackRefund } from "./paystack-client";
import { applyRefundEffects } from "./refund-effects";

/** States a refund does not leave. */
const FINAL: RefundStatus[] = ["processed", "failed"];

export interface RefundInput {
  transactionId: string;
  /** Kobo; all that is left when absent. */
  amountKobo?: number | undefined;
  reason: string;
  cause: RefundCause;
  /** The admin asking, audited; null for automatic refunds. */
  actor: { id: string; email: string } | null;
}

export interface RefundResult {
  refund: RefundRow;
  /** The provider took the refund on. */
  accepted: boolean;
}

export function providerRefundStatus(status: string): RefundStatus | null {
  return (REFUND_STATUSES as readonly string[]).includes(status) ? (status as RefundStatus) : null;
}

/** Kobo refunded or on its way back on a payment: every refund but failed ones. */
export async function refundedSoFar(tx: Tx, transactionId: string): Promise<number> {
  const [sum] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), ne(refunds.status, "failed")));
  return Number(sum?.kobo ?? 0);
}

/** Records the refund as pending, or refuses it; the payment's row stays locked until commit. */
function reserve(
  deps: PaymentDeps,
  input: RefundInput,
): Promise<{ refund: RefundRow; payment: TransactionRow }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, input.transactionId))
      .for("update");
    if (!payment) throw httpError(404, "This payment does not exist");
    if (payment.status !== "complete") throw httpError(409, "Only a completed payment can be refunded");
    const refunded = await refundedSoFar(tx, payment.id);
    const left = refundableKobo(payment.amountKobo, refunded);
    if (left <= 0) throw httpError(409, "This payment has already been refunded in full");
    const amountKobo = input.amountKobo ?? left;
    if (amountKobo > left) {
      throw httpError(409, `At most ${formatNaira(toNaira(left))} of this payment is left to refund`);
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        transactionId: payment.id,
        amountKobo,
        cause: input.cause,
        reason: input.reason,
        requestedBy: input.actor?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error("The refund was not recorded");
    if (input.actor) {
      await audited(tx, input.actor, now, {
        action: "payment.refund",
        entityType: "transaction",
        entityId: payment.id,
        before: { refundedKobo: refunded },
        after: { refundId: refund.id, amountKobo, reason: input.reason, refundedKobo: refunded + amountKobo },
      });
    }
    return { refund, payment };
  });
}

/** The provider took the refund on: keep its id and state, take back what was bought, tell the member. */
async function accept(deps: PaymentDeps, refund: RefundRow, payment: TransactionRow, answer: PaystackRefund) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        providerRefundId: answer.id,
        status: providerRefundStatus(answer.status) ?? "pending",
        updatedAt: now,
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    const effect = await applyRefundEffects(tx, {
      transaction: payment,
      refundKobo: refund.amountKobo,
      refundedKobo: await refundedSoFar(tx, payment.id),
      now,
    });
    if (payment.userId) {
      await tx.insert(notifications).values({
        userId: payment.userId,
        title: "Refund on its way",
        message: `We are refunding ${formatNaira(toNaira(refund.amountKobo))} of your payment for ${payment.description}. ${refund.reason}${/[.!?]$/.test(refund.reason) ? "" : "."}${effect ? ` ${effect}` : ""}`,
        createdAt: now,
      });
    }
    return { row: row ?? refund, effect };
  });
}

async function refuse(deps: PaymentDeps, refund: RefundRow, problem: string): Promise<RefundRow> {
  const [row] = await deps.db
    .update(refunds)
    .set({ status: "failed", problem, updatedAt: deps.now() })
    .where(eq(refunds.id, refund.id))
    .returning();
  return row ?? refund;
}

export async function startRefund(deps: PaymentDeps, input: RefundInput): Promise<RefundResult> {
  const { refund, payment } = await reserve(deps, input);
  let answer: PaystackRefund;
  try {
    answer = await deps.payments.paystack.createRefund({
      transaction: payment.reference,
      amount: refund.amountKobo,
      merchant_note: `Refund ${refund.id}: ${input.reason}`.slice(0, 1000),
    });
  } catch (error) {
    const problem =
      error instanceof PaystackError ? error.message : "The payment provider could not be reached";
    console.error(`Refund ${refund.id} of ${payment.reference} was not accepted:`, errorSummary(error));
    return { refund: await refuse(deps, refund, problem), accepted: false };
  }
  if (answer.transaction.reference !== payment.reference || answer.amount !== refund.amountKobo) {
    // Money may be moving, but not as asked: staff must look at it with the provider.
    const [row] = await deps.db
      .update(refunds)
      .set({
        providerRefundId: answer.id,
        status: "needs-attention",
        problem: `The provider recorded ${answer.amount} kobo on ${answer.transaction.reference}`,
        updatedAt: deps.now(),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    return { refund: row ?? refund, accepted: true };
  }
  const { row, effect } = await accept(deps, refund, payment, answer);
  if (payment.userId) {
    const [member] = await deps.db
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, payment.userId));
    if (member) {
      await sendQuietly(
        deps.mailer,
        refundMail(member, {
          description: payment.description,
          amount: toNaira(refund.amountKobo),
          reference: payment.reference,
          reason: refund.reason,
          effect,
        }),
      );
    }
  }
  return { refund: row, accepted: true };
}

/**
 * Brings the open refunds of one payment (or of every payment) up to date with what the provider
 * says now: a webhook only says that something changed, never what. Finished refunds stay as they
 * are, so a replayed or late webhook changes nothing.
 */
export async function syncRefunds(deps: PaymentDeps, reference?: string): Promise<number> {
  const open = await deps.db
    .select({ refund: refunds, reference: transactions.reference })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(
      and(
        isNotNull(refunds.providerRefundId),
        notInArray(refunds.status, FINAL),
        reference ? eq(transactions.reference, reference) : undefined,
      ),
    );
  let changed = 0;
  for (const { refund, reference: paymentReference } of open) {
    try {
      const answer = await deps.payments.paystack.fetchRefund(refund.providerRefundId!);
      const status = answer && providerRefundStatus(answer.status);
      if (!answer || !status || status === refund.status) continue;
      if (answer.transaction.reference !== paymentReference || answer.amount !== refund.amountKobo) continue;
      const [row] = await deps.db
        .update(refunds)
        .set({
          status,
          updatedAt: deps.now(),
          ...(status === "failed" ? { problem: "The provider could not complete the refund" } : {}),
        })
        .where(and(eq(refunds.id, refund.id), notInArray(refunds.status, FINAL)))
        .returning();
      if (row) changed++;
    } catch (error) {
      console.error(`Refund ${refund.id} could not be re-checked:`, errorSummary(error));
    }
  }
  return changed;
}

/** Whether a payment has a refund recorded but not yet confirmed by the provider's answer. */
export async function hasUnconfirmedRefund(deps: PaymentDeps, reference: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(
      and(
        eq(transactions.reference, reference),
        sql`${refunds.providerRefundId} is null`,
        inArray(refunds.status, ["pending"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
