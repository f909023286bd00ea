/** The dashboard's ranking card: a player's rank in the club and how their recent form compares. */

export interface PlayerRecord {
  userId: string;
  played: number;
  won: number;
}

/**
 * Rank among everyone who has played: more wins first, then fewer matches (a better record), with
 * ties sharing a rank. Null for a player with no matches.
 */
export function clubRank(userId: string, records: readonly PlayerRecord[]): number | null {
  const own = records.find((r) => r.userId === userId);
  if (!own || own.played === 0) return null;
  const ahead = records.filter(
    (r) => r.played > 0 && (r.won > own.won || (r.won === own.won && r.played < own.played)),
  ).length;
  return ahead + 1;
}

export const RECENT_MATCHES = 5;
export const NO_MATCH_DATA = "--";

/**
 * How the latest matches compare with the ones before: the change in win rate, in points.
 * `results` are oldest first, true for a win.
 */
export function improvementText(results: readonly boolean[]): string {
  if (results.length === 0) return NO_MATCH_DATA;
  const wins = (list: readonly boolean[]) => list.filter(Boolean).length;
  if (results.length <= RECENT_MATCHES) return `Won ${wins(results)} of ${results.length} matches so far`;
  const recent = results.slice(-RECENT_MATCHES);
  const earlier = results.slice(0, -RECENT_MATCHES);
  const change = Math.round((wins(recent) / recent.length - wins(earlier) / earlier.length) * 100);
  const span = `in your last ${RECENT_MATCHES} matches`;
  if (change > 0) return `Win rate up ${change}% ${span}`;
  if (change < 0) return `Win rate down ${-change}% ${span}`;
  return `Steady win rate ${span}`;
}
