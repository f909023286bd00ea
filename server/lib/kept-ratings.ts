/**
 * Reading the kept ratings (docs/decisions/0152-kept-ratings.md): one row per rated member and the
 * member's own points, never a replay. `keepRatings` (./ratings.ts) writes them.
 */

import { eq, inArray } from "drizzle-orm";
import { type PlayerRating, playerRatingOf, rankingFigures } from "@/shared/domain/player-rating";
import { ageGroup, type RankCandidate } from "@/shared/domain/ranking";
import type { Database } from "../db/client";
import { playerRatings, ratingPoints, users } from "../db/schema";
import type { Tx } from "../payments/grants";

/** A member's rating with the history of their rated matches; undefined before their first one. */
export async function memberRating(
  db: Database | Tx,
  userId: string,
  now: Date,
): Promise<PlayerRating | undefined> {
  const points = await db
    .select({
      resultId: ratingPoints.matchId,
      userId: ratingPoints.userId,
      at: ratingPoints.playedAt,
      rating: ratingPoints.rating,
    })
    .from(ratingPoints)
    .where(eq(ratingPoints.userId, userId));
  return points.length === 0 ? undefined : playerRatingOf(points, now);
}

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
