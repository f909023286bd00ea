/**
 * A member's open matches: friendlies staff scheduled, to be played, reported by one player and
 * confirmed (or disputed, which sends them to staff) by the other side; and friendlies members
 * arranged themselves, reported by one player against another member and answered the same way
 * (docs/decisions/0137-member-reported-friendlies.md). Every change is audited;
 * the other side is told by notification, and by mail queued with the change (the outbox). Beside them, read-only,
 * the member's next match in each published draw they play in (staff enter draw results).
 */

import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { OpenMatch } from "@/shared/api/contract";
import { clubLocal } from "@/shared/domain/club-time";
import { bracket, nextDrawMatch, roundName } from "@/shared/domain/draw";
import type { MatchSide } from "@/shared/domain/lists";
import { friendlyDateProblem, friendlyOpponentProblem } from "@/shared/domain/member-friendly";
import { publicPlayerName } from "@/shared/domain/public-player-name";
import { ageGroup } from "@/shared/domain/ranking";
import { flipScore, parseScore } from "@/shared/domain/tennis-score";
import type { Database } from "../db/client";
import { epochMs, jsonList } from "../db/json-list";
import { preparedPer } from "../db/prepared";
import {
  type AccountRow,
  clubMatches,
  clubMatchPlayers,
  notifications,
  oneOf,
  tournamentDraws,
  tournaments,
  type UserRow,
  users,
} from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import {
  drawResults,
  FRIENDLY,
  type LoadedMatch,
  loadMatches,
  loadMatchesWhere,
  playsInUnlisted,
  presentMatch,
  resultPlayedAt,
  scoreFor,
  sideOf,
} from "../lib/competition";
import { httpError } from "../lib/http-error";
import { keepRatings } from "../lib/ratings";
import { deliverSoon, queueMail } from "../mail/mail-outbox";
import { scoreReportedMail } from "../mail/templates";
import type { Tx } from "../payments/grants";
import { containsPattern, isMember } from "./console/shared";

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

/** A published draw still open to the member, as `openDrawMatches` reads it. */
interface OpenDraw {
  tournamentId: string;
  name: string;
  date: Date;
  location: string;
  slots: (string | null)[];
}

/**
 * What `/matches/open` reads, in one prepared statement (one round trip besides the token's): the
 * member's row, left-joined to their open friendlies (scheduled, reported, disputed) with their
 * players, from the member's unlisted rows (`playsInUnlisted`); and on every row, as JSON, the
 * published draws of tournaments not cancelled that the member has a place in and that have no
 * winner yet (only those can hold a next match of theirs), read by `tournament_draws_open_idx`,
 * never the club's history. No friendly gives one row whose match is null.
 */
const openMatchesOf = preparedPer((db) =>
  db
    .select({
      draws: sql<
        string | null
      >`(select json_agg(json_build_array(${tournaments.id}, ${tournaments.name}, ${epochMs(tournaments.date)}, ${tournaments.location}, ${tournamentDraws.slots}) order by ${tournaments.id})::text from ${tournamentDraws} inner join ${tournaments} on ${eq(tournaments.id, tournamentDraws.tournamentId)} where ${and(
        isNotNull(tournamentDraws.publishedAt),
        isNull(tournamentDraws.winnerId),
        isNull(tournaments.cancelledAt),
        sql`${tournamentDraws.slots} @> jsonb_build_array(${sql.placeholder("userId")}::text)`,
      )})`,
      row: clubMatches,
      players: sql<
        string | null
      >`(select json_agg(json_build_array(p.side, p.slot, p.user_id, p.name) order by p.slot)::text from ${clubMatchPlayers} p where p.match_id = ${clubMatches.id})`,
    })
    .from(users)
    .leftJoin(
      clubMatches,
      and(playsInUnlisted(db, sql.placeholder("userId")), oneOf(clubMatches.status, OPEN)),
    )
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("open_matches"),
);

/** The draws `openMatchesOf` read, from its JSON. */
function openDrawsOf(draws: string | null): OpenDraw[] {
  return jsonList<[string, string, number, string, (string | null)[]]>(draws).map(
    ([tournamentId, name, date, location, slots]) => ({
      tournamentId,
      name,
      date: new Date(date),
      location,
      slots,
    }),
  );
}

/** An open match as `presentOpen` reads it, from a row of `openMatchesOf`: its players are unlisted too. */
function openFriendlyOf({ row, players }: { row: LoadedMatch["row"]; players: string | null }): LoadedMatch {
  const all = jsonList<[MatchSide, number, string | null, string]>(players).map(
    ([side, slot, userId, name]) => ({
      matchId: row.id,
      side,
      slot,
      userId,
      name,
      listedAt: null,
      result: null,
    }),
  );
  return { row, sideA: all.filter((p) => p.side === "a"), sideB: all.filter((p) => p.side === "b") };
}

/**
 * The member's next match in each published draw they play in, of tournaments not cancelled: with
 * its opponent, or the two players whose match decides the opponent (docs/decisions/0112).
 */
async function openDrawMatches(
  db: Database,
  draws: readonly OpenDraw[],
  matches: readonly LoadedMatch[],
  userId: string,
): Promise<OpenMatch[]> {
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

/** Only members play friendlies: the club's staff accounts neither report nor are reported against. */
function refuseUnlessMember(user: UserRow) {
  if (user.role === "staff") throw httpError(403, "Only club members report friendlies");
}

/** Tells the other side of a reported score, in the report's transaction; their mail goes after it. */
/** Tells the other side in the transaction: a notification each, and their mail queued; the mail's ids. */
async function tellOtherSide(
  tx: Tx,
  match: LoadedMatch,
  side: MatchSide,
  reporter: UserRow,
  at: Date,
  siteUrl: string,
): Promise<string[]> {
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
        message: `${reporter.fullName} reported your friendly as ${presentOpen(match, r.id).score}. Confirm or dispute it on your Matches page.`,
        createdAt: at,
      })),
    );
  return queueMail(
    tx,
    recipients.map((recipient) =>
      scoreReportedMail(recipient, reporter.fullName, presentOpen(match, recipient.id).score ?? "", siteUrl),
    ),
    undefined,
    at,
  );
}

export function friendlyRoutes({ db, mailer, config, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.openMatches, async (c) => {
    const user = c.get("player");
    // The member's own open matches and the draws still open to them, in one statement (whose
    // matches their next draw matches follow from, read only when there are some): never the
    // club's whole history (docs/decisions/0220-a-club-at-scale.md, 0276, 0284).
    const rows = await openMatchesOf(db).execute({ userId: user.id });
    const draws = openDrawsOf(rows[0]?.draws ?? null);
    const friendlies = rows.flatMap(({ row, players }) =>
      row ? [presentOpen(openFriendlyOf({ row, players }), user.id)] : [],
    );
    const drawMatches =
      draws.length === 0
        ? []
        : await loadMatchesWhere(
            db,
            and(
              isNotNull(clubMatches.drawRound),
              inArray(
                clubMatches.tournamentId,
                draws.map((d) => d.tournamentId),
              ),
            ),
          );
    const matches = [...friendlies, ...(await openDrawMatches(db, draws, drawMatches, user.id))].toSorted(
      (x, y) => openMatchTime(x) - openMatchTime(y) || (x._id < y._id ? -1 : 1),
    );
    return c.json({ matches });
  });

  route(app, calls.reportScore, async (c) => {
    const user = c.get("player");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const { saved, mail } = await db.transaction(async (tx) => {
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
      await audited(tx, c.get("user"), at, {
        action: "match.report",
        entityType: "match",
        entityId: id,
        before: presentMatch(match),
        after: presentMatch(after!),
      });
      return { saved: after!, mail: await tellOtherSide(tx, after!, side, user, at, config.publicSiteUrl) };
    });
    deliverSoon({ db, mailer }, mail);
    return c.json({ match: presentOpen(saved, user.id) });
  });

  route(app, calls.friendlyOpponents, async (c) => {
    const user = c.get("player");
    refuseUnlessMember(user);
    const { q } = c.req.valid("query");
    const at = now();
    const rows = await db
      .select({
        id: users.id,
        fullName: users.fullName,
        dob: users.dob,
        ladderFullName: users.ladderFullName,
      })
      .from(users)
      .where(and(isMember, ne(users.id, user.id), ilike(users.fullName, containsPattern(q))))
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(10);
    const opponents = rows.map((row) => ({
      _id: row.id,
      name: publicPlayerName(row.fullName, {
        group: ageGroup(row.dob, at),
        ladderFullName: row.ladderFullName,
      }),
    }));
    return c.json({ opponents });
  });

  route(app, calls.reportFriendly, async (c) => {
    const user = c.get("player");
    refuseUnlessMember(user);
    const input = c.req.valid("json");
    const at = now();
    const problem =
      friendlyOpponentProblem(user.id, input.opponentId) ??
      friendlyDateProblem(input.playedOn, clubLocal(at).date);
    if (problem) throw httpError(400, problem);
    const playedAt = resultPlayedAt(input.playedOn);
    // The reporter is side a: the score is stored as they wrote it.
    const outSide = input.sideOut === undefined ? undefined : input.sideOut === "mine" ? "a" : "b";
    const parsed = parseScore(input.score, input.outcome, outSide);
    if (!parsed.ok) throw httpError(400, parsed.message);
    const score = parsed.score;
    const { saved, mail } = await db.transaction(async (tx) => {
      // Both players' rows, in id order: two reports of one friendly at once (by either player) wait
      // for each other, so the second finds the first.
      const pair = [user.id, input.opponentId].toSorted();
      const locked = await tx
        .select({ id: users.id, fullName: users.fullName, role: users.role })
        .from(users)
        .where(inArray(users.id, pair))
        .orderBy(asc(users.id))
        .for("update");
      const opponent = locked.find((row) => row.id === input.opponentId);
      if (!opponent || opponent.role === "staff") throw httpError(404, "No club member has this id");
      const sameDay = (await loadMatches(tx)).some(
        (m) =>
          m.row.tournamentId === null &&
          m.row.drawRound === null &&
          m.row.playedAt !== null &&
          clubLocal(m.row.playedAt).date === input.playedOn &&
          m.row.status !== "scheduled" &&
          sideOf(m, user.id) !== null &&
          sideOf(m, opponent.id) !== null &&
          sideOf(m, user.id) !== sideOf(m, opponent.id),
      );
      if (sameDay)
        throw httpError(409, `A friendly against ${opponent.fullName} on this day is already reported`);
      const [row] = await tx
        .insert(clubMatches)
        .values({
          kind: "singles",
          status: "reported",
          outcome: score.outcome,
          score: score.text,
          winner: score.winner,
          gamesA: score.games.a,
          gamesB: score.games.b,
          playedAt,
          reportedBy: user.id,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: clubMatches.id });
      await tx.insert(clubMatchPlayers).values([
        { matchId: row!.id, side: "a", slot: 1, userId: user.id, name: user.fullName },
        { matchId: row!.id, side: "b", slot: 1, userId: opponent.id, name: opponent.fullName },
      ]);
      const [after] = await loadMatches(tx, [row!.id]);
      await audited(tx, c.get("user"), at, {
        action: "match.report",
        entityType: "match",
        entityId: row!.id,
        before: null,
        after: presentMatch(after!),
      });
      return { saved: after!, mail: await tellOtherSide(tx, after!, "a", user, at, config.publicSiteUrl) };
    });
    deliverSoon({ db, mailer }, mail);
    return c.json({ match: presentOpen(saved, user.id) }, 201);
  });

  /** Confirm or dispute: only a player of the side that did not report, only while reported. */
  async function settle(
    actor: AccountRow,
    user: UserRow,
    id: string,
    status: "confirmed" | "disputed",
  ): Promise<OpenMatch> {
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
      await audited(tx, actor, at, {
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

  route(app, calls.confirmScore, async (c) =>
    c.json({ match: await settle(c.get("user"), c.get("player"), c.req.valid("param").id, "confirmed") }),
  );
  route(app, calls.disputeScore, async (c) =>
    c.json({ match: await settle(c.get("user"), c.get("player"), c.req.valid("param").id, "disputed") }),
  );

  return app;
}
