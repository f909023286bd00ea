/**
 * Tournament events for visitors and members (docs/decisions/0230-tournament-events.md,
 * 0232-waiting-lists.md): the events with their places, the acting player's view of them, the
 * waiting list, and a partner confirming a doubles entry. Entering (a checkout) is in payments.ts.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { EventChoice } from "@/shared/api/contract";
import { RECENT_TOURNAMENT_DAYS } from "@/shared/domain/tournament-entries";
import { eventRefusal } from "@/shared/domain/tournament-events";
import type { Database } from "../db/client";
import { eventWaitlist, tickets, tournamentEvents, tournaments, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { startOfClubDay } from "../lib/club-day";
import { standingEntry as standing } from "../lib/entrants";
import {
  eventsOfTournament,
  lockEvent,
  offerFreedPlaces,
  placesLeftFor,
  presentEvents,
} from "../lib/event-places";
import { httpError, uniqueViolation } from "../lib/http-error";

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

export function eventRoutes({ db, now, route }: RouteDeps) {
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
        eventName: tournamentEvents.name,
        playerName: users.fullName,
      })
      .from(tickets)
      .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
      .innerJoin(tournamentEvents, eq(tournamentEvents.id, tickets.eventId))
      .innerJoin(users, eq(users.id, tickets.userId))
      .where(and(eq(tickets.partnerId, player.id), isNull(tickets.partnerConfirmedAt), standing))
      .orderBy(asc(tournaments.date));
    return c.json({ requests: rows });
  });

  route(app, calls.confirmPartner, async (c) => {
    const player = c.get("player");
    const at = now();
    const [confirmed] = await db
      .update(tickets)
      .set({ partnerConfirmedAt: at })
      .where(
        and(
          eq(tickets.id, c.req.valid("param").ticketId),
          eq(tickets.partnerId, player.id),
          isNull(tickets.partnerConfirmedAt),
          standing,
        ),
      )
      .returning({ eventId: tickets.eventId, userId: tickets.userId });
    if (!confirmed) throw httpError(404, `${player.fullName} has no doubles entry to confirm with this id`);
    const [event] = await db
      .select({ name: tournamentEvents.name })
      .from(tournamentEvents)
      .where(eq(tournamentEvents.id, confirmed.eventId ?? ""));
    const [partner] = await db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, confirmed.userId));
    return c.json({
      message: `${player.fullName} partners ${partner?.fullName ?? "the entrant"} in ${event?.name ?? "the event"}: the pair is entered.`,
    });
  });

  return app;
}
