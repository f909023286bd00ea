/**
 * The club ranking: a member's position by rating among members with a non-provisional rating who
 * played in the last 12 months, juniors (under 18) and adults ranked apart. Equal ratings share a
 * position.
 */

export const RANKING_MONTHS = 12;
export const JUNIOR_UNDER = 18;

export type AgeGroup = "junior" | "adult";

export interface RankCandidate {
  userId: string;
  rating: number;
  provisional: boolean;
  lastPlayed: Date | null;
  group: AgeGroup;
}

/** Junior until the 18th birthday (`dob` as YYYY-MM-DD). */
export function ageGroup(dob: string, now: Date): AgeGroup {
  const [year, month, day] = dob.split("-").map(Number);
  if (!year || !month || !day) return "adult";
  const eighteenth = Date.UTC(year + JUNIOR_UNDER, month - 1, day);
  return now.getTime() < eighteenth ? "junior" : "adult";
}

function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

/** The oldest last match that still ranks a player at `now`. */
export function rankedSince(now: Date): Date {
  return monthsBefore(now, RANKING_MONTHS);
}

/**
 * The birth date (YYYY-MM-DD) a junior is born after at `now`: `ageGroup` is "junior" exactly when
 * `dob > juniorsBornAfter(now)` as text, so a database can tell the groups apart by the same rule.
 * (Someone born on 29 February turns 18 on 1 March, a day no year's 18 years later calls 29 February.)
 */
export function juniorsBornAfter(now: Date): string {
  const year = now.getUTCFullYear() - JUNIOR_UNDER;
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const day = String(now.getUTCDate()).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${month}-${day}`;
}

/** Whether a player takes part in the ranking at `now`. */
export function isRanked(candidate: RankCandidate, now: Date): boolean {
  return (
    !candidate.provisional &&
    candidate.lastPlayed !== null &&
    candidate.lastPlayed.getTime() >= monthsBefore(now, RANKING_MONTHS).getTime()
  );
}

export interface RankedPlayer extends RankCandidate {
  rank: number;
}

/** The ranked players of one age group, best first, equal ratings sharing a rank. */
export function rankGroup(candidates: readonly RankCandidate[], group: AgeGroup, now: Date): RankedPlayer[] {
  const sorted = candidates
    .filter((c) => c.group === group && isRanked(c, now))
    .toSorted((x, y) => y.rating - x.rating || (x.userId < y.userId ? -1 : 1));
  const ranked: RankedPlayer[] = [];
  for (const [i, c] of sorted.entries()) {
    const previous = ranked[i - 1];
    ranked.push({ ...c, rank: previous && previous.rating === c.rating ? previous.rank : i + 1 });
  }
  return ranked;
}

/** One member's rank in their own age group, or null when they are not ranked. */
export function rankOf(userId: string, candidates: readonly RankCandidate[], now: Date): number | null {
  const own = candidates.find((c) => c.userId === userId);
  if (!own) return null;
  return rankGroup(candidates, own.group, now).find((c) => c.userId === userId)?.rank ?? null;
}
