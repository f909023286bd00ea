/**
 * Match results in the console (staff): list, record, correct. Every write is audited in its
 * transaction and keeps the ratings from the result's date on, so a correction corrects every later
 * rating (docs/ratings.md, docs/decisions/0152-kept-ratings.md).
 */

import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import * as calls from "@/shared/api/all-calls";
import type { MatchPlayerInput, RecordResultRequest } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import type { MatchSide } from "@/shared/domain/lists";
import { parseScore } from "@/shared/domain/tennis-score";
import { resultDayProblem, resultsNotYet } from "@/shared/domain/tournament-status";
import type { Database } from "../../db/client";
import { preparedPer } from "../../db/prepared";
import {
  clubMatches,
  clubMatchPlayers,
  clubMatchTotals,
  notifications,
  tournaments,
  users,
} from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { type LoadedMatch, loadMatches, presentMatch, resultPlayedAt, sideOf } from "../../lib/competition";
import { httpError } from "../../lib/http-error";
import { keepRatings } from "../../lib/ratings";
import { deliverSoon, queueMail } from "../../mail/mail-outbox";
import { friendlyScheduledMail } from "../../mail/templates";
import { messageNotices } from "../../messaging/outbox";
import type { Tx } from "../../payments/grants";
import { containsPattern, notFound, paging, staleSave } from "./shared";

type ResultInput = z.output<typeof RecordResultRequest>;

function snapshot(match: LoadedMatch) {
  const { _id, updatedAt, ...rest } = presentMatch(match);
  return rest;
}

/**
 * The columns and players a result's input makes; 400 for an unknown member or tournament or a day
 * it cannot have been played (the future, before its tournament), 409 before its tournament starts.
 */
async function resultRows(tx: Tx, input: ResultInput, at: Date) {
  const check = parseScore(input.score, input.outcome, input.sideOut);
  if (!check.ok) throw httpError(400, check.message);
  const memberIds = [...input.sideA, ...input.sideB].flatMap((p) => ("userId" in p ? [p.userId] : []));
  const members = new Map(
    memberIds.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, fullName: users.fullName })
            .from(users)
            .where(inArray(users.id, memberIds))
        ).map((u) => [u.id, u.fullName]),
  );
  const players = (side: MatchSide, list: MatchPlayerInput[]) =>
    list.map((p, i) => {
      if ("guestName" in p) return { side, slot: i + 1, userId: null, name: p.guestName };
      const name = members.get(p.userId);
      if (name === undefined) throw httpError(400, "One of the players is not a member of the club");
      return { side, slot: i + 1, userId: p.userId, name };
    });
  let tournamentName: string | null = null;
  let tournamentDay: string | null = null;
  if (input.tournamentId) {
    const [tournament] = await tx
      .select({ name: tournaments.name, date: tournaments.date, time: tournaments.time })
      .from(tournaments)
      .where(eq(tournaments.id, input.tournamentId));
    if (!tournament) throw httpError(400, "This tournament does not exist");
    const notYet = resultsNotYet({ ...tournament, startsAt: tournament.date }, at);
    if (notYet) throw httpError(409, notYet);
    tournamentName = tournament.name;
    tournamentDay = clubLocal(tournament.date).date;
  }
  const dayProblem = resultDayProblem(input.playedOn, tournamentDay, clubLocal(at).date);
  if (dayProblem) throw httpError(400, dayProblem);
  return {
    columns: {
      kind: input.kind,
      tournamentId: input.tournamentId,
      tournamentName,
      round: input.tournamentId ? input.round || null : null,
      status: "confirmed" as const,
      outcome: input.outcome,
      score: check.score.text,
      winner: check.score.winner,
      gamesA: check.score.games.a,
      gamesB: check.score.games.b,
      playedAt: resultPlayedAt(input.playedOn),
      reportedBy: null,
    },
    players: [...players("a", input.sideA), ...players("b", input.sideB)],
  };
}

/**
 * Whether a correction of a draw match leaves its place in the draw alone: the same tournament,
 * kind, players and winner. Only its score, outcome and day change here; the draw corrects the rest.
 */
function keepsDrawPlace(
  before: LoadedMatch,
  columns: { tournamentId: string | null; kind: string; winner: MatchSide | null },
  players: { side: MatchSide; userId: string | null }[],
): boolean {
  const key = (list: { side: MatchSide; userId: string | null }[]) =>
    list
      .map((p) => `${p.side}:${p.userId}`)
      .toSorted()
      .join(",");
  return (
    columns.tournamentId === before.row.tournamentId &&
    columns.kind === before.row.kind &&
    columns.winner === before.row.winner &&
    key(players) === key([...before.sideA, ...before.sideB])
  );
}

async function loadOne(tx: Tx, id: string): Promise<LoadedMatch> {
  const [match] = await loadMatches(tx, [id]);
  if (!match) throw notFound("match");
  return match;
}

type MatchRow = typeof clubMatches.$inferSelect;
type PlayerRow = typeof clubMatchPlayers.$inferSelect;

const MATCH_ORDER = [desc(clubMatches.playedAt), desc(clubMatches.scheduledAt), desc(clubMatches.id)];

/**
 * A page of results, its matches' players and how many match, at once: the players by the page's
 * ids, found by PostgreSQL in the same statement (`= any(array(...))`, looked up by match).
 */
function matchPage(
  db: Database,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const page = db
    .select({ id: clubMatches.id })
    .from(clubMatches)
    .where(where)
    .orderBy(...MATCH_ORDER);
  return [
    db
      .select()
      .from(clubMatches)
      .where(where)
      .orderBy(...MATCH_ORDER)
      .limit(limit)
      .offset(offset),
    db
      .select()
      .from(clubMatchPlayers)
      .where(sql`${clubMatchPlayers.matchId} = any(array(${page.limit(limit).offset(offset)}))`)
      .orderBy(asc(clubMatchPlayers.slot)),
    db.select({ n: count() }).from(clubMatches).where(where),
  ] as const;
}

/** Every result, a page at a time: prepared once per database. */
const everyMatchPage = preparedPer((db) => {
  const [rows, players] = matchPage(db, undefined, sql.placeholder("limit"), sql.placeholder("offset"));
  return [
    rows.prepare("staff_matches_page"),
    players.prepare("staff_matches_page_players"),
    // Every match, counted by the trigger that keeps `club_match_totals` (none yet: no row).
    db
      .select({ n: sql<number>`coalesce(max(${clubMatchTotals.matches}), 0)::int` })
      .from(clubMatchTotals)
      .prepare("staff_matches_count"),
  ] as const;
});

export function consoleMatchRoutes({ db, mailer, config, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.staffMatches, async (c) => {
    const query = c.req.valid("query");
    const pattern = query.q ? containsPattern(query.q) : undefined;
    const where = and(
      query.status ? eq(clubMatches.status, query.status) : undefined,
      pattern
        ? or(
            ilike(clubMatches.tournamentName, pattern),
            exists(
              db
                .select({ one: clubMatchPlayers.slot })
                .from(clubMatchPlayers)
                .where(
                  and(eq(clubMatchPlayers.matchId, clubMatches.id), ilike(clubMatchPlayers.name, pattern)),
                ),
            ),
          )
        : undefined,
    );
    const { limit, offset } = paging(query);
    // The unfiltered list (the screen as it opens) is prepared once.
    let page: [MatchRow[], PlayerRow[], { n: number }[]];
    if (where) {
      const [rows, players, total] = matchPage(db, where, limit, offset);
      page = await Promise.all([rows, players, total]);
    } else {
      const [rows, players, total] = everyMatchPage(db);
      const values = { limit, offset };
      page = await Promise.all([rows.execute(values), players.execute(values), total.execute()]);
    }
    const [rows, players, [total]] = page;
    const bySide = new Map<string, (typeof players)[number][]>();
    for (const player of players) {
      const key = `${player.matchId}:${player.side}`;
      bySide.set(key, [...(bySide.get(key) ?? []), player]);
    }
    return c.json({
      items: rows.map((row) =>
        presentMatch({ row, sideA: bySide.get(`${row.id}:a`) ?? [], sideB: bySide.get(`${row.id}:b`) ?? [] }),
      ),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  route(app, calls.staffMatch, async (c) => {
    const [match] = await loadMatches(db, [c.req.valid("param").id]);
    if (!match) throw notFound("match");
    return c.json({ match: presentMatch(match) });
  });

  route(app, calls.staffPlayers, async (c) => {
    const players = await db
      .select({ _id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .orderBy(users.fullName, users.id);
    return c.json({ players });
  });

  route(app, calls.recordResult, async (c) => {
    const actor = c.get("user");
    const at = now();
    const input = c.req.valid("json");
    const match = await db.transaction(async (tx) => {
      const { columns, players } = await resultRows(tx, input, at);
      const [row] = await tx
        .insert(clubMatches)
        .values({ ...columns, createdAt: at, updatedAt: at })
        .returning();
      await tx.insert(clubMatchPlayers).values(players.map((p) => ({ ...p, matchId: row!.id })));
      await keepRatings(tx, columns.playedAt);
      const saved = await loadOne(tx, row!.id);
      await audited(tx, actor, at, {
        action: "match.record",
        entityType: "match",
        entityId: row!.id,
        before: null,
        after: snapshot(saved),
      });
      return saved;
    });
    siteDataChanged("match result recorded");
    return c.json({ match: presentMatch(match) }, 201);
  });

  route(app, calls.correctResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const match = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(clubMatches).where(eq(clubMatches.id, id)).for("update");
      if (!locked) throw notFound("match");
      if (locked.version !== input.version) throw staleSave("match");
      // A group result moves the standings and the knock-out made from them: one home for that rule.
      if (locked.drawEventId !== null)
        throw httpError(
          409,
          "This match is part of an event's round-robin groups: correct it on the event's groups, where the standings and the knock-out follow",
        );
      const before = await loadOne(tx, id);
      const { columns, players } = await resultRows(tx, input, at);
      if (locked.drawRound !== null && !keepsDrawPlace(before, columns, players))
        throw httpError(
          409,
          "This match is part of a tournament draw: correct its winner on the tournament's draw, where the next round follows",
        );
      await tx
        .update(clubMatches)
        .set({ ...columns, version: locked.version + 1, updatedAt: at })
        .where(eq(clubMatches.id, id));
      await tx.delete(clubMatchPlayers).where(eq(clubMatchPlayers.matchId, id));
      await tx.insert(clubMatchPlayers).values(players.map((p) => ({ ...p, matchId: id })));
      await keepRatings(tx, before.row.playedAt, columns.playedAt);
      const saved = await loadOne(tx, id);
      await audited(tx, actor, at, {
        action: "match.correct",
        entityType: "match",
        entityId: id,
        before: snapshot(before),
        after: snapshot(saved),
      });
      return saved;
    });
    siteDataChanged("match result corrected");
    return c.json({ match: presentMatch(match) });
  });

  route(app, calls.scheduleFriendly, async (c) => {
    const actor = c.get("user");
    const at = now();
    const input = c.req.valid("json");
    const ids = [...input.sideA, ...input.sideB].map((p) => p.userId);
    const { match, mail } = await db.transaction(async (tx) => {
      const people = await tx
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      const byId = new Map(people.map((p) => [p.id, p]));
      if (ids.some((id) => !byId.has(id)))
        throw httpError(400, "One of the players is not a member of the club");
      const [row] = await tx
        .insert(clubMatches)
        .values({
          kind: input.kind,
          status: "scheduled",
          scheduledAt: input.startsAt,
          court: input.court,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const side = (name: MatchSide, list: { userId: string }[]) =>
        list.map((p, i) => ({
          matchId: row!.id,
          side: name,
          slot: i + 1,
          userId: p.userId,
          name: byId.get(p.userId)!.fullName,
        }));
      await tx.insert(clubMatchPlayers).values([...side("a", input.sideA), ...side("b", input.sideB)]);
      const saved = await loadOne(tx, row!.id);
      await audited(tx, actor, at, {
        action: "match.schedule",
        entityType: "match",
        entityId: row!.id,
        before: null,
        after: snapshot(saved),
      });
      const when = friendlyTime(input.startsAt);
      const told = await tx
        .insert(notifications)
        .values(
          people.map((person) => ({
            userId: person.id,
            title: "Friendly match scheduled",
            message: `${opponentsOf(saved, person.id)}: ${when}, ${input.court}. Report the score on your Matches page after you play.`,
            createdAt: at,
          })),
        )
        .returning();
      await messageNotices(tx, "match-time", told, at);
      const mail = await queueMail(
        tx,
        people.map((person) =>
          friendlyScheduledMail(
            person,
            { opponents: opponentsOf(saved, person.id), when, court: input.court },
            config.publicSiteUrl,
          ),
        ),
      );
      return { match: saved, mail };
    });
    deliverSoon({ db, mailer }, mail);
    return c.json({ match: presentMatch(match) }, 201);
  });

  return app;
}

/** "Sat, 28 Nov 2026, 5:00 PM" in Lagos time. */
function friendlyTime(at: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Lagos",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(at);
}

function opponentsOf(match: LoadedMatch, userId: string): string {
  const side = sideOf(match, userId);
  return (side === "a" ? match.sideB : match.sideA).map((p) => p.name).join(" / ");
}
