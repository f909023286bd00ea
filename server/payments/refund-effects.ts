/**
 * What a refund takes back, per kind of payment (docs/decisions/0090-refunds.md), written in the
 * database transaction that records the provider's acceptance of the refund:
 * - a ticket is void once its payment is refunded in full (a partial refund keeps it valid);
 * - a membership or training period loses the refunded share of the time that payment bought (all
 *   of it on a full refund, ending today when nothing else was bought after it); a membership
 *   refunded in full also stops renewing by itself;
 * - a coach pairing loses the same share of its months; in full, the assignment ends now.
 */
import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import { addMonths, membershipEndDate, trainingEndDate } from "@/shared/domain/dates";
import { shortenedEnd } from "@/shared/domain/money-period";
import {
  coachAssignments,
  memberships,
  type TransactionRow,
  tickets,
  tournaments,
  trainingSubscriptions,
  users,
} from "../db/schema";
import { offerFreedPlaces } from "../lib/event-places";
import type { Tx } from "./grants";
import { gaveNothing, readPurchase } from "./purchase";

export interface RefundEffectInput {
  transaction: TransactionRow;
  /** This refund, kobo. */
  refundKobo: number;
  /** Every refund of the payment that counts, this one included, kobo. */
  refundedKobo: number;
  now: Date;
}

/** What the member is told the refund took back; null when nothing changed. */
export async function applyRefundEffects(
  tx: Tx,
  { transaction, refundKobo, refundedKobo, now }: RefundEffectInput,
): Promise<string | null> {
  const userId = transaction.userId;
  // A duplicate payment, or a ticket not issued, gave nothing, so its refund takes nothing back.
  if (!userId || gaveNothing(transaction)) return null;
  const paidAt = transaction.fulfilledAt ?? transaction.createdAt;
  const full = refundedKobo >= transaction.amountKobo;
  const purchase = readPurchase(transaction.kind, transaction.metadata);
  const shorten = (endsAt: Date, boughtMs: number) =>
    shortenedEnd({ endsAt, boughtMs, paidKobo: transaction.amountKobo, refundKobo, now });
  const until = (d: Date) => d.toISOString().slice(0, 10);

  switch (purchase.kind) {
    case "ticket": {
      if (!full) return null;
      const [voided] = await tx
        .update(tickets)
        .set({ voidedAt: now })
        .where(and(eq(tickets.transactionId, transaction.id), eq(tickets.userId, userId)))
        .returning({ tournamentId: tickets.tournamentId, eventId: tickets.eventId });
      if (!voided) return null;
      // The entry's place is free again: the next in the event's waiting list is offered it.
      if (voided.eventId) await offerFreedPlaces(tx, voided.eventId, now);
      const [tournament] = await tx
        .select({ name: tournaments.name })
        .from(tournaments)
        .where(eq(tournaments.id, voided.tournamentId));
      return `Your ticket for ${tournament?.name ?? "the tournament"} is no longer valid.`;
    }
    case "membership": {
      const [current] = await tx
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .for("update");
      if (full) await tx.update(users).set({ autoRenew: false }).where(eq(users.id, userId));
      if (!current || current.endsAt.getTime() <= now.getTime()) return null;
      const bought = membershipEndDate(purchase.plan, paidAt).getTime() - paidAt.getTime();
      const endsAt = shorten(current.endsAt, bought);
      await tx.update(memberships).set({ endsAt, updatedAt: now }).where(eq(memberships.userId, userId));
      return endsAt.getTime() <= now.getTime()
        ? "Your membership has ended."
        : `Your membership now runs until ${until(endsAt)}.`;
    }
    case "training": {
      const [current] = await tx
        .select()
        .from(trainingSubscriptions)
        .where(eq(trainingSubscriptions.userId, userId))
        .for("update");
      if (!current || current.endsAt.getTime() <= now.getTime()) return null;
      const bought = trainingEndDate(purchase.duration, paidAt).getTime() - paidAt.getTime();
      const endsAt = shorten(current.endsAt, bought);
      await tx
        .update(trainingSubscriptions)
        .set({ endsAt, updatedAt: now })
        .where(eq(trainingSubscriptions.userId, userId));
      // The coach that came with the training goes no further than the training.
      await endAssignmentBy(tx, userId, endsAt, now);
      return endsAt.getTime() <= now.getTime()
        ? "Your training package has ended."
        : `Your training package now runs until ${until(endsAt)}.`;
    }
    case "pairing": {
      const [assignment] = await tx
        .select()
        .from(coachAssignments)
        .where(and(eq(coachAssignments.userId, userId), eq(coachAssignments.transactionId, transaction.id)))
        .for("update");
      if (!assignment || assignment.status === "Ended") return null;
      const bought = addMonths(paidAt, purchase.months).getTime() - paidAt.getTime();
      const endsAt = full ? now : shorten(assignment.endsAt ?? addMonths(paidAt, purchase.months), bought);
      await endAssignmentBy(tx, userId, endsAt, now);
      return endsAt.getTime() <= now.getTime()
        ? "Your coach pairing has ended."
        : `Your coach pairing now runs until ${until(endsAt)}.`;
    }
  }
}

/** The member's running assignment ends no later than `endsAt`; at once when that is now. */
async function endAssignmentBy(tx: Tx, userId: string, endsAt: Date, now: Date) {
  const over = endsAt.getTime() <= now.getTime();
  await tx
    .update(coachAssignments)
    .set(over ? { status: "Ended", endedAt: now, endsAt: now } : { endsAt })
    .where(
      and(
        eq(coachAssignments.userId, userId),
        ne(coachAssignments.status, "Ended"),
        or(isNull(coachAssignments.endsAt), gt(coachAssignments.endsAt, endsAt)),
      ),
    );
}
