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
import { parseScore } from "@/shared/domain/tennis-score";
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

export type PlacedMatch = StaffDraw["rounds"][number][number];
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
export async function lockPlayedMatch(tx: Tx, matchId: string, version: number): Promise<MatchRow> {
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
  const [after] = await tx
    .update(clubMatches)
    .set({
      outcome: input.outcome,
      score: check.score.text,
      winner: check.score.winner,
      gamesA: check.score.games.a,
      gamesB: check.score.games.b,
      playedAt: resultPlayedAt(input.playedOn),
      version: before.version + 1,
      updatedAt: at,
    })
    .where(eq(clubMatches.id, before.id))
    .returning();
  await keepRatings(tx, before.playedAt, after!.playedAt);
  return { match, before, after: after!, winnerId, winnerChanges: allowed.winnerChanges };
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

/**
 * A stage draw's medallists after a correction or a clearing of its final: the final's winner and
 * runner-up, or none once its result is cleared.
 */
export async function keepStageMedallists(tx: Tx, row: StageRow, final: PlacedMatch | null, at: Date) {
  const winnerId = final?.winner ?? null;
  const runnerUpId =
    winnerId === null || !final?.a || !final.b
      ? null
      : winnerId === final.a.userId
        ? final.b.userId
        : final.a.userId;
  await tx
    .update(stageDraws)
    .set({ winnerId, runnerUpId, version: row.version + 1, updatedAt: at })
    .where(eq(stageDraws.id, row.id));
}
