/** A member's tickets ("matches" in the calls' paths), ticket lookups and match summary. */

import { and, desc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { toNaira } from "@/shared/domain/pricing";
import { holderInitials } from "@/shared/domain/ticket-pass";
import { tickets, tournaments, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { memberSummary } from "../lib/competition";
import { httpError } from "../lib/http-error";
import { presentTournament } from "../lib/present";
import { route } from "../lib/route";
import { ticketSigner } from "../lib/ticket-signing";

export function matchRoutes({ db, now, requireUser, config, siteDataChanged }: RouteDeps) {
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

  route(app, calls.matchSummary, requireUser, async (c) =>
    c.json(await memberSummary(db, c.get("user").id, now())),
  );

  route(app, calls.ladderSetting, requireUser, (c) => c.json({ onLadder: c.get("user").onLadder }));

  /**
   * Leaving or rejoining the public club ladder (docs/decisions/0111-leaving-the-public-ladder.md).
   * The ladder is on the static /tournaments page, so a change asks for the site to be rebuilt; the
   * build queue folds a burst of changes into one build, so toggling often costs nothing more.
   */
  route(app, calls.updateLadderSetting, requireUser, async (c) => {
    const user = c.get("user");
    const { onLadder } = c.req.valid("json");
    if (onLadder !== user.onLadder) {
      await db.update(users).set({ onLadder }).where(eq(users.id, user.id));
      siteDataChanged(onLadder ? "a member rejoined the ladder" : "a member left the ladder");
    }
    return c.json({ onLadder });
  });

  return app;
}
