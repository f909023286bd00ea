/** Tournaments anyone can see. */

import { and, desc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { StaffDraw } from "@/shared/api/console-contract";
import type { MemberDraw, PublicDraw } from "@/shared/api/contract";
import { ladderOf } from "@/shared/domain/ladder";
import { publicReviewerName } from "@/shared/domain/reviewer-name";
import type { Database } from "../db/client";
import { tournamentDraws, tournaments, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { startOfClubDay } from "../lib/club-day";
import { loadMatches, rankCandidates, ratingsOf } from "../lib/competition";
import { presentTournament } from "../lib/present";
import { route } from "../lib/route";
import { ticketsSold } from "../lib/tournament-sales";
import { presentDraw } from "./console/draws";

export function tournamentRoutes({ db, now, requireUser }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /**
   * Upcoming tournaments (from the start of today in Lagos), latest date first: every client reverses
   * `tours` before showing it, so pages list the soonest first. Past tournaments stay in the database
   * for tickets and match history but are not offered here. Cancelled and sold-out ones are listed
   * with `cancelled` and `soldOut` set, so pages can say so.
   */
  route(app, calls.tournaments, async (c) => {
    const rows = await db
      .select()
      .from(tournaments)
      .where(gte(tournaments.date, startOfClubDay(now())))
      .orderBy(desc(tournaments.date), desc(tournaments.id));
    const sold = await ticketsSold(
      db,
      rows.map((r) => r.id),
    );
    return c.json({ tours: rows.map((row) => presentTournament(row, sold.get(row.id) ?? 0)) });
  });

  /**
   * Published draws of tournaments not cancelled, newest tournament first: rounds, scores and
   * medallists with every player by public name (first name and initial). Unpublished draws,
   * cancelled tournaments' draws and all ids, ratings and contacts stay private.
   */
  route(app, calls.publicDraws, async (c) => {
    const rows = await publishedDraws(db);
    const at = now();
    const draws: PublicDraw[] = [];
    for (const row of rows) {
      const { draw } = await presentDraw(db, row.id, at);
      if (draw) draws.push(publicDraw(draw, row));
    }
    return c.json({ draws });
  });

  /**
   * The published draws the member plays in (tournaments not cancelled), newest first: the public
   * draw, with the member's own places marked `you`.
   */
  route(app, calls.myDraws, requireUser, async (c) => {
    const user = c.get("user");
    const rows = await publishedDraws(db);
    const at = now();
    const draws: MemberDraw[] = [];
    for (const row of rows.filter((r) => r.slots.includes(user.id))) {
      const { draw } = await presentDraw(db, row.id, at);
      if (draw) draws.push(memberDraw(draw, row, user.id));
    }
    return c.json({ draws });
  });

  /**
   * The club ladder from the recorded results: top ranked adults and juniors, public names only,
   * without the members who left it (ranks as in the club ranking).
   */
  route(app, calls.publicLadder, async (c) => {
    const at = now();
    const candidates = await rankCandidates(db, ratingsOf(await loadMatches(db), at), at);
    const ids = candidates.map((p) => p.userId);
    const people =
      ids.length === 0
        ? []
        : await db
            .select({ id: users.id, name: users.fullName, onLadder: users.onLadder })
            .from(users)
            .where(inArray(users.id, ids));
    const names = new Map(people.map((p) => [p.id, p.name]));
    const hidden = new Set(people.filter((p) => !p.onLadder).map((p) => p.id));
    return c.json({
      adults: ladderOf(candidates, names, hidden, "adult", at),
      juniors: ladderOf(candidates, names, hidden, "junior", at),
    });
  });

  return app;
}

/** The published draws of tournaments not cancelled, newest tournament first. */
function publishedDraws(db: Database) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      date: tournaments.date,
      slots: tournamentDraws.slots,
    })
    .from(tournamentDraws)
    .innerJoin(tournaments, eq(tournaments.id, tournamentDraws.tournamentId))
    .where(and(isNotNull(tournamentDraws.publishedAt), isNull(tournaments.cancelledAt)))
    .orderBy(desc(tournaments.date), desc(tournaments.id));
}

type DrawPlayer = NonNullable<StaffDraw["rounds"][number][number]["a"]>;

/**
 * A draw as the public page and an entrant's dashboard show it, each player as `player` gives them:
 * rounds, scores, winner sides and medallists, all by public name.
 */
function drawView<P>(
  draw: StaffDraw,
  t: { id: string; name: string; date: Date },
  player: (p: DrawPlayer) => P,
) {
  return {
    tournamentId: t.id,
    tournamentName: t.name,
    date: t.date.toISOString(),
    rounds: draw.rounds.map((round) =>
      round.map((m) => ({
        roundName: m.roundName,
        a: m.a && player(m.a),
        b: m.b && player(m.b),
        winner: m.winner === null ? null : m.winner === m.a?.userId ? ("a" as const) : ("b" as const),
        score: m.score,
      })),
    ),
    medallists: draw.medallists && {
      winner: publicReviewerName(draw.medallists.winner),
      runnerUp: publicReviewerName(draw.medallists.runnerUp),
    },
  };
}

const publicPlayer = (p: DrawPlayer) => ({ name: publicReviewerName(p.name), seed: p.seed });

function publicDraw(draw: StaffDraw, t: { id: string; name: string; date: Date }): PublicDraw {
  return drawView(draw, t, publicPlayer);
}

/** The public draw for one of its entrants: their own places marked. */
function memberDraw(
  draw: StaffDraw,
  t: { id: string; name: string; date: Date },
  userId: string,
): MemberDraw {
  return drawView(draw, t, (p) => ({ ...publicPlayer(p), you: p.userId === userId }));
}
