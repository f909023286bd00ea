/** Tournaments anyone can see. */
import { desc, gte } from "drizzle-orm";
import { Hono } from "hono";
import { tournaments } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { startOfClubDay } from "../lib/club-day";
import { presentTournament } from "../lib/present";

export function tournamentRoutes({ db, now }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /**
   * Upcoming tournaments (from the start of today in Lagos), latest date first: every client reverses
   * `tours` before showing it, so pages list the soonest first. Past tournaments stay in the database
   * for tickets and match history but are not offered here.
   */
  app.get("/tour/admin/getTournaments", async (c) => {
    const rows = await db
      .select()
      .from(tournaments)
      .where(gte(tournaments.date, startOfClubDay(now())))
      .orderBy(desc(tournaments.date), desc(tournaments.id));
    return c.json({ tours: rows.map(presentTournament) });
  });

  return app;
}
