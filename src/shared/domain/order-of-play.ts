/**
 * A tournament's order of play: draw matches put on a court at a time. A court hosts one match at
 * a time and a player plays one match at a time; each match takes the club's slot length unless
 * staff give it another.
 */

import { CLUB_TIME_ZONE } from "./club-time";
import { keptFormat } from "./date-display";

export const DEFAULT_MATCH_MINUTES = 60;
export const MIN_MATCH_MINUTES = 15;
export const MAX_MATCH_MINUTES = 240;

export interface PlannedMatch {
  /** The match's place in its draw, e.g. "main:1:0" or "group:A:3". */
  key: string;
  /** How the order of play names it, e.g. "Under-12, Group A". */
  label: string;
  court: string;
  startsAt: Date;
  minutes: number;
  /** The players' ids (both sides). */
  players: readonly string[];
}

export type Clash =
  | { kind: "court"; with: PlannedMatch }
  | { kind: "player"; with: PlannedMatch; player: string };

const endOf = (m: Pick<PlannedMatch, "startsAt" | "minutes">) => m.startsAt.getTime() + m.minutes * 60_000;

/** Whether two matches overlap in time (one ending as the other starts does not). */
export function overlaps(
  x: Pick<PlannedMatch, "startsAt" | "minutes">,
  y: Pick<PlannedMatch, "startsAt" | "minutes">,
): boolean {
  return x.startsAt.getTime() < endOf(y) && y.startsAt.getTime() < endOf(x);
}

/** Courts are compared by name without case or surrounding spaces ("Court 1" is "court 1 "). */
export function sameCourt(x: string, y: string): boolean {
  return x.trim().toLowerCase() === y.trim().toLowerCase();
}

/**
 * The first clash of a match about to be planned with the others already in the order of play
 * (the match itself, by key, is left out so it can be moved): its court taken at an overlapping
 * time first, otherwise one of its players in another match at an overlapping time.
 */
export function clashOf(planned: PlannedMatch, others: readonly PlannedMatch[]): Clash | null {
  const rest = others.filter((m) => m.key !== planned.key && overlaps(planned, m));
  const court = rest.find((m) => sameCourt(m.court, planned.court));
  if (court) return { kind: "court", with: court };
  for (const m of rest) {
    const player = planned.players.find((p) => m.players.includes(p));
    if (player) return { kind: "player", with: m, player };
  }
  return null;
}

/**
 * The sentence staff read when a match cannot go there, naming the clash: "Court 1 already hosts
 * Under-12, Group A at 10:00" or "Ada Okafor already plays Under-12, Group A at 10:00".
 */
export function clashMessage(
  clash: Clash,
  nameOf: (id: string) => string,
  timeOf: (at: Date) => string,
): string {
  const what = `${clash.with.label} at ${timeOf(clash.with.startsAt)}`;
  if (clash.kind === "court") return `${clash.with.court} already hosts ${what}`;
  return `${nameOf(clash.player)} already plays ${what}`;
}

export function matchMinutesProblem(minutes: number): string | null {
  if (!Number.isInteger(minutes) || minutes < MIN_MATCH_MINUTES || minutes > MAX_MATCH_MINUTES)
    return `A match takes from ${MIN_MATCH_MINUTES} to ${MAX_MATCH_MINUTES} minutes`;
  return null;
}

/** The order of play as shown: by start, then by court name. */
export function playOrder<T extends Pick<PlannedMatch, "startsAt" | "court">>(matches: readonly T[]): T[] {
  return matches.toSorted(
    (x, y) =>
      x.startsAt.getTime() - y.startsAt.getTime() || x.court.localeCompare(y.court, "en", { numeric: true }),
  );
}

const matchDay = keptFormat("en-GB", {
  timeZone: CLUB_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A match time as players read it, in Lagos: "Sat, 5 Dec 2026, 10:00". */
export function matchTimeText(at: Date): string {
  return `${matchDay(at)}, ${clockText(at)}`;
}

/** The time of day in Lagos, 24-hour: "09:30". */
export const clockText = keptFormat("en-GB", {
  timeZone: CLUB_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
