/**
 * Player ratings (docs/ratings.md, docs/decisions/0100-player-ratings.md): a UTR-like number from
 * the share of games a side won against the share expected from both sides' ratings, with a
 * reliability that grows with recent matches (Glicko's idea of uncertainty). Every rating follows
 * from all results in date order (`replayRatings`); the server keeps each player's rating after each
 * match and, when a result changes, replays from that result's date on (`keepPointsFrom`), which
 * gives the same ratings as replaying everything.
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

/** A player's state before the first result of a replay: their rating and their rated matches' dates. */
export interface RatingStart {
  /** The unrounded rating after their last rated match before the replay. */
  rating: number;
  /** When they played their rated matches before the replay, oldest first (the last year is enough). */
  dates: readonly Date[];
}

/** One player's rating after one rated match, unrounded, as the server keeps it. */
export interface KeptPoint {
  resultId: string;
  userId: string;
  at: Date;
  rating: number;
}

/**
 * Replays `results` (any order in; replayed oldest first) from the players' `starts` (a player
 * without one starts at INITIAL_RATING with no matches): every player's rating after each match.
 * Replaying all results from no starts is the full replay; replaying the results from a date on,
 * from the states just before it, gives the same points (docs/decisions/0152-kept-ratings.md).
 * A doubles side plays at the mean of its players' ratings and each player moves by the side's
 * change.
 */
export function replayFrom(
  starts: ReadonlyMap<string, RatingStart>,
  results: readonly RatedResult[],
): KeptPoint[] {
  const states = new Map<string, State>();
  const stateOf = (id: string) => {
    let state = states.get(id);
    if (!state) {
      const start = starts.get(id);
      state = { rating: start?.rating ?? INITIAL_RATING, dates: [...(start?.dates ?? [])], recentFrom: 0 };
      states.set(id, state);
    }
    return state;
  };

  const points: KeptPoint[] = [];
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
    for (const [ids, players, change] of [
      [result.sideA, a, changeA],
      [result.sideB, b, changeB],
    ] as const) {
      for (const [i, player] of players.entries()) {
        player.rating = clampRating(player.rating + change);
        player.dates.push(result.playedAt);
        points.push({ resultId: result.id, userId: ids[i]!, at: result.playedAt, rating: player.rating });
      }
    }
  }
  return points;
}

/** Points by player, in the order given. */
function byPlayer(points: readonly KeptPoint[]): Map<string, KeptPoint[]> {
  const players = new Map<string, KeptPoint[]>();
  for (const point of points) {
    const list = players.get(point.userId);
    if (list) list.push(point);
    else players.set(point.userId, [point]);
  }
  return players;
}

/** Orders kept points the way they were replayed: by date, then by result id. */
export const pointOrder = (x: KeptPoint, y: KeptPoint) =>
  x.at.getTime() - y.at.getTime() || (x.resultId < y.resultId ? -1 : x.resultId > y.resultId ? 1 : 0);

/** Where a replay from `from` starts for each player: their kept points before it (any order in). */
function startsBefore(points: readonly KeptPoint[], from: Date): Map<string, RatingStart> {
  const before = byPlayer(points.filter((p) => p.at.getTime() < from.getTime()).toSorted(pointOrder));
  return new Map(
    [...before].map(([id, list]) => [id, { rating: list.at(-1)!.rating, dates: list.map((p) => p.at) }]),
  );
}

/**
 * The kept points after the results changed from `from` on: the points before `from` stay, the
 * rest are replayed from them. `results` are all rated results as they are now (only those from
 * `from` on are read). Equal to `replayFrom(new Map(), results)` whenever `points` were.
 */
export function keepPointsFrom(
  points: readonly KeptPoint[],
  results: readonly RatedResult[],
  from: Date,
): KeptPoint[] {
  const kept = points.filter((p) => p.at.getTime() < from.getTime());
  const replayed = replayFrom(
    startsBefore(kept, from),
    results.filter((r) => r.playedAt.getTime() >= from.getTime()),
  );
  return [...kept, ...replayed];
}

/** One player's rating from their kept points (any order in); `now` decides the reliability shown. */
export function playerRatingOf(points: readonly KeptPoint[], now: Date): PlayerRating {
  const ordered = points.toSorted(pointOrder);
  const state: State = { rating: INITIAL_RATING, dates: ordered.map((p) => p.at), recentFrom: 0 };
  const last = ordered.at(-1);
  return {
    rating: round2(last?.rating ?? INITIAL_RATING),
    reliability: round2(reliabilityOf(recentCount(state, now))),
    ratedMatches: ordered.length,
    provisional: ordered.length < PROVISIONAL_UNTIL,
    lastPlayed: last?.at ?? null,
    history: ordered.map((p) => ({ resultId: p.resultId, at: p.at, rating: round2(p.rating) })),
  };
}

/** The figures the ranking reads from a kept rating: rounded, provisional or not. */
export function rankingFigures(rating: number, ratedMatches: number) {
  return { rating: round2(rating), provisional: ratedMatches < PROVISIONAL_UNTIL };
}

/**
 * Every player's rating after replaying all rated results (any order in; replayed oldest first).
 * `now` decides which matches still count as recent for the reliability shown.
 */
export function replayRatings(results: readonly RatedResult[], now: Date): Map<string, PlayerRating> {
  const points = byPlayer(replayFrom(new Map(), results));
  return new Map([...points].map(([id, list]) => [id, playerRatingOf(list, now)]));
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
  if (!player) return improvementLine(undefined, INITIAL_RATING);
  return improvementLine(player, ratingAt(player.history, improvementSince(now)));
}

/** The moment the improvement line compares the current rating with. */
export function improvementSince(now: Date): Date {
  return new Date(now.getTime() - IMPROVEMENT_DAYS * DAY_MS);
}

/**
 * The improvement line from a member's current rating and rated matches and their rating at
 * `improvementSince(now)` (`ratingAt` of their history, rounded): what `improvementText` says, for a
 * reader that keeps only those figures rather than the whole history.
 */
export function improvementLine(
  player: { rating: number; ratedMatches: number } | undefined,
  before: number,
): string {
  if (!player || player.ratedMatches === 0) return "No rated matches yet";
  const rating = round2(player.rating);
  if (player.ratedMatches < PROVISIONAL_UNTIL) {
    const left = PROVISIONAL_UNTIL - player.ratedMatches;
    return `Rating ${rating.toFixed(2)}, provisional: ${left} more rated ${left === 1 ? "match" : "matches"} to go`;
  }
  const change = round2(rating - round2(before));
  const span = `in the last ${IMPROVEMENT_DAYS} days`;
  if (change > 0) return `Rating up ${change.toFixed(2)} to ${rating.toFixed(2)} ${span}`;
  if (change < 0) return `Rating down ${(-change).toFixed(2)} to ${rating.toFixed(2)} ${span}`;
  return `Rating steady at ${rating.toFixed(2)} ${span}`;
}
