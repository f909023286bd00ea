/**
 * Money that arrives twice (docs/decisions/0092-duplicate-payments.md): two tabs, two checkouts,
 * both paid. Fulfilment first locks the member's row, so fulfilments for one member take turns and
 * each sees what the one before it gave; then a payment for something the member already has is
 * not given anything: it is marked as a duplicate of the earlier payment and refunded in full,
 * automatically, once its fulfilment has committed.
 *
 * A duplicate is a second paid order for the same thing opened within a day of one already paid:
 * a ticket for a tournament the member holds a valid ticket for (any time), or the same membership
 * plan, training package and duration, or coach pairing. Renewals charged by the club are never
 * duplicates.
 */
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { type TransactionRow, tickets, transactions, users } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import type { Tx } from "./grants";
import { readPurchase } from "./purchase";
import { startRefund } from "./refunds";

/** Orders for the same thing opened this close together are one order paid twice. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Makes concurrent fulfilments for one member take turns, until the transaction ends. */
export async function lockMember(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The member's earlier payment this one repeats, if any. Call with the member's row locked. */
export async function findDuplicateOf(tx: Tx, payment: TransactionRow): Promise<string | null> {
  if (!payment.userId) return null;
  const purchase = readPurchase(payment.kind, payment.metadata);
  if (purchase.kind === "ticket") {
    const [held] = await tx
      .select({ transactionId: tickets.transactionId })
      .from(tickets)
      .where(
        and(
          eq(tickets.userId, payment.userId),
          eq(tickets.tournamentId, purchase.tournamentId),
          isNull(tickets.voidedAt),
        ),
      );
    return held ? (held.transactionId ?? "an earlier ticket") : null;
  }
  if (purchase.kind === "membership" && purchase.renewal) return null;
  const same = (key: string, value: string | number) =>
    sql`${transactions.metadata}->>${key} = ${String(value)}`;
  const order =
    purchase.kind === "membership"
      ? [same("plan", purchase.plan)]
      : purchase.kind === "training"
        ? [same("package", purchase.package), same("duration", purchase.duration)]
        : [
            same("coachId", purchase.coachId),
            same("planId", purchase.planId),
            same("months", purchase.months),
          ];
  const [earlier] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, payment.userId),
        eq(transactions.kind, payment.kind),
        eq(transactions.status, "complete"),
        ne(transactions.id, payment.id),
        sql`coalesce((${transactions.metadata}->>'duplicateOf'), '') = ''`,
        sql`coalesce((${transactions.metadata}->>'renewal')::boolean, false) = false`,
        gt(transactions.createdAt, new Date(payment.createdAt.getTime() - DUPLICATE_WINDOW_MS)),
        ...order,
      ),
    )
    .limit(1);
  return earlier?.id ?? null;
}

/** Notes on the payment what it repeats, so the console and the refund can say why. */
export async function markDuplicate(
  tx: Tx,
  payment: TransactionRow,
  duplicateOf: string,
): Promise<TransactionRow> {
  const [row] = await tx
    .update(transactions)
    .set({ metadata: { ...payment.metadata, duplicateOf } })
    .where(eq(transactions.id, payment.id))
    .returning();
  return row ?? payment;
}

/** Gives the whole of a duplicate payment back; the refund tells the member. */
export async function refundDuplicate(deps: PaymentDeps, payment: TransactionRow): Promise<void> {
  try {
    const { outcome } = await startRefund(deps, {
      transactionId: payment.id,
      reason: `You paid twice for ${payment.description}; this second payment is refunded in full`,
      cause: "duplicate",
      actor: null,
    });
    // Unconfirmed, the housekeeping finishes it with the provider.
    if (outcome === "refused") {
      console.error(`Duplicate payment ${payment.reference}: the provider refused the refund`);
    }
  } catch (error) {
    console.error(`Duplicate payment ${payment.reference} could not be refunded:`, errorSummary(error));
  }
}
