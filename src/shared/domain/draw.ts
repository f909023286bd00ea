/**
 * Single-elimination draws: the entrants fill a bracket of the next power of two; the best-rated
 * are seeded and placed so that seeds 1 and 2 can only meet in the final, 1 to 4 not before the
 * semi-finals, and so on; byes go to the top seeds; the others are drawn at random.
 */

/** One place in the first round: an entrant's id, or null for a bye. */
export type DrawSlot = string | null;

export interface DrawEntrant {
  id: string;
  /** Null for a player without a rating: never seeded. */
  rating: number | null;
}

export const MIN_DRAW_ENTRANTS = 2;
export const MAX_DRAW_ENTRANTS = 128;

/** The bracket size: the smallest power of two holding every entrant. */
export function drawSize(entrants: number): number {
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

/** How many are seeded: a quarter of the bracket (at least 2), never more than the rated entrants. */
export function seedCount(size: number, ratedEntrants: number): number {
  return Math.min(Math.max(2, size / 4), ratedEntrants);
}

/**
 * The seed line of each position in a bracket of `size`, the classic order in which seed s meets
 * seed size+1-s in the first round: size 8 gives [1, 8, 4, 5, 2, 7, 3, 6].
 */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/** A small seeded random generator (mulberry32), so a draw can be replayed in tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type DrawCheck = { ok: true; slots: DrawSlot[]; seeds: string[] } | { ok: false; message: string };

/** Makes the first round: seeds by rating, byes beside the top seeds, the rest at random. */
export function makeDraw(entrants: readonly DrawEntrant[], random: () => number = Math.random): DrawCheck {
  if (entrants.length < MIN_DRAW_ENTRANTS)
    return { ok: false, message: `A draw needs at least ${MIN_DRAW_ENTRANTS} players` };
  if (entrants.length > MAX_DRAW_ENTRANTS)
    return { ok: false, message: `A draw holds at most ${MAX_DRAW_ENTRANTS} players` };
  if (new Set(entrants.map((e) => e.id)).size !== entrants.length)
    return { ok: false, message: "A player can enter a draw only once" };

  const size = drawSize(entrants.length);
  const rated = entrants
    .filter((e) => e.rating !== null)
    .toSorted((x, y) => (y.rating ?? 0) - (x.rating ?? 0) || (x.id < y.id ? -1 : 1));
  const seeds = rated.slice(0, seedCount(size, rated.length)).map((e) => e.id);
  const seeded = new Set(seeds);
  const others = entrants.filter((e) => !seeded.has(e.id)).map((e) => e.id);
  // Fisher-Yates shuffle of the unseeded players.
  for (let i = others.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [others[i], others[j]] = [others[j] as string, others[i] as string];
  }

  const byes = size - entrants.length;
  const lines = seedPositions(size);
  let next = 0;
  const slots: DrawSlot[] = lines.map((line) => {
    if (line <= seeds.length) return seeds[line - 1] ?? null;
    // The lowest lines (the top seeds' first opponents) are the byes.
    if (line > size - byes) return null;
    return others[next++] ?? null;
  });
  return { ok: true, slots, seeds };
}

/** Swaps two first-round places (staff adjust a draw before publishing it). */
export function swapSlots(slots: readonly DrawSlot[], from: number, to: number): DrawSlot[] {
  const swapped = [...slots];
  [swapped[from], swapped[to]] = [swapped[to] ?? null, swapped[from] ?? null];
  return swapped;
}

export interface DrawMatch {
  /** 1 for the first round. In round 1 a null place is a bye; later, a place not decided yet. */
  round: number;
  /** Position within the round, from the top of the bracket. */
  index: number;
  a: DrawSlot;
  b: DrawSlot;
  /** The id of the winner once known (a bye's opponent goes through without playing). */
  winner: string | null;
  /** Whether someone plays here: both places filled, neither a bye. */
  playable: boolean;
}

/** "Final", "Semi-final", "Quarter-final", otherwise "Round of N" (round 1 is the first). */
export function roundName(round: number, size: number): string {
  const players = size / 2 ** (round - 1);
  if (players === 2) return "Final";
  if (players === 4) return "Semi-final";
  if (players === 8) return "Quarter-final";
  return `Round of ${players}`;
}

/**
 * A place of a shown draw: "Ada O. (1)" with the seed, an empty first-round place is a "Bye", an
 * empty later one waits for an earlier match ("To be decided").
 */
export function drawPlaceLabel(
  player: { name: string; seed: number | null } | null,
  firstRound: boolean,
): string {
  if (!player) return firstRound ? "Bye" : "To be decided";
  return player.seed ? `${player.name} (${player.seed})` : player.name;
}

const matchKey = (round: number, index: number) => `${round}:${index}`;

/**
 * Every match of the bracket, round by round, with the winners known so far moved on. `winners`
 * maps `round:index` to the id of the match's winner; a winner who did not play there is ignored.
 */
export function bracket(slots: readonly DrawSlot[], winners: ReadonlyMap<string, string>): DrawMatch[][] {
  const rounds: DrawMatch[][] = [];
  // In round 1 every place is decided (a player or a bye); later, null means "not known yet".
  let places: (DrawSlot | undefined)[] = [...slots];
  for (let round = 1; places.length >= 2; round++) {
    const matches: DrawMatch[] = [];
    const next: (DrawSlot | undefined)[] = [];
    for (let index = 0; index < places.length / 2; index++) {
      const a = places[index * 2] ?? null;
      const b = places[index * 2 + 1] ?? null;
      let winner: string | null = null;
      if (round === 1 && (a === null || b === null)) winner = a ?? b;
      const chosen = winners.get(matchKey(round, index));
      const playable = a !== null && b !== null;
      if (playable && chosen !== undefined && (chosen === a || chosen === b)) winner = chosen;
      matches.push({ round, index, a, b, winner, playable });
      next.push(winner ?? undefined);
    }
    rounds.push(matches);
    places = next;
  }
  return rounds;
}

/** The final's winner and runner-up once the final is decided. */
export function medallists(rounds: readonly DrawMatch[][]): { winner: string; runnerUp: string } | null {
  const final = rounds.at(-1)?.[0];
  if (!final?.winner || !final.a || !final.b) return null;
  return { winner: final.winner, runnerUp: final.winner === final.a ? final.b : final.a };
}

/** Who a player meets next: a known opponent, or the winner of the match still to be played. */
export type NextOpponent = { player: string } | { winnerOf: [string, string] };

/**
 * A player's next match in the draw: the first one they are in without a result, while they are
 * still in. Its opponent is known, or is the winner of an earlier match whose players are both
 * known; further back than that (or once the player is out or has won) there is none.
 */
export function nextDrawMatch(
  rounds: readonly (readonly DrawMatch[])[],
  playerId: string,
): { match: DrawMatch; opponent: NextOpponent } | null {
  for (const round of rounds) {
    const match = round.find((m) => m.a === playerId || m.b === playerId);
    if (!match) return null;
    if (match.winner === playerId) continue;
    if (match.winner !== null) return null;
    const mineIsA = match.a === playerId;
    const other = mineIsA ? match.b : match.a;
    if (other !== null) return { match, opponent: { player: other } };
    // The other place waits for its match one round earlier: the upper half feeds place a.
    const feeder = rounds[match.round - 2]?.[match.index * 2 + (mineIsA ? 1 : 0)];
    if (feeder?.playable && feeder.a !== null && feeder.b !== null)
      return { match, opponent: { winnerOf: [feeder.a, feeder.b] } };
    return null;
  }
  return null;
}

export type CorrectionCheck = { ok: true; winnerChanges: boolean } | { ok: false; message: string };

/**
 * Whether a played draw match may take a corrected result won by `winner`: the same winner (a
 * score correction) always; another winner only while the next round's match has no result, since
 * the new winner takes the old one's place there. A later result must be corrected first.
 */
export function drawCorrection(
  rounds: readonly (readonly { winner: string | null }[])[],
  round: number,
  index: number,
  winner: string,
): CorrectionCheck {
  const match = rounds[round - 1]?.[index];
  if (!match?.winner) return { ok: false, message: "This match has no result to correct" };
  if (match.winner === winner) return { ok: true, winnerChanges: false };
  const next = rounds[round]?.[Math.floor(index / 2)];
  if (next?.winner)
    return {
      ok: false,
      message:
        "The next round's match already has a result: correct that match first, then this one's winner can change",
    };
  return { ok: true, winnerChanges: true };
}

/**
 * Whether a played draw match's result may be cleared: only while the next round's match has no
 * result, since clearing takes the winner back out of that place. A later result is cleared first.
 */
export function drawClearing(
  rounds: readonly (readonly { winner: string | null; playable: boolean }[])[],
  round: number,
  index: number,
): { ok: true } | { ok: false; message: string } {
  const match = rounds[round - 1]?.[index];
  if (!match?.winner || !match.playable) return { ok: false, message: "This match has no result to clear" };
  const next = rounds[round]?.[Math.floor(index / 2)];
  if (next?.winner && next.playable)
    return {
      ok: false,
      message:
        "The next round's match already has a result: clear that match first, then this one can be cleared",
    };
  return { ok: true };
}
