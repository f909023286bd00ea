/**
 * Tennis scores as the club plays them: best of three sets, each set 6-0 to 6-4, 7-5 or 7-6 with a
 * tie-break, and a deciding match tie-break to 10 (by two) in place of a third set when the players
 * agree. A score is written from the first side's point of view, sets separated by spaces or commas:
 * `6-4 3-6 10-7`, `7-6(5) 6-4` (the figure in brackets is the loser's tie-break points).
 *
 * A match ends in one of three ways (MATCH_OUTCOMES): played to the end, one side retired during it
 * (the sets so far, the last one possibly unfinished), or a walkover (no score at all).
 */

import type { MatchOutcome, MatchSide } from "./lists";

export const MATCH_OUTCOME_LABELS: Readonly<Record<MatchOutcome, string>> = {
  completed: "Played to the end",
  retired: "Retired",
  walkover: "Walkover",
};

type Side = MatchSide;

export interface SetScore {
  /** Games (or, in a match tie-break, points) of each side. */
  a: number;
  b: number;
  /** The loser's points in a set's tie-break, when the score gave them. */
  tieBreak?: number;
  /** A deciding match tie-break (to 10) played instead of a third set. */
  matchTieBreak: boolean;
  /** Whether the set was played to its end (only the last set of a retirement may not be). */
  finished: boolean;
}

export interface MatchScore {
  outcome: MatchOutcome;
  sets: SetScore[];
  winner: Side;
  /** Games won by each side, a match tie-break counting as one game for its winner. */
  games: { a: number; b: number };
  /** The score written the club's way: `6-4 3-6 10-7`, `7-6(5) 6-4 ret.`, `w/o`. */
  text: string;
}

export type ScoreCheck = { ok: true; score: MatchScore } | { ok: false; message: string };

const SETS_TO_WIN = 2;
const MAX_SETS = 3;
const MATCH_TIE_BREAK_TO = 10;

const SET_PATTERN = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/;

function fail(message: string): ScoreCheck {
  return { ok: false, message };
}

const ordinal = (index: number) => ["First", "Second", "Third"][index] ?? `Set ${index + 1}`;

/** Who won a finished set, or a message saying why the games cannot be a set. */
function checkRegularSet(set: SetScore, name: string, mayBeUnfinished: boolean): string | null {
  const high = Math.max(set.a, set.b);
  const low = Math.min(set.a, set.b);
  if (high > 7) return `${name} set ${set.a}-${set.b}: a set ends at 6 or 7 games`;
  if (set.tieBreak !== undefined && !(high === 7 && low === 6))
    return `${name} set ${set.a}-${set.b}: only a 7-6 set has a tie-break`;
  if (high === 7 && low === 7) return `${name} set 7-7: a set ends 7-6 after a tie-break`;
  if (high === 7 && low < 5)
    return `${name} set ${set.a}-${set.b}: a set ends at 6 games when the other side has 4 or fewer`;
  if ((high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6))) {
    set.finished = true;
    return null;
  }
  if (mayBeUnfinished) {
    set.finished = false;
    return null;
  }
  if (high === 6 && low === 5)
    return `${name} set ${set.a}-${set.b} is not finished: it goes to 7-5 or 6-6 and a tie-break`;
  if (high === 6 && low === 6) return `${name} set 6-6 is not finished: write the tie-break as 7-6`;
  return `${name} set ${set.a}-${set.b} is not finished: a set is won with 6 games and a lead of two`;
}

function checkMatchTieBreak(set: SetScore, mayBeUnfinished: boolean): string | null {
  const high = Math.max(set.a, set.b);
  const low = Math.min(set.a, set.b);
  if (set.tieBreak !== undefined) return "A match tie-break has no tie-break of its own";
  const finished =
    high >= MATCH_TIE_BREAK_TO && high - low >= 2 && (high === MATCH_TIE_BREAK_TO || high - low === 2);
  if (finished) {
    set.finished = true;
    return null;
  }
  if (high > MATCH_TIE_BREAK_TO && high - low !== 2)
    return `Match tie-break ${set.a}-${set.b}: past 10 points it ends as soon as one side leads by two`;
  if (mayBeUnfinished) {
    set.finished = false;
    return null;
  }
  return `Match tie-break ${set.a}-${set.b} is not finished: it is won with 10 points and a lead of two`;
}

const setWinner = (set: SetScore): Side => (set.a > set.b ? "a" : "b");

/** The score in the club's way of writing it (the normalised form stored with a result). */
export function formatScore(sets: readonly SetScore[], outcome: MatchOutcome): string {
  if (outcome === "walkover") return "w/o";
  const text = sets
    .map((set) => `${set.a}-${set.b}${set.tieBreak === undefined ? "" : `(${set.tieBreak})`}`)
    .join(" ");
  return outcome === "retired" ? `${text} ret.`.trim() : text;
}

/**
 * A stored score as a form field holds it again: the sets without the " ret." that
 * `formatScore` adds, nothing for a walkover. Parsing it with the same outcome gives the score back.
 */
export function scoreInput(text: string | null, outcome: MatchOutcome | null): string {
  if (outcome === "walkover") return "";
  return (text ?? "").replace(/ ret\.$/, "");
}

/**
 * Checks a score and works out who won. For a retirement, `retired` names the side that stopped
 * (the other side wins); for a walkover, `winner` names the side that goes through. The `text` is
 * read from the first side's point of view.
 */
export function parseScore(text: string, outcome: MatchOutcome = "completed", sideOut?: Side): ScoreCheck {
  const cleaned = text
    .trim()
    .replace(/\s*ret(?:ired|\.)?\s*$/i, "")
    .replace(/\s*\(\s*/g, "(")
    .replace(/\s*\)\s*/g, ") ")
    .replace(/\s*[-–]\s*/g, "-")
    .trim();

  if (outcome === "walkover") {
    if (cleaned !== "" && !/^w\/?o$/i.test(cleaned))
      return fail("A walkover has no score: leave the score empty");
    if (sideOut === undefined) return fail("Say which side did not play the walkover");
    const winner: Side = sideOut === "a" ? "b" : "a";
    return { ok: true, score: { outcome, sets: [], winner, games: { a: 0, b: 0 }, text: "w/o" } };
  }
  if (cleaned === "")
    return fail(outcome === "retired" ? "Enter the score up to the retirement" : "Enter the score");

  const parts = cleaned.split(/[\s,;]+/).filter(Boolean);
  if (parts.length > MAX_SETS) return fail(`A match has at most ${MAX_SETS} sets`);
  const sets: SetScore[] = [];
  for (const part of parts) {
    const found = SET_PATTERN.exec(part);
    if (!found)
      return fail(`"${part}" is not a set score: write the games as 6-4, and a tie-break as 7-6(5)`);
    sets.push({
      a: Number(found[1]),
      b: Number(found[2]),
      ...(found[3] === undefined ? {} : { tieBreak: Number(found[3]) }),
      matchTieBreak: false,
      finished: false,
    });
  }

  const won = { a: 0, b: 0 };
  for (const [i, set] of sets.entries()) {
    if (won.a === SETS_TO_WIN || won.b === SETS_TO_WIN)
      return fail(
        `The match was over after the ${ordinal(i - 1).toLowerCase()} set: remove the ${ordinal(i).toLowerCase()} set`,
      );
    const last = i === sets.length - 1;
    const mayBeUnfinished = outcome === "retired" && last;
    // A deciding set with 8 or more games on one side can only be a match tie-break.
    set.matchTieBreak = i === 2 && Math.max(set.a, set.b) >= 8;
    const problem = set.matchTieBreak
      ? checkMatchTieBreak(set, mayBeUnfinished)
      : checkRegularSet(set, ordinal(i), mayBeUnfinished);
    if (problem) return fail(problem);
    if (set.finished) won[setWinner(set)] += 1;
  }

  if (outcome === "completed") {
    if (won.a < SETS_TO_WIN && won.b < SETS_TO_WIN)
      return fail("The match is not finished: someone must win two sets (or mark it as a retirement)");
    const winner: Side = won.a === SETS_TO_WIN ? "a" : "b";
    return {
      ok: true,
      score: { outcome, sets, winner, games: countGames(sets), text: formatScore(sets, outcome) },
    };
  }

  // A retirement: the match must still have been open when a side stopped.
  if (won.a === SETS_TO_WIN || won.b === SETS_TO_WIN)
    return fail("The match was already won: record it as played to the end, not as a retirement");
  if (sideOut === undefined) return fail("Say which side retired");
  const winner: Side = sideOut === "a" ? "b" : "a";
  return {
    ok: true,
    score: { outcome, sets, winner, games: countGames(sets), text: formatScore(sets, outcome) },
  };
}

function countGames(sets: readonly SetScore[]): { a: number; b: number } {
  const games = { a: 0, b: 0 };
  for (const set of sets) {
    if (set.matchTieBreak) {
      if (set.finished) games[setWinner(set)] += 1;
    } else {
      games.a += set.a;
      games.b += set.b;
    }
  }
  return games;
}

/** The same score read from the other side's point of view (`6-4 3-6` becomes `4-6 6-3`). */
export function flipScore(score: MatchScore): MatchScore {
  const sets = score.sets.map((set) => ({ ...set, a: set.b, b: set.a }));
  return {
    ...score,
    sets,
    winner: score.winner === "a" ? "b" : "a",
    games: { a: score.games.b, b: score.games.a },
    text: formatScore(sets, score.outcome),
  };
}
