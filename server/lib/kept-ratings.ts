/**
 * Reading the kept ratings (docs/decisions/0152-kept-ratings.md): one row per rated member and the
 * member's own points, never a replay. `keepRatings` (./ratings.ts) writes them.
 */

import { desc, eq, inArray, sql } from "drizzle-orm";
import { PROVISIONAL_UNTIL, rankingFigures } from "@/shared/domain/player-rating";
import {
  ageGroup,
  isRanked,
  juniorsBornAfter,
  type RankCandidate,
  rankedSince,
} from "@/shared/domain/ranking";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
import { playerRatings, rankingsVersion, users } from "../db/schema";
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

/** A rated member as the ranks read them: the rating unrounded, the last rated match in ms. */
interface RankRow {
  rating: number;
  ratedMatches: number;
  lastPlayedMs: number;
  dob: string;
}

/** The club's rated members, highest rating first, as they stood at `version` (`rankings_version`). */
interface RankTable {
  version: string | null;
  rows: RankRow[];
  /** The ranked members' ratings by age group, kept for the moments they hold for (`rankGroups`). */
  groups?: RankGroups;
}

/**
 * The ratings of the members ranked at a moment, highest first, juniors and adults apart. They hold
 * for every moment with the same birth date dividing the groups and whose ranking window
 * (`rankedSince`) starts after `from` and at or before `until`: no member's last rated match
 * crosses its start.
 */
interface RankGroups extends RankSpan {
  junior: number[];
  adult: number[];
}

/** The moments ranked ratings hold for (`RankGroups`). */
interface RankSpan {
  bornAfter: string;
  from: number;
  until: number;
}

function rankGroups(rows: readonly RankRow[], bornAfter: string, since: number): RankGroups {
  const groups: RankGroups = {
    bornAfter,
    from: Number.NEGATIVE_INFINITY,
    until: Number.POSITIVE_INFINITY,
    junior: [],
    adult: [],
  };
  for (const o of rows) {
    if (o.ratedMatches < PROVISIONAL_UNTIL) continue;
    if (o.lastPlayedMs < since) {
      groups.from = Math.max(groups.from, o.lastPlayedMs);
      continue;
    }
    groups.until = Math.min(groups.until, o.lastPlayedMs);
    (o.dob > bornAfter ? groups.junior : groups.adult).push(o.rating);
  }
  return groups;
}

/** How many of `ratings` (highest first) come before the first one `stays` is false for. */
function countWhile(ratings: readonly number[], stays: (rating: number) => boolean): number {
  let low = 0;
  let high = ratings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (stays(ratings[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What the ranks read changes whenever `rankings_version` does (its triggers, migration 0020). */
export const rankingsVersionColumn = () =>
  sql<string | null>`(select ${rankingsVersion.version} from ${rankingsVersion})`;

const rankTableQuery = preparedPer((db) =>
  db
    .select({
      version: rankingsVersionColumn(),
      rating: playerRatings.rating,
      ratedMatches: playerRatings.ratedMatches,
      // Whole milliseconds, rounded down: compared with a moment in milliseconds as the database would.
      lastPlayedMs: sql<number>`floor(extract(epoch from ${playerRatings.lastPlayed}) * 1000)`.mapWith(
        Number,
      ),
      dob: users.dob,
    })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId))
    .orderBy(desc(playerRatings.rating))
    .prepare("rank_table"),
);

/** Each database's rank table, or the one being read (so a burst of requests reads it once). */
const rankTables = new WeakMap<Database, Promise<RankTable>>();

/**
 * The club's rated members as of `version` (read with the member's own figures): kept by this
 * server while the version stands, read again (one statement) once it changes. The rows are read
 * with the version they stand at, so a table never holds rows newer or older than its version.
 */
async function rankTable(db: Database, version: string | null): Promise<RankTable> {
  const kept = rankTables.get(db);
  if (kept) {
    const table = await kept.catch(() => undefined);
    if (table && table.version === version) return table;
    // Another request may have started reading the newer table meanwhile.
    const now = rankTables.get(db);
    if (now !== kept && now) {
      const newer = await now.catch(() => undefined);
      if (newer && newer.version === version) return newer;
    }
  }
  const reading = rankTableQuery(db)
    .execute()
    .then((rows) => ({ version: rows[0]?.version ?? null, rows: rows.map(({ version: _, ...row }) => row) }));
  // No rated member: nothing to keep (the version is read beside each row).
  reading.then(
    (table) => {
      if (table.rows.length === 0 && rankTables.get(db) === reading) rankTables.delete(db);
    },
    () => {
      if (rankTables.get(db) === reading) rankTables.delete(db);
    },
  );
  rankTables.set(db, reading);
  return reading;
}

/**
 * For one member's rank: how many ranked players of their age group are rated clearly higher, and
 * the ratings of those within a rounding of theirs, which `rankFrom` compares rounded. Read from the
 * kept rank table's ranked ratings (`rankGroups`, made again only when the moment leaves the span
 * they hold for) by two binary searches: no statement while the ratings stand, and never the club's
 * rows into each request's statements or loops.
 */
export async function rankCounts(
  db: Database,
  version: string | null,
  own: { rating: number; dob: string },
  now: Date,
): Promise<{ above: number; near: number[]; holds: (now: Date) => boolean }> {
  const table = await rankTable(db, version);
  let groups = table.groups;
  if (!groups || !groupsHold(groups, now)) {
    groups = rankGroups(table.rows, juniorsBornAfter(now), rankedSince(now).getTime());
    table.groups = groups;
  }
  const ratings = own.dob > groups.bornAfter ? groups.junior : groups.adult;
  const above = countWhile(ratings, (rating) => rating > own.rating + ROUNDING_BAND);
  const nearEnd = countWhile(ratings, (rating) => rating >= own.rating - ROUNDING_BAND);
  // Only the span is kept by whoever keeps `holds`, not the ratings.
  const span: RankSpan = { bornAfter: groups.bornAfter, from: groups.from, until: groups.until };
  return { above, near: ratings.slice(above, nearEnd), holds: (later) => groupsHold(span, later) };
}

/** Whether ranked ratings made for `span` are those ranked at `now` (`rankGroups`). */
function groupsHold(span: RankSpan, now: Date): boolean {
  const since = rankedSince(now).getTime();
  return span.bornAfter === juniorsBornAfter(now) && since > span.from && since <= span.until;
}

/** A member's kept rating as a query joining `player_ratings` reads it. */
export interface KeptRating {
  rating: number;
  ratedMatches: number;
  lastPlayed: Date;
}

/**
 * One member's rank in their age group, as `rankOf` over every candidate gives it (ties share the
 * better rank: one more than those rated higher), from `rankCounts`: only the ratings within a
 * rounding of the member's are compared rounded here. Null when the member is not ranked.
 */
export function rankFrom(
  kept: KeptRating,
  counts: { dob: string; above: number; near: readonly number[] },
  now: Date,
): number | null {
  const own = rankingFigures(kept.rating, kept.ratedMatches);
  const candidate = { userId: "", ...own, lastPlayed: kept.lastPlayed, group: ageGroup(counts.dob, now) };
  if (!isRanked(candidate, now)) return null;
  return (
    1 + counts.above + counts.near.filter((rating) => rankingFigures(rating, 0).rating > own.rating).length
  );
}

/**
 * One member's rank from their kept rating and the rank table (`rankCounts`); null when they have
 * no kept rating or are not ranked. `holds` tells whether the same ratings give the same rank at
 * another moment (no one's last rated match crossing the ranking window between, the same birth
 * date dividing the age groups).
 */
export async function rankOfKept(
  db: Database,
  row: { dob: string; version: string | null } & Parameters<typeof keptRatingOf>[0],
  now: Date,
): Promise<{ rank: number | null; holds: (now: Date) => boolean }> {
  const kept = keptRatingOf(row);
  if (!kept) return { rank: null, holds: () => true };
  const { holds, ...counts } = await rankCounts(db, row.version, { rating: kept.rating, dob: row.dob }, now);
  return { rank: rankFrom(kept, { dob: row.dob, ...counts }, now), holds };
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

/** One member's rank in their age group (`rankOfKept`); null when not ranked. */
export async function memberRank(db: Database, userId: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({
      dob: users.dob,
      rating: playerRatings.rating,
      ratedMatches: playerRatings.ratedMatches,
      lastPlayed: playerRatings.lastPlayed,
      version: rankingsVersionColumn(),
    })
    .from(users)
    .innerJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(eq(users.id, userId));
  return row ? (await rankOfKept(db, row, now)).rank : null;
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
