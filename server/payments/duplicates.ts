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
 *
 * A ticket paid for after its tournament sold out or was cancelled gave nothing either (no ticket is
 * issued: payments/settle.ts); it takes the same way back, with its own reason.
 *
 * The refund is asked for after the fulfilment commits; a process that stops in between leaves a
 * payment without a refund. The hourly housekeeping (`refundLeftDuplicates`) finds those and
 * refunds each once: the refund's own reservation locks the payment and refuses what is already
 * refunded, so overlapping runs give back the money once.
 */
import { and, eq, gt, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { ticketNotIssuedText } from "@/shared/domain/ticket-sales";
import { refunds, type TransactionRow, tickets, tournaments, transactions, users } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import { purchasedEventId, type Tx } from "./grants";
import { notIssued, readPurchase } from "./purchase";
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
    // An entry to the same event (or a spectator's ticket), standing (not refunded, not withdrawn).
    const eventId = await purchasedEventId(tx, purchase);
    const [held] = await tx
      .select({ transactionId: tickets.transactionId })
      .from(tickets)
      .where(
        and(
          eq(tickets.userId, payment.userId),
          eq(tickets.tournamentId, purchase.tournamentId),
          eventId === null ? isNull(tickets.eventId) : eq(tickets.eventId, eventId),
          isNull(tickets.voidedAt),
          isNull(tickets.withdrawnAt),
        ),
      );
    return held ? (held.transactionId ?? "an earlier ticket") : null;
  }
  if (purchase.kind === "membership" && purchase.renewal) return null;
  const same = (key: string, value: string | number) =>
    sql`${transactions.metadata}->>${key} = ${String(value)}`;
  const order = (() => {
    switch (purchase.kind) {
      case "membership":
        return [same("plan", purchase.plan)];
      case "training":
        return [same("package", purchase.package), same("duration", purchase.duration)];
      case "pairing":
        return [
          same("coachId", purchase.coachId),
          same("planId", purchase.planId),
          same("months", purchase.months),
        ];
      case "household":
        // The same players, packages and durations at the same prices, in the same order.
        return [sql`${transactions.metadata}->'lines' = ${JSON.stringify(purchase.lines)}::jsonb`];
    }
  })();
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

/** Why a payment that gave nothing is refunded, as the member reads it, and the refund's cause. */
async function givenNothingReason(deps: PaymentDeps, payment: TransactionRow) {
  const why = notIssued(payment);
  if (!why) {
    return {
      reason: `You paid twice for ${payment.description}; this second payment is refunded in full`,
      cause: "duplicate" as const,
    };
  }
  const { tournamentId } = readPurchase(payment.kind, payment.metadata) as { tournamentId: string };
  const [tournament] = await deps.db
    .select({ name: tournaments.name })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return {
    reason: `${ticketNotIssuedText(why, tournament?.name ?? "The tournament")}; this payment is refunded in full`,
    cause: "not-issued" as const,
  };
}

/**
 * Gives the whole of a payment that gave nothing back (a duplicate, or a ticket not issued); the
 * refund tells the member by notification and mail.
 */
export async function refundGivenNothing(deps: PaymentDeps, payment: TransactionRow): Promise<void> {
  try {
    const { reason, cause } = await givenNothingReason(deps, payment);
    const { outcome } = await startRefund(deps, { transactionId: payment.id, reason, cause, actor: null });
    // Unconfirmed, the housekeeping finishes it with the provider.
    if (outcome === "refused") {
      console.error(`Payment ${payment.reference} gave nothing: the provider refused its refund`);
    }
  } catch (error) {
    // Refunded in full already (another run, or an admin, got there first): nothing left to do.
    if (error instanceof HTTPException && error.status === 409) return;
    console.error(
      `Payment ${payment.reference} gave nothing and could not be refunded:`,
      errorSummary(error),
    );
  }
}

/**
 * Refunds the payments that gave nothing (duplicates, tickets not issued) whose refund was never
 * asked for (the process stopped after their fulfilment committed); answers how many it asked for.
 */
export async function refundLeftDuplicates(deps: PaymentDeps): Promise<number> {
  const left = await deps.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, "complete"),
        or(
          sql`coalesce((${transactions.metadata}->>'duplicateOf'), '') <> ''`,
          sql`coalesce((${transactions.metadata}->>'notIssued'), '') <> ''`,
        ),
        notExists(
          deps.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.transactionId, transactions.id)),
        ),
      ),
    );
  for (const payment of left) await refundGivenNothing(deps, payment);
  return left.length;
}
