/**
 * Reading the kept ratings (docs/decisions/0152-kept-ratings.md): one row per rated member and the
 * member's own points, never a replay. `keepRatings` (./ratings.ts) writes them.
 */

import { and, between, count, eq, gt, gte, inArray, type SQL, sql } from "drizzle-orm";
import {
  type PlayerRating,
  PROVISIONAL_UNTIL,
  playerRatingOf,
  rankingFigures,
} from "@/shared/domain/player-rating";
import {
  ageGroup,
  isRanked,
  juniorsBornAfter,
  type RankCandidate,
  rankedSince,
} from "@/shared/domain/ranking";
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

/**
 * Ratings are shown and ranked rounded to hundredths: a rating further than this from another is
 * on the same side of it rounded too, so only ratings within it are compared rounded.
 */
const ROUNDING_BAND = 0.02;

/**
 * One member's rank in their age group, as `rankOf` over every candidate gives it (ties share the
 * better rank: one more than those rated higher), without reading the whole club: the database
 * counts the ranked players of the group clearly rated higher, and only those within a rounding of
 * the member's rating are compared rounded here. Null when the member is not ranked.
 */
export async function memberRank(db: Database | Tx, userId: string, now: Date): Promise<number | null> {
  const [own] = await db
    .select({
      rating: playerRatings.rating,
      ratedMatches: playerRatings.ratedMatches,
      lastPlayed: playerRatings.lastPlayed,
      dob: users.dob,
    })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId))
    .where(eq(playerRatings.userId, userId));
  if (!own) return null;
  const group = ageGroup(own.dob, now);
  const figures = rankingFigures(own.rating, own.ratedMatches);
  if (!isRanked({ userId, ...figures, lastPlayed: own.lastPlayed, group }, now)) return null;
  const bornAfter = juniorsBornAfter(now);
  const sameGroup: SQL =
    group === "junior" ? sql`${users.dob}::text > ${bornAfter}` : sql`${users.dob}::text <= ${bornAfter}`;
  const rankedInGroup = and(
    gte(playerRatings.ratedMatches, PROVISIONAL_UNTIL),
    gte(playerRatings.lastPlayed, rankedSince(now)),
    sameGroup,
  );
  const [[above], near] = await Promise.all([
    db
      .select({ players: count() })
      .from(playerRatings)
      .innerJoin(users, eq(users.id, playerRatings.userId))
      .where(and(rankedInGroup, gt(playerRatings.rating, own.rating + ROUNDING_BAND))),
    db
      .select({ rating: playerRatings.rating, ratedMatches: playerRatings.ratedMatches })
      .from(playerRatings)
      .innerJoin(users, eq(users.id, playerRatings.userId))
      .where(
        and(
          rankedInGroup,
          between(playerRatings.rating, own.rating - ROUNDING_BAND, own.rating + ROUNDING_BAND),
        ),
      ),
  ]);
  const nearAbove = near.filter(
    (row) => rankingFigures(row.rating, row.ratedMatches).rating > figures.rating,
  );
  return 1 + (above?.players ?? 0) + nearAbove.length;
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
