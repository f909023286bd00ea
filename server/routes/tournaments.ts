/** Tournaments anyone can see. */

import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { StaffDraw } from "@/shared/api/console-contract";
import type { MemberDraw, PublicDraw, PublicGroups, PublicOrderOfPlay } from "@/shared/api/contract";
import { publiclyShown } from "@/shared/domain/families";
import { type LadderMember, ladderOf } from "@/shared/domain/ladder";
import { type PublicNaming, publicPlayerName } from "@/shared/domain/public-player-name";
import { ageGroup } from "@/shared/domain/ranking";
import { RECENT_TOURNAMENT_DAYS } from "@/shared/domain/tournament-entries";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
import {
  eventDraws,
  orderOfPlay,
  tickets,
  tournamentDraws,
  tournamentEvents,
  tournaments,
  users,
} from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { startOfClubDay } from "../lib/club-day";
import { httpError } from "../lib/http-error";
import { rankCandidates } from "../lib/kept-ratings";
import { presentTournament } from "../lib/present";
import { ticketsSold } from "../lib/tournament-sales";
import { presentConsolation } from "./console/consolation";
import { presentDraw } from "./console/draws";
import { presentGroups } from "./console/groups";
import { drawMatchesToPlan } from "./console/order-of-play";

/** Upcoming tournaments a page of the public list holds. */
export const TOURNAMENTS_PAGE = 50;

/**
 * A page of upcoming tournaments in date order with the tickets each has sold (a ticket voided by a
 * refund frees its seat), one more than a page to tell whether more follow: one statement.
 */
function upcomingPage(db: Database, where: SQL | undefined) {
  return db
    .select({
      tournament: tournaments,
      sold: sql<number>`(${db
        .select({ n: count() })
        .from(tickets)
        .where(and(eq(tickets.tournamentId, tournaments.id), isNull(tickets.voidedAt)))})`.mapWith(Number),
    })
    .from(tournaments)
    .where(where)
    .orderBy(asc(tournaments.date), asc(tournaments.id))
    .limit(TOURNAMENTS_PAGE + 1);
}

/** The first page: every tournaments list asks it, so it is prepared once per database. */
const firstUpcomingPage = preparedPer((db) =>
  upcomingPage(db, gte(tournaments.date, sql.placeholder("from"))).prepare("upcoming_tournaments"),
);

export function tournamentRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /**
   * Upcoming tournaments (from the start of today in Lagos), a page at a time: the soonest
   * TOURNAMENTS_PAGE, or the TOURNAMENTS_PAGE after the upcoming tournament `after`, each page latest
   * date first (every client reverses `tours` before showing it, so pages list the soonest first),
   * with `more` when later ones remain. Past tournaments stay in the database for tickets and match
   * history but are not offered here. Cancelled and sold-out ones are listed with `cancelled` and
   * `soldOut` set, so pages can say so.
   */
  route(app, calls.tournaments, async (c) => {
    const { after } = c.req.valid("query");
    const upcoming = gte(tournaments.date, startOfClubDay(now()));
    if (after !== undefined) {
      const [from] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.id, after), upcoming));
      if (!from) throw httpError(404, "That tournament is not an upcoming one");
    }
    const rows =
      after === undefined
        ? await firstUpcomingPage(db).execute({ from: startOfClubDay(now()).toISOString() })
        : await upcomingPage(
            db,
            and(
              upcoming,
              sql`(${tournaments.date}, ${tournaments.id}) > (select t.date, t.id from ${tournaments} t where t.id = ${after})`,
            ),
          );
    const page = rows.slice(0, TOURNAMENTS_PAGE).reverse();
    return c.json({
      tours: page.map(({ tournament, sold }) => presentTournament(tournament, sold)),
      more: rows.length > TOURNAMENTS_PAGE,
    });
  });

  route(app, calls.recentTournaments, async (c) => {
    const today = startOfClubDay(now());
    const rows = await db
      .select()
      .from(tournaments)
      .where(
        and(
          lt(tournaments.date, today),
          gte(tournaments.date, new Date(today.getTime() - RECENT_TOURNAMENT_DAYS * 86_400_000)),
        ),
      )
      .orderBy(desc(tournaments.date), desc(tournaments.id));
    const sold = await ticketsSold(
      db,
      rows.map((r) => r.id),
    );
    return c.json({ tours: rows.map((row) => presentTournament(row, sold.get(row.id) ?? 0)) });
  });

  /**
   * Published draws of tournaments not cancelled, newest tournament first: rounds, scores and
   * medallists with every player by public name, as on the ladder (`publicPlayerName`). Unpublished
   * draws, cancelled tournaments' draws and all ids, ratings and contacts stay private.
   */
  route(app, calls.publicDraws, async (c) => {
    const at = now();
    const draws = await presentDraws(db, await publishedDraws(db));
    const members = await membersOf(db, playersOf(draws), at);
    return c.json({
      draws: draws.map(
        ({ draw, row, consolation }): PublicDraw => publicDraw(draw, row, members, consolation),
      ),
    });
  });

  /**
   * The published draws the member plays in (tournaments not cancelled), newest first: the public
   * draw, with the member's own places marked `you`.
   */
  route(app, calls.myDraws, async (c) => {
    const user = c.get("player");
    const at = now();
    const rows = (await publishedDraws(db)).filter((r) => r.slots.includes(user.id));
    const draws = await presentDraws(db, rows);
    const members = await membersOf(db, playersOf(draws), at);
    return c.json({
      draws: draws.map(
        ({ draw, row, consolation }): MemberDraw => memberDraw(draw, row, members, user.id, consolation),
      ),
    });
  });

  /**
   * Published round-robin events of tournaments not cancelled, newest tournament first: each
   * group's standings and results by public name; a one-group event's medallists once it is played.
   */
  route(app, calls.publicGroups, async (c) => {
    const at = now();
    const rows = await db
      .select({ event: tournamentEvents, tournament: tournaments })
      .from(eventDraws)
      .innerJoin(tournamentEvents, eq(tournamentEvents.id, eventDraws.eventId))
      .innerJoin(tournaments, eq(tournaments.id, eventDraws.tournamentId))
      .where(and(isNotNull(eventDraws.publishedAt), isNull(tournaments.cancelledAt)))
      .orderBy(desc(tournaments.date), asc(tournamentEvents.position), asc(tournamentEvents.name));
    const shown = await Promise.all(
      rows.map(async (r) => ({ ...r, groups: await presentGroups(db, r.event) })),
    );
    const members = await membersOf(
      db,
      shown.flatMap((s) => s.groups.groups?.groups.flatMap((g) => g.players.map((p) => p.userId)) ?? []),
      at,
    );
    const nameOf = (p: { userId: string; name: string }) =>
      publicPlayerName(p.name, members.get(p.userId) ?? null);
    const events: PublicGroups[] = shown.map(({ event, tournament, groups }) => {
      const list = groups.groups?.groups ?? [];
      const knockout = groups.knockout?.published ? groups.knockout : null;
      const only = list.length === 1 ? list[0] : undefined;
      return {
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        date: tournament.date.toISOString(),
        eventId: event.id,
        eventName: event.name,
        groups: list.map((g) => ({
          name: g.name,
          complete: g.complete,
          standings: g.standings.map(({ userId, name, tiedWithAbove: _, ...row }) => ({
            ...row,
            name: nameOf({ userId, name }),
          })),
          matches: g.matches.map((m) => ({
            a: nameOf(m.a),
            b: nameOf(m.b),
            score: m.score,
            winner: m.winner,
          })),
        })),
        knockout: knockout && bracketView(knockout, members, publicPlayer),
        // With a knock-out, its finalists are the event's medallists (docs/decisions/0245).
        medallists: groups.knockout
          ? knockout && bracketView(knockout, members, publicPlayer).medallists
          : only?.complete && only.standings.length >= 2
            ? { winner: nameOf(only.standings[0]!), runnerUp: nameOf(only.standings[1]!) }
            : null,
      };
    });
    return c.json({ events });
  });

  /**
   * The published orders of play of tournaments not cancelled, each match by time and court with
   * its players by public name and its score once played (docs/decisions/0236-order-of-play.md).
   */
  route(app, calls.publicOrdersOfPlay, async (c) => {
    const at = now();
    const rows = await db
      .select({ plan: orderOfPlay })
      .from(orderOfPlay)
      .innerJoin(tournaments, eq(tournaments.id, orderOfPlay.tournamentId))
      .where(and(isNotNull(tournaments.orderOfPlayPublishedAt), isNull(tournaments.cancelledAt)))
      .orderBy(asc(orderOfPlay.startsAt), asc(orderOfPlay.court));
    const ids = [...new Set(rows.map((r) => r.plan.tournamentId))];
    const draws = new Map(
      await Promise.all(ids.map(async (id) => [id, await drawMatchesToPlan(db, id)] as const)),
    );
    const members = await membersOf(
      db,
      rows.flatMap((r) => r.plan.players),
      at,
    );
    const orders: PublicOrderOfPlay[] = ids.map((tournamentId) => ({
      tournamentId,
      matches: rows
        .filter((r) => r.plan.tournamentId === tournamentId)
        .flatMap(({ plan }) => {
          const match = draws.get(tournamentId)?.find((m) => m.key === plan.matchKey);
          // A match no longer in the draw (a corrected earlier result changed its players) is left out.
          if (!match) return [];
          const side = (i: number) => {
            const p = match.players[i]!;
            return publicPlayerName(p.name, members.get(p.userId) ?? null);
          };
          return [
            {
              startsAt: plan.startsAt.toISOString(),
              court: plan.court,
              label: plan.label,
              a: side(0),
              b: side(1),
              score: match.score,
              winner: match.winner,
            },
          ];
        }),
    }));
    return c.json({ orders });
  });

  /**
   * The club ladder from the recorded results: top ranked adults and juniors, public names only,
   * without the members who left it (ranks as in the club ranking).
   */
  route(app, calls.publicLadder, async (c) => {
    const at = now();
    const candidates = await rankCandidates(db, at);
    const members = await membersOf(
      db,
      candidates.map((p) => p.userId),
      at,
    );
    return c.json({
      adults: ladderOf(candidates, members, "adult", at),
      juniors: ladderOf(candidates, members, "junior", at),
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

type PublicMember = LadderMember & PublicNaming;

/** What the public pages need to name each of the given members, by id. */
async function membersOf(db: Database, ids: readonly string[], at: Date): Promise<Map<string, PublicMember>> {
  if (ids.length === 0) return new Map();
  const people = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      dob: users.dob,
      onLadder: users.onLadder,
      ladderFullName: users.ladderFullName,
      hasLogin: sql<boolean>`${users.passwordHash} is not null`,
      // Named in full: inside the subquery drizzle's bare column names would read guardianships'.
      activeGuardians: sql<number>`(select count(*)::int from guardianships g where g.player_id = "users"."id" and g.status = 'active')`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    people.map(({ id, dob, hasLogin, activeGuardians, onLadder, ...person }) => [
      id,
      {
        ...person,
        // A junior's own login stays off the ladder until a guardian approves it (0160, 0207).
        onLadder: onLadder && publiclyShown({ dob, hasLogin, activeGuardians: Number(activeGuardians) }, at),
        group: ageGroup(dob, at),
      },
    ]),
  );
}

type DrawPlayer = NonNullable<StaffDraw["rounds"][number][number]["a"]>;
type DrawRow = Awaited<ReturnType<typeof publishedDraws>>[number];

/** Each row's draw as staff see it; rows whose draw is gone are left out. */
async function presentDraws(db: Database, rows: DrawRow[]) {
  const draws: { draw: StaffDraw; row: DrawRow; consolation: StaffDraw | null }[] = [];
  for (const row of rows) {
    const { draw } = await presentDraw(db, row.id);
    // The consolation draw shows once published (docs/decisions/0245).
    const consolation = (await presentConsolation(db, row.id)).draw;
    if (draw) draws.push({ draw, row, consolation: consolation?.published ? consolation : null });
  }
  return draws;
}

/** Every member placed in the given draws, by id. */
function playersOf(draws: { draw: StaffDraw }[]) {
  return draws.flatMap(({ draw }) =>
    draw.rounds.flatMap((round) => round.flatMap((m) => [m.a?.userId ?? [], m.b?.userId ?? []].flat())),
  );
}

/**
 * A draw as the public page and an entrant's dashboard show it, each player as `player` gives them:
 * rounds, scores, winner sides and medallists, all by public name (`publicPlayerName`).
 */
function drawView<P>(
  draw: StaffDraw,
  t: { id: string; name: string; date: Date },
  members: ReadonlyMap<string, PublicMember>,
  player: (p: DrawPlayer, name: string) => P,
) {
  return {
    tournamentId: t.id,
    tournamentName: t.name,
    date: t.date.toISOString(),
    ...bracketView(draw, members, player),
  };
}

/** A knock-out's rounds and medallists by public name, each player as `player` gives them. */
function bracketView<P>(
  draw: StaffDraw,
  members: ReadonlyMap<string, PublicMember>,
  player: (p: DrawPlayer, name: string) => P,
) {
  const nameOf = (p: { userId: string; name: string }) =>
    publicPlayerName(p.name, members.get(p.userId) ?? null);
  // The medallists are the final's two players, named here by their ids.
  const final = draw.rounds.at(-1)?.[0];
  const winnerIsB = final?.b != null && final.winner === final.b.userId;
  const [gold, silver] = winnerIsB ? [final?.b, final?.a] : [final?.a, final?.b];
  return {
    rounds: draw.rounds.map((round) =>
      round.map((m) => ({
        roundName: m.roundName,
        a: m.a && player(m.a, nameOf(m.a)),
        b: m.b && player(m.b, nameOf(m.b)),
        winner: m.winner === null ? null : m.winner === m.a?.userId ? ("a" as const) : ("b" as const),
        score: m.score,
      })),
    ),
    medallists: draw.medallists && gold && silver ? { winner: nameOf(gold), runnerUp: nameOf(silver) } : null,
  };
}

const publicPlayer = (p: DrawPlayer, name: string) => ({ name, seed: p.seed });

function publicDraw(
  draw: StaffDraw,
  t: { id: string; name: string; date: Date },
  members: ReadonlyMap<string, PublicMember>,
  consolation: StaffDraw | null,
): PublicDraw {
  return {
    ...drawView(draw, t, members, publicPlayer),
    consolation: consolation && bracketView(consolation, members, publicPlayer),
  };
}

/** The public draw for one of its entrants: their own places marked. */
function memberDraw(
  draw: StaffDraw,
  t: { id: string; name: string; date: Date },
  members: ReadonlyMap<string, PublicMember>,
  userId: string,
  consolation: StaffDraw | null,
): MemberDraw {
  return {
    ...drawView(draw, t, members, (p, name) => ({ name, seed: p.seed, you: p.userId === userId })),
    consolation: consolation && bracketView(consolation, members, publicPlayer),
  };
}
