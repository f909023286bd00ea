/**
 * Player ratings (docs/ratings.md, docs/decisions/0100-player-ratings.md): a UTR-like number from
 * the share of games a side won against the share expected from both sides' ratings, with a
 * reliability that grows with recent matches (Glicko's idea of uncertainty). Ratings are never
 * stored as the truth: `replayRatings` recomputes every rating from all results in date order, so a
 * corrected result corrects every later rating and the same results always give the same ratings.
 */

/** Where a player without rated matches starts. */
export const INITIAL_RATING = 5;
export const MIN_RATING = 1;
export const MAX_RATING = 16.5;
/**
 * The logistic scale of the game share: a side rated one point higher is expected to win about 65%
 * of the games (6-3 6-3 is 67%).
 */
export const SHARE_SCALE = 1.6;
/** How far one match moves a player with no reliability, and one with full reliability. */
export const STEP_UNRELIABLE = 0.5;
export const STEP_RELIABLE = 0.1;
/** Rated matches in the last RECENT_DAYS that make a rating fully reliable. */
export const RELIABLE_AFTER = 10;
export const RECENT_DAYS = 365;
/** Rated matches before a rating stops being provisional. */
export const PROVISIONAL_UNTIL = 5;
/** Rating gap at which a match counts half (a mismatch says little about either side). */
export const COMPETITIVE_GAP = 2.5;
/** The share of games is kept within these bounds, so a 6-0 6-0 is not an infinitely large win. */
const SHARE_FLOOR = 0.05;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A result as the ratings read it: who played on each side and the games each side won. */
export interface RatedResult {
  id: string;
  playedAt: Date;
  /** Member ids on each side: one for singles, two for doubles. */
  sideA: readonly string[];
  sideB: readonly string[];
  gamesA: number;
  gamesB: number;
}

export interface RatingPoint {
  resultId: string;
  at: Date;
  rating: number;
}

export interface PlayerRating {
  rating: number;
  /** 0 (nothing known) to 1 (enough recent matches). */
  reliability: number;
  ratedMatches: number;
  provisional: boolean;
  lastPlayed: Date | null;
  /** The rating after each rated match, oldest first. */
  history: RatingPoint[];
}

/** The share of games side A is expected to win, from both sides' ratings. */
export function expectedShare(ratingA: number, ratingB: number): number {
  return 1 / (1 + Math.exp(-(ratingA - ratingB) / SHARE_SCALE));
}

/** How much a match counts, from 1 (close ratings) down towards 0 (a mismatch). */
export function competitiveness(ratingA: number, ratingB: number): number {
  return 1 / (1 + ((ratingA - ratingB) / COMPETITIVE_GAP) ** 4);
}

/** Reliability from the number of rated matches in the last year. */
export function reliabilityOf(recentMatches: number): number {
  return Math.min(1, recentMatches / RELIABLE_AFTER);
}

const clampRating = (rating: number) => Math.min(MAX_RATING, Math.max(MIN_RATING, rating));
const round2 = (value: number) => Math.round(value * 100) / 100;

interface State {
  rating: number;
  dates: Date[];
  /** The first of `dates` inside the recent window of the match being replayed (dates only grow). */
  recentFrom: number;
  history: RatingPoint[];
}

/** Matches in the year before `at`; `at` never goes back in time for one state. */
function recentCount(state: State, at: Date): number {
  const since = at.getTime() - RECENT_DAYS * DAY_MS;
  while (state.recentFrom < state.dates.length && (state.dates[state.recentFrom]?.getTime() ?? 0) <= since)
    state.recentFrom++;
  return state.dates.length - state.recentFrom;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The change in rating of one side after a match: its step (large while its own rating is
 * unreliable), scaled by the opponent's reliability and by how competitive the match was, times
 * the difference between the games won and the games expected, in rating points.
 */
export function ratingChange(
  own: { rating: number; reliability: number },
  opponent: { rating: number; reliability: number },
  shareWon: number,
): number {
  const share = Math.min(1 - SHARE_FLOOR, Math.max(SHARE_FLOOR, shareWon));
  const step = STEP_RELIABLE + (STEP_UNRELIABLE - STEP_RELIABLE) * (1 - own.reliability);
  const weight = (0.5 + 0.5 * opponent.reliability) * competitiveness(own.rating, opponent.rating);
  // 4 × scale turns a difference in share into rating points near an even match.
  return step * weight * 4 * SHARE_SCALE * (share - expectedShare(own.rating, opponent.rating));
}

/** Orders results the way they are replayed: by date, then by id, so the order never varies. */
export function replayOrder<T extends { id: string; playedAt: Date }>(results: readonly T[]): T[] {
  return results.toSorted(
    (x, y) => x.playedAt.getTime() - y.playedAt.getTime() || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
  );
}

/**
 * Every player's rating after replaying all rated results (any order in; replayed oldest first).
 * A doubles side plays at the mean of its players' ratings and each player moves by the side's
 * change. `now` decides which matches still count as recent for the reliability shown.
 */
export function replayRatings(results: readonly RatedResult[], now: Date): Map<string, PlayerRating> {
  const states = new Map<string, State>();
  const stateOf = (id: string) => {
    let state = states.get(id);
    if (!state) {
      state = { rating: INITIAL_RATING, dates: [], recentFrom: 0, history: [] };
      states.set(id, state);
    }
    return state;
  };

  for (const result of replayOrder(results)) {
    const total = result.gamesA + result.gamesB;
    if (total === 0 || result.sideA.length === 0 || result.sideB.length === 0) continue;
    const a = result.sideA.map(stateOf);
    const b = result.sideB.map(stateOf);
    const side = (players: State[]) => ({
      rating: mean(players.map((p) => p.rating)),
      reliability: mean(players.map((p) => reliabilityOf(recentCount(p, result.playedAt)))),
    });
    const sideA = side(a);
    const sideB = side(b);
    const changeA = ratingChange(sideA, sideB, result.gamesA / total);
    const changeB = ratingChange(sideB, sideA, result.gamesB / total);
    for (const [players, change] of [
      [a, changeA],
      [b, changeB],
    ] as const) {
      for (const player of players) {
        player.rating = clampRating(player.rating + change);
        player.dates.push(result.playedAt);
        player.history.push({ resultId: result.id, at: result.playedAt, rating: round2(player.rating) });
      }
    }
  }

  const ratings = new Map<string, PlayerRating>();
  for (const [id, state] of states) {
    ratings.set(id, {
      rating: round2(state.rating),
      reliability: round2(reliabilityOf(recentCount(state, now))),
      ratedMatches: state.dates.length,
      provisional: state.dates.length < PROVISIONAL_UNTIL,
      lastPlayed: state.dates.at(-1) ?? null,
      history: state.history,
    });
  }
  return ratings;
}

/** A player's rating at a moment: the last point of their history up to it (the start before). */
export function ratingAt(history: readonly RatingPoint[], at: Date): number {
  let rating = INITIAL_RATING;
  for (const point of history) {
    if (point.at.getTime() > at.getTime()) break;
    rating = point.rating;
  }
  return rating;
}

export const IMPROVEMENT_DAYS = 30;

/** The ranking card's line: how the rating moved over the last 30 days, in words. */
export function improvementText(player: PlayerRating | undefined, now: Date): string {
  if (!player || player.ratedMatches === 0) return "No rated matches yet";
  if (player.provisional) {
    const left = PROVISIONAL_UNTIL - player.ratedMatches;
    return `Rating ${player.rating.toFixed(2)}, provisional: ${left} more rated ${left === 1 ? "match" : "matches"} to go`;
  }
  const before = ratingAt(player.history, new Date(now.getTime() - IMPROVEMENT_DAYS * DAY_MS));
  const change = round2(player.rating - before);
  const span = `in the last ${IMPROVEMENT_DAYS} days`;
  if (change > 0) return `Rating up ${change.toFixed(2)} to ${player.rating.toFixed(2)} ${span}`;
  if (change < 0) return `Rating down ${(-change).toFixed(2)} to ${player.rating.toFixed(2)} ${span}`;
  return `Rating steady at ${player.rating.toFixed(2)} ${span}`;
}
