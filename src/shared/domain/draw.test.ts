import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bracket,
  type DrawEntrant,
  drawClearing,
  drawCorrection,
  drawPlaceLabel,
  drawSize,
  makeDraw,
  medallists,
  nextDrawMatch,
  roundName,
  seedCount,
  seededRandom,
  seedPositions,
  swapSlots,
} from "./draw";

const entrants = (n: number, rated = n): DrawEntrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: i < rated ? 12 - i * 0.5 : null }));

const draw = (list: DrawEntrant[], seed = 1) => {
  const made = makeDraw(list, seededRandom(seed));
  if (!made.ok) throw new Error(made.message);
  return made;
};

describe("sizes and seed lines", () => {
  it("fits the entrants in the next power of two", () => {
    expect([2, 3, 5, 8, 9, 16, 17].map(drawSize)).toEqual([2, 4, 8, 8, 16, 16, 32]);
  });
  it("seeds a quarter of the bracket, at least two, at most the rated players", () => {
    expect(seedCount(8, 8)).toBe(2);
    expect(seedCount(16, 16)).toBe(4);
    expect(seedCount(32, 3)).toBe(3);
  });
  it("orders lines so 1 and 2 meet only in the final", () => {
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedPositions(4)).toEqual([1, 4, 2, 3]);
  });
  it("names rounds from the final back", () => {
    expect([1, 2, 3, 4].map((r) => roundName(r, 16))).toEqual([
      "Round of 16",
      "Quarter-final",
      "Semi-final",
      "Final",
    ]);
  });
});

describe("makeDraw", () => {
  it("puts the top two seeds in different halves of an 8-player draw", () => {
    const made = draw(entrants(8));
    expect(made.seeds).toEqual(["p1", "p2"]);
    expect(made.slots[0]).toBe("p1");
    expect(made.slots[4]).toBe("p2");
    expect(made.slots.toSorted()).toEqual(
      entrants(8)
        .map((e) => e.id)
        .toSorted(),
    );
  });

  it("gives byes to the top seeds when the count is not a power of two", () => {
    const made = draw(entrants(13));
    expect(made.slots).toHaveLength(16);
    const byes = made.slots.flatMap((slot, i) => (slot === null ? [i] : []));
    expect(byes).toHaveLength(3);
    const byeOpponents = byes.map((i) => made.slots[i ^ 1]);
    expect(byeOpponents.toSorted()).toEqual(["p1", "p2", "p3"]);
  });

  it("keeps seeds apart for any field: seeds 1 and 2 in different halves, 1-4 in different quarters", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 64 }),
        fc.integer({ min: 0, max: 64 }),
        fc.integer(),
        (n, rated, seed) => {
          const made = draw(entrants(n, Math.min(rated, n)), seed);
          const size = made.slots.length;
          expect(size).toBe(drawSize(n));
          expect(made.slots.filter((s) => s !== null)).toHaveLength(n);
          const at = (id: string) => made.slots.indexOf(id);
          const section = (id: string, parts: number) => Math.floor(at(id) / (size / parts));
          if (made.seeds.length >= 2) expect(section(made.seeds[0]!, 2)).not.toBe(section(made.seeds[1]!, 2));
          if (made.seeds.length >= 4 && size >= 8) {
            const quarters = made.seeds.slice(0, 4).map((id) => section(id, 4));
            expect(new Set(quarters).size).toBe(4);
          }
          // No first-round match is bye against bye.
          for (let i = 0; i < size; i += 2)
            expect(made.slots[i] === null && made.slots[i + 1] === null).toBe(false);
        },
      ),
    );
  });

  it("refuses too few players and a player entered twice", () => {
    expect(makeDraw(entrants(1))).toEqual({ ok: false, message: "A draw needs at least 2 players" });
    expect(makeDraw([...entrants(3), { id: "p1", rating: 3 }])).toEqual({
      ok: false,
      message: "A player can enter a draw only once",
    });
  });

  it("draws the same with the same random seed", () => {
    expect(draw(entrants(11), 42)).toEqual(draw(entrants(11), 42));
  });
});

describe("drawPlaceLabel", () => {
  it("names a player with their seed, an empty first-round place a bye, a later one undecided", () => {
    expect(drawPlaceLabel({ name: "Ada O.", seed: 1 }, true)).toBe("Ada O. (1)");
    expect(drawPlaceLabel({ name: "Ada O.", seed: null }, false)).toBe("Ada O.");
    expect(drawPlaceLabel(null, true)).toBe("Bye");
    expect(drawPlaceLabel(null, false)).toBe("To be decided");
  });
});

describe("bracket", () => {
  it("moves bye winners and entered winners on, up to the medallists", () => {
    const slots = ["a", null, "b", "c", "d", "e", null, "f"];
    const winners = new Map<string, string>();
    let rounds = bracket(slots, winners);
    expect(rounds.map((r) => r.length)).toEqual([4, 2, 1]);
    expect(rounds[0]![0]).toMatchObject({ winner: "a", playable: false });
    expect(rounds[1]![0]).toMatchObject({ a: "a", b: null, playable: false });
    winners.set("1:1", "c").set("1:2", "d");
    rounds = bracket(slots, winners);
    expect(rounds[1]![0]).toMatchObject({ a: "a", b: "c", playable: true });
    expect(rounds[1]![1]).toMatchObject({ a: "d", b: "f", playable: true });
    expect(medallists(rounds)).toBeNull();
    winners.set("2:0", "c").set("2:1", "f").set("3:0", "f");
    rounds = bracket(slots, winners);
    expect(medallists(rounds)).toEqual({ winner: "f", runnerUp: "c" });
  });

  it("ignores a winner who did not play in that match", () => {
    const rounds = bracket(["a", "b", "c", "d"], new Map([["1:0", "c"]]));
    expect(rounds[0]?.[0]?.winner).toBeNull();
  });

  it("swaps two places", () => {
    expect(swapSlots(["a", "b", "c", "d"], 1, 2)).toEqual(["a", "c", "b", "d"]);
  });
});

describe("nextDrawMatch", () => {
  const slots = ["a", null, "b", "c", "d", "e", "f", "g"];

  it("is the first-round match with its opponent, before any result", () => {
    const rounds = bracket(slots, new Map());
    expect(nextDrawMatch(rounds, "b")).toMatchObject({
      match: { round: 1, index: 1 },
      opponent: { player: "c" },
    });
    expect(nextDrawMatch(rounds, "c")?.opponent).toEqual({ player: "b" });
  });

  it("passes a bye and names the match whose winner is the opponent", () => {
    const rounds = bracket(slots, new Map());
    expect(nextDrawMatch(rounds, "a")).toEqual({
      match: expect.objectContaining({ round: 2, index: 0, a: "a", b: null }),
      opponent: { winnerOf: ["b", "c"] },
    });
  });

  it("follows a win into the next round; a loser and the champion have none", () => {
    const winners = new Map([
      ["1:1", "c"],
      ["1:2", "d"],
    ]);
    let rounds = bracket(slots, winners);
    expect(nextDrawMatch(rounds, "c")?.opponent).toEqual({ player: "a" });
    expect(nextDrawMatch(rounds, "b")).toBeNull();
    // d's semi-final waits for f v g: named as that match's winner.
    expect(nextDrawMatch(rounds, "d")?.opponent).toEqual({ winnerOf: ["f", "g"] });
    winners.set("2:0", "a");
    rounds = bracket(slots, winners);
    // a's final waits for a semi-final whose players are not known yet: nothing to show.
    expect(nextDrawMatch(rounds, "a")).toBeNull();
    winners.set("1:3", "g").set("2:1", "g").set("3:0", "a");
    rounds = bracket(slots, winners);
    expect(nextDrawMatch(rounds, "a")).toBeNull();
    expect(nextDrawMatch(rounds, "g")).toBeNull();
  });

  it("has nothing for someone not in the draw", () => {
    expect(nextDrawMatch(bracket(slots, new Map()), "z")).toBeNull();
  });
});

describe("drawCorrection", () => {
  const slots = ["a", "b", "c", "d"];

  it("always takes the same winner with another score", () => {
    const rounds = bracket(
      slots,
      new Map([
        ["1:0", "a"],
        ["1:1", "c"],
        ["2:0", "a"],
      ]),
    );
    expect(drawCorrection(rounds, 1, 0, "a")).toEqual({ ok: true, winnerChanges: false });
  });

  it("changes the winner while the next round's match has no result", () => {
    const rounds = bracket(
      slots,
      new Map([
        ["1:0", "a"],
        ["1:1", "c"],
      ]),
    );
    expect(drawCorrection(rounds, 1, 0, "b")).toEqual({ ok: true, winnerChanges: true });
  });

  it("refuses another winner once the next round's match has a result", () => {
    const rounds = bracket(
      slots,
      new Map([
        ["1:0", "a"],
        ["1:1", "c"],
        ["2:0", "c"],
      ]),
    );
    const check = drawCorrection(rounds, 1, 1, "d");
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(/correct that match first/);
  });

  it("changes the final's winner: there is no later match", () => {
    const rounds = bracket(
      slots,
      new Map([
        ["1:0", "a"],
        ["1:1", "c"],
        ["2:0", "c"],
      ]),
    );
    expect(drawCorrection(rounds, 2, 0, "a")).toEqual({ ok: true, winnerChanges: true });
  });

  it("refuses a match without a result", () => {
    const rounds = bracket(slots, new Map([["1:0", "a"]]));
    expect(drawCorrection(rounds, 1, 1, "c").ok).toBe(false);
    expect(drawCorrection(rounds, 4, 0, "c").ok).toBe(false);
  });
});

describe("drawClearing", () => {
  const slots = ["a", "b", "c", null];

  it("clears a result while the next round's match has none", () => {
    const rounds = bracket(slots, new Map([["1:0", "a"]]));
    expect(drawClearing(rounds, 1, 0)).toEqual({ ok: true });
  });

  it("refuses once the next round's match has a result: that one is cleared first", () => {
    const rounds = bracket(
      slots,
      new Map([
        ["1:0", "a"],
        ["2:0", "c"],
      ]),
    );
    const check = drawClearing(rounds, 1, 0);
    expect(!check.ok && check.message).toMatch(/clear that match first/);
    expect(drawClearing(rounds, 2, 0)).toEqual({ ok: true });
  });

  it("refuses a bye and a match without a result", () => {
    const rounds = bracket(slots, new Map());
    expect(drawClearing(rounds, 1, 1).ok).toBe(false);
    expect(drawClearing(rounds, 1, 0).ok).toBe(false);
    expect(drawClearing(rounds, 3, 0).ok).toBe(false);
  });
});
