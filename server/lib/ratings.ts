/**
 * Keeping the ratings (docs/decisions/0152-kept-ratings.md): every write that changes a rated result
 * (recorded, corrected, confirmed, cleared, deleted, or an account deleted) calls `keepRatings` in
 * its transaction with the result's dates before and after. It replays the rated results from the
 * earliest of them on, from each player's kept rating just before it, and stores each player's
 * rating after each match and their current rating. Reads never replay.
 *
 * Replays run one at a time under a transaction-level advisory lock; each reads what the changes
 * committed before it, so two changes at once both end up in the kept ratings.
 */

import { and, count, desc, eq, gt, gte, inArray, lt, min, sql } from "drizzle-orm";
import { type KeptPoint, type RatingStart, RECENT_DAYS, replayFrom } from "@/shared/domain/player-rating";
import type { Database } from "../db/client";
import { clubMatches, playerRatings, ratingPoints, ratingReplaysDue } from "../db/schema";
import type { Tx } from "../payments/grants";
import { loadMatchesWhere, ratedResult } from "./competition";

/** Any fixed number shared by every replica: the key of the ratings' advisory lock. */
const RATINGS_LOCK_KEY = 7_411_2010;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per insert, well within the parameters one statement takes. */
const CHUNK = 1000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The ids in the replay order's tie-break: by code unit, as `replayOrder` compares them. */
const byCodeUnit = (column: typeof ratingPoints.matchId) => sql`${column} collate "C" desc`;

/** Each player's kept state just before `from`: their last rating and their dates of the year before. */
async function startsBefore(tx: Tx, ids: readonly string[], from: Date): Promise<Map<string, RatingStart>> {
  const starts = new Map<string, { rating: number; dates: Date[] }>();
  for (const part of chunks(ids)) {
    const [last, recent] = await Promise.all([
      tx
        .selectDistinctOn([ratingPoints.userId], { userId: ratingPoints.userId, rating: ratingPoints.rating })
        .from(ratingPoints)
        .where(and(inArray(ratingPoints.userId, part), lt(ratingPoints.playedAt, from)))
        .orderBy(ratingPoints.userId, desc(ratingPoints.playedAt), byCodeUnit(ratingPoints.matchId)),
      tx
        .select({ userId: ratingPoints.userId, at: ratingPoints.playedAt })
        .from(ratingPoints)
        .where(
          and(
            inArray(ratingPoints.userId, part),
            lt(ratingPoints.playedAt, from),
            gt(ratingPoints.playedAt, new Date(from.getTime() - RECENT_DAYS * DAY_MS)),
          ),
        )
        .orderBy(ratingPoints.playedAt),
    ]);
    for (const row of last) starts.set(row.userId, { rating: row.rating, dates: [] });
    for (const row of recent) starts.get(row.userId)?.dates.push(row.at);
  }
  return starts;
}

/** Rewrites the current rating of each of the given members from their kept points. */
async function refreshPlayerRatings(tx: Tx, ids: readonly string[]): Promise<void> {
  for (const part of chunks(ids)) {
    const [last, counts] = await Promise.all([
      tx
        .selectDistinctOn([ratingPoints.userId], {
          userId: ratingPoints.userId,
          rating: ratingPoints.rating,
          lastPlayed: ratingPoints.playedAt,
        })
        .from(ratingPoints)
        .where(inArray(ratingPoints.userId, part))
        .orderBy(ratingPoints.userId, desc(ratingPoints.playedAt), byCodeUnit(ratingPoints.matchId)),
      tx
        .select({ userId: ratingPoints.userId, ratedMatches: count() })
        .from(ratingPoints)
        .where(inArray(ratingPoints.userId, part))
        .groupBy(ratingPoints.userId),
    ]);
    const matches = new Map(counts.map((row) => [row.userId, row.ratedMatches]));
    await tx.delete(playerRatings).where(inArray(playerRatings.userId, part));
    if (last.length > 0)
      await tx
        .insert(playerRatings)
        .values(last.map((row) => ({ ...row, ratedMatches: matches.get(row.userId) ?? 0 })));
  }
}

/**
 * Brings the kept ratings up to date after rated results changed: `changed` are the dates the
 * changed results were played on, before and after the change (nulls are skipped); everything from
 * the earliest on is replayed. Runs inside the caller's transaction.
 */
export async function keepRatings(tx: Tx, ...changed: (Date | null | undefined)[]): Promise<void> {
  const times = changed.flatMap((date) => (date ? [date.getTime()] : []));
  if (times.length === 0) return;
  const from = new Date(Math.min(...times));
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_KEY})`);

  const removed = await tx
    .delete(ratingPoints)
    .where(gte(ratingPoints.playedAt, from))
    .returning({ userId: ratingPoints.userId });
  const results = (
    await loadMatchesWhere(tx, and(eq(clubMatches.status, "confirmed"), gte(clubMatches.playedAt, from)))
  ).flatMap((match) => ratedResult(match) ?? []);
  const players = [...new Set(results.flatMap((r) => [...r.sideA, ...r.sideB]))];
  const points: KeptPoint[] = replayFrom(await startsBefore(tx, players, from), results);
  for (const part of chunks(points))
    await tx
      .insert(ratingPoints)
      .values(part.map((p) => ({ matchId: p.resultId, userId: p.userId, playedAt: p.at, rating: p.rating })));
  await refreshPlayerRatings(tx, [...new Set([...removed.map((r) => r.userId), ...players])]);
}

/** When the member's first kept rated match was played: where deleting their account replays from. */
export async function firstRatedAt(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: min(ratingPoints.playedAt) })
    .from(ratingPoints)
    .where(eq(ratingPoints.userId, userId));
  return row?.at ?? null;
}

/** Runs the replays a migration left due (all of them from the earliest), before the server serves. */
export async function keepDueRatings(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const due = await tx.delete(ratingReplaysDue).returning({ fromAt: ratingReplaysDue.fromAt });
    await keepRatings(tx, ...due.map((row) => row.fromAt));
  });
}
