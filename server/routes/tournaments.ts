/** Tournaments anyone can see. */

import { desc, gte } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { tournaments } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { startOfClubDay } from "../lib/club-day";
import { presentTournament } from "../lib/present";
import { route } from "../lib/route";
import { ticketsSold } from "../lib/tournament-sales";

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

  return app;
}
