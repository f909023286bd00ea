/**
 * Round-robin groups: players split into groups (seeded by rating, snake order), everyone in a
 * group plays everyone else, and the group's standings order them by the club's tie-breaks.
 * Groups may be followed by a knock-out of the best one or two of each group.
 */

import { type DrawEntrant, type DrawSlot, drawSize, seedPositions } from "./draw";

export const MIN_GROUP_SIZE = 3;
export const MAX_GROUP_SIZE = 6;

/** What separates players level on the criteria before: the club chooses the order. */
export const TIE_BREAKS = ["wins", "sets", "games", "headToHead"] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];
export const DEFAULT_TIE_BREAKS: readonly TieBreak[] = ["wins", "sets", "games", "headToHead"];

export const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  wins: "Matches won",
  sets: "Sets won",
  games: "Games won",
  headToHead: "Head to head",
};

/** A tie-break order: each criterion once, wins among them. */
export function tieBreakProblem(order: readonly string[]): string | null {
  if (order.length === 0) return "Choose at least one tie-break";
  if (new Set(order).size !== order.length) return "Each tie-break can be used only once";
  if (order.some((t) => !(TIE_BREAKS as readonly string[]).includes(t)))
    return `A tie-break is one of ${TIE_BREAKS.join(", ")}`;
  return null;
}

export type GroupsCheck = { ok: true; groups: string[][] } | { ok: false; message: string };

/**
 * Splits the entrants into `count` groups: rated players best first in snake order (1 in group A,
 * 2 in B, ... then back), so the strongest are spread; unrated players after them in the random
 * order given. Each group then has between MIN_GROUP_SIZE and MAX_GROUP_SIZE players.
 */
export function makeGroups(
  entrants: readonly DrawEntrant[],
  count: number,
  random: () => number = Math.random,
): GroupsCheck {
  if (new Set(entrants.map((e) => e.id)).size !== entrants.length)
    return { ok: false, message: "A player can enter a draw only once" };
  if (!Number.isInteger(count) || count < 1) return { ok: false, message: "A draw needs at least one group" };
  const smallest = Math.floor(entrants.length / count);
  const largest = Math.ceil(entrants.length / count);
  if (smallest < MIN_GROUP_SIZE)
    return {
      ok: false,
      message: `A group needs at least ${MIN_GROUP_SIZE} players: ${entrants.length} players make at most ${Math.max(1, Math.floor(entrants.length / MIN_GROUP_SIZE))} groups`,
    };
  if (largest > MAX_GROUP_SIZE)
    return {
      ok: false,
      message: `A group holds at most ${MAX_GROUP_SIZE} players: ${entrants.length} players need at least ${Math.ceil(entrants.length / MAX_GROUP_SIZE)} groups`,
    };
  const rated = entrants
    .filter((e) => e.rating !== null)
    .toSorted((x, y) => (y.rating ?? 0) - (x.rating ?? 0) || (x.id < y.id ? -1 : 1))
    .map((e) => e.id);
  const unrated = entrants.filter((e) => e.rating === null).map((e) => e.id);
  for (let i = unrated.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [unrated[i], unrated[j]] = [unrated[j] as string, unrated[i] as string];
  }
  const groups: string[][] = Array.from({ length: count }, () => []);
  [...rated, ...unrated].forEach((id, i) => {
    const lap = Math.floor(i / count);
    const at = i % count;
    groups[lap % 2 === 0 ? at : count - 1 - at]?.push(id);
  });
  return { ok: true, groups };
}

/** "Group A", "Group B", ... */
export function groupName(index: number): string {
  return `Group ${String.fromCharCode(65 + index)}`;
}

export interface GroupMatch {
  /** The round of the group's schedule, 1 first: nobody plays twice in one round. */
  round: number;
  /** Positions in the group (0 first) of the two players. */
  a: number;
  b: number;
}

/**
 * Every pairing of a group once, in rounds (the circle method): with an odd number one player
 * rests each round. Listed round by round; a match's index in this list is its place in the group.
 */
export function groupMatches(size: number): GroupMatch[] {
  const ring: (number | null)[] = Array.from({ length: size }, (_, i) => i);
  if (size % 2 === 1) ring.push(null);
  const n = ring.length;
  const matches: GroupMatch[] = [];
  for (let round = 1; round < n; round++) {
    for (let i = 0; i < n / 2; i++) {
      const x = ring[i];
      const y = ring[n - 1 - i];
      if (x === null || x === undefined || y === null || y === undefined) continue;
      matches.push({ round, a: Math.min(x, y), b: Math.max(x, y) });
    }
    // Keep the first place, turn the others one step.
    ring.splice(1, 0, ring.pop() ?? null);
  }
  return matches;
}

/** A group match's result: sets and games from side a's point of view. */
export interface GroupResult {
  a: string;
  b: string;
  winner: string;
  setsA: number;
  setsB: number;
  gamesA: number;
  gamesB: number;
}

export interface StandingRow {
  player: string;
  /** 1 first. */
  position: number;
  played: number;
  won: number;
  lost: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  /** Level with the player above on every tie-break: placed by their seeding order in the group. */
  tiedWithAbove: boolean;
}

/**
 * A group's standings: the players ordered by the tie-breaks in the club's order. Wins, sets and
 * games count over the whole group; head to head counts wins in the matches among the players
 * still level (two players: who won their match). Players separated by a criterion are then
 * ordered among themselves from the first criterion again, so a three-way tie that head to head
 * breaks into one and two is settled for the two by their own match. Players level on everything
 * keep their order in the group (its seeding) and are marked as tied.
 */
export function standings(
  players: readonly string[],
  results: readonly GroupResult[],
  order: readonly TieBreak[] = DEFAULT_TIE_BREAKS,
): StandingRow[] {
  const inGroup = new Set(players);
  const counted = results.filter((r) => inGroup.has(r.a) && inGroup.has(r.b) && r.a !== r.b);
  const rows = new Map<string, Omit<StandingRow, "position" | "tiedWithAbove">>(
    players.map((player) => [
      player,
      { player, played: 0, won: 0, lost: 0, setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 },
    ]),
  );
  for (const r of counted) {
    const a = rows.get(r.a)!;
    const b = rows.get(r.b)!;
    a.played++;
    b.played++;
    (r.winner === r.a ? a : b).won++;
    (r.winner === r.a ? b : a).lost++;
    a.setsWon += r.setsA;
    a.setsLost += r.setsB;
    b.setsWon += r.setsB;
    b.setsLost += r.setsA;
    a.gamesWon += r.gamesA;
    a.gamesLost += r.gamesB;
    b.gamesWon += r.gamesB;
    b.gamesLost += r.gamesA;
  }

  const value = (player: string, criterion: TieBreak, level: readonly string[]): number => {
    const row = rows.get(player)!;
    if (criterion === "wins") return row.won;
    if (criterion === "sets") return row.setsWon;
    if (criterion === "games") return row.gamesWon;
    const among = new Set(level);
    return counted.filter((r) => r.winner === player && among.has(r.a) && among.has(r.b)).length;
  };

  /** Orders players level so far into tiers; each tier's players are level on every criterion. */
  const rank = (level: readonly string[], from: number): string[][] => {
    if (level.length <= 1) return [[...level]];
    for (let i = from; i < order.length; i++) {
      const criterion = order[i]!;
      const values = new Map(level.map((p) => [p, value(p, criterion, level)]));
      const distinct = [...new Set(values.values())].toSorted((x, y) => y - x);
      if (distinct.length === 1) continue;
      return distinct.flatMap((v) =>
        rank(
          level.filter((p) => values.get(p) === v),
          0,
        ),
      );
    }
    return [[...level]];
  };

  const tiers = rank(players, 0);
  const table: StandingRow[] = [];
  for (const tier of tiers)
    tier.forEach((player, i) => {
      table.push({ ...rows.get(player)!, position: table.length + 1, tiedWithAbove: i > 0 });
    });
  return table;
}

/** Whether every match of a group of `size` has a result. */
export function groupComplete(size: number, results: number): boolean {
  return results >= groupMatches(size).length;
}

/**
 * The knock-out after the groups: the best `perGroup` (1 or 2) of each group, group winners seeded
 * first (A1, B1, ...), then the runners-up placed so that no winner meets their own group's
 * runner-up in the first round; byes go to the top group winners as in any draw.
 */
export function knockoutFromGroups(finishers: readonly (readonly string[])[], perGroup: 1 | 2): DrawSlot[] {
  const seeds = knockoutSeeds(finishers, perGroup);
  const size = drawSize(Math.max(seeds.length, 2));
  return seedPositions(size).map((line) => seeds[line - 1] ?? null);
}

/** The knock-out's players in seeding order: group winners (A1, B1, ...), then the runners-up. */
export function knockoutSeeds(finishers: readonly (readonly string[])[], perGroup: 1 | 2): string[] {
  const count = finishers.length;
  const seeds: string[] = [];
  for (const group of finishers) if (group[0]) seeds.push(group[0]);
  if (perGroup === 2) {
    // The runner-up of group i takes the seed line that meets the winner of the group before it
    // (A2 meets the last group's winner), never their own.
    const runners: (string | undefined)[] = Array.from({ length: count });
    finishers.forEach((group, i) => {
      runners[(count - i) % count] = group[1];
    });
    for (const runner of runners) if (runner) seeds.push(runner);
  }
  return seeds;
}

/**
 * Who goes through to the knock-out: the best `perGroup` of each group in the order of its table,
 * or null while some group still has a match to play.
 */
export function groupFinishers(
  tables: readonly { standings: readonly { player: string }[]; complete: boolean }[],
  perGroup: 1 | 2,
): string[][] | null {
  if (tables.length === 0 || tables.some((t) => !t.complete)) return null;
  return tables.map((t) => t.standings.slice(0, perGroup).map((s) => s.player));
}

export type GroupChangeCheck =
  | { ok: true; knockout: "keep" | "remake" | "remove" }
  | { ok: false; message: string };

/**
 * What correcting or deleting a group result does to the knock-out made from the groups. With no
 * knock-out, nothing. If the group finishers stay as they were, the knock-out is kept. Otherwise a
 * knock-out with a result played is refused the change; one not started yet is made again from the
 * new finishers, or removed when a group is no longer complete.
 */
export function groupChangeCheck(
  knockout: { finishers: readonly (readonly string[])[]; started: boolean } | null,
  after: readonly (readonly string[])[] | null,
): GroupChangeCheck {
  if (!knockout) return { ok: true, knockout: "keep" };
  const same =
    after !== null &&
    after.length === knockout.finishers.length &&
    after.every(
      (group, i) =>
        group.length === knockout.finishers[i]?.length &&
        group.every((p, j) => p === knockout.finishers[i]?.[j]),
    );
  if (same) return { ok: true, knockout: "keep" };
  if (knockout.started)
    return {
      ok: false,
      message:
        "The knock-out made from these groups has started: this change would alter who plays in it, so clear its results first",
    };
  return { ok: true, knockout: after === null ? "remove" : "remake" };
}
