/** A member's tickets ("matches" in the calls' paths), ticket lookups and match summary. */

import { and, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { toNaira } from "@/shared/domain/pricing";
import { ageGroup } from "@/shared/domain/ranking";
import { holderInitials } from "@/shared/domain/ticket-pass";
import type { Database } from "../db/client";
import { epochMs, jsonList } from "../db/json-list";
import { preparedPer } from "../db/prepared";
import { ticketCheckIns, tickets, tournaments, type UserRow, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { memberMatchesPage, memberSummaryJson } from "../lib/competition";
import { httpError } from "../lib/http-error";
import { presentTournament } from "../lib/present";
import { ticketSigner } from "../lib/ticket-signing";

/** The tickets a page of the member's tickets holds. */
export const TICKETS_PAGE = 20;

/** A ticket of a page as `ticketsPage` builds it in its JSON, in this order. */
type TicketEntry = [
  id: string,
  token: string,
  priceKobo: number,
  createdAtMs: number,
  voided: boolean,
  partnerId: string | null,
  partnerConfirmed: boolean,
  withdrawn: boolean,
  tournamentId: string,
  name: string,
  dateMs: number,
  location: string,
  time: string,
  tournamentPriceKobo: number,
  imageUrl: string,
  capacity: number | null,
  cancelledAtMs: number | null,
  salesOpenAtMs: number | null,
  memberEarlyDays: number,
  partnerName: string | null,
  checkedInAtMs: number | null,
];

/**
 * A page of the member's tickets (`TICKETS_PAGE` and one more, to tell whether more remain), newest
 * purchase first, each with its tournament, the partner's name and when the gate let it in, built
 * as JSON by the database (`TicketEntry`), and the member's tickets in all: one row, one statement.
 * The page is cut first, then joined, so the joins read the page's rows only, not every ticket the
 * member ever bought. `before`: only tickets bought before that ticket.
 */
function ticketsPage(db: Database, before: boolean) {
  const userId = sql.placeholder("userId");
  const after = before
    ? // Compared in the database: its timestamps are finer than a JavaScript date.
      sql`and (${tickets.createdAt}, ${tickets.id}) < (select b.created_at, b.id from ${tickets} b where b.id = ${sql.placeholder("before")})`
    : sql``;
  return db
    .select({
      list: sql<
        string | null
      >`(select json_agg(json_build_array(p.id, p.token, p.price_kobo, ${epochMs(sql`p.created_at`)},
          p.voided_at is not null, p.partner_id, p.partner_confirmed_at is not null, p.withdrawn_at is not null,
          t.id, t.name, ${epochMs(sql`t.date`)}, t.location, t.time, t.price_kobo, t.image_url, t.capacity,
          ${epochMs(sql`t.cancelled_at`)}, ${epochMs(sql`t.sales_open_at`)}, t.member_early_days,
          partner.full_name, ${epochMs(sql`admitted.admitted_at`)}) order by p.created_at desc, p.id desc)::text
        from (select ${tickets.id} as id, ${tickets.token} as token, ${tickets.priceKobo} as price_kobo,
            ${tickets.createdAt} as created_at, ${tickets.voidedAt} as voided_at, ${tickets.partnerId} as partner_id,
            ${tickets.partnerConfirmedAt} as partner_confirmed_at, ${tickets.withdrawnAt} as withdrawn_at,
            ${tickets.tournamentId} as tournament_id
          from ${tickets} where ${tickets.userId} = ${userId} ${after}
          order by ${tickets.createdAt} desc, ${tickets.id} desc limit ${TICKETS_PAGE + 1}) p
        inner join ${tournaments} t on t.id = p.tournament_id
        left join ${users} partner on partner.id = p.partner_id
        left join ${ticketCheckIns} admitted on admitted.ticket_id = p.id)`,
      total: sql<number>`(select count(*) from ${tickets} t where t.user_id = ${userId})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare(before ? "tickets_before" : "newest_tickets");
}

/** The newest page (every Tickets visit asks it) and a later one, each prepared once per database. */
const newestTickets = preparedPer((db) => ticketsPage(db, false));
const ticketsBefore = preparedPer((db) => ticketsPage(db, true));

/** A moment of a `TicketEntry` as a date, or null. */
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

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
    if (before !== undefined) {
      const [from] = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.id, before), eq(tickets.userId, player.id)));
      if (!from) throw httpError(404, "That ticket was not found");
    }
    const [found] =
      before === undefined
        ? await newestTickets(db).execute({ userId: player.id })
        : await ticketsBefore(db).execute({ userId: player.id, before });
    const rows = jsonList<TicketEntry>(found?.list);
    const initials = holderInitials(player.fullName);
    return c.json({
      matches: rows.slice(0, TICKETS_PAGE).map((entry) => {
        const [
          id,
          token,
          priceKobo,
          createdAtMs,
          voided,
          partnerId,
          partnerConfirmed,
          withdrawn,
          tournamentId,
          name,
          dateMs,
          location,
          time,
          tournamentPriceKobo,
          imageUrl,
          capacity,
          cancelledAtMs,
          salesOpenAtMs,
          memberEarlyDays,
          partnerName,
          checkedInAtMs,
        ] = entry;
        const createdAt = new Date(createdAtMs);
        return {
          _id: id,
          tournament: presentTournament({
            id: tournamentId,
            name,
            date: new Date(dateMs),
            location,
            time,
            priceKobo: tournamentPriceKobo,
            imageUrl,
            capacity,
            cancelledAt: dateOf(cancelledAtMs),
            salesOpenAt: dateOf(salesOpenAtMs),
            memberEarlyDays,
          }),
          token,
          pass: signer.sign({ ticketId: id, tournamentId, initials, issuedAt: createdAt }),
          price: toNaira(priceKobo),
          createdAt: createdAt.toISOString(),
          voided,
          doubles: partnerId ? { partner: partnerName ?? "", confirmed: partnerConfirmed } : null,
          withdrawn,
          checkedInAt: dateOf(checkedInAtMs)?.toISOString() ?? null,
        };
      }),
      more: rows.length > TICKETS_PAGE,
      total: found?.total ?? 0,
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
