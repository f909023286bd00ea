/**
 * Tickets sold per tournament and the capacity rule at checkout. A seat is taken by a paid ticket or
 * by a checkout opened in the last CHECKOUT_HOLD_MS whose member has no ticket yet (one per member,
 * however many times they pressed Buy); a member's own open checkout never blocks their retry.
 */
import { and, count, countDistinct, eq, gt, inArray, isNull, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { tickets, tournaments, transactions } from "../db/schema";
import type { Tx } from "../payments/grants";
import { httpError } from "./http-error";

/** How long an unfinished checkout keeps its seat: about a card payment's time. */
export const CHECKOUT_HOLD_MS = 15 * 60 * 1000;

/** Paid tickets per tournament. */
export async function ticketsSold(db: Database | Tx, tournamentIds: string[]): Promise<Map<string, number>> {
  const sold = new Map<string, number>();
  if (tournamentIds.length === 0) return sold;
  const rows = await db
    .select({ tournamentId: tickets.tournamentId, n: count() })
    .from(tickets)
    // A ticket voided by a refund frees its seat.
    .where(and(inArray(tickets.tournamentId, tournamentIds), isNull(tickets.voidedAt)))
    .groupBy(tickets.tournamentId);
  for (const row of rows) sold.set(row.tournamentId, row.n);
  return sold;
}

export function isSoldOut(capacity: number | null, sold: number): boolean {
  return capacity !== null && sold >= capacity;
}

/** The reason a ticket cannot be sold now, or null when a seat is free. Pure, for the rule's tests. */
export function seatRefusal(
  name: string,
  capacity: number | null,
  sold: number,
  heldByOthers: number,
): string | null {
  if (capacity === null) return null;
  if (sold >= capacity) return `${name} is sold out: all ${capacity} tickets are taken`;
  if (sold + heldByOthers >= capacity) {
    return `The last tickets for ${name} are being paid for right now. Try again in 15 minutes: any unpaid ones come back on sale`;
  }
  return null;
}

/**
 * Inside the transaction that records a ticket checkout: locks the tournament row, so concurrent
 * checkouts count one after another, and refuses (409) when no seat is left or it was cancelled.
 */
export async function holdSeat(tx: Tx, tournamentId: string, userId: string, now: Date): Promise<void> {
  const [tournament] = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for("update");
  if (!tournament) throw httpError(404, "This tournament does not exist");
  if (tournament.cancelledAt) throw httpError(409, `${tournament.name} was cancelled: tickets are not sold`);
  if (tournament.capacity === null) return;
  const sold = (await ticketsSold(tx, [tournamentId])).get(tournamentId) ?? 0;
  const [held] = await tx
    .select({ n: countDistinct(transactions.userId) })
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, "ticket"),
        eq(transactions.status, "pending"),
        sql`${transactions.metadata}->>'tournamentId' = ${tournamentId}`,
        gt(transactions.createdAt, new Date(now.getTime() - CHECKOUT_HOLD_MS)),
        ne(transactions.userId, userId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(tickets)
            .where(and(eq(tickets.tournamentId, tournamentId), eq(tickets.userId, transactions.userId))),
        ),
      ),
    );
  const refusal = seatRefusal(tournament.name, tournament.capacity, sold, held?.n ?? 0);
  if (refusal) throw httpError(409, refusal);
}
