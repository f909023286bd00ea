/**
 * The consolation draw: everyone who loses their first match in the main draw plays on in a
 * knock-out of their own, so every player has at least two matches. A player whose first match
 * came in round 2 (after a bye) and who lost it joins too. The consolation draw is made once every
 * player's first match in the main draw has a result.
 */

import { type DrawMatch, type DrawSlot, drawSize, seedPositions } from "./draw";

export type ConsolationCheck =
  | { ok: true; players: string[] }
  | { ok: false; message: string; waitingFor: number };

/**
 * The consolation draw's players, in the order of their places in the main draw (top first).
 * Refused while some player's first main-draw match has no result; a consolation draw needs two.
 */
export function consolationPlayers(rounds: readonly (readonly DrawMatch[])[]): ConsolationCheck {
  const firstMatch = new Map<string, DrawMatch>();
  const order: string[] = [];
  for (const round of rounds)
    for (const match of round) {
      for (const player of [match.a, match.b]) {
        if (player === null) continue;
        if (!order.includes(player)) order.push(player);
        if (match.playable && !firstMatch.has(player)) firstMatch.set(player, match);
      }
    }
  // A player who had a bye and whose next match is not known yet has no first match so far.
  const firstRound = rounds[0] ?? [];
  const byeHolders = firstRound.flatMap((m) => (m.playable ? [] : [m.a ?? m.b])).filter((p) => p !== null);
  const undecided = new Set<string>();
  for (const player of byeHolders) if (!firstMatch.has(player)) undecided.add(player);
  for (const [player, match] of firstMatch) if (match.winner === null) undecided.add(player);
  if (undecided.size > 0)
    return {
      ok: false,
      message:
        "Every player's first match in the main draw needs a result before the consolation draw is made",
      waitingFor: undecided.size,
    };
  const placeOrder = firstRound.flatMap((m) => [m.a, m.b]).filter((p): p is string => p !== null);
  const losers = placeOrder.filter((p) => {
    const match = firstMatch.get(p);
    return match !== undefined && match.winner !== p;
  });
  if (losers.length < 2)
    return {
      ok: false,
      message: "A consolation draw needs at least two players who lost their first match",
      waitingFor: 0,
    };
  return { ok: true, players: losers };
}

/**
 * The consolation draw's first round. Players keep the order of their places in the main draw, so
 * those who lost in the same part of it meet first; byes fall on the places the seed order gives
 * them, spread over the draw as in the main draw.
 */
export function consolationSlots(players: readonly string[]): DrawSlot[] {
  const size = drawSize(Math.max(players.length, 2));
  let next = 0;
  return seedPositions(size).map((line) => (line > players.length ? null : (players[next++] ?? null)));
}
