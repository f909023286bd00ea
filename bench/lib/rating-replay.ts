/**
 * Rating recomputation (docs/ratings.md): the kept ratings are replayed from a changed result on
 * (docs/decisions/0152-kept-ratings.md), so correcting the oldest result, or the migration that
 * first keeps them, replays everything: that must stay fast as the club's history grows. Reads
 * never replay. This times the server's full replay (`replayRatings` of `ratedResult`s) over synthetic confirmed results,
 * made here and never stored: deterministic (a seeded generator), among a fixed field of players
 * with hidden strengths, singles and some doubles, spread over two years and handed over unsorted.
 */

import { seededRandom } from "@/shared/domain/draw";
import { type PlayerRating, replayRatings } from "@/shared/domain/player-rating";
import { type LoadedMatch, ratedResult } from "../../server/lib/competition";

const ratingsOf = (matches: readonly LoadedMatch[], now: Date): Map<string, PlayerRating> =>
  replayRatings(
    matches.flatMap((m) => ratedResult(m) ?? []),
    now,
  );

export interface RatingReplayFigures {
  results: number;
  players: number;
  /** Each timed replay in ms, in the order run (one warm-up run before them is not recorded). */
  runsMs: number[];
  medianMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_DAYS = 730;
const PLAYERS = 200;
const DOUBLES_SHARE = 0.2;
const TIMED_RUNS = 5;
/** The moment the replay is for: just after the last synthetic result. */
const NOW = new Date("2026-12-31T12:00:00Z");

/** `count` confirmed results among `players` members over the two years before NOW. */
export function syntheticMatches(count: number, players = PLAYERS, seed = 1): LoadedMatch[] {
  // The draw's seeded generator (mulberry32): every run replays the very same results.
  const random = seededRandom(seed);
  const strength = Array.from({ length: players }, () => 2 + random() * 10);
  const pick = (taken: Set<number>) => {
    let p = Math.floor(random() * players);
    while (taken.has(p)) p = (p + 1) % players;
    taken.add(p);
    return p;
  };
  const start = NOW.getTime() - SPAN_DAYS * DAY_MS;
  return Array.from({ length: count }, (_, i) => {
    const perSide = random() < DOUBLES_SHARE ? 2 : 1;
    const taken = new Set<number>();
    const a = Array.from({ length: perSide }, () => pick(taken));
    const b = Array.from({ length: perSide }, () => pick(taken));
    const level = (side: number[]) => side.reduce((sum, p) => sum + strength[p]!, 0) / side.length;
    const aWins = random() < 1 / (1 + Math.exp(-(level(a) - level(b)) / 1.6));
    const loserGames = Math.floor(random() * 11);
    const gamesA = aWins ? 12 : loserGames;
    const gamesB = aWins ? loserGames : 12;
    const playedAt = new Date(start + Math.floor(random() * SPAN_DAYS * DAY_MS));
    const id = `bench-match-${i}`;
    const side = (s: "a" | "b", ids: number[]) =>
      ids.map((p, slot) => ({
        matchId: id,
        side: s,
        slot: slot + 1,
        userId: `bench-player-${p}`,
        name: `P${p}`,
        listedAt: playedAt,
        result: (s === "a") === aWins ? ("won" as const) : ("lost" as const),
      }));
    return {
      row: {
        id,
        kind: perSide === 2 ? "doubles" : "singles",
        tournamentId: null,
        tournamentName: null,
        round: null,
        status: "confirmed",
        outcome: "completed",
        score: null,
        winner: aWins ? "a" : "b",
        gamesA,
        gamesB,
        scheduledAt: null,
        court: null,
        playedAt,
        drawRound: null,
        drawIndex: null,
        drawEventId: null,
        stageDrawId: null,
        reportedBy: null,
        version: 1,
        updatedAt: playedAt,
        createdAt: playedAt,
      },
      sideA: side("a", a),
      sideB: side("b", b),
    };
  });
}

const median = (values: readonly number[]) => {
  const sorted = values.toSorted((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Times the full replay over `count` synthetic results: one warm-up run, then the median of five. */
export function timeRatingReplay(count: number, runs = TIMED_RUNS): RatingReplayFigures {
  const matches = syntheticMatches(count);
  ratingsOf(matches, NOW);
  const runsMs = Array.from({ length: runs }, () => {
    const started = performance.now();
    const ratings = ratingsOf(matches, NOW);
    const elapsed = performance.now() - started;
    if (ratings.size === 0) throw new Error("the replay rated nobody");
    return elapsed;
  });
  return { results: count, players: PLAYERS, runsMs, medianMs: median(runsMs) };
}
