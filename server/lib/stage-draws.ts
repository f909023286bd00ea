/**
 * Stage draws (docs/decisions/0245-knock-out-after-groups-and-consolation.md): the knock-out of an
 * event's group finishers and the consolation draw of the main draw's first-match losers. Each is
 * a single-elimination draw stored as its first round (`stage_draws`), its later rounds following
 * from its results, which are confirmed `club_matches` rows naming it (`stage_draw_id`).
 */

import { and, eq, isNull, sql } from "drizzle-orm";
import type { StaffDraw } from "@/shared/api/console-contract";
import type { DrawSlot } from "@/shared/domain/draw";
import type { StageDrawKind } from "@/shared/domain/lists";
import { parseScore } from "@/shared/domain/tennis-score";
import type { Database } from "../db/client";
import { clubMatches, clubMatchPlayers, orderOfPlay, stageDraws } from "../db/schema";
import type { Tx } from "../payments/grants";
import {
  type DrawPeople,
  type LoadedMatch,
  loadMatchesWhere,
  resultPlayedAt,
  resultsByPlace,
  staffBracket,
} from "./competition";
import { httpError } from "./http-error";
import { keepRatings } from "./ratings";

export type StageRow = typeof stageDraws.$inferSelect;
export type People = DrawPeople;

const which = (tournamentId: string, eventId: string | null, kind: StageDrawKind) =>
  and(
    eq(stageDraws.tournamentId, tournamentId),
    eventId === null ? isNull(stageDraws.eventId) : eq(stageDraws.eventId, eventId),
    eq(stageDraws.kind, kind),
  );

/** The stage draw of a kind, if made; `lock` holds its row for this transaction's writes. */
export async function stageOf(
  db: Database | Tx,
  tournamentId: string,
  eventId: string | null,
  kind: StageDrawKind,
  lock = false,
): Promise<StageRow | undefined> {
  const query = db
    .select()
    .from(stageDraws)
    .where(which(tournamentId, eventId, kind));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A stage draw's confirmed results. */
export function stageResults(db: Database | Tx, row: StageRow): Promise<LoadedMatch[]> {
  return loadMatchesWhere(db, and(eq(clubMatches.stageDrawId, row.id), eq(clubMatches.status, "confirmed")));
}

/** A stage draw as the console shows it (the same shape as the main draw). */
export async function presentStage(db: Database | Tx, row: StageRow, people: People): Promise<StaffDraw> {
  return staffBracket(row, resultsByPlace(await stageResults(db, row)), people);
}

/** Whether a result has been entered in the stage draw. */
export async function stageStarted(db: Database | Tx, row: StageRow): Promise<boolean> {
  const [found] = await db
    .select({ id: clubMatches.id })
    .from(clubMatches)
    .where(eq(clubMatches.stageDrawId, row.id))
    .limit(1);
  return found !== undefined;
}

/** The audit log's record of a stage draw. */
export const stageSnapshot = (row: StageRow) => ({
  kind: row.kind,
  slots: row.slots,
  seeds: row.seeds,
  perGroup: row.perGroup,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  version: row.version,
});

/**
 * Makes the stage draw, or makes it again until it is published. The caller holds a lock on what
 * it is made from (the event's groups, the main draw), so two staff making it at once are taken
 * one after the other: the second sends no version (or a stale one) and is refused with a 409.
 */
export async function makeStage(
  tx: Tx,
  target: { tournamentId: string; eventId: string | null; kind: StageDrawKind },
  made: { slots: DrawSlot[]; seeds: string[]; perGroup: number | null },
  version: number | null,
  at: Date,
): Promise<{ before: StageRow | undefined; row: StageRow }> {
  const before = await stageOf(tx, target.tournamentId, target.eventId, target.kind, true);
  const what = target.kind === "knockout" ? "knock-out" : "consolation draw";
  if (before?.publishedAt) throw httpError(409, `The ${what} is published: it can no longer be made again`);
  if (before && version === null)
    throw httpError(409, `The ${what} has just been made by someone else: look at it before making it again`);
  if (before && before.version !== version)
    throw httpError(409, `The ${what} was changed by someone else: look at it again before making it again`);
  if (!before && version !== null)
    throw httpError(409, `The ${what} was taken away by someone else: look at it again before making it`);
  const values = { ...made, updatedAt: at };
  const [row] = before
    ? await tx
        .update(stageDraws)
        .set({ ...values, version: before.version + 1 })
        .where(eq(stageDraws.id, before.id))
        .returning()
    : await tx
        .insert(stageDraws)
        .values({ ...target, ...values, createdAt: at })
        .returning();
  return { before, row: row! };
}

/** Publishes the stage draw read at `version`. */
export async function publishStage(
  tx: Tx,
  row: StageRow | undefined,
  version: number,
  at: Date,
  what: string,
) {
  if (!row) throw httpError(404, `There is no ${what} yet`);
  if (row.version !== version)
    throw httpError(409, `The ${what} was changed by someone else: look at it again`);
  if (row.publishedAt) throw httpError(409, `The ${what} is already published`);
  const [after] = await tx
    .update(stageDraws)
    .set({ publishedAt: at, version: row.version + 1, updatedAt: at })
    .where(eq(stageDraws.id, row.id))
    .returning();
  return after!;
}

export interface StageResultInput {
  round: number;
  index: number;
  outcome: NonNullable<typeof clubMatches.$inferInsert.outcome>;
  score: string;
  sideOut?: "a" | "b" | undefined;
  playedOn: string;
}

/**
 * Enters a stage draw match's result: a confirmed match for the ratings at the draw's place; the
 * final's winner and runner-up are written to the draw. 409 when it has one or its players are
 * not known yet.
 */
export async function enterStageResult(
  tx: Tx,
  row: StageRow,
  draw: StaffDraw,
  input: StageResultInput,
  names: { tournamentName: string; label: (roundName: string) => string },
  at: Date,
) {
  const what = row.kind === "knockout" ? "knock-out" : "consolation draw";
  if (!row.publishedAt) throw httpError(409, `Publish the ${what} before entering its results`);
  const match = draw.rounds[input.round - 1]?.[input.index];
  if (!match) throw httpError(400, `The ${what} has no such match`);
  if (match.matchId !== null) throw httpError(409, "This match already has a result");
  if (!match.playable || !match.a || !match.b)
    throw httpError(409, "This match's players are not known yet: enter the earlier rounds first");
  const check = parseScore(input.score, input.outcome, input.sideOut);
  if (!check.ok) throw httpError(400, check.message);
  const label = names.label(match.roundName);
  const [inserted] = await tx
    .insert(clubMatches)
    .values({
      kind: "singles",
      tournamentId: row.tournamentId,
      tournamentName: names.tournamentName,
      round: label,
      stageDrawId: row.id,
      drawRound: input.round,
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
    { matchId: inserted!.id, side: "a", slot: 1, userId: match.a.userId, name: match.a.name },
    { matchId: inserted!.id, side: "b", slot: 1, userId: match.b.userId, name: match.b.name },
  ]);
  await keepRatings(tx, inserted!.playedAt);
  const winnerId = check.score.winner === "a" ? match.a.userId : match.b.userId;
  if (input.round === draw.rounds.length)
    await tx
      .update(stageDraws)
      .set({
        winnerId,
        runnerUpId: winnerId === match.a.userId ? match.b.userId : match.a.userId,
        version: row.version + 1,
        updatedAt: at,
      })
      .where(eq(stageDraws.id, row.id));
  return {
    match: inserted!,
    audit: {
      roundName: label,
      round: input.round,
      index: input.index,
      players: { a: match.a.name, b: match.b.name },
      score: check.score.text,
      winner: check.score.winner,
    },
  };
}

/** Takes a stage draw's matches off the order of play (its places changed or it is gone). */
export function unplanStage(tx: Tx, tournamentId: string, keyPrefix: string) {
  return tx
    .delete(orderOfPlay)
    .where(
      and(
        eq(orderOfPlay.tournamentId, tournamentId),
        sql`starts_with(${orderOfPlay.matchKey}, ${keyPrefix})`,
      ),
    );
}

/** The order-of-play key prefix of an event's knock-out and of a tournament's consolation draw. */
export const knockoutKey = (eventId: string) => `knockout:${eventId}:`;
export const CONSOLATION_KEY = "consolation:";
