/**
 * A tournament's order of play in the console (docs/decisions/0236-order-of-play.md): staff put the
 * published draw's matches on courts and times; a court hosts one match at a time and a player plays
 * one at a time (409 naming the clash). Publishing tells every player (and their guardians) their
 * match time; a match moved after that is told at once. Every write locks the tournament, so two
 * staff planning at once cannot both take the same court or player, and is audited.
 */

import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { OrderOfPlayMatch, StaffDraw } from "@/shared/api/console-contract";
import {
  clashMessage,
  clashOf,
  clockText,
  DEFAULT_MATCH_MINUTES,
  matchTimeText,
  type PlannedMatch,
  playOrder,
} from "@/shared/domain/order-of-play";
import type { Database } from "../../db/client";
import {
  eventDraws,
  notifications,
  orderOfPlay,
  tournamentEvents,
  tournaments,
  users,
} from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { httpError } from "../../lib/http-error";
import { CONSOLATION_KEY, knockoutKey } from "../../lib/stage-draws";
import { deliverSoon, queueMail } from "../../mail/mail-outbox";
import { noticeMail } from "../../mail/templates";
import { messageNotices } from "../../messaging/outbox";
import type { Tx } from "../../payments/grants";
import { presentConsolation } from "./consolation";
import { presentDraw } from "./draws";
import { presentGroups } from "./groups";
import { notFound, staleSave } from "./shared";

type PlanRow = typeof orderOfPlay.$inferSelect;

/** A match of the draw that can be planned: both players known. */
export interface DrawMatchToPlan {
  key: string;
  label: string;
  players: { userId: string; name: string }[];
  score: string | null;
  /** The side that won, once played. */
  winner: "a" | "b" | null;
}

/**
 * The matches that can be planned: the published knock-out draw's whose two players are known (top
 * of the draw first, by round), then every match of each event's published round-robin groups.
 */
export async function drawMatchesToPlan(db: Database | Tx, tournamentId: string): Promise<DrawMatchToPlan[]> {
  const [main, groups, consolation] = await Promise.all([
    knockoutMatchesToPlan(db, tournamentId),
    groupMatchesToPlan(db, tournamentId),
    consolationMatchesToPlan(db, tournamentId),
  ]);
  return [...main, ...consolation, ...groups];
}

/** A published draw's matches whose two players are known, by round, keyed and labelled as given. */
function bracketMatchesToPlan(
  draw: StaffDraw | null | undefined,
  keyPrefix: string,
  label: (roundName: string) => string,
): DrawMatchToPlan[] {
  if (!draw?.published) return [];
  return draw.rounds.flatMap((round) =>
    round.flatMap((m) =>
      m.playable && m.a && m.b
        ? [
            {
              key: `${keyPrefix}${m.round}:${m.index}`,
              label: label(m.roundName),
              players: [m.a, m.b].map((p) => ({ userId: p.userId, name: p.name })),
              score: m.score,
              winner:
                m.matchId === null || m.winner === null
                  ? null
                  : m.winner === m.a.userId
                    ? "a"
                    : ("b" as const),
            },
          ]
        : [],
    ),
  );
}

/** The published consolation draw's matches (docs/decisions/0245). */
async function consolationMatchesToPlan(db: Database | Tx, tournamentId: string): Promise<DrawMatchToPlan[]> {
  const { draw } = await presentConsolation(db, tournamentId);
  return bracketMatchesToPlan(draw, CONSOLATION_KEY, (round) => `Consolation ${round.toLowerCase()}`);
}

async function groupMatchesToPlan(db: Database | Tx, tournamentId: string): Promise<DrawMatchToPlan[]> {
  const events = await db
    .select({ event: tournamentEvents })
    .from(eventDraws)
    .innerJoin(tournamentEvents, eq(tournamentEvents.id, eventDraws.eventId))
    .where(and(eq(eventDraws.tournamentId, tournamentId), isNotNull(eventDraws.publishedAt)))
    .orderBy(tournamentEvents.position, tournamentEvents.name);
  const all: DrawMatchToPlan[] = [];
  for (const { event } of events) {
    const { groups, knockout } = await presentGroups(db, event);
    all.push(...bracketMatchesToPlan(knockout, knockoutKey(event.id), (round) => `${event.name}, ${round}`));
    for (const [g, group] of (groups?.groups ?? []).entries())
      for (const m of group.matches)
        all.push({
          key: `group:${event.id}:${g}:${m.index}`,
          label: `${event.name}, ${group.name}`,
          players: [m.a, m.b].map((p) => ({ userId: p.userId, name: p.name })),
          score: m.score,
          winner: m.winner,
        });
  }
  return all;
}

async function knockoutMatchesToPlan(db: Database | Tx, tournamentId: string): Promise<DrawMatchToPlan[]> {
  const { draw } = await presentDraw(db, tournamentId);
  return bracketMatchesToPlan(draw, "main:", (round) => round);
}

/** Whether a plan's players were told its court and time as it stands. */
const toldOf = (row: PlanRow) => row.toldAt !== null && row.toldAt.getTime() >= row.updatedAt.getTime();

async function presentOrder(db: Database | Tx, tournamentId: string, publishedAt: Date | null) {
  const [rows, toPlan, events] = await Promise.all([
    db.select().from(orderOfPlay).where(eq(orderOfPlay.tournamentId, tournamentId)),
    drawMatchesToPlan(db, tournamentId),
    db
      .select({ _id: tournamentEvents.id, name: tournamentEvents.name, drawn: eventDraws.eventId })
      .from(tournamentEvents)
      .leftJoin(eventDraws, eq(eventDraws.eventId, tournamentEvents.id))
      .where(eq(tournamentEvents.tournamentId, tournamentId))
      .orderBy(tournamentEvents.position, tournamentEvents.name),
  ]);
  const byKey = new Map(toPlan.map((m) => [m.key, m]));
  const planned = new Set(rows.map((r) => r.matchKey));
  const plannedMatches: OrderOfPlayMatch[] = playOrder(rows).map((row) => {
    const match = byKey.get(row.matchKey);
    return {
      key: row.matchKey,
      label: row.label,
      players: match?.players ?? row.players.map((userId) => ({ userId, name: "Withdrawn player" })),
      court: row.court,
      startsAt: row.startsAt.toISOString(),
      minutes: row.minutes,
      version: row.version,
      told: toldOf(row),
      score: match?.score ?? null,
    };
  });
  const toDo: OrderOfPlayMatch[] = toPlan
    .filter((m) => !planned.has(m.key) && m.score === null)
    .map((m) => ({
      key: m.key,
      label: m.label,
      players: m.players,
      court: null,
      startsAt: null,
      minutes: DEFAULT_MATCH_MINUTES,
      version: null,
      told: false,
      score: null,
    }));
  return {
    publishedAt: publishedAt?.toISOString() ?? null,
    events: events.map(({ drawn, ...event }) => ({ ...event, groups: drawn !== null })),
    matches: [...plannedMatches, ...toDo],
  };
}

const snapshot = (row: PlanRow) => ({
  key: row.matchKey,
  label: row.label,
  court: row.court,
  startsAt: row.startsAt.toISOString(),
  when: matchTimeText(row.startsAt),
  minutes: row.minutes,
  players: row.players,
  version: row.version,
});

/**
 * Tells the players of the given plans their court and time: a notification each (copied to their
 * message channels as a match time) and a mail, which their guardians get too. Answers the mail ids.
 */
async function tellPlayers(tx: Tx, tournamentName: string, rows: readonly PlanRow[], at: Date) {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => r.players))];
  const people = await tx
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const letters: { userId: string; title: string; message: string; startsAt: Date; paragraphs: string[] }[] =
    [];
  for (const row of rows)
    for (const userId of row.players) {
      const person = byId.get(userId);
      if (!person) continue;
      const opponents = row.players
        .filter((id) => id !== userId)
        .map((id) => byId.get(id)?.fullName ?? "a player")
        .join(" / ");
      const when = matchTimeText(row.startsAt);
      letters.push({
        userId,
        title: "Match time",
        message: `${tournamentName}, ${row.label} against ${opponents}: ${when} (Lagos time), ${row.court}.`,
        startsAt: row.startsAt,
        paragraphs: [
          `Your ${row.label} at ${tournamentName} against ${opponents} is on ${when} (Lagos time), on ${row.court}.`,
          "Please arrive 15 minutes early to warm up. The order of play is on the tournament's page.",
        ],
      });
    }
  if (letters.length === 0) return [];
  const told = await tx
    .insert(notifications)
    .values(letters.map((l) => ({ userId: l.userId, title: l.title, message: l.message, createdAt: at })))
    .returning();
  // The earliest match decides whether the message may wake anyone in quiet hours.
  const first = letters.reduce((x, y) => (x.startsAt <= y.startsAt ? x : y)).startsAt;
  await messageNotices(tx, "match-time", told, at, first);
  return queueMail(
    tx,
    letters.map((l) => {
      const person = byId.get(l.userId)!;
      return noticeMail(
        { fullName: person.fullName, email: person.email, id: person.id },
        `Match time: ${tournamentName}`,
        l.paragraphs,
      );
    }),
  );
}

export function consoleOrderOfPlayRoutes({ db, mailer, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /** The tournament, locked for a write: plans of one tournament are made one at a time. */
  async function lockTournament(tx: Tx, id: string) {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
    if (!tournament) throw notFound("tournament");
    if (tournament.cancelledAt) throw httpError(409, "This tournament is cancelled: it has no order of play");
    return tournament;
  }

  route(app, calls.staffOrderOfPlay, async (c) => {
    const { id } = c.req.valid("param");
    const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, id));
    if (!tournament) throw notFound("tournament");
    return c.json(await presentOrder(db, id, tournament.orderOfPlayPublishedAt));
  });

  route(app, calls.planMatch, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const { answer, mail, published } = await db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, id);
      const toPlan = await drawMatchesToPlan(tx, id);
      const match = toPlan.find((m) => m.key === input.key);
      if (!match)
        throw httpError(
          400,
          toPlan.length === 0
            ? "Publish the draw before planning its matches"
            : "This draw has no such match with both players known",
        );
      if (match.score !== null) throw httpError(409, "This match has been played: it stays where it was");
      const rows = await tx.select().from(orderOfPlay).where(eq(orderOfPlay.tournamentId, id));
      const before = rows.find((r) => r.matchKey === input.key);
      if ((before?.version ?? null) !== input.version) throw staleSave("match's court and time");
      // The clash rules read each planned match's players as the draw has them now.
      const current = new Map(toPlan.map((m) => [m.key, m.players.map((p) => p.userId)]));
      const others: PlannedMatch[] = rows.map((r) => ({
        key: r.matchKey,
        label: r.label,
        court: r.court,
        startsAt: r.startsAt,
        minutes: r.minutes,
        players: current.get(r.matchKey) ?? r.players,
      }));
      const planned: PlannedMatch = {
        key: input.key,
        label: match.label,
        court: input.court,
        startsAt: input.startsAt,
        minutes: input.minutes,
        players: match.players.map((p) => p.userId),
      };
      const clash = clashOf(planned, others);
      if (clash) {
        const names = new Map(toPlan.flatMap((m) => m.players.map((p) => [p.userId, p.name] as const)));
        throw httpError(
          409,
          clashMessage(clash, (userId) => names.get(userId) ?? "A player", clockText),
        );
      }
      const values = {
        label: match.label,
        court: input.court,
        startsAt: input.startsAt,
        minutes: input.minutes,
        players: [...planned.players],
        updatedAt: at,
      };
      const [row] = before
        ? await tx
            .update(orderOfPlay)
            .set({ ...values, version: before.version + 1 })
            .where(and(eq(orderOfPlay.tournamentId, id), eq(orderOfPlay.matchKey, input.key)))
            .returning()
        : await tx
            .insert(orderOfPlay)
            .values({ tournamentId: id, matchKey: input.key, ...values, createdAt: at })
            .returning();
      const moved =
        !before ||
        before.court !== row!.court ||
        before.startsAt.getTime() !== row!.startsAt.getTime() ||
        before.players.join() !== row!.players.join();
      let mail: string[] = [];
      let saved = row!;
      if (tournament.orderOfPlayPublishedAt && moved) {
        mail = await tellPlayers(tx, tournament.name, [saved], at);
        saved = { ...saved, toldAt: at };
        await tx
          .update(orderOfPlay)
          .set({ toldAt: at })
          .where(and(eq(orderOfPlay.tournamentId, id), eq(orderOfPlay.matchKey, input.key)));
      }
      await audited(tx, actor, at, {
        action: "play.plan",
        entityType: "tournament",
        entityId: id,
        before: before ? snapshot(before) : null,
        after: snapshot(saved),
      });
      return {
        answer: await presentOrder(tx, id, tournament.orderOfPlayPublishedAt),
        mail,
        published: tournament.orderOfPlayPublishedAt !== null,
      };
    });
    deliverSoon({ db, mailer }, mail);
    if (published) siteDataChanged("order of play changed");
    return c.json(answer);
  });

  route(app, calls.unplanMatch, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const { answer, published } = await db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, id);
      const [before] = await tx
        .select()
        .from(orderOfPlay)
        .where(and(eq(orderOfPlay.tournamentId, id), eq(orderOfPlay.matchKey, input.key)));
      if (!before) throw httpError(404, "This match is not on the order of play");
      if (before.version !== input.version) throw staleSave("match's court and time");
      await tx
        .delete(orderOfPlay)
        .where(and(eq(orderOfPlay.tournamentId, id), eq(orderOfPlay.matchKey, input.key)));
      await audited(tx, actor, at, {
        action: "play.unplan",
        entityType: "tournament",
        entityId: id,
        before: snapshot(before),
        after: null,
      });
      return {
        answer: await presentOrder(tx, id, tournament.orderOfPlayPublishedAt),
        published: tournament.orderOfPlayPublishedAt !== null,
      };
    });
    if (published) siteDataChanged("order of play changed");
    return c.json(answer);
  });

  route(app, calls.publishOrderOfPlay, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const at = now();
    const { answer, mail } = await db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, id);
      if (tournament.orderOfPlayPublishedAt)
        throw httpError(
          409,
          "The order of play is already published: changes to it are told to the players at once",
        );
      const rows = await tx.select().from(orderOfPlay).where(eq(orderOfPlay.tournamentId, id));
      if (rows.length === 0) throw httpError(409, "Put at least one match on a court before publishing");
      const untold = rows.filter((r) => !toldOf(r));
      const mail = await tellPlayers(tx, tournament.name, untold, at);
      if (untold.length > 0)
        await tx
          .update(orderOfPlay)
          .set({ toldAt: at })
          .where(
            and(
              eq(orderOfPlay.tournamentId, id),
              inArray(
                orderOfPlay.matchKey,
                untold.map((r) => r.matchKey),
              ),
            ),
          );
      await tx
        .update(tournaments)
        .set({ orderOfPlayPublishedAt: at, updatedAt: at })
        .where(eq(tournaments.id, id));
      await audited(tx, actor, at, {
        action: "play.publish",
        entityType: "tournament",
        entityId: id,
        before: { publishedAt: null },
        after: { publishedAt: at.toISOString(), matches: rows.length, told: untold.length },
      });
      return { answer: await presentOrder(tx, id, at), mail };
    });
    deliverSoon({ db, mailer }, mail);
    siteDataChanged("order of play published");
    return c.json(answer);
  });

  return app;
}
