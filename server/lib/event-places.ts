/**
 * The places of a tournament event and its waiting list (docs/decisions/0232-waiting-lists.md).
 * An event's capacity is shared by the entries standing (not voided, not withdrawn), the checkouts
 * being paid (CHECKOUT_HOLD_MS, as tournament seats) and the offers from the waiting list not yet
 * lapsed. Every change to those is made under the lock on the event's row, so concurrent entries,
 * withdrawals and offers count one after another and never take more places than the capacity.
 */
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  notExists,
  sql,
} from "drizzle-orm";
import type { TournamentEvent } from "@/shared/api/contract";
import { formatMomentNG } from "@/shared/domain/date-display";
import { toNaira } from "@/shared/domain/pricing";
import { entriesOpen, placesLeft } from "@/shared/domain/tournament-events";
import type { Database } from "../db/client";
import { eventWaitlist, notifications, tickets, tournamentEvents, transactions } from "../db/schema";
import { messageNotices } from "../messaging/outbox";
import type { Tx } from "../payments/grants";
import { httpError } from "./http-error";
import { CHECKOUT_HOLD_MS } from "./tournament-sales";

/** How long the next in line has to pay for a freed place. */
export const OFFER_HOURS = 48;

export type EventRow = typeof tournamentEvents.$inferSelect;

/** Locks the event's row for the rest of the transaction; 404 when it does not exist. */
export async function lockEvent(tx: Tx, eventId: string): Promise<EventRow> {
  const [event] = await tx
    .select()
    .from(tournamentEvents)
    .where(eq(tournamentEvents.id, eventId))
    .for("update");
  if (!event) throw httpError(404, "This event does not exist");
  return event;
}

/** Entries standing per event: not voided by a refund, not withdrawn. */
export async function entriesStanding(
  db: Database | Tx,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({ eventId: tickets.eventId, n: count() })
    .from(tickets)
    .where(
      and(inArray(tickets.eventId, [...eventIds]), isNull(tickets.voidedAt), isNull(tickets.withdrawnAt)),
    )
    .groupBy(tickets.eventId);
  for (const row of rows) if (row.eventId) counts.set(row.eventId, row.n);
  return counts;
}

/** People waiting in line per event. */
export async function waitingCounts(
  db: Database | Tx,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({ eventId: eventWaitlist.eventId, n: count() })
    .from(eventWaitlist)
    .where(and(inArray(eventWaitlist.eventId, [...eventIds]), eq(eventWaitlist.status, "waiting")))
    .groupBy(eventWaitlist.eventId);
  for (const row of rows) counts.set(row.eventId, row.n);
  return counts;
}

/**
 * Places held for someone other than `userId` (everyone when null): live offers, and checkouts
 * opened in the last CHECKOUT_HOLD_MS by players with no entry yet.
 */
async function placesHeld(
  tx: Database | Tx,
  eventId: string,
  now: Date,
  userId: string | null,
): Promise<number> {
  const others = (column: typeof eventWaitlist.userId | typeof transactions.userId) =>
    userId === null ? sql`true` : ne(column, userId);
  const [offers] = await tx
    .select({ n: count() })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        eq(eventWaitlist.status, "offered"),
        gt(eventWaitlist.offerEndsAt, now),
        others(eventWaitlist.userId),
      ),
    );
  const [checkouts] = await tx
    .select({ n: countDistinct(transactions.userId) })
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, "ticket"),
        eq(transactions.status, "pending"),
        sql`${transactions.metadata}->>'eventId' = ${eventId}`,
        gt(transactions.createdAt, new Date(now.getTime() - CHECKOUT_HOLD_MS)),
        others(transactions.userId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(tickets)
            .where(
              and(
                eq(tickets.eventId, eventId),
                eq(tickets.userId, transactions.userId),
                isNull(tickets.voidedAt),
                isNull(tickets.withdrawnAt),
              ),
            ),
        ),
        // A checkout paying for a live offer is already counted as the offer.
        notExists(
          tx
            .select({ one: sql`1` })
            .from(eventWaitlist)
            .where(
              and(
                eq(eventWaitlist.eventId, eventId),
                eq(eventWaitlist.userId, transactions.userId),
                eq(eventWaitlist.status, "offered"),
                gt(eventWaitlist.offerEndsAt, now),
              ),
            ),
        ),
      ),
    );
  return (offers?.n ?? 0) + (checkouts?.n ?? 0);
}

/** Offers from the event's waiting list not yet lapsed, to players other than `userId`. */
export async function liveOffersToOthers(
  tx: Tx,
  eventId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const [offers] = await tx
    .select({ n: count() })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        eq(eventWaitlist.status, "offered"),
        gt(eventWaitlist.offerEndsAt, now),
        ne(eventWaitlist.userId, userId),
      ),
    );
  return offers?.n ?? 0;
}

/** The places left in the event for `userId` (their own offer or checkout is theirs); null: no limit. */
export async function placesLeftFor(
  tx: Database | Tx,
  event: EventRow,
  now: Date,
  userId: string | null,
): Promise<number | null> {
  if (event.capacity === null) return null;
  const entries = (await entriesStanding(tx, [event.id])).get(event.id) ?? 0;
  return placesLeft(event.capacity, entries, await placesHeld(tx, event.id, now, userId));
}

/** The sentence a player reads when the event has no place for them. */
export function fullText(event: EventRow): string {
  return `${event.name} is full: all ${event.capacity} places are taken. Join its waiting list to be offered the next place that frees.`;
}

/**
 * Inside the transaction that records an entry or its checkout: locks the event and refuses (409)
 * when no place is left for this player. A player offered a place takes their offered place.
 */
export async function holdPlace(tx: Tx, eventId: string, userId: string, now: Date): Promise<EventRow> {
  const event = await lockEvent(tx, eventId);
  await lapseOffers(tx, event, now);
  const left = await placesLeftFor(tx, event, now, userId);
  if (left === 0) throw httpError(409, fullText(event));
  return event;
}

/** Offers whose deadline passed lapse; call with the event locked. */
async function lapseOffers(tx: Tx, event: EventRow, now: Date): Promise<number> {
  const lapsed = await tx
    .update(eventWaitlist)
    .set({ status: "lapsed", updatedAt: now })
    .where(
      and(
        eq(eventWaitlist.eventId, event.id),
        eq(eventWaitlist.status, "offered"),
        lte(eventWaitlist.offerEndsAt, now),
      ),
    )
    .returning({ id: eventWaitlist.id });
  return lapsed.length;
}

/**
 * After a place frees (a withdrawal, a refund, a lapsed offer, a larger capacity): lapses the offers
 * past their deadline, then offers each free place to the next in line, first come first served,
 * with OFFER_HOURS to pay, and tells them. Takes the event's lock itself; returns the offers made.
 */
export async function offerFreedPlaces(tx: Tx, eventId: string, now: Date): Promise<{ userId: string }[]> {
  const event = await lockEvent(tx, eventId);
  await lapseOffers(tx, event, now);
  const left = await placesLeftFor(tx, event, now, null);
  if (left === 0) return [];
  const next = await tx
    .select({ id: eventWaitlist.id, userId: eventWaitlist.userId })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.status, "waiting")))
    .orderBy(asc(eventWaitlist.seq))
    .limit(left ?? 1_000);
  if (next.length === 0) return [];
  const endsAt = new Date(now.getTime() + OFFER_HOURS * 3_600_000);
  await tx
    .update(eventWaitlist)
    .set({ status: "offered", offeredAt: now, offerEndsAt: endsAt, updatedAt: now })
    .where(
      inArray(
        eventWaitlist.id,
        next.map((n) => n.id),
      ),
    );
  const told = await tx
    .insert(notifications)
    .values(
      next.map((n) => ({
        userId: n.userId,
        title: "A place is yours to take",
        message: `A place in ${event.name} has freed and is offered to you from the waiting list. Pay the entry fee by ${formatMomentNG(endsAt.toISOString())} to take it; after that it goes to the next in line.`,
        createdAt: now,
      })),
    )
    .returning();
  await messageNotices(tx, "ticket-confirmed", told, now);
  return next.map(({ userId }) => ({ userId }));
}

/** Runs `offerFreedPlaces` for every event with a lapsed offer: the housekeeping's part. */
export async function lapseDueOffers(db: Database, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ eventId: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.status, "offered"), lte(eventWaitlist.offerEndsAt, now)));
  for (const { eventId } of due) await db.transaction((tx) => offerFreedPlaces(tx, eventId, now));
  return due.length;
}

/** A tournament's events in their order. */
export function eventsOfTournament(db: Database | Tx, tournamentId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(tournamentEvents)
    .where(eq(tournamentEvents.tournamentId, tournamentId))
    .orderBy(asc(tournamentEvents.position), asc(tournamentEvents.createdAt));
}

/** Events as the API gives them: entries, places left and the line, as of `now`. */
export async function presentEvents(
  db: Database | Tx,
  rows: readonly EventRow[],
  tournament: { date: Date; priceKobo: number },
  now: Date,
): Promise<(TournamentEvent & { version: number })[]> {
  const ids = rows.map((r) => r.id);
  const [entries, waiting] = await Promise.all([entriesStanding(db, ids), waitingCounts(db, ids)]);
  const presented: (TournamentEvent & { version: number })[] = [];
  for (const row of rows) {
    presented.push({
      _id: row.id,
      tournamentId: row.tournamentId,
      name: row.name,
      gender: row.gender,
      kind: row.kind,
      underAge: row.underAge,
      minAge: row.minAge,
      ageCutoff: row.ageCutoff,
      levels: row.levels,
      capacity: row.capacity,
      fee: toNaira(row.feeKobo ?? tournament.priceKobo),
      entryDeadline: row.entryDeadline?.toISOString() ?? null,
      entriesOpen: entriesOpen(row, tournament.date, now),
      entries: entries.get(row.id) ?? 0,
      placesLeft: await placesLeftFor(db, row, now, null),
      waiting: waiting.get(row.id) ?? 0,
      version: row.version,
    });
  }
  return presented;
}
