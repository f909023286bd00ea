/** A member's tickets ("matches" in the calls' paths), ticket lookups and match summary. */

import { and, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { toNaira } from "@/shared/domain/pricing";
import { ageGroup } from "@/shared/domain/ranking";
import { holderInitials } from "@/shared/domain/ticket-pass";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
import { ticketCheckIns, tickets, tournaments, type UserRow, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { memberMatchesPage, memberSummaryJson } from "../lib/competition";
import { httpError } from "../lib/http-error";
import { presentTournament, tournamentCardColumns } from "../lib/present";
import { ticketSigner } from "../lib/ticket-signing";

/** The tickets a page of the member's tickets holds. */
export const TICKETS_PAGE = 20;

/**
 * A page of the member's tickets (`TICKETS_PAGE` and one more, to tell whether more remain), newest
 * purchase first, each with its tournament, the partner's name and the member's tickets in all.
 */
function ticketsPage(db: Database, userId: string | Placeholder, after: SQL | undefined) {
  const partner = alias(users, "partner");
  return db
    .select({
      // Only what the answer shows: each column read is a value turned into JavaScript per ticket.
      ticket: {
        id: tickets.id,
        token: tickets.token,
        priceKobo: tickets.priceKobo,
        createdAt: tickets.createdAt,
        voidedAt: tickets.voidedAt,
        partnerId: tickets.partnerId,
        partnerConfirmedAt: tickets.partnerConfirmedAt,
        withdrawnAt: tickets.withdrawnAt,
      },
      tournament: tournamentCardColumns,
      partnerName: partner.fullName,
      total: sql<number>`(select count(*) from ${tickets} t where t.user_id = ${userId})`.mapWith(Number),
    })
    .from(tickets)
    .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
    .leftJoin(partner, eq(partner.id, tickets.partnerId))
    .where(and(eq(tickets.userId, userId), after))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(TICKETS_PAGE + 1);
}

type TicketPageRow = Awaited<ReturnType<typeof ticketsPage>>[number];

/** The newest page, prepared once per database. */
const newestTickets = preparedPer((db) =>
  ticketsPage(db, sql.placeholder("userId"), undefined).prepare("newest_tickets"),
);

export function matchRoutes({ db, now, route, config, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();
  const signer = ticketSigner(config);

  route(app, calls.ticketKeys, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ keys: signer.keys });
  });

  /** A page of the member's tickets, newest purchase first, and how many they bought in all. */
  route(app, calls.userTickets, async (c) => {
    const player = c.get("player");
    const { before } = c.req.valid("query");
    let rows: TicketPageRow[];
    if (before === undefined) {
      // Every Tickets visit asks the newest page: one prepared statement with the total beside it.
      rows = await newestTickets(db).execute({ userId: player.id });
    } else {
      const [from] = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.id, before), eq(tickets.userId, player.id)));
      if (!from) throw httpError(404, "That ticket was not found");
      rows = await ticketsPage(
        db,
        player.id,
        // Compared in the database: its timestamps are finer than a JavaScript date.
        sql`(${tickets.createdAt}, ${tickets.id}) < (select b.created_at, b.id from ${tickets} b where b.id = ${before})`,
      );
    }
    const page = rows.slice(0, TICKETS_PAGE);
    // When the gate let them in, read for the page's tickets only: joined in the page's query, it was
    // read for every ticket of the member before the sort.
    const ids = page.map((row) => row.ticket.id);
    const checkIns = new Map(
      (ids.length === 0
        ? []
        : await db
            .select({ ticketId: ticketCheckIns.ticketId, at: ticketCheckIns.admittedAt })
            .from(ticketCheckIns)
            .where(inArray(ticketCheckIns.ticketId, ids))
      ).map((row) => [row.ticketId, row.at]),
    );
    const initials = holderInitials(player.fullName);
    return c.json({
      matches: page.map(({ ticket, tournament, partnerName }) => ({
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
        doubles: ticket.partnerId
          ? { partner: partnerName ?? "", confirmed: ticket.partnerConfirmedAt !== null }
          : null,
        withdrawn: ticket.withdrawnAt !== null,
        checkedInAt: checkIns.get(ticket.id)?.toISOString() ?? null,
      })),
      more: rows.length > TICKETS_PAGE,
      // No ticket on the page: none bought at all (a later page starts after one of theirs).
      total: rows[0]?.total ?? 0,
    });
  });

  /** Whether the member already holds a ticket for a tournament (the Already Paid button). */
  route(app, calls.matchCheck, async (c) => {
    const user = c.get("player");
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

  // Sent as kept while it stands (memberSummaryJson): the same JSON `c.json` would send.
  route(app, calls.matchSummary, async (c) =>
    c.body(await memberSummaryJson(db, c.get("player").id, now()), 200, {
      "Content-Type": "application/json",
    }),
  );

  route(app, calls.memberMatches, async (c) => {
    const page = await memberMatchesPage(db, c.get("player").id, c.req.valid("query").before);
    if (!page) throw httpError(404, "That match is not one of your matches");
    return c.json(page);
  });

  /** The member's ladder settings; `junior`: named by first name and initial whatever they choose. */
  const ladderSetting = (user: Pick<UserRow, "onLadder" | "ladderFullName" | "dob">) => ({
    onLadder: user.onLadder,
    ladderFullName: user.ladderFullName,
    junior: ageGroup(user.dob, now()) === "junior",
  });

  route(app, calls.ladderSetting, (c) => c.json(ladderSetting(c.get("player"))));

  /**
   * Leaving or rejoining the public club ladder (docs/decisions/0111-leaving-the-public-ladder.md),
   * and an adult's choice of full name or first name and initial there and in published draws
   * (docs/decisions/0102-public-draws-and-ladder.md); a junior cannot choose, so is refused.
   * Both are on the static /tournaments page, so a change asks for the site to be rebuilt; the
   * build queue folds a burst of changes into one build, so toggling often costs nothing more.
   */
  route(app, calls.updateLadderSetting, async (c) => {
    const user = c.get("player");
    const change = c.req.valid("json");
    const before = ladderSetting(user);
    if (change.ladderFullName !== undefined && before.junior)
      throw httpError(400, "Juniors are always shown by first name and initial");
    const reasons = [
      change.onLadder !== undefined &&
        change.onLadder !== user.onLadder &&
        (change.onLadder ? "a member rejoined the ladder" : "a member left the ladder"),
      change.ladderFullName !== undefined &&
        change.ladderFullName !== user.ladderFullName &&
        "a member changed their public name",
    ].filter((reason) => reason !== false);
    if (reasons.length === 0) return c.json(before);
    // Only the settings sent are written, so two changes at once never undo each other.
    const [saved] = await db
      .update(users)
      .set(change)
      .where(eq(users.id, user.id))
      .returning({ onLadder: users.onLadder, ladderFullName: users.ladderFullName, dob: users.dob });
    siteDataChanged(reasons.join("; "));
    return c.json(ladderSetting(saved ?? user));
  });

  return app;
}
