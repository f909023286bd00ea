/**
 * Reading the kept ratings (docs/decisions/0152-kept-ratings.md): one row per rated member and the
 * member's own points, never a replay. `keepRatings` (./ratings.ts) writes them.
 */

import { eq, inArray, sql } from "drizzle-orm";
import { PROVISIONAL_UNTIL, rankingFigures } from "@/shared/domain/player-rating";
import {
  ageGroup,
  isRanked,
  juniorsBornAfter,
  type RankCandidate,
  rankedSince,
} from "@/shared/domain/ranking";
import type { Database } from "../db/client";
import { playerRatings, users } from "../db/schema";
import type { Tx } from "../payments/grants";

/** Rank candidates: every rated member with their age group. */
export async function rankCandidates(db: Database | Tx, now: Date): Promise<RankCandidate[]> {
  const rows = await db
    .select({
      userId: playerRatings.userId,
      rating: playerRatings.rating,
      ratedMatches: playerRatings.ratedMatches,
      lastPlayed: playerRatings.lastPlayed,
      dob: users.dob,
    })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId));
  return rows.map((row) => ({
    userId: row.userId,
    ...rankingFigures(row.rating, row.ratedMatches),
    lastPlayed: row.lastPlayed,
    group: ageGroup(row.dob, now),
  }));
}

/**
 * Ratings are shown and ranked rounded to hundredths: a rating further than this from another is
 * on the same side of it rounded too, so only ratings within it are compared rounded.
 */
const ROUNDING_BAND = 0.02;

/**
 * For one member's rank, as columns of a query of `users` joined with the member's `player_ratings`
 * row: how many ranked players of their age group are rated clearly higher, and the ratings of those
 * within a rounding of theirs (JSON), which `rankFrom` compares rounded. The database counts, so the
 * whole club is never read into the server.
 */
export function rankColumns(now: Date) {
  const bornAfter = juniorsBornAfter(now);
  const ranked = sql`o.rated_matches >= ${PROVISIONAL_UNTIL} and o.last_played >= ${rankedSince(now).toISOString()}::timestamptz and (ou.dob::text > ${bornAfter}) = (${users.dob}::text > ${bornAfter})`;
  const rankedFrom = sql`${playerRatings} o join ${users} ou on ou.id = o.user_id`;
  return {
    above:
      sql<number>`(select count(*) from ${rankedFrom} where ${ranked} and o.rating > ${playerRatings.rating} + ${ROUNDING_BAND})`.mapWith(
        Number,
      ),
    near: sql<
      string | null
    >`(select json_agg(o.rating)::text from ${rankedFrom} where ${ranked} and o.rating between ${playerRatings.rating} - ${ROUNDING_BAND} and ${playerRatings.rating} + ${ROUNDING_BAND})`,
  };
}

/** A member's kept rating as a query joining `player_ratings` reads it. */
export interface KeptRating {
  rating: number;
  ratedMatches: number;
  lastPlayed: Date;
}

/**
 * One member's rank in their age group, as `rankOf` over every candidate gives it (ties share the
 * better rank: one more than those rated higher), from `rankColumns`: only the ratings within a
 * rounding of the member's are compared rounded here. Null when the member is not ranked.
 */
export function rankFrom(
  kept: KeptRating,
  counts: { dob: string; above: number; near: string | null },
  now: Date,
): number | null {
  const own = rankingFigures(kept.rating, kept.ratedMatches);
  const candidate = { userId: "", ...own, lastPlayed: kept.lastPlayed, group: ageGroup(counts.dob, now) };
  if (!isRanked(candidate, now)) return null;
  const near = JSON.parse(counts.near ?? "[]") as number[];
  return 1 + counts.above + near.filter((rating) => rankingFigures(rating, 0).rating > own.rating).length;
}

/** The member's kept rating from a query's nullable columns; undefined before their first rated match. */
export function keptRatingOf(row: {
  rating: number | null;
  ratedMatches: number | null;
  lastPlayed: Date | null;
}): KeptRating | undefined {
  return row.rating !== null && row.ratedMatches !== null && row.lastPlayed !== null
    ? { rating: row.rating, ratedMatches: row.ratedMatches, lastPlayed: row.lastPlayed }
    : undefined;
}

/** One member's rank in their age group (`rankFrom`), in one statement; null when not ranked. */
export async function memberRank(db: Database | Tx, userId: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({
      dob: users.dob,
      rating: playerRatings.rating,
      ratedMatches: playerRatings.ratedMatches,
      lastPlayed: playerRatings.lastPlayed,
      ...rankColumns(now),
    })
    .from(users)
    .innerJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(eq(users.id, userId));
  const kept = row && keptRatingOf(row);
  return row && kept ? rankFrom(kept, row, now) : null;
}

/** The given members' ratings, rounded, by id; members without rated matches are left out. */
export async function keptRatings(db: Database | Tx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: playerRatings.userId,
      rating: playerRatings.rating,
      ratedMatches: playerRatings.ratedMatches,
    })
    .from(playerRatings)
    .where(inArray(playerRatings.userId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.userId, rankingFigures(row.rating, row.ratedMatches).rating]));
}
