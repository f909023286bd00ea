import { describe, expect, it } from "vitest";
import { consolationPlayers, consolationSlots } from "./consolation";
import { bracket, type DrawSlot } from "./draw";

const rounds = (slots: DrawSlot[], winners: Record<string, string>) =>
  bracket(slots, new Map(Object.entries(winners)));

describe("consolation players", () => {
  const eight: DrawSlot[] = ["p1", "p8", "p4", "p5", "p2", "p7", "p3", "p6"];
  it("takes the first-round losers in the order of the main draw", () => {
    const check = consolationPlayers(rounds(eight, { "1:0": "p1", "1:1": "p5", "1:2": "p2", "1:3": "p6" }));
    expect(check).toEqual({ ok: true, players: ["p8", "p4", "p7", "p3"] });
  });
  it("waits for every first match", () => {
    const check = consolationPlayers(rounds(eight, { "1:0": "p1", "1:1": "p5" }));
    expect(check).toMatchObject({ ok: false, waitingFor: 4 });
  });
  // Six players: p1 and p2 have byes; their first match is in round 2.
  const six: DrawSlot[] = ["p1", null, "p4", "p5", "p2", null, "p3", "p6"];
  it("waits for a bye holder's first match and takes them if they lose it", () => {
    expect(consolationPlayers(rounds(six, { "1:1": "p4", "1:3": "p6" }))).toMatchObject({
      ok: false,
      waitingFor: 2,
    });
    const check = consolationPlayers(rounds(six, { "1:1": "p4", "1:3": "p6", "2:0": "p4", "2:1": "p2" }));
    expect(check).toEqual({ ok: true, players: ["p1", "p5", "p3"] });
  });
  it("does not count a later loss as a first match lost", () => {
    const check = consolationPlayers(
      rounds(eight, { "1:0": "p1", "1:1": "p5", "1:2": "p2", "1:3": "p6", "2:0": "p1" }),
    );
    expect(check.ok && check.players).not.toContain("p5");
  });
  it("needs two players", () => {
    expect(consolationPlayers(rounds(["p1", null, "p2", "p3"], { "1:1": "p2", "2:0": "p1" }))).toEqual({
      ok: false,
      message: "A consolation draw needs at least two players who lost their first match",
      waitingFor: 0,
    });
  });
});

describe("consolation slots", () => {
  it("keeps the main draw's order and spreads the byes", () => {
    expect(consolationSlots(["a", "b", "c", "d"])).toEqual(["a", "b", "c", "d"]);
    const slots = consolationSlots(["a", "b", "c"]);
    expect(slots).toEqual(["a", null, "b", "c"]);
    const five = consolationSlots(["a", "b", "c", "d", "e"]);
    expect(five.filter((s) => s === null)).toHaveLength(3);
    for (let i = 0; i < five.length; i += 2) expect(five[i] ?? five[i + 1]).not.toBeNull();
  });
  it("gives every player a match: nobody meets a bye twice", () => {
    for (let n = 2; n <= 16; n++) {
      const slots = consolationSlots(Array.from({ length: n }, (_, i) => `c${i}`));
      const pairs = Array.from({ length: slots.length / 2 }, (_, i) => [slots[2 * i], slots[2 * i + 1]]);
      expect(pairs.every(([x, y]) => x !== null || y !== null)).toBe(true);
    }
  });
});
