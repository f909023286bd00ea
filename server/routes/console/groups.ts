/**
 * Events played as round-robin groups (docs/decisions/0237-round-robin-events.md): staff make the
 * groups from the event's entries (rated players spread in snake order), publish them and enter
 * each group match's result; the standings follow the club's tie-break order. A group result is an
 * ordinary confirmed match, so it counts for ratings. Every write locks the event's groups and is
 * audited.
 */

import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { StaffGroup, StaffGroupsResponse } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { seededRandom } from "@/shared/domain/draw";
import type { MatchSide } from "@/shared/domain/lists";
import {
  type GroupResult,
  groupChangeCheck,
  groupComplete,
  groupFinishers,
  groupMatches,
  groupName,
  knockoutFromGroups,
  knockoutSeeds,
  makeGroups,
  standings,
} from "@/shared/domain/round-robin";
import { parseScore } from "@/shared/domain/tennis-score";
import type { Database } from "../../db/client";
import {
  clubMatches,
  clubMatchPlayers,
  eventDraws,
  stageDraws,
  tickets,
  tournamentEvents,
  tournaments,
  users,
} from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { type LoadedMatch, loadMatchesWhere, resultPlayedAt, sideOutOf } from "../../lib/competition";
import { ratedEntrants } from "../../lib/entrants";
import { httpError } from "../../lib/http-error";
import { keepRatings } from "../../lib/ratings";
import {
  enterStageResult,
  knockoutKey,
  makeStage,
  presentStage,
  publishStage,
  stageOf,
  stageSnapshot,
  stageStarted,
  unplanStage,
} from "../../lib/stage-draws";
import type { Tx } from "../../payments/grants";
import {
  checkResultDay,
  clearStageResult,
  correctStageResult,
  type PlayedStage,
  writeCorrectedResult,
} from "./draw-results";
import { notFound, staleSave } from "./shared";

type EventRow = typeof tournamentEvents.$inferSelect;

/** The event's entrants: holders of a player entry that stands (not refunded, not withdrawn). */
const entrantsOf = (db: Database | Tx, eventId: string) => ratedEntrants(db, eq(tickets.eventId, eventId));

/** Sets won by each side of a stored result (a walkover counts none). */
function setsOf(match: LoadedMatch): { a: number; b: number } {
  const { row } = match;
  if (!row.score || !row.outcome) return { a: 0, b: 0 };
  const check = parseScore(row.score, row.outcome, sideOutOf(row) ?? undefined);
  if (!check.ok) return { a: 0, b: 0 };
  const finished = check.score.sets.filter((s) => s.finished);
  const a = finished.filter((s) => s.a > s.b).length;
  return { a, b: finished.length - a };
}

/** The event's group results by place (`group:index`). */
async function groupResults(db: Database | Tx, eventId: string) {
  const matches = await loadMatchesWhere(
    db,
    and(eq(clubMatches.drawEventId, eventId), eq(clubMatches.status, "confirmed")),
  );
  return new Map(matches.map((m) => [`${(m.row.drawRound ?? 1) - 1}:${m.row.drawIndex}`, m]));
}

/** One group as staff (and, by public name, visitors) see it: schedule, results, standings. */
export function presentGroup(
  index: number,
  players: readonly string[],
  results: ReadonlyMap<string, LoadedMatch>,
  people: ReadonlyMap<string, { name: string; rating: number | null }>,
  tieBreaks: Parameters<typeof standings>[2],
): StaffGroup {
  const player = (userId: string) => ({
    userId,
    name: people.get(userId)?.name ?? "Withdrawn player",
    rating: people.get(userId)?.rating ?? null,
  });
  const counted: GroupResult[] = [];
  const matches = groupMatches(players.length).map((m, i) => {
    const a = players[m.a]!;
    const b = players[m.b]!;
    const result = results.get(`${index}:${i}`);
    let winner: MatchSide | null = null;
    if (result?.row.winner) {
      winner = result.row.winner;
      const sets = setsOf(result);
      counted.push({
        a,
        b,
        winner: winner === "a" ? a : b,
        setsA: sets.a,
        setsB: sets.b,
        gamesA: result.row.gamesA,
        gamesB: result.row.gamesB,
      });
    }
    return {
      index: i,
      round: m.round,
      a: player(a),
      b: player(b),
      score: result?.row.score ?? null,
      winner,
      result:
        result?.row.outcome && result.row.playedAt
          ? {
              matchId: result.row.id,
              outcome: result.row.outcome,
              playedOn: clubLocal(result.row.playedAt).date,
              version: result.row.version,
            }
          : null,
    };
  });
  return {
    name: groupName(index),
    players: players.map(player),
    matches,
    standings: standings(players, counted, tieBreaks).map(({ player: userId, ...row }) => ({
      ...row,
      userId,
      name: player(userId).name,
    })),
    complete: groupComplete(players.length, counted.length),
  };
}

export async function presentGroups(db: Database | Tx, event: EventRow): Promise<StaffGroupsResponse> {
  const [[row], entrants, [tournament]] = await Promise.all([
    db.select().from(eventDraws).where(eq(eventDraws.eventId, event.id)),
    entrantsOf(db, event.id),
    db.select({ name: tournaments.name }).from(tournaments).where(eq(tournaments.id, event.tournamentId)),
  ]);
  const base = {
    event: {
      _id: event.id,
      name: event.name,
      tournamentId: event.tournamentId,
      tournamentName: tournament?.name ?? "",
    },
    entrants,
  };
  if (!row) return { ...base, groups: null, knockout: null };
  const people = new Map(entrants.map((e) => [e.userId, e]));
  // A withdrawn entrant keeps their place and name in groups already made.
  const missing = row.groups.flat().filter((id) => !people.has(id));
  if (missing.length > 0) {
    const named = await db
      .select({ userId: users.id, name: users.fullName })
      .from(users)
      .where(inArray(users.id, missing));
    for (const person of named) people.set(person.userId, { ...person, rating: null });
  }
  const [results, knockout] = await Promise.all([
    groupResults(db, event.id),
    stageOf(db, event.tournamentId, event.id, "knockout"),
  ]);
  return {
    ...base,
    groups: {
      groups: row.groups.map((players, i) => presentGroup(i, players, results, people, row.tieBreaks)),
      tieBreaks: row.tieBreaks,
      published: row.publishedAt !== null,
      version: row.version,
    },
    knockout: knockout
      ? { ...(await presentStage(db, knockout, people)), perGroup: knockout.perGroup ?? 1 }
      : null,
  };
}

/** Who goes through from the groups as presented: null while a group has a match to play. */
function finishersOf(groups: readonly StaffGroup[], perGroup: 1 | 2) {
  return groupFinishers(
    groups.map((g) => ({ standings: g.standings.map((s) => ({ player: s.userId })), complete: g.complete })),
    perGroup,
  );
}

const perGroupOf = (n: number | null | undefined): 1 | 2 => (n === 2 ? 2 : 1);

const snapshot = (row: typeof eventDraws.$inferSelect) => ({
  groups: row.groups,
  tieBreaks: row.tieBreaks,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  version: row.version,
});

export function consoleGroupRoutes({ db, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  async function eventOf(tx: Database | Tx, id: string) {
    const [event] = await tx.select().from(tournamentEvents).where(eq(tournamentEvents.id, id));
    if (!event) throw notFound("event");
    return event;
  }

  async function lockGroups(tx: Tx, eventId: string, version?: number) {
    const [row] = await tx.select().from(eventDraws).where(eq(eventDraws.eventId, eventId)).for("update");
    if (!row) throw httpError(404, "This event has no groups yet");
    if (version !== undefined && row.version !== version) throw staleSave("event's groups");
    return row;
  }

  route(app, calls.staffGroups, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await presentGroups(db, await eventOf(db, id)));
  });

  route(app, calls.makeGroups, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const event = await eventOf(tx, id);
      if (event.kind !== "singles") throw httpError(409, "Round-robin groups are for singles events");
      const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, event.tournamentId));
      if (tournament?.cancelledAt)
        throw httpError(409, "This tournament is cancelled: it has no groups to make");
      const [before] = await tx.select().from(eventDraws).where(eq(eventDraws.eventId, id)).for("update");
      if (before?.publishedAt)
        throw httpError(409, "The groups are published: they can no longer be made again");
      const entrants = await entrantsOf(tx, id);
      const made = makeGroups(
        entrants.map((e) => ({ id: e.userId, rating: e.rating })),
        input.groups,
        seededRandom(at.getTime()),
      );
      if (!made.ok) throw httpError(400, made.message);
      const values = { groups: made.groups, tieBreaks: input.tieBreaks, updatedAt: at };
      const [row] = before
        ? await tx
            .update(eventDraws)
            .set({ ...values, version: before.version + 1 })
            .where(eq(eventDraws.eventId, id))
            .returning()
        : await tx
            .insert(eventDraws)
            .values({ eventId: id, tournamentId: event.tournamentId, ...values, createdAt: at })
            .returning();
      await audited(tx, actor, at, {
        action: "groups.make",
        entityType: "event",
        entityId: id,
        before: before ? snapshot(before) : null,
        after: { event: event.name, ...snapshot(row!) },
      });
      return presentGroups(tx, event);
    });
    return c.json(answer);
  });

  route(app, calls.publishGroups, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const event = await eventOf(tx, id);
      const before = await lockGroups(tx, id, version);
      if (before.publishedAt) throw httpError(409, "The groups are already published");
      const [row] = await tx
        .update(eventDraws)
        .set({ publishedAt: at, version: before.version + 1, updatedAt: at })
        .where(eq(eventDraws.eventId, id))
        .returning();
      await audited(tx, actor, at, {
        action: "groups.publish",
        entityType: "event",
        entityId: id,
        before: snapshot(before),
        after: { event: event.name, ...snapshot(row!) },
      });
      return presentGroups(tx, event);
    });
    siteDataChanged("groups published");
    return c.json(answer);
  });

  route(app, calls.groupResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const event = await eventOf(tx, id);
      const tournament = await tournamentFor(tx, event);
      checkResultDay(tournament, input.playedOn, at);
      const groups = await lockGroups(tx, id);
      if (!groups.publishedAt) throw httpError(409, "Publish the groups before entering their results");
      const players = groups.groups[input.group];
      const place = players ? groupMatches(players.length)[input.index] : undefined;
      if (!players || !place) throw httpError(400, "These groups have no such match");
      const results = await groupResults(tx, id);
      if (results.has(`${input.group}:${input.index}`))
        throw httpError(409, "This match already has a result");
      const check = parseScore(input.score, input.outcome, input.sideOut);
      if (!check.ok) throw httpError(400, check.message);
      const [a, b] = [players[place.a]!, players[place.b]!];
      const named = await tx
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(inArray(users.id, [a, b]));
      const names = new Map(named.map((u) => [u.id, u.name]));
      const label = `${event.name}, ${groupName(input.group)}`;
      const [row] = await tx
        .insert(clubMatches)
        .values({
          kind: "singles",
          tournamentId: event.tournamentId,
          tournamentName: tournament.name,
          round: label,
          drawEventId: id,
          drawRound: input.group + 1,
          drawIndex: input.index,
          status: "confirmed",
          outcome: input.outcome,
          score: check.score.text,
          winner: check.score.winner,
          gamesA: check.score.games.a,
          gamesB: check.score.games.b,
          playedAt: resultPlayedAt(input.playedOn),
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx.insert(clubMatchPlayers).values([
        { matchId: row!.id, side: "a", slot: 1, userId: a, name: names.get(a) ?? "" },
        { matchId: row!.id, side: "b", slot: 1, userId: b, name: names.get(b) ?? "" },
      ]);
      await keepRatings(tx, row!.playedAt);
      await audited(tx, actor, at, {
        action: "groups.result",
        entityType: "match",
        entityId: row!.id,
        before: null,
        after: {
          event: event.name,
          roundName: label,
          players: { a: names.get(a) ?? null, b: names.get(b) ?? null },
          score: check.score.text,
          winner: check.score.winner,
        },
      });
      return presentGroups(tx, event);
    });
    siteDataChanged("group result entered");
    return c.json(answer, 201);
  });

  async function tournamentFor(tx: Database | Tx, event: EventRow) {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, event.tournamentId));
    if (!tournament) throw notFound("tournament");
    return tournament;
  }

  /**
   * Before a played group match's result is corrected or deleted: the event, its groups as they
   * stand (locked), and the match's stored result, locked against the version the caller read
   * (409 when stale). `playedOn` is the corrected day, null for a deletion.
   */
  async function lockPlayedGroupMatch(
    tx: Tx,
    eventId: string,
    place: { group: number; index: number; version: number },
    playedOn: string | null,
    at: Date,
  ) {
    const event = await eventOf(tx, eventId);
    checkResultDay(await tournamentFor(tx, event), playedOn, at);
    await lockGroups(tx, eventId);
    const current = await presentGroups(tx, event);
    if (!current.groups?.groups[place.group]?.matches[place.index])
      throw httpError(400, "These groups have no such match");
    const result = (await groupResults(tx, eventId)).get(`${place.group}:${place.index}`);
    if (!result) throw httpError(409, "This match has no result yet: enter its result instead");
    const [before] = await tx
      .select()
      .from(clubMatches)
      .where(eq(clubMatches.id, result.row.id))
      .for("update");
    if (!before || before.version !== place.version) throw staleSave("match");
    return { event, current, before };
  }

  /**
   * After a group result changed: the knock-out made from the groups is kept when its players stay,
   * made again (or removed, a group being incomplete) while it has no result, and otherwise the
   * change is refused with a 409, which rolls the whole change back.
   */
  async function followKnockout(tx: Tx, event: EventRow, before: StaffGroupsResponse, at: Date) {
    const knockout = await stageOf(tx, event.tournamentId, event.id, "knockout", true);
    if (!knockout) return "none";
    const perGroup = perGroupOf(knockout.perGroup);
    const after = finishersOf((await presentGroups(tx, event)).groups?.groups ?? [], perGroup);
    const check = groupChangeCheck(
      {
        finishers: finishersOf(before.groups?.groups ?? [], perGroup) ?? [],
        started: await stageStarted(tx, knockout),
      },
      after,
    );
    if (!check.ok) throw httpError(409, check.message);
    if (check.knockout === "keep") return "kept";
    await unplanStage(tx, event.tournamentId, knockoutKey(event.id));
    if (check.knockout === "remove" || after === null) {
      await tx.delete(stageDraws).where(eq(stageDraws.id, knockout.id));
      return "removed";
    }
    await tx
      .update(stageDraws)
      .set({
        slots: knockoutFromGroups(after, perGroup),
        seeds: knockoutSeeds(after, perGroup),
        version: knockout.version + 1,
        updatedAt: at,
      })
      .where(eq(stageDraws.id, knockout.id));
    return "made again";
  }

  const matchSnapshot = (row: typeof clubMatches.$inferSelect, event: EventRow, group: number) => ({
    event: event.name,
    roundName: `${event.name}, ${groupName(group)}`,
    group,
    index: row.drawIndex,
    outcome: row.outcome,
    score: row.score,
    winner: row.winner,
    playedAt: row.playedAt?.toISOString() ?? null,
    version: row.version,
  });

  route(app, calls.correctGroupResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const { event, current, before } = await lockPlayedGroupMatch(tx, id, input, input.playedOn, at);
      const check = parseScore(input.score, input.outcome, input.sideOut);
      if (!check.ok) throw httpError(400, check.message);
      const after = await writeCorrectedResult(tx, before, check.score, input, at);
      const knockout = await followKnockout(tx, event, current, at);
      await audited(tx, actor, at, {
        action: "groups.correct",
        entityType: "match",
        entityId: before.id,
        before: matchSnapshot(before, event, input.group),
        after: { ...matchSnapshot(after!, event, input.group), knockout },
      });
      return presentGroups(tx, event);
    });
    siteDataChanged("group result corrected");
    return c.json(answer);
  });

  route(app, calls.deleteGroupResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const { event, current, before } = await lockPlayedGroupMatch(tx, id, input, null, at);
      if (before.id !== input.matchId) throw staleSave("match");
      // Its players go with it (cascade); the ratings from its day on are replayed without it.
      await tx.delete(clubMatches).where(eq(clubMatches.id, before.id));
      await keepRatings(tx, before.playedAt);
      const knockout = await followKnockout(tx, event, current, at);
      await audited(tx, actor, at, {
        action: "groups.clear",
        entityType: "match",
        entityId: before.id,
        before: matchSnapshot(before, event, input.group),
        after: { event: event.name, knockout },
      });
      return presentGroups(tx, event);
    });
    siteDataChanged("group result deleted");
    return c.json(answer);
  });

  route(app, calls.makeKnockout, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const event = await eventOf(tx, id);
      if ((await tournamentFor(tx, event)).cancelledAt)
        throw httpError(409, "This tournament is cancelled: it has no knock-out to make");
      // Locking the groups takes two staff making the knock-out at once one after the other.
      const groups = await lockGroups(tx, id);
      if (!groups.publishedAt)
        throw httpError(409, "Publish the groups and play them before making the knock-out");
      const current = await presentGroups(tx, event);
      const finishers = finishersOf(current.groups?.groups ?? [], input.perGroup);
      if (!finishers) throw httpError(409, "Every group match needs a result before the knock-out is made");
      const seeds = knockoutSeeds(finishers, input.perGroup);
      if (seeds.length < 2)
        throw httpError(400, "A knock-out needs at least two players: take the best two of a single group");
      const { before, row } = await makeStage(
        tx,
        { tournamentId: event.tournamentId, eventId: id, kind: "knockout" },
        { slots: knockoutFromGroups(finishers, input.perGroup), seeds, perGroup: input.perGroup },
        input.version,
        at,
      );
      await audited(tx, actor, at, {
        action: "knockout.make",
        entityType: "event",
        entityId: id,
        before: before ? stageSnapshot(before) : null,
        after: { event: event.name, ...stageSnapshot(row) },
      });
      return presentGroups(tx, event);
    });
    return c.json(answer);
  });

  route(app, calls.publishKnockout, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const event = await eventOf(tx, id);
      if ((await tournamentFor(tx, event)).cancelledAt)
        throw httpError(409, "This tournament is cancelled: its knock-out is not published");
      await lockGroups(tx, id);
      const before = await stageOf(tx, event.tournamentId, id, "knockout", true);
      const row = await publishStage(tx, before, version, at, "knock-out");
      await audited(tx, actor, at, {
        action: "knockout.publish",
        entityType: "event",
        entityId: id,
        before: before ? stageSnapshot(before) : null,
        after: { event: event.name, ...stageSnapshot(row) },
      });
      return presentGroups(tx, event);
    });
    siteDataChanged("knock-out published");
    return c.json(answer);
  });

  route(app, calls.knockoutResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const event = await eventOf(tx, id);
      const tournament = await tournamentFor(tx, event);
      checkResultDay(tournament, input.playedOn, at);
      await lockGroups(tx, id);
      const stage = await stageOf(tx, event.tournamentId, id, "knockout", true);
      const current = await presentGroups(tx, event);
      if (!stage || !current.knockout) throw httpError(404, "This event has no knock-out yet");
      const { match, audit } = await enterStageResult(
        tx,
        stage,
        current.knockout,
        input,
        { tournamentName: tournament.name, label: (round) => `${event.name}, ${round}` },
        at,
      );
      await audited(tx, actor, at, {
        action: "knockout.result",
        entityType: "match",
        entityId: match.id,
        before: null,
        after: { event: event.name, ...audit },
      });
      return presentGroups(tx, event);
    });
    siteDataChanged("knock-out result entered");
    return c.json(answer, 201);
  });

  route(app, calls.correctKnockoutResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const { event, played } = await playedKnockout(tx, id, input.playedOn, at);
      const entry = await correctStageResult(tx, played, input, at);
      await audited(tx, actor, at, { action: "knockout.correct", entityType: "match", ...entry });
      return presentGroups(tx, event);
    });
    siteDataChanged("knock-out result corrected");
    return c.json(answer);
  });

  route(app, calls.clearKnockoutResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const { event, played } = await playedKnockout(tx, id, null, at);
      const entry = await clearStageResult(tx, played, input, at);
      await audited(tx, actor, at, { action: "knockout.clear", entityType: "match", ...entry });
      return presentGroups(tx, event);
    });
    siteDataChanged("knock-out result cleared");
    return c.json(answer);
  });

  /**
   * Before a played knock-out result is corrected or cleared: the event, its groups and knock-out
   * locked, and the knock-out as it stands. `playedOn` is the corrected day, null for a clearing.
   */
  async function playedKnockout(tx: Tx, eventId: string, playedOn: string | null, at: Date) {
    const event = await eventOf(tx, eventId);
    checkResultDay(await tournamentFor(tx, event), playedOn, at);
    await lockGroups(tx, eventId);
    const stage = await stageOf(tx, event.tournamentId, eventId, "knockout", true);
    const knockout = (await presentGroups(tx, event)).knockout;
    if (!stage?.publishedAt || !knockout) throw httpError(404, "This event has no published knock-out");
    const played: PlayedStage = { stage, draw: knockout, names: { event: event.name } };
    return { event, played };
  }

  return app;
}
