/**
 * Corrections and clearings of knock-out results, shared by the main draw and the stage draws (the
 * knock-out after groups, the consolation draw): the played match locked at the version staff read,
 * the rules of `drawCorrection` and `drawClearing` (a winner changes, or a result goes, only while the
 * next round's match is unplayed), the ratings replayed and the audit log's record
 * (docs/decisions/0112-draw-corrections-and-entrants-matches.md, 0296).
 */

import { eq } from "drizzle-orm";
import type { StaffDraw } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { drawClearing, drawCorrection } from "@/shared/domain/draw";
import { type MatchScore, parseScore } from "@/shared/domain/tennis-score";
import { resultDayProblem, resultsNotYet } from "@/shared/domain/tournament-status";
import { clubMatches, stageDraws, type tournaments } from "../../db/schema";
import { resultPlayedAt } from "../../lib/competition";
import { httpError } from "../../lib/http-error";
import { keepRatings } from "../../lib/ratings";
import type { StageResultInput, StageRow } from "../../lib/stage-draws";
import type { Tx } from "../../payments/grants";
import { staleSave } from "./shared";

/**
 * A draw's or group's result may be entered, corrected or cleared only once the tournament has
 * started, and only for a day from the tournament's to today (Lagos dates); `playedOn` is null for
 * a clearing.
 */
export function checkResultDay(
  tournament: typeof tournaments.$inferSelect,
  playedOn: string | null,
  at: Date,
) {
  const notYet = resultsNotYet({ ...tournament, startsAt: tournament.date }, at);
  if (notYet) throw httpError(409, notYet);
  if (playedOn === null) return;
  const problem = resultDayProblem(playedOn, clubLocal(tournament.date).date, clubLocal(at).date);
  if (problem) throw httpError(400, problem);
}

type PlacedMatch = StaffDraw["rounds"][number][number];
type MatchRow = typeof clubMatches.$inferSelect;

/** Who played a draw match and where, as the audit log names them. */
export const placeOf = (match: PlacedMatch) => ({
  roundName: match.roundName,
  players: { a: match.a?.name ?? null, b: match.b?.name ?? null },
});

/** A draw match's result as the audit log keeps it. */
export function resultSnapshot(
  tournamentId: string,
  row: MatchRow,
  winnerId: string | null,
  match: PlacedMatch,
) {
  return {
    tournamentId,
    ...placeOf(match),
    round: row.drawRound,
    index: row.drawIndex,
    outcome: row.outcome,
    score: row.score,
    winner: row.winner,
    winnerId,
    playedAt: row.playedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** A draw match's played result, locked for a change made against its `version`; 409 when stale. */
async function lockPlayedMatch(tx: Tx, matchId: string, version: number): Promise<MatchRow> {
  const [row] = await tx.select().from(clubMatches).where(eq(clubMatches.id, matchId)).for("update");
  if (!row || row.version !== version) throw staleSave("match");
  return row;
}

/**
 * Checks and writes a played draw match's corrected result (its score, outcome, day and perhaps
 * winner) and replays the ratings from the earlier of its two days. The caller holds the draw's
 * lock, records the medallists when the final's winner changed and writes the audit log.
 */
export async function correctPlayedResult(
  tx: Tx,
  rounds: StaffDraw["rounds"],
  input: StageResultInput & { version: number },
  at: Date,
) {
  const match = rounds[input.round - 1]?.[input.index];
  if (!match) throw httpError(400, "This draw has no such match");
  if (match.matchId === null || !match.a || !match.b)
    throw httpError(409, "This match has no result yet: enter its result instead");
  const before = await lockPlayedMatch(tx, match.matchId, input.version);
  const check = parseScore(input.score, input.outcome, input.sideOut);
  if (!check.ok) throw httpError(400, check.message);
  const winnerId = check.score.winner === "a" ? match.a.userId : match.b.userId;
  const allowed = drawCorrection(rounds, input.round, input.index, winnerId);
  if (!allowed.ok) throw httpError(409, allowed.message);
  const after = await writeCorrectedResult(tx, before, check.score, input, at);
  return { match, before, after, winnerId, winnerChanges: allowed.winnerChanges };
}

/**
 * A played result's correction written over `before` (its version moved on) and the ratings
 * replayed from the earlier of its two days: a draw's, a stage draw's or a group's.
 */
export async function writeCorrectedResult(
  tx: Tx,
  before: MatchRow,
  score: MatchScore,
  input: { outcome: NonNullable<MatchRow["outcome"]>; playedOn: string },
  at: Date,
): Promise<MatchRow> {
  const [after] = await tx
    .update(clubMatches)
    .set({
      outcome: input.outcome,
      score: score.text,
      winner: score.winner,
      gamesA: score.games.a,
      gamesB: score.games.b,
      playedAt: resultPlayedAt(input.playedOn),
      version: before.version + 1,
      updatedAt: at,
    })
    .where(eq(clubMatches.id, before.id))
    .returning();
  await keepRatings(tx, before.playedAt, after!.playedAt);
  return after!;
}

/**
 * Takes a played draw match's result away (its players with it) and replays the ratings from its
 * day, only while the next round's match is unplayed. The caller holds the draw's lock, takes the
 * medallists away when it was the final and writes the audit log.
 */
export async function clearPlayedResult(
  tx: Tx,
  rounds: StaffDraw["rounds"],
  input: { round: number; index: number; matchId: string; version: number },
) {
  const match = rounds[input.round - 1]?.[input.index];
  if (!match) throw httpError(400, "This draw has no such match");
  if (match.matchId === null) throw httpError(409, "This match has no result to clear");
  if (match.matchId !== input.matchId) throw staleSave("match");
  const before = await lockPlayedMatch(tx, match.matchId, input.version);
  const allowed = drawClearing(rounds, input.round, input.index);
  if (!allowed.ok) throw httpError(409, allowed.message);
  // Its players go with it (cascade); the ratings from its day on are replayed without it (0152).
  await tx.delete(clubMatches).where(eq(clubMatches.id, before.id));
  await keepRatings(tx, before.playedAt);
  return { match, before, final: input.round === rounds.length };
}

/** A published stage draw whose played result is corrected or cleared, as its route read it. */
export interface PlayedStage {
  stage: StageRow;
  draw: StaffDraw;
  /** What the audit log names it by, e.g. `{ event: "Under-12 Singles" }`. */
  names: Record<string, string>;
}

/**
 * A stage draw's played result corrected (`correctPlayedResult`); a new winner of its final
 * becomes its winner, the other player its runner-up. Answers the audit entry's match, before and
 * after.
 */
export async function correctStageResult(
  tx: Tx,
  { stage, draw, names }: PlayedStage,
  input: StageResultInput & { version: number },
  at: Date,
) {
  const done = await correctPlayedResult(tx, draw.rounds, input, at);
  const { a, b } = done.match;
  if (done.winnerChanges && input.round === draw.rounds.length && a && b)
    await keepStageMedallists(
      tx,
      stage,
      { winnerId: done.winnerId, runnerUpId: done.winnerId === a.userId ? b.userId : a.userId },
      at,
    );
  return {
    entityId: done.before.id,
    before: { ...names, ...resultSnapshot(stage.tournamentId, done.before, done.match.winner, done.match) },
    after: { ...names, ...resultSnapshot(stage.tournamentId, done.after, done.winnerId, done.match) },
  };
}

/**
 * A stage draw's played result cleared (`clearPlayedResult`); clearing its final takes its
 * medallists away. Answers the audit entry's match and before.
 */
export async function clearStageResult(
  tx: Tx,
  { stage, draw, names }: PlayedStage,
  input: { round: number; index: number; matchId: string; version: number },
  at: Date,
) {
  const done = await clearPlayedResult(tx, draw.rounds, input);
  if (done.final) await keepStageMedallists(tx, stage, null, at);
  return {
    entityId: done.before.id,
    before: { ...names, ...resultSnapshot(stage.tournamentId, done.before, done.match.winner, done.match) },
    after: null,
  };
}

/** Writes a stage draw's medallists, or none once its final's result is cleared. */
async function keepStageMedallists(
  tx: Tx,
  row: StageRow,
  medallists: { winnerId: string; runnerUpId: string } | null,
  at: Date,
) {
  await tx
    .update(stageDraws)
    .set({
      winnerId: medallists?.winnerId ?? null,
      runnerUpId: medallists?.runnerUpId ?? null,
      version: row.version + 1,
      updatedAt: at,
    })
    .where(eq(stageDraws.id, row.id));
}
