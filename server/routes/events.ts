/**
 * Tournament events for visitors and members (docs/decisions/0230-tournament-events.md,
 * 0232-waiting-lists.md): the events with their places, the acting player's view of them, the
 * waiting list, and a partner confirming or declining a doubles entry (0251-doubles-partners.md).
 * Entering (a checkout) is in payments.ts.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { EventChoice } from "@/shared/api/contract";
import { isHandChannel } from "@/shared/domain/hand-payments";
import { RECENT_TOURNAMENT_DAYS } from "@/shared/domain/tournament-entries";
import { entriesCloseAt, eventRefusal } from "@/shared/domain/tournament-events";
import type { Database } from "../db/client";
import { eventWaitlist, tickets, tournamentEvents, tournaments, transactions, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { startOfClubDay } from "../lib/club-day";
import { pairEntry, tellEntrant } from "../lib/doubles-partners";
import { standingEntry as standing } from "../lib/entrants";
import {
  eventsOfTournament,
  lockEvent,
  offerFreedPlaces,
  placesLeftFor,
  presentEvents,
} from "../lib/event-places";
import { httpError, uniqueViolation } from "../lib/http-error";
import type { PaymentDeps } from "../payments/deps";
import type { Tx } from "../payments/grants";
import type { Payments } from "../payments/payments";
import { startRefund } from "../payments/refunds";

async function tournamentOf(db: Database, id: string) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  if (!tournament) throw httpError(404, "This tournament does not exist");
  return tournament;
}

/** The event of the tournament named in the path, or 404. */
async function eventOf(db: Database, tourId: string, eventId: string) {
  const [row] = await db
    .select({ event: tournamentEvents, tournament: tournaments })
    .from(tournamentEvents)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEvents.tournamentId))
    .where(and(eq(tournamentEvents.id, eventId), eq(tournamentEvents.tournamentId, tourId)))
    .limit(1);
  if (!row) throw httpError(404, "This tournament has no such event");
  return row;
}

export function eventRoutes(deps: RouteDeps & { payments: Payments }) {
  const { db, now, route } = deps;
  const paymentDeps: PaymentDeps = { ...deps };
  const app = new Hono<AppEnv>();

  route(app, calls.publicEvents, async (c) => {
    const at = now();
    const since = new Date(startOfClubDay(at).getTime() - RECENT_TOURNAMENT_DAYS * 86_400_000);
    const shown = await db
      .select()
      .from(tournaments)
      .where(and(gte(tournaments.date, since), isNull(tournaments.cancelledAt)))
      .orderBy(asc(tournaments.date), asc(tournaments.id));
    const rows = await db
      .select()
      .from(tournamentEvents)
      .where(
        inArray(
          tournamentEvents.tournamentId,
          shown.map((t) => t.id),
        ),
      )
      .orderBy(asc(tournamentEvents.position), asc(tournamentEvents.createdAt));
    const events = [];
    for (const tournament of shown) {
      const own = rows.filter((r) => r.tournamentId === tournament.id);
      if (own.length === 0) continue;
      for (const { version: _version, ...event } of await presentEvents(db, own, tournament, at))
        events.push(event);
    }
    return c.json({ events });
  });

  route(app, calls.tournamentEvents, async (c) => {
    const tournament = await tournamentOf(db, c.req.valid("param").tourId);
    const rows = await eventsOfTournament(db, tournament.id);
    const events = await presentEvents(db, rows, tournament, now());
    return c.json({ events: events.map(({ version: _version, ...event }) => event) });
  });

  route(app, calls.eventChoices, async (c) => {
    const player = c.get("player");
    const at = now();
    const tournament = await tournamentOf(db, c.req.valid("param").tourId);
    const rows = await eventsOfTournament(db, tournament.id);
    const events = await presentEvents(db, rows, tournament, at);
    const ids = rows.map((r) => r.id);
    const entries =
      ids.length === 0
        ? []
        : await db
            .select({
              id: tickets.id,
              eventId: tickets.eventId,
              userId: tickets.userId,
              partnerId: tickets.partnerId,
              partnerConfirmedAt: tickets.partnerConfirmedAt,
            })
            .from(tickets)
            .where(
              and(
                inArray(tickets.eventId, ids),
                standing,
                or(eq(tickets.userId, player.id), eq(tickets.partnerId, player.id)),
              ),
            );
    const others = [...new Set(entries.flatMap((e) => [e.userId, e.partnerId ?? e.userId]))];
    const names = new Map(
      others.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, fullName: users.fullName })
              .from(users)
              .where(inArray(users.id, others))
          ).map((u) => [u.id, u.fullName]),
    );
    const lines =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(eventWaitlist)
            .where(
              and(
                inArray(eventWaitlist.eventId, ids),
                eq(eventWaitlist.userId, player.id),
                inArray(eventWaitlist.status, ["waiting", "offered"]),
              ),
            );
    const choices: EventChoice[] = [];
    for (const [i, event] of events.entries()) {
      const row = rows[i]!;
      const entry = entries.find((e) => e.eventId === row.id);
      const line = lines.find((l) => l.eventId === row.id);
      let position = 0;
      if (line) {
        const [ahead] = await db
          .select({ n: count() })
          .from(eventWaitlist)
          .where(
            and(
              eq(eventWaitlist.eventId, row.id),
              eq(eventWaitlist.status, "waiting"),
              lt(eventWaitlist.seq, line.seq),
            ),
          );
        position = (ahead?.n ?? 0) + 1;
      }
      const { version: _version, ...shown } = event;
      const partnerOf = entry && (entry.userId === player.id ? entry.partnerId : entry.userId);
      choices.push({
        ...shown,
        refusal: eventRefusal(row, player),
        entry: entry
          ? {
              _id: entry.id,
              partner: partnerOf ? (names.get(partnerOf) ?? null) : null,
              partnerConfirmed: entry.partnerConfirmedAt !== null,
            }
          : null,
        waitlist: line
          ? {
              status: line.status,
              offerEndsAt: line.offerEndsAt?.toISOString() ?? null,
              position: line.status === "offered" ? 0 : position,
            }
          : null,
      });
    }
    return c.json({ events: choices });
  });

  route(app, calls.joinWaitlist, async (c) => {
    const player = c.get("player");
    const { tourId, eventId } = c.req.valid("param");
    const at = now();
    const { event, tournament } = await eventOf(db, tourId, eventId);
    if (tournament.cancelledAt)
      throw httpError(409, `${tournament.name} was cancelled: no entries are taken`);
    // The line is for players the event admits, whoever asks.
    const refusal = eventRefusal(event, player);
    if (refusal) throw httpError(403, refusal);
    try {
      const position = await db.transaction(async (tx) => {
        const locked = await lockEvent(tx, event.id);
        const [entered] = await tx
          .select({ id: tickets.id })
          .from(tickets)
          .where(
            and(
              eq(tickets.eventId, event.id),
              standing,
              or(eq(tickets.userId, player.id), eq(tickets.partnerId, player.id)),
            ),
          )
          .limit(1);
        if (entered) throw httpError(409, `${player.fullName} is already entered in ${event.name}`);
        if ((await placesLeftFor(tx, locked, at, player.id)) !== 0) {
          throw httpError(409, `${event.name} has places left: enter it now rather than wait in line`);
        }
        await tx.insert(eventWaitlist).values({
          eventId: event.id,
          userId: player.id,
          requestedBy: c.get("user").id,
          createdAt: at,
          updatedAt: at,
        });
        const [line] = await tx
          .select({ n: count() })
          .from(eventWaitlist)
          .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.status, "waiting")));
        return line?.n ?? 1;
      });
      return c.json({
        message: `${player.fullName} is number ${position} in line for ${event.name}. When a place frees, it is offered by notification, with 48 hours to pay.`,
      });
    } catch (error) {
      if (uniqueViolation(error)) {
        throw httpError(409, `${player.fullName} is already in line for ${event.name}`);
      }
      throw error;
    }
  });

  route(app, calls.leaveWaitlist, async (c) => {
    const player = c.get("player");
    const { tourId, eventId } = c.req.valid("param");
    const at = now();
    const { event } = await eventOf(db, tourId, eventId);
    await db.transaction(async (tx) => {
      await lockEvent(tx, event.id);
      const [left] = await tx
        .update(eventWaitlist)
        .set({ status: "left", updatedAt: at })
        .where(
          and(
            eq(eventWaitlist.eventId, event.id),
            eq(eventWaitlist.userId, player.id),
            inArray(eventWaitlist.status, ["waiting", "offered"]),
          ),
        )
        .returning({ id: eventWaitlist.id });
      if (!left) throw httpError(404, `${player.fullName} is not in line for ${event.name}`);
      // An offered place goes to the next in line.
      await offerFreedPlaces(tx, event.id, at);
    });
    return c.json({ message: `${player.fullName} left the waiting list of ${event.name}.` });
  });

  route(app, calls.partnerRequests, async (c) => {
    const player = c.get("player");
    const rows = await db
      .select({
        ticketId: tickets.id,
        tournamentName: tournaments.name,
        tournamentDate: tournaments.date,
        eventName: tournamentEvents.name,
        entryDeadline: tournamentEvents.entryDeadline,
        playerName: users.fullName,
      })
      .from(tickets)
      .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
      .innerJoin(tournamentEvents, eq(tournamentEvents.id, tickets.eventId))
      .innerJoin(users, eq(users.id, tickets.userId))
      .where(and(eq(tickets.partnerId, player.id), isNull(tickets.partnerConfirmedAt), standing))
      .orderBy(asc(tournaments.date), asc(tickets.id));
    return c.json({
      requests: rows.map(({ entryDeadline, tournamentDate, ...row }) => ({
        ...row,
        tournamentDate: tournamentDate.toISOString(),
        confirmBy: entriesCloseAt({ entryDeadline }, tournamentDate).toISOString(),
      })),
    });
  });

  /**
   * The doubles entry named in the path, answered by its partner (the acting player: themself, or a
   * child of the guardian asking). Anyone else is refused.
   */
  async function entryToAnswer(ticketId: string, player: { id: string; fullName: string }) {
    const entry = await pairEntry(db, ticketId);
    if (!entry?.ticket.eventId) throw httpError(404, "This entry does not exist");
    if (entry.ticket.partnerId !== player.id) {
      throw httpError(403, `Only the partner this entry names, or their guardian, can answer it`);
    }
    return { ...entry, eventId: entry.ticket.eventId };
  }

  /** Why an answer found nothing to change: someone answered first, or the entry went. */
  async function alreadyAnswered(tx: Tx, ticketId: string) {
    const [now] = await tx.select().from(tickets).where(eq(tickets.id, ticketId));
    if (now?.partnerConfirmedAt) return httpError(409, "The partner has already confirmed this entry");
    return httpError(409, "This entry has been withdrawn");
  }

  const unanswered = (ticketId: string, partnerId: string) =>
    and(
      eq(tickets.id, ticketId),
      eq(tickets.partnerId, partnerId),
      isNull(tickets.partnerConfirmedAt),
      standing,
    );

  route(app, calls.confirmPartner, async (c) => {
    const player = c.get("player");
    const at = now();
    const entry = await entryToAnswer(c.req.valid("param").ticketId, player);
    if (!entry.ticket.partnerConfirmedAt && at.getTime() >= entry.confirmBy.getTime()) {
      throw httpError(
        409,
        `Entries to ${entry.eventName} have closed, and with them the time to confirm: ask the club.`,
      );
    }
    await db.transaction(async (tx) => {
      // A confirmation and a decline at once: the row's lock lets one through, the other finds it answered.
      const [confirmed] = await tx
        .update(tickets)
        .set({ partnerConfirmedAt: at })
        .where(unanswered(entry.ticket.id, player.id))
        .returning({ id: tickets.id });
      if (!confirmed) throw await alreadyAnswered(tx, entry.ticket.id);
      await tellEntrant(tx, entry, player.fullName, "confirmed", at);
    });
    return c.json({
      message: `${player.fullName} partners ${entry.entrantName} in ${entry.eventName}: the pair is entered.`,
    });
  });

  route(app, calls.declinePartner, async (c) => {
    const player = c.get("player");
    const user = c.get("user");
    const at = now();
    const entry = await entryToAnswer(c.req.valid("param").ticketId, player);
    await db.transaction(async (tx) => {
      await lockEvent(tx, entry.eventId);
      const [withdrawn] = await tx
        .update(tickets)
        .set({ withdrawnAt: at, withdrawnBy: user.id })
        .where(unanswered(entry.ticket.id, player.id))
        .returning({ id: tickets.id });
      if (!withdrawn) throw await alreadyAnswered(tx, entry.ticket.id);
      // The pair's place is free: the next in line is offered it.
      await offerFreedPlaces(tx, entry.eventId, at);
      await tellEntrant(tx, entry, player.fullName, "declined", at);
    });
    // Paid by card: refunded in full at once. Money taken at the desk is given back there (0251).
    const paid = entry.ticket.transactionId;
    const [payment] = paid
      ? await db.select({ channel: transactions.channel }).from(transactions).where(eq(transactions.id, paid))
      : [];
    if (paid && payment && entry.ticket.priceKobo > 0 && !isHandChannel(payment.channel)) {
      await startRefund(paymentDeps, {
        transactionId: paid,
        reason: `${player.fullName} declined to partner ${entry.entrantName} in ${entry.eventName}`,
        cause: "partner-declined",
        actor: null,
      });
    }
    return c.json({
      message: `${player.fullName} declined to partner ${entry.entrantName} in ${entry.eventName}: the entry is withdrawn and ${entry.entrantName} is told.`,
    });
  });

  return app;
}
