/**
 * A member's open matches: friendlies staff scheduled, to be played, reported by one player and
 * confirmed (or disputed, which sends them to staff) by the other side. Every change is audited;
 * the other side is told by notification, and by mail after the commit. Beside them, read-only,
 * the member's next match in each published draw they play in (staff enter draw results).
 */

import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { OpenMatch } from "@/shared/api/contract";
import { bracket, nextDrawMatch, roundName } from "@/shared/domain/draw";
import type { MatchSide } from "@/shared/domain/lists";
import { flipScore, parseScore } from "@/shared/domain/tennis-score";
import type { Database } from "../db/client";
import { clubMatches, notifications, tournamentDraws, tournaments, type UserRow, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import {
  drawResults,
  FRIENDLY,
  type LoadedMatch,
  loadMatches,
  loadMatchesWhere,
  matchIdsOf,
  presentMatch,
  scoreFor,
  sideOf,
} from "../lib/competition";
import { httpError } from "../lib/http-error";
import { errorSummary } from "../lib/loggable-error";
import { keepRatings } from "../lib/ratings";
import { route } from "../lib/route";
import { scoreReportedMail } from "../mail/templates";
import type { Tx } from "../payments/grants";

const OPEN = ["scheduled", "reported", "disputed"] as const;
const other = (side: MatchSide): MatchSide => (side === "a" ? "b" : "a");
const playersOf = (match: LoadedMatch, side: MatchSide) => (side === "a" ? match.sideA : match.sideB);

export function presentOpen(match: LoadedMatch, userId: string): OpenMatch {
  const side = sideOf(match, userId) ?? "a";
  const { row } = match;
  const reporterSide = row.reportedBy ? sideOf(match, row.reportedBy) : null;
  return {
    _id: row.id,
    status: row.status,
    kind: row.kind,
    event: [row.tournamentName ?? FRIENDLY, row.round].filter(Boolean).join(", "),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    court: row.court,
    partner:
      playersOf(match, side)
        .filter((p) => p.userId !== userId)
        .map((p) => p.name)
        .join(" / ") || null,
    opponents: playersOf(match, other(side))
      .map((p) => p.name)
      .join(" / "),
    score: row.score ? scoreFor(row, side) : null,
    canReport: row.status === "scheduled",
    canConfirm: row.status === "reported" && reporterSide !== null && reporterSide !== side,
    draw: null,
  };
}

/**
 * The member's next match in each published draw they play in, of tournaments not cancelled: with
 * its opponent, or the two players whose match decides the opponent (docs/decisions/0112).
 */
async function openDrawMatches(
  db: Database,
  matches: readonly LoadedMatch[],
  userId: string,
): Promise<OpenMatch[]> {
  const draws = await db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      date: tournaments.date,
      location: tournaments.location,
      slots: tournamentDraws.slots,
    })
    .from(tournamentDraws)
    .innerJoin(tournaments, eq(tournaments.id, tournamentDraws.tournamentId))
    .where(and(isNotNull(tournamentDraws.publishedAt), isNull(tournaments.cancelledAt)));
  const next = draws.flatMap((draw) => {
    if (!draw.slots.includes(userId)) return [];
    const found = nextDrawMatch(bracket(draw.slots, drawResults(matches, draw.tournamentId).winners), userId);
    return found ? [{ draw, ...found }] : [];
  });
  const ids = next.flatMap(({ opponent }) => ("player" in opponent ? [opponent.player] : opponent.winnerOf));
  const people =
    ids.length === 0
      ? []
      : await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids));
  const names = new Map(people.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? "Withdrawn player";
  return next.map(({ draw, match, opponent }) => ({
    _id: `draw:${draw.tournamentId}:${match.round}:${match.index}`,
    status: "scheduled",
    kind: "singles",
    event: `${draw.name}, ${roundName(match.round, draw.slots.length)}`,
    scheduledAt: null,
    court: null,
    partner: null,
    opponents:
      "player" in opponent
        ? nameOf(opponent.player)
        : `the winner of ${nameOf(opponent.winnerOf[0])} and ${nameOf(opponent.winnerOf[1])}`,
    score: null,
    canReport: false,
    canConfirm: false,
    draw: { startsAt: draw.date.toISOString(), venue: draw.location },
  }));
}

/** Soonest first: a friendly by its time, a draw match by its tournament's start; unknown first. */
const openMatchTime = (m: OpenMatch) => Date.parse(m.scheduledAt ?? m.draw?.startsAt ?? "") || 0;

async function lockedMatch(tx: Tx, id: string, userId: string) {
  const [locked] = await tx.select().from(clubMatches).where(eq(clubMatches.id, id)).for("update");
  const [match] = locked ? await loadMatches(tx, [id]) : [];
  const side = match ? sideOf(match, userId) : null;
  if (!match || !side) throw httpError(404, "This match is not one of yours");
  return { match, side };
}

function refuseUnlessStatus(match: LoadedMatch, wanted: string) {
  const { status } = match.row;
  if (status === wanted) return;
  if (status === "confirmed") throw httpError(409, "This match's score is already confirmed");
  if (status === "disputed") throw httpError(409, "This score is disputed: the club staff will settle it");
  if (status === "reported")
    throw httpError(409, "The score was already reported: the other side confirms it");
  throw httpError(409, "No score has been reported for this match yet");
}

export function friendlyRoutes({ db, mailer, config, now, requireUser, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.openMatches, requireUser, async (c) => {
    const user = c.get("user");
    // The member's own matches, and the draw matches their next draw matches follow from.
    const all = await loadMatchesWhere(
      db,
      or(inArray(clubMatches.id, matchIdsOf(db, user.id)), isNotNull(clubMatches.drawRound)),
    );
    const friendlies = all
      .filter((m) => (OPEN as readonly string[]).includes(m.row.status) && sideOf(m, user.id) !== null)
      .map((m) => presentOpen(m, user.id));
    const matches = [...friendlies, ...(await openDrawMatches(db, all, user.id))].toSorted(
      (x, y) => openMatchTime(x) - openMatchTime(y) || (x._id < y._id ? -1 : 1),
    );
    return c.json({ matches });
  });

  route(app, calls.reportScore, requireUser, async (c) => {
    const user = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const { saved, told } = await db.transaction(async (tx) => {
      const { match, side } = await lockedMatch(tx, id, user.id);
      refuseUnlessStatus(match, "scheduled");
      // The reporter writes the score from their side; it is stored from side a's.
      const outSide = input.sideOut === undefined ? undefined : input.sideOut === "mine" ? side : other(side);
      const mine = parseScore(
        input.score,
        input.outcome,
        outSide === undefined ? undefined : outSide === side ? "a" : "b",
      );
      if (!mine.ok) throw httpError(400, mine.message);
      const score = side === "a" ? mine.score : flipScore(mine.score);
      await tx
        .update(clubMatches)
        .set({
          status: "reported",
          outcome: score.outcome,
          score: score.text,
          winner: score.winner,
          gamesA: score.games.a,
          gamesB: score.games.b,
          playedAt: match.row.scheduledAt ?? at,
          reportedBy: user.id,
          version: match.row.version + 1,
          updatedAt: at,
        })
        .where(eq(clubMatches.id, id));
      const [after] = await loadMatches(tx, [id]);
      await audited(tx, user, at, {
        action: "match.report",
        entityType: "match",
        entityId: id,
        before: presentMatch(match),
        after: presentMatch(after!),
      });
      const others = playersOf(match, other(side)).flatMap((p) => (p.userId ? [p.userId] : []));
      const recipients =
        others.length === 0
          ? []
          : await tx
              .select({ id: users.id, fullName: users.fullName, email: users.email })
              .from(users)
              .where(inArray(users.id, others));
      if (recipients.length > 0)
        await tx.insert(notifications).values(
          recipients.map((r) => ({
            userId: r.id,
            title: "Please confirm your match score",
            message: `${user.fullName} reported your friendly as ${presentOpen(after!, r.id).score}. Confirm or dispute it on your Matches page.`,
            createdAt: at,
          })),
        );
      return { saved: after!, told: recipients };
    });
    for (const recipient of told)
      mailer
        .send(
          scoreReportedMail(
            recipient,
            user.fullName,
            presentOpen(saved, recipient.id).score ?? "",
            config.publicSiteUrl,
          ),
        )
        .catch((error: unknown) => console.error(`Score report mail failed: ${errorSummary(error)}`));
    return c.json({ match: presentOpen(saved, user.id) });
  });

  /** Confirm or dispute: only a player of the side that did not report, only while reported. */
  async function settle(user: UserRow, id: string, status: "confirmed" | "disputed"): Promise<OpenMatch> {
    const at = now();
    const saved = await db.transaction(async (tx) => {
      const { match, side } = await lockedMatch(tx, id, user.id);
      refuseUnlessStatus(match, "reported");
      const reporterSide = match.row.reportedBy ? sideOf(match, match.row.reportedBy) : null;
      if (reporterSide === side) throw httpError(403, "The other side confirms the score you reported");
      // Conditional on the status still being "reported": of two answers at once, one wins.
      const [row] = await tx
        .update(clubMatches)
        .set({ status, version: match.row.version + 1, updatedAt: at })
        .where(and(eq(clubMatches.id, id), eq(clubMatches.status, "reported")))
        .returning({ id: clubMatches.id });
      if (!row) throw httpError(409, "This score was already answered");
      if (status === "confirmed") await keepRatings(tx, match.row.playedAt);
      const [after] = await loadMatches(tx, [id]);
      await audited(tx, user, at, {
        action: status === "confirmed" ? "match.confirm" : "match.dispute",
        entityType: "match",
        entityId: id,
        before: presentMatch(match),
        after: presentMatch(after!),
      });
      if (match.row.reportedBy)
        await tx.insert(notifications).values({
          userId: match.row.reportedBy,
          title: status === "confirmed" ? "Match score confirmed" : "Match score disputed",
          message:
            status === "confirmed"
              ? `${user.fullName} confirmed the score of your friendly. It now counts for your rating.`
              : `${user.fullName} disputed the score you reported. The club staff will settle it.`,
          createdAt: at,
        });
      return after!;
    });
    if (status === "confirmed") siteDataChanged("match score confirmed");
    return presentOpen(saved, user.id);
  }

  route(app, calls.confirmScore, requireUser, async (c) =>
    c.json({ match: await settle(c.get("user"), c.req.valid("param").id, "confirmed") }),
  );
  route(app, calls.disputeScore, requireUser, async (c) =>
    c.json({ match: await settle(c.get("user"), c.req.valid("param").id, "disputed") }),
  );

  return app;
}
