/**
 * Tournament draws in the console (staff): made from the tournament's playing ticket holders
 * (seeded by rating, byes for the top seeds), adjusted by swapping places, published, then played
 * round by round; the final's winner and runner-up are the medallists. Every write is audited.
 * Publishing tells the drawn players and their guardians (docs/decisions/0216-draw-published-message.md).
 */

import { and, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { StaffDraw } from "@/shared/api/console-contract";
import { type DrawSlot, makeDraw, swapSlots } from "@/shared/domain/draw";
import { drawPublishedNotices } from "@/shared/domain/draw-notices";
import { parseScore } from "@/shared/domain/tennis-score";
import type { Database } from "../../db/client";
import {
  clubMatches,
  clubMatchPlayers,
  eventDraws,
  guardianships,
  tickets,
  tournamentDraws,
  tournaments,
  users,
} from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import {
  type DrawPeople,
  drawResults,
  loadMatchesWhere,
  resultPlayedAt,
  staffBracket,
} from "../../lib/competition";
import { ratedEntrants } from "../../lib/entrants";
import { httpError } from "../../lib/http-error";
import { mailPendingNotices, writeNotices } from "../../lib/member-notices";
import { keepRatings } from "../../lib/ratings";
import type { Tx } from "../../payments/grants";
import {
  checkResultDay,
  clearPlayedResult,
  correctPlayedResult,
  placeOf,
  resultSnapshot,
} from "./draw-results";
import { notFound, staleSave } from "./shared";

type DrawRow = typeof tournamentDraws.$inferSelect;

/**
 * The tournament's entrants: holders of a player ticket that still stands (neither refunded nor
 * withdrawn: lib/entrants.ts), with their ratings, and its matches.
 */
async function entrantsOf(db: Database | Tx, tournamentId: string) {
  const [entrants, matches] = await Promise.all([
    ratedEntrants(
      db,
      and(
        eq(tickets.tournamentId, tournamentId),
        // An event played as round-robin groups has its own draw (docs/decisions/0237).
        sql`not exists (select 1 from ${eventDraws} where ${eventDraws.eventId} = ${tickets.eventId})`,
      ),
    ),
    loadMatchesWhere(db, eq(clubMatches.tournamentId, tournamentId)),
  ]);
  return { matches, entrants };
}

export async function presentDraw(db: Database | Tx, tournamentId: string) {
  const [[row], { entrants, matches }] = await Promise.all([
    db.select().from(tournamentDraws).where(eq(tournamentDraws.tournamentId, tournamentId)),
    entrantsOf(db, tournamentId),
  ]);
  const names: DrawPeople = new Map(entrants.map((e) => [e.userId, e]));
  const entrantList = entrants.map((e) => ({
    ...e,
    seed: row ? row.seeds.indexOf(e.userId) + 1 || null : null,
  }));
  if (!row) return { draw: null, entrants: entrantList };
  const draw = staffBracket(row, drawResults(matches, tournamentId), names);
  return { draw, entrants: entrantList };
}

const snapshot = (row: DrawRow) => ({
  slots: row.slots,
  seeds: row.seeds,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  version: row.version,
});

async function lockDraw(tx: Tx, tournamentId: string, version?: number) {
  const [row] = await tx
    .select()
    .from(tournamentDraws)
    .where(eq(tournamentDraws.tournamentId, tournamentId))
    .for("update");
  if (!row) throw httpError(404, "This tournament has no draw yet");
  if (version !== undefined && row.version !== version) throw staleSave("draw");
  return row;
}

/** Writes the final's winner and runner-up to the draw once the final has a result. */
async function recordMedallists(tx: Tx, draw: DrawRow, after: { draw: StaffDraw | null }, at: Date) {
  const final = after.draw?.rounds.at(-1)?.[0];
  if (!final?.winner || !final.a || !final.b) return;
  await tx
    .update(tournamentDraws)
    .set({
      winnerId: final.winner,
      runnerUpId: final.winner === final.a.userId ? final.b.userId : final.a.userId,
      version: draw.version + 1,
      updatedAt: at,
    })
    .where(eq(tournamentDraws.tournamentId, draw.tournamentId));
}

/**
 * Tells every drawn player and each of their active guardians that the draw is published: a
 * notification each, copied to the messages outbox as a "draw-published" message for those who take
 * them on WhatsApp, SMS or push, and to the mail outbox for the others. Runs in the transaction that
 * publishes, which only one request can do: a repeated publish is refused before reaching here.
 */
async function tellDrawPublished(
  tx: Tx,
  tournament: typeof tournaments.$inferSelect,
  draw: DrawRow,
  at: Date,
  siteUrl: string,
): Promise<string[]> {
  const drawnIds = [...new Set(draw.slots.filter((id): id is string => id !== null))];
  if (drawnIds.length === 0) return [];
  const [players, guardians] = await Promise.all([
    tx.select({ userId: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, drawnIds)),
    tx
      .select({ playerId: guardianships.playerId, guardianId: guardianships.guardianId })
      .from(guardianships)
      .where(and(inArray(guardianships.playerId, drawnIds), eq(guardianships.status, "active"))),
  ]);
  const inDrawOrder = drawnIds.flatMap((id) => players.filter((p) => p.userId === id));
  const notices = drawPublishedNotices(
    tournament,
    inDrawOrder,
    guardians.flatMap(({ playerId, guardianId }) => (guardianId ? [{ playerId, guardianId }] : [])),
  );
  return writeNotices(
    tx,
    notices.map((notice) => ({ ...notice, kind: "draw-published" as const })),
    at,
    siteUrl,
  );
}

export function consoleDrawRoutes({ db, mailer, config, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  async function tournamentOf(tx: Database | Tx, id: string) {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, id));
    if (!tournament) throw notFound("tournament");
    return tournament;
  }

  route(app, calls.staffDraw, async (c) => {
    const { id } = c.req.valid("param");
    await tournamentOf(db, id);
    return c.json(await presentDraw(db, id));
  });

  route(app, calls.makeDraw, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      if (tournament.cancelledAt)
        throw httpError(409, "This tournament is cancelled: it has no draw to make");
      const [before] = await tx
        .select()
        .from(tournamentDraws)
        .where(eq(tournamentDraws.tournamentId, id))
        .for("update");
      if (before?.publishedAt) throw httpError(409, "The draw is published: it can no longer be made again");
      const { entrants } = await entrantsOf(tx, id);
      const made = makeDraw(entrants.map((e) => ({ id: e.userId, rating: e.rating })));
      if (!made.ok)
        throw httpError(
          400,
          `${made.message}: this tournament has ${entrants.length} playing ticket holders`,
        );
      const values = { slots: made.slots, seeds: made.seeds, updatedAt: at };
      const [row] = before
        ? await tx
            .update(tournamentDraws)
            .set({ ...values, version: before.version + 1 })
            .where(eq(tournamentDraws.tournamentId, id))
            .returning()
        : await tx
            .insert(tournamentDraws)
            .values({ tournamentId: id, ...values, createdAt: at })
            .returning();
      await audited(tx, actor, at, {
        action: "draw.make",
        entityType: "tournament",
        entityId: id,
        before: before ? snapshot(before) : null,
        after: snapshot(row!),
      });
      return presentDraw(tx, id);
    });
    return c.json(answer);
  });

  route(app, calls.swapDraw, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { from, to, version } = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const before = await lockDraw(tx, id, version);
      if (before.publishedAt) throw httpError(409, "The draw is published: its places can no longer change");
      if (from >= before.slots.length || to >= before.slots.length)
        throw httpError(400, `A place is a number from 0 to ${before.slots.length - 1}`);
      const slots: DrawSlot[] = swapSlots(before.slots, from, to);
      const [row] = await tx
        .update(tournamentDraws)
        .set({ slots, version: before.version + 1, updatedAt: at })
        .where(eq(tournamentDraws.tournamentId, id))
        .returning();
      await audited(tx, actor, at, {
        action: "draw.swap",
        entityType: "tournament",
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
      return presentDraw(tx, id);
    });
    return c.json(answer);
  });

  route(app, calls.publishDraw, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const at = now();
    const { answer, notices } = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      const before = await lockDraw(tx, id, version);
      if (before.publishedAt) throw httpError(409, "The draw is already published");
      if (tournament.cancelledAt)
        throw httpError(409, "This tournament is cancelled: its draw is not published");
      const [row] = await tx
        .update(tournamentDraws)
        .set({ publishedAt: at, version: before.version + 1, updatedAt: at })
        .where(eq(tournamentDraws.tournamentId, id))
        .returning();
      await audited(tx, actor, at, {
        action: "draw.publish",
        entityType: "tournament",
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
      const notices = await tellDrawPublished(tx, tournament, row!, at, config.publicSiteUrl);
      return { answer: await presentDraw(tx, id), notices };
    });
    await mailPendingNotices({ db, mailer }, { ids: notices });
    siteDataChanged("draw published");
    return c.json(answer);
  });

  route(app, calls.drawResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      checkResultDay(tournament, input.playedOn, at);
      const draw = await lockDraw(tx, id);
      if (!draw.publishedAt) throw httpError(409, "Publish the draw before entering its results");
      const current = await presentDraw(tx, id);
      const match = current.draw?.rounds[input.round - 1]?.[input.index];
      if (!match) throw httpError(400, "This draw has no such match");
      if (match.winner !== null && match.matchId !== null)
        throw httpError(409, "This match already has a result: use Correct on the draw to change it");
      if (!match.playable || !match.a || !match.b)
        throw httpError(409, "This match's players are not known yet: enter the earlier rounds first");
      const check = parseScore(input.score, input.outcome, input.sideOut);
      if (!check.ok) throw httpError(400, check.message);
      const [row] = await tx
        .insert(clubMatches)
        .values({
          kind: "singles",
          tournamentId: id,
          tournamentName: tournament.name,
          round: match.roundName,
          drawRound: input.round,
          drawIndex: input.index,
          status: "confirmed",
          outcome: input.outcome,
          score: check.score.text,
          winner: check.score.winner,
          gamesA: check.score.games.a,
          gamesB: check.score.games.b,
          playedAt: resultPlayedAt(input.playedOn),
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx.insert(clubMatchPlayers).values([
        { matchId: row!.id, side: "a", slot: 1, userId: match.a.userId, name: match.a.name },
        { matchId: row!.id, side: "b", slot: 1, userId: match.b.userId, name: match.b.name },
      ]);
      await keepRatings(tx, row!.playedAt);
      await recordMedallists(tx, draw, await presentDraw(tx, id), at);
      await audited(tx, actor, at, {
        action: "draw.result",
        entityType: "match",
        entityId: row!.id,
        before: null,
        after: {
          tournamentId: id,
          ...placeOf(match),
          round: input.round,
          index: input.index,
          score: check.score.text,
          winner: check.score.winner,
        },
      });
      return presentDraw(tx, id);
    });
    siteDataChanged("draw result entered");
    return c.json(answer, 201);
  });

  route(app, calls.correctDrawResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      checkResultDay(tournament, input.playedOn, at);
      const draw = await lockDraw(tx, id);
      const rounds = (await presentDraw(tx, id)).draw?.rounds ?? [];
      const done = await correctPlayedResult(tx, rounds, input, at);
      const corrected = await presentDraw(tx, id);
      // A new winner moves into the next round's place by itself (later rounds follow the results);
      // only the final's medallists are stored.
      if (done.winnerChanges) await recordMedallists(tx, draw, corrected, at);
      await audited(tx, actor, at, {
        action: "draw.correct",
        entityType: "match",
        entityId: done.before.id,
        before: resultSnapshot(id, done.before, done.match.winner, done.match),
        after: resultSnapshot(id, done.after, done.winnerId, done.match),
      });
      return done.winnerChanges ? presentDraw(tx, id) : corrected;
    });
    siteDataChanged("draw result corrected");
    return c.json(answer);
  });

  route(app, calls.clearDrawResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      checkResultDay(tournament, null, at);
      const draw = await lockDraw(tx, id);
      const rounds = (await presentDraw(tx, id)).draw?.rounds ?? [];
      const done = await clearPlayedResult(tx, rounds, input);
      if (done.final)
        await tx
          .update(tournamentDraws)
          .set({ winnerId: null, runnerUpId: null, version: draw.version + 1, updatedAt: at })
          .where(eq(tournamentDraws.tournamentId, id));
      await audited(tx, actor, at, {
        action: "draw.clear",
        entityType: "match",
        entityId: done.before.id,
        before: resultSnapshot(id, done.before, done.match.winner, done.match),
        after: null,
      });
      return presentDraw(tx, id);
    });
    siteDataChanged("draw result cleared");
    return c.json(answer);
  });

  return app;
}
