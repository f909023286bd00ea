/**
 * Tournament events in the console (docs/decisions/0230-tournament-events.md,
 * 0231-entries-by-staff.md): staff add and edit a tournament's events, read each event's entries
 * and waiting list, add late and walk-in entries (the fee taken by hand against a receipt) and
 * withdraw entries, with or without a refund. Every write is audited; the event admits a walk-in
 * exactly as it admits a member's own entry.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import * as calls from "@/shared/api/all-calls";
import type { EventEntriesResponse, EventFields, StaffEntry } from "@/shared/api/console-contract";
import { ageOn } from "@/shared/domain/families";
import { formatNaira } from "@/shared/domain/format";
import { toKobo, toNaira } from "@/shared/domain/pricing";
import type { Database } from "../../db/client";
import { eventWaitlist, tickets, tournamentEvents, tournaments, transactions, users } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { playerNamed } from "../../lib/doubles-partners";
import { eventsOfTournament, lockEvent, offerFreedPlaces, presentEvents } from "../../lib/event-places";
import { httpError } from "../../lib/http-error";
import type { PaymentDeps } from "../../payments/deps";
import { issueFreeTicket } from "../../payments/free-tickets";
import type { Tx } from "../../payments/grants";
import { recordHandOrder } from "../../payments/hand-payments";
import { ticketOrder } from "../../payments/orders";
import type { Payments } from "../../payments/payments";
import { startRefund } from "../../payments/refunds";
import { notFound, staleSave } from "./shared";

type EventRow = typeof tournamentEvents.$inferSelect;

const columns = (input: z.output<typeof EventFields>) => ({
  name: input.name,
  gender: input.gender,
  kind: input.kind,
  underAge: input.underAge,
  minAge: input.minAge,
  ageCutoff: input.ageCutoff,
  levels: input.levels,
  capacity: input.capacity,
  feeKobo: toKobo(input.fee),
  entryDeadline: input.entryDeadline === null ? null : new Date(input.entryDeadline),
});

/** The audit log's picture of an event: its editable fields. */
function snapshot(row: EventRow, tournamentName: string) {
  return {
    tournamentName,
    name: row.name,
    gender: row.gender,
    kind: row.kind,
    underAge: row.underAge,
    minAge: row.minAge,
    ageCutoff: row.ageCutoff,
    levels: row.levels,
    capacity: row.capacity,
    feeKobo: row.feeKobo,
    entryDeadline: row.entryDeadline?.toISOString() ?? null,
    version: row.version,
  };
}

async function tournamentOf(db: Database | Tx, id: string) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  if (!tournament) throw notFound("tournament");
  return tournament;
}

async function eventWithTournament(db: Database | Tx, eventId: string) {
  const [row] = await db
    .select({ event: tournamentEvents, tournament: tournaments })
    .from(tournamentEvents)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEvents.tournamentId))
    .where(eq(tournamentEvents.id, eventId))
    .limit(1);
  if (!row) throw notFound("event");
  return row;
}

/** An event's entries and waiting list as the console shows them. */
async function entriesOf(db: Database | Tx, eventId: string, now: Date): Promise<EventEntriesResponse> {
  const { event, tournament } = await eventWithTournament(db, eventId);
  const [presented] = await presentEvents(db, [event], tournament, now);
  const rows = await db
    .select({ ticket: tickets, channel: transactions.channel })
    .from(tickets)
    .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  const line = await db
    .select()
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        inArray(eventWaitlist.status, ["waiting", "offered", "lapsed"]),
      ),
    )
    .orderBy(asc(eventWaitlist.seq));
  const ids = [
    ...new Set([
      ...rows.flatMap(({ ticket }) => [ticket.userId, ...(ticket.partnerId ? [ticket.partnerId] : [])]),
      ...line.map((l) => l.userId),
    ]),
  ];
  const people = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, fullName: users.fullName, dob: users.dob })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((p) => [p.id, { _id: p.id, fullName: p.fullName, age: ageOn(p.dob, event.ageCutoff) }]),
  );
  const person = (id: string) => people.get(id) ?? { _id: id, fullName: "A former member", age: 0 };
  const entries = rows.map(
    ({ ticket, channel }): StaffEntry => ({
      _id: ticket.id,
      player: person(ticket.userId),
      partner: ticket.partnerId ? person(ticket.partnerId) : null,
      partnerConfirmed: ticket.partnerConfirmedAt !== null,
      paidBy: ticket.transactionId === null ? "free" : (channel ?? "card"),
      price: toNaira(ticket.priceKobo),
      addedByStaff: ticket.addedBy !== null,
      withdrawnAt: ticket.withdrawnAt?.toISOString() ?? null,
      voided: ticket.voidedAt !== null,
      createdAt: ticket.createdAt.toISOString(),
    }),
  );
  return {
    event: presented!,
    tournamentName: tournament.name,
    entries,
    waitlist: line.map((l) => ({
      _id: l.id,
      player: person(l.userId),
      status: l.status,
      offerEndsAt: l.offerEndsAt?.toISOString() ?? null,
      createdAt: l.createdAt.toISOString(),
    })),
  };
}

export function consoleEventRoutes(deps: RouteDeps & { payments: Payments }) {
  const { db, route, now, mailer, config, payments, siteDataChanged } = deps;
  const paymentDeps: PaymentDeps = { db, mailer, config, now, payments };
  const app = new Hono<AppEnv>();

  route(app, calls.staffEvents, async (c) => {
    const tournament = await tournamentOf(db, c.req.valid("param").id);
    const rows = await eventsOfTournament(db, tournament.id);
    return c.json({ events: await presentEvents(db, rows, tournament, now()) });
  });

  route(app, calls.createEvent, async (c) => {
    const actor = c.get("user");
    const at = now();
    const input = c.req.valid("json");
    const event = await db.transaction(async (tx) => {
      // The tournament's row, locked so two events added at once take the next two positions.
      const [tournament] = await tx
        .select()
        .from(tournaments)
        .where(eq(tournaments.id, c.req.valid("param").id))
        .for("update");
      if (!tournament) throw notFound("tournament");
      if (tournament.cancelledAt)
        throw httpError(409, "This tournament was cancelled: it can no longer be edited");
      const existing = await eventsOfTournament(tx, tournament.id);
      const [row] = await tx
        .insert(tournamentEvents)
        .values({
          ...columns(input),
          tournamentId: tournament.id,
          position: Math.max(-1, ...existing.map((e) => e.position)) + 1,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await audited(tx, actor, at, {
        action: "event.create",
        entityType: "tournament_event",
        entityId: row!.id,
        before: null,
        after: snapshot(row!, tournament.name),
      });
      return (await presentEvents(tx, [row!], tournament, at))[0]!;
    });
    siteDataChanged(`event added: ${event.name}`);
    return c.json({ event }, 201);
  });

  route(app, calls.updateEvent, async (c) => {
    const actor = c.get("user");
    const at = now();
    const input = c.req.valid("json");
    const event = await db.transaction(async (tx) => {
      const before = await lockEvent(tx, c.req.valid("param").id);
      if (before.version !== input.version) throw staleSave("event");
      const tournament = await tournamentOf(tx, before.tournamentId);
      const [row] = await tx
        .update(tournamentEvents)
        .set({ ...columns(input), version: before.version + 1, updatedAt: at })
        .where(eq(tournamentEvents.id, before.id))
        .returning();
      await audited(tx, actor, at, {
        action: "event.update",
        entityType: "tournament_event",
        entityId: before.id,
        before: snapshot(before, tournament.name),
        after: snapshot(row!, tournament.name),
      });
      // A larger capacity frees places for the waiting list.
      await offerFreedPlaces(tx, before.id, at);
      return (await presentEvents(tx, [row!], tournament, at))[0]!;
    });
    siteDataChanged(`event edited: ${event.name}`);
    return c.json({ event });
  });

  route(app, calls.eventEntries, async (c) => c.json(await entriesOf(db, c.req.valid("param").id, now())));

  route(app, calls.addEntry, async (c) => {
    const actor = c.get("user");
    const input = c.req.valid("json");
    const { event, tournament } = await eventWithTournament(db, c.req.valid("param").id);
    const player = await playerNamed(db, input.player);
    const partner = input.partner ? await playerNamed(db, input.partner) : null;
    const context = { db, user: player, now: now(), siteUrl: config.publicSiteUrl };
    // Priced and checked as the member's own entry, the event's admission included; only the entry
    // deadline and the sales opening do not hold for staff.
    const order = await ticketOrder(context, tournament.id, {
      eventId: event.id,
      partnerId: partner?.id,
      byStaff: true,
    });
    let receiptNumber: string | null = null;
    if (order.amountKobo === 0 && order.purchase.kind === "ticket") {
      await issueFreeTicket(paymentDeps, player, { ...order, purchase: order.purchase });
    } else {
      if (!input.payment) {
        throw httpError(
          400,
          `${order.description.replace(/^Ticket: /, "")} costs ${formatNaira(toNaira(order.amountKobo))} for ${player.fullName}: record the money taken`,
        );
      }
      const recorded = await recordHandOrder(
        paymentDeps,
        { id: actor.id, email: actor.email },
        player,
        order,
        input.payment,
      );
      receiptNumber = recorded.payment.receiptNumber;
    }
    const at = now();
    await db.transaction(async (tx) => {
      const [entry] = await tx
        .update(tickets)
        .set({ addedBy: actor.id })
        .where(and(eq(tickets.eventId, event.id), eq(tickets.userId, player.id), isNull(tickets.withdrawnAt)))
        .returning({ id: tickets.id });
      await audited(tx, actor, at, {
        action: "entry.add",
        entityType: "ticket",
        entityId: entry?.id ?? event.id,
        before: null,
        after: {
          playerName: player.fullName,
          partnerName: partner?.fullName ?? null,
          eventName: event.name,
          tournamentName: tournament.name,
          amountKobo: order.amountKobo,
          receiptNumber,
        },
      });
    });
    return c.json(await entriesOf(db, event.id, now()), 201);
  });

  route(app, calls.withdrawEntry, async (c) => {
    const actor = c.get("user");
    const input = c.req.valid("json");
    const at = now();
    const [found] = await db
      .select()
      .from(tickets)
      .where(eq(tickets.id, c.req.valid("param").id))
      .limit(1);
    if (!found?.eventId) throw notFound("entry");
    const eventId = found.eventId;
    const { event } = await eventWithTournament(db, eventId);
    const [player] = await db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, found.userId));
    await db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      const [withdrawn] = await tx
        .update(tickets)
        .set({ withdrawnAt: at, withdrawnBy: actor.id })
        .where(and(eq(tickets.id, found.id), isNull(tickets.withdrawnAt), isNull(tickets.voidedAt)))
        .returning({ id: tickets.id });
      if (!withdrawn) throw httpError(409, "This entry is already withdrawn or refunded");
      await audited(tx, actor, at, {
        action: "entry.withdraw",
        entityType: "ticket",
        entityId: found.id,
        before: null,
        after: {
          playerName: player?.fullName ?? null,
          eventName: event.name,
          refunded: input.refund,
          reason: input.reason,
        },
      });
      // The place is free: the next in line is offered it.
      await offerFreedPlaces(tx, eventId, at);
    });
    if (input.refund) {
      if (!found.transactionId)
        throw httpError(409, "The entry was withdrawn; it was free, so nothing is refunded");
      const { outcome } = await startRefund(paymentDeps, {
        transactionId: found.transactionId,
        reason: `Withdrawn from ${event.name}: ${input.reason}`,
        cause: "staff",
        actor: { id: actor.id, email: actor.email },
      });
      if (outcome === "refused") {
        throw httpError(409, "The entry was withdrawn, but the provider refused the refund: see the payment");
      }
    }
    return c.json(await entriesOf(db, eventId, now()));
  });

  return app;
}
