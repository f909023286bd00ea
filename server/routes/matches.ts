/** A member's tickets ("matches" in the calls' paths), ticket lookups and match results. */

import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { MatchSummary } from "@/shared/api/contract";
import { toNaira } from "@/shared/domain/pricing";
import { holderInitials } from "@/shared/domain/ticket-pass";
import { matchResults, tickets, tournaments } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { httpError } from "../lib/http-error";
import { clubRank, improvementText } from "../lib/match-summary";
import { presentTournament } from "../lib/present";
import { route } from "../lib/route";
import { ticketSigner } from "../lib/ticket-signing";

export function matchRoutes({ db, requireUser, config }: RouteDeps) {
  const app = new Hono<AppEnv>();
  const signer = ticketSigner(config);

  route(app, calls.ticketKeys, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ keys: signer.keys });
  });

  /** The member's tickets, newest purchase first. */
  route(app, calls.userTickets, requireUser, async (c) => {
    const rows = await db
      .select({ ticket: tickets, tournament: tournaments })
      .from(tickets)
      .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
      .where(eq(tickets.userId, c.get("user").id))
      .orderBy(desc(tickets.createdAt), desc(tickets.id));
    const initials = holderInitials(c.get("user").fullName);
    return c.json({
      matches: rows.map(({ ticket, tournament }) => ({
        _id: ticket.id,
        tournament: presentTournament(tournament),
        token: ticket.token,
        pass: signer.sign({
          ticketId: ticket.id,
          tournamentId: tournament.id,
          initials,
          issuedAt: ticket.createdAt,
        }),
        price: toNaira(ticket.priceKobo),
        createdAt: ticket.createdAt.toISOString(),
        voided: ticket.voidedAt !== null,
      })),
    });
  });

  /** Whether the member already holds a ticket for a tournament (the Already Paid button). */
  route(app, calls.matchCheck, requireUser, async (c) => {
    const user = c.get("user");
    const { tournamentId, userId } = c.req.valid("json");
    if (userId !== undefined && userId !== user.id)
      throw httpError(403, "You can only check your own tickets");
    const [found] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(eq(tickets.userId, user.id), eq(tickets.tournamentId, tournamentId), isNull(tickets.voidedAt)),
      )
      .limit(1);
    return c.json({ match: found !== undefined });
  });

  route(app, calls.matchSummary, requireUser, async (c) => {
    const user = c.get("user");
    const [played, records] = await Promise.all([
      db
        .select()
        .from(matchResults)
        .where(eq(matchResults.userId, user.id))
        .orderBy(asc(matchResults.playedAt), asc(matchResults.id)),
      db
        .select({
          userId: matchResults.userId,
          played: count(),
          won: sql<number>`count(*) filter (where ${matchResults.won})`.mapWith(Number),
        })
        .from(matchResults)
        .groupBy(matchResults.userId),
    ]);
    const matchesWon = played.filter((m) => m.won).length;
    const body: MatchSummary = {
      cMatch: {
        rank: clubRank(user.id, records),
        improvement: improvementText(played.map((m) => m.won)),
        totalMatches: played.length,
      },
      matchesWon,
      // Newest first, as a results list reads.
      matches: played.toReversed().map((m) => ({
        _id: m.id,
        tournamentName: m.tournamentName,
        opponent: m.opponent,
        score: m.score,
        won: m.won,
        playedAt: m.playedAt.toISOString(),
      })),
    };
    return c.json(body);
  });

  return app;
}
