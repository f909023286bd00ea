/** Tournaments anyone can see. */

import { and, desc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { StaffDraw } from "@/shared/api/console-contract";
import type { PublicDraw } from "@/shared/api/contract";
import { ladderOf } from "@/shared/domain/ladder";
import { publicReviewerName } from "@/shared/domain/reviewer-name";
import { tournamentDraws, tournaments, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { startOfClubDay } from "../lib/club-day";
import { loadMatches, rankCandidates, ratingsOf } from "../lib/competition";
import { presentTournament } from "../lib/present";
import { route } from "../lib/route";
import { ticketsSold } from "../lib/tournament-sales";
import { presentDraw } from "./console/draws";

export function tournamentRoutes({ db, now }: RouteDeps) {
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
    const rows = await db
      .select({ id: tournaments.id, name: tournaments.name, date: tournaments.date })
      .from(tournamentDraws)
      .innerJoin(tournaments, eq(tournaments.id, tournamentDraws.tournamentId))
      .where(and(isNotNull(tournamentDraws.publishedAt), isNull(tournaments.cancelledAt)))
      .orderBy(desc(tournaments.date), desc(tournaments.id));
    const at = now();
    const draws: PublicDraw[] = [];
    for (const row of rows) {
      const { draw } = await presentDraw(db, row.id, at);
      if (draw) draws.push(publicDraw(draw, row));
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

function publicDraw(draw: StaffDraw, t: { id: string; name: string; date: Date }): PublicDraw {
  const player = (p: { name: string; seed: number | null } | null) =>
    p && { name: publicReviewerName(p.name), seed: p.seed };
  return {
    tournamentId: t.id,
    tournamentName: t.name,
    date: t.date.toISOString(),
    rounds: draw.rounds.map((round) =>
      round.map((m) => ({
        roundName: m.roundName,
        a: player(m.a),
        b: player(m.b),
        winner: m.winner === null ? null : m.winner === m.a?.userId ? "a" : "b",
        score: m.score,
      })),
    ),
    medallists: draw.medallists && {
      winner: publicReviewerName(draw.medallists.winner),
      runnerUp: publicReviewerName(draw.medallists.runnerUp),
    },
  };
}
