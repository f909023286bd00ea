/**
 * Tournaments in the console (staff): list with tickets sold, create, edit, cancel. Every write is
 * audited in its own transaction, checks the version it started from, and asks for a site rebuild.
 */

import { and, asc, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import * as calls from "@/shared/api/all-calls";
import type { CreateTournamentRequest, StaffTournament } from "@/shared/api/console-contract";
import { clubLocal, displayClockTime } from "@/shared/domain/club-time";
import { ADULT_AGE } from "@/shared/domain/families";
import { toKobo, toNaira } from "@/shared/domain/pricing";
import { tournamentFinished, tournamentStatus } from "@/shared/domain/tournament-status";
import type { Database } from "../../db/client";
import { tournamentEvents, tournaments, users } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { startOfClubDay } from "../../lib/club-day";
import { httpError } from "../../lib/http-error";
import { isSoldOut, ticketsSold } from "../../lib/tournament-sales";
import type { Tx } from "../../payments/grants";
import { listPage, notFound, searching, staleSave } from "./shared";

type TournamentRow = typeof tournaments.$inferSelect;
type Canceller = { id: string; fullName: string; email: string } | null;

function present(row: TournamentRow, sold: number, cancelledBy: Canceller, now: Date): StaffTournament {
  const local = clubLocal(row.date);
  const soldOut = isSoldOut(row.capacity, sold);
  const cancelled = row.cancelledAt !== null;
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    startsAt: row.date.toISOString(),
    localDate: local.date,
    localTime: local.time,
    time: row.time,
    location: row.location,
    price: toNaira(row.priceKobo),
    capacity: row.capacity,
    salesOpenDate: row.salesOpenAt ? clubLocal(row.salesOpenAt).date : null,
    memberEarlyDays: row.memberEarlyDays,
    ticketsSold: sold,
    soldOut,
    cancelled,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: cancelledBy && {
      _id: cancelledBy.id,
      fullName: cancelledBy.fullName,
      email: cancelledBy.email,
    },
    status: tournamentStatus(
      {
        startsAt: row.date,
        cancelled,
        soldOut,
        salesOpenAt: row.salesOpenAt,
        memberEarlyDays: row.memberEarlyDays,
      },
      now,
    ),
    image: row.imageUrl,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit log's picture of a tournament: its editable fields. */
function snapshot(row: TournamentRow) {
  return {
    name: row.name,
    category: row.category,
    startsAt: row.date.toISOString(),
    location: row.location,
    priceKobo: row.priceKobo,
    capacity: row.capacity,
    salesOpenAt: row.salesOpenAt?.toISOString() ?? null,
    memberEarlyDays: row.memberEarlyDays,
    imageUrl: row.imageUrl,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    version: row.version,
  };
}

async function presentRows(db: Database | Tx, rows: TournamentRow[], now: Date): Promise<StaffTournament[]> {
  const sold = await ticketsSold(
    db,
    rows.map((r) => r.id),
  );
  const cancellerIds = [...new Set(rows.flatMap((r) => (r.cancelledBy ? [r.cancelledBy] : [])))];
  const cancellers = new Map<string, Canceller>();
  for (const id of cancellerIds) {
    const [user] = await db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    if (user) cancellers.set(id, { ...user, email: user.email ?? "" });
  }
  return rows.map((row) =>
    present(
      row,
      sold.get(row.id) ?? 0,
      row.cancelledBy ? (cancellers.get(row.cancelledBy) ?? null) : null,
      now,
    ),
  );
}

/** A new tournament's first event, as the events migration gave every existing tournament one. */
function defaultEvent(row: TournamentRow, at: Date) {
  const juniors = row.category === "juniors" && !row.openToAllAges;
  const adults = row.category !== "juniors" && !row.openToAllAges;
  return {
    tournamentId: row.id,
    name: juniors ? "Under-18 Singles" : adults ? "Adult Singles" : "Open Singles",
    underAge: juniors ? ADULT_AGE : null,
    minAge: adults ? ADULT_AGE : null,
    ageCutoff: clubLocal(row.date).date,
    createdAt: at,
    updatedAt: at,
  };
}

type Fields = z.output<typeof CreateTournamentRequest>;
const columns = (input: Fields) => ({
  name: input.name,
  category: input.category,
  date: input.startsAt,
  time: displayClockTime(input.localTime),
  location: input.location,
  priceKobo: toKobo(input.price),
  capacity: input.capacity,
  salesOpenAt: input.salesOpenAt,
  memberEarlyDays: input.memberEarlyDays,
  imageUrl: input.image,
});

export function consoleTournamentRoutes({ db, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.staffTournaments, async (c) => {
    const query = c.req.valid("query");
    const today = startOfClubDay(now());
    const when: SQL | undefined =
      query.when === "upcoming"
        ? gte(tournaments.date, today)
        : query.when === "past"
          ? lt(tournaments.date, today)
          : undefined;
    const where = and(when, searching(query.q, tournaments.name, tournaments.location));
    const order =
      query.when === "upcoming"
        ? [asc(tournaments.date), asc(tournaments.id)]
        : [desc(tournaments.date), desc(tournaments.id)];
    return c.json(
      await listPage(
        db,
        tournaments,
        { where, orderBy: order, page: query.page, pageSize: query.pageSize },
        (rows) => presentRows(db, rows, now()),
      ),
    );
  });

  route(app, calls.staffTournament, async (c) => {
    const [row] = await db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, c.req.valid("param").id));
    if (!row) throw notFound("tournament");
    const [tournament] = await presentRows(db, [row], now());
    return c.json({ tournament });
  });

  route(app, calls.createTournament, async (c) => {
    const actor = c.get("user");
    const at = now();
    const tournament = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tournaments)
        .values({ ...columns(c.req.valid("json")), createdAt: at, updatedAt: at })
        .returning();
      // Every tournament has an event to enter: the first admits whom the tournament's category
      // admits, at the tournament's price; staff add more, or edit it, under Events.
      await tx.insert(tournamentEvents).values(defaultEvent(row!, at));
      await audited(tx, actor, at, {
        action: "tournament.create",
        entityType: "tournament",
        entityId: row!.id,
        before: null,
        after: snapshot(row!),
      });
      return (await presentRows(tx, [row!], at))[0]!;
    });
    siteDataChanged(`tournament created: ${tournament.name}`);
    return c.json({ tournament }, 201);
  });

  route(app, calls.updateTournament, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const tournament = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
      if (!before) throw notFound("tournament");
      if (before.version !== input.version) throw staleSave("tournament");
      if (before.cancelledAt)
        throw httpError(409, "This tournament was cancelled: it can no longer be edited");
      const sold = (await ticketsSold(tx, [id])).get(id) ?? 0;
      if (input.capacity !== null && input.capacity < sold) {
        throw httpError(409, `${sold} tickets are already sold: the capacity cannot be lower than ${sold}`);
      }
      const [row] = await tx
        .update(tournaments)
        .set({ ...columns(input), version: before.version + 1, updatedAt: at })
        .where(and(eq(tournaments.id, id), eq(tournaments.version, input.version)))
        .returning();
      await audited(tx, actor, at, {
        action: "tournament.update",
        entityType: "tournament",
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
      return (await presentRows(tx, [row!], at))[0]!;
    });
    siteDataChanged(`tournament edited: ${tournament.name}`);
    return c.json({ tournament });
  });

  route(app, calls.cancelTournament, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version, confirm } = c.req.valid("json");
    const at = now();
    const tournament = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
      if (!before) throw notFound("tournament");
      if (before.version !== version) throw staleSave("tournament");
      if (before.cancelledAt) throw httpError(409, "This tournament is already cancelled");
      if (tournamentFinished(before.date, at))
        throw httpError(409, `${before.name} has finished: a finished tournament cannot be cancelled`);
      const sold = (await ticketsSold(tx, [id])).get(id) ?? 0;
      if (sold > 0 && confirm !== true) {
        throw httpError(
          409,
          `${sold} ${sold === 1 ? "ticket was" : "tickets were"} sold for ${before.name}. Cancel anyway? Send confirm: true to cancel it; refunds are handled separately.`,
        );
      }
      const [row] = await tx
        .update(tournaments)
        .set({ cancelledAt: at, cancelledBy: actor.id, version: before.version + 1, updatedAt: at })
        .where(eq(tournaments.id, id))
        .returning();
      await audited(tx, actor, at, {
        action: "tournament.cancel",
        entityType: "tournament",
        entityId: id,
        before: snapshot(before),
        after: { ...snapshot(row!), ticketsSold: sold },
      });
      return (await presentRows(tx, [row!], at))[0]!;
    });
    siteDataChanged(`tournament cancelled: ${tournament.name}`);
    return c.json({ tournament });
  });

  return app;
}
