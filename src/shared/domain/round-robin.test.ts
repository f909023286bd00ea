import { describe, expect, it } from "vitest";
import { type DrawEntrant, seededRandom } from "./draw";
import {
  type GroupResult,
  groupChangeCheck,
  groupComplete,
  groupFinishers,
  groupMatches,
  groupName,
  knockoutFromGroups,
  makeGroups,
  standings,
  tieBreakProblem,
} from "./round-robin";

const entrants = (n: number, rated = n): DrawEntrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: i < rated ? 12 - i * 0.5 : null }));

/** A result from games: "6-3 6-4" won by a. */
const won = (a: string, b: string, sets: [number, number][]): GroupResult => {
  const setsA = sets.filter(([x, y]) => x > y).length;
  const setsB = sets.length - setsA;
  return {
    a,
    b,
    winner: setsA > setsB ? a : b,
    setsA,
    setsB,
    gamesA: sets.reduce((s, [x]) => s + x, 0),
    gamesB: sets.reduce((s, [, y]) => s + y, 0),
  };
};

describe("groups", () => {
  it("spreads the rated players in snake order", () => {
    const made = makeGroups(entrants(8), 2, seededRandom(1));
    expect(made).toEqual({
      ok: true,
      groups: [
        ["p1", "p4", "p5", "p8"],
        ["p2", "p3", "p6", "p7"],
      ],
    });
  });
  it("puts every unrated player in a group once", () => {
    const made = makeGroups(entrants(10, 3), 3, seededRandom(7));
    if (!made.ok) throw new Error(made.message);
    expect(made.groups.flat().toSorted()).toEqual(
      entrants(10)
        .map((e) => e.id)
        .toSorted(),
    );
    expect(made.groups.map((g) => g.length).toSorted()).toEqual([3, 3, 4]);
    expect(made.groups.map((g) => g[0])).toEqual(["p1", "p2", "p3"]);
  });
  it("refuses groups too small or too large, saying how many fit", () => {
    expect(makeGroups(entrants(5), 2)).toEqual({
      ok: false,
      message: "A group needs at least 3 players: 5 players make at most 1 groups",
    });
    expect(makeGroups(entrants(13), 2)).toEqual({
      ok: false,
      message: "A group holds at most 6 players: 13 players need at least 3 groups",
    });
    expect(makeGroups([...entrants(3), { id: "p1", rating: null }], 1).ok).toBe(false);
  });
  it("names groups by letter", () => {
    expect([0, 1, 3].map(groupName)).toEqual(["Group A", "Group B", "Group D"]);
  });
});

describe("group schedule", () => {
  for (const size of [3, 4, 5, 6])
    it(`pairs every two of ${size} players once, nobody twice in a round`, () => {
      const matches = groupMatches(size);
      expect(matches).toHaveLength((size * (size - 1)) / 2);
      const pairs = new Set(matches.map((m) => `${m.a}-${m.b}`));
      expect(pairs.size).toBe(matches.length);
      for (const m of matches) expect(m.a).toBeLessThan(m.b);
      const rounds = new Map<number, number[]>();
      for (const m of matches) rounds.set(m.round, [...(rounds.get(m.round) ?? []), m.a, m.b]);
      for (const players of rounds.values()) expect(new Set(players).size).toBe(players.length);
      expect(rounds.size).toBe(size % 2 === 0 ? size - 1 : size);
    });
  it("knows when a group is played out", () => {
    expect(groupComplete(4, 5)).toBe(false);
    expect(groupComplete(4, 6)).toBe(true);
  });
});

describe("standings", () => {
  const group = ["p1", "p2", "p3", "p4"];
  it("orders by wins and counts sets and games", () => {
    const table = standings(group, [
      won("p1", "p2", [
        [6, 3],
        [6, 4],
      ]),
      won("p1", "p3", [
        [6, 0],
        [6, 0],
      ]),
      won("p2", "p3", [
        [6, 1],
        [6, 1],
      ]),
      won("p4", "p1", [
        [6, 4],
        [6, 4],
      ]),
    ]);
    expect(table.map((r) => [r.player, r.position, r.played, r.won, r.lost])).toEqual([
      ["p1", 1, 3, 2, 1],
      ["p2", 2, 2, 1, 1],
      ["p4", 3, 1, 1, 0],
      ["p3", 4, 2, 0, 2],
    ]);
    expect(table[0]).toMatchObject({ setsWon: 4, setsLost: 2, gamesWon: 32, gamesLost: 19 });
  });

  // A three-way tie on wins: p1 beat p2, p2 beat p3, p3 beat p1; each beat p4.
  const circle = [
    won("p1", "p2", [
      [6, 4],
      [6, 4],
    ]),
    won("p2", "p3", [
      [6, 3],
      [3, 6],
      [10, 8],
    ]),
    won("p3", "p1", [
      [6, 2],
      [2, 6],
      [10, 5],
    ]),
    won("p1", "p4", [
      [6, 0],
      [6, 0],
    ]),
    won("p2", "p4", [
      [6, 0],
      [6, 0],
    ]),
    won("p3", "p4", [
      [6, 0],
      [6, 0],
    ]),
  ];
  it("breaks a tie on wins by sets, then games, in the club's order", () => {
    // Sets: p1 5, p3 5, p2 4; games then put p3 (47) before p1 (37).
    expect(standings(group, circle).map((r) => r.player)).toEqual(["p3", "p1", "p2", "p4"]);
    // Games before sets: p3 47, p2 39, p1 37.
    expect(standings(group, circle, ["wins", "games", "sets"]).map((r) => r.player)).toEqual([
      "p3",
      "p2",
      "p1",
      "p4",
    ]);
  });
  it("settles two players level by their own match", () => {
    const results = [
      won("p1", "p2", [
        [6, 4],
        [6, 4],
      ]),
      won("p3", "p1", [
        [6, 4],
        [6, 4],
      ]),
      won("p2", "p3", [
        [6, 4],
        [6, 4],
      ]),
      won("p2", "p4", [
        [6, 4],
        [6, 4],
      ]),
      won("p4", "p1", [
        [6, 4],
        [6, 4],
      ]),
      won("p4", "p3", [
        [6, 4],
        [6, 4],
      ]),
    ];
    // p2 and p4 both have 2 wins and 4 sets and 24 games: p2 beat p4.
    const table = standings(group, results, ["wins", "headToHead"]);
    expect(table.slice(0, 2).map((r) => r.player)).toEqual(["p2", "p4"]);
    expect(table[1]!.tiedWithAbove).toBe(false);
  });
  it("reorders the players a criterion separated from the first criterion again", () => {
    // Head to head over all four puts p4 last; among the other three it is one win each, wins are
    // level, sets leave p1 and p3 level (5) above p2 (4), and p3 beat p1.
    const table = standings(group, circle, ["headToHead", "wins", "sets"]);
    expect(table.map((r) => r.player)).toEqual(["p3", "p1", "p2", "p4"]);
  });
  it("keeps the group order of players level on everything and marks them tied", () => {
    const table = standings(group, circle, ["wins"]);
    expect(table.map((r) => [r.player, r.tiedWithAbove])).toEqual([
      ["p1", false],
      ["p2", true],
      ["p3", true],
      ["p4", false],
    ]);
  });
  it("ignores results of players outside the group", () => {
    const table = standings(
      ["p1", "p2", "p3"],
      [
        won("p1", "p9", [
          [6, 0],
          [6, 0],
        ]),
      ],
    );
    expect(table.every((r) => r.played === 0)).toBe(true);
  });
  it("checks a tie-break order", () => {
    expect(tieBreakProblem(["wins", "sets"])).toBeNull();
    expect(tieBreakProblem([])).toBe("Choose at least one tie-break");
    expect(tieBreakProblem(["wins", "wins"])).toBe("Each tie-break can be used only once");
    expect(tieBreakProblem(["wins", "points"])).toMatch(/^A tie-break is one of/);
  });
});

describe("knock-out after the groups", () => {
  const groupsOf = (n: number) =>
    Array.from({ length: n }, (_, i) => [`${groupName(i).slice(-1)}1`, `${groupName(i).slice(-1)}2`]);
  it("sends the two group winners to opposite halves, each against the other group's runner-up", () => {
    expect(knockoutFromGroups(groupsOf(2), 2)).toEqual(["A1", "B2", "B1", "A2"]);
  });
  for (const n of [2, 3, 4])
    it(`never pairs a group's winner with its runner-up in the first round (${n} groups)`, () => {
      const slots = knockoutFromGroups(groupsOf(n), 2);
      expect(slots.filter(Boolean)).toHaveLength(2 * n);
      for (let i = 0; i < slots.length; i += 2) {
        const [x, y] = [slots[i], slots[i + 1]];
        if (x && y) expect(x[0]).not.toBe(y[0]);
      }
    });
  it("gives byes to the top group winners", () => {
    const slots = knockoutFromGroups(groupsOf(3), 2);
    expect(slots.slice(0, 2)).toEqual(["A1", null]);
  });
  it("puts group winners alone into a draw", () => {
    expect(knockoutFromGroups(groupsOf(4), 1)).toEqual(["A1", "D1", "B1", "C1"]);
  });
});

describe("group finishers and corrections", () => {
  const table = (players: string[], complete = true) => ({
    standings: players.map((player) => ({ player })),
    complete,
  });
  it("takes the best one or two of each group once every group is complete", () => {
    expect(groupFinishers([table(["a", "b", "c"]), table(["d", "e", "f"])], 2)).toEqual([
      ["a", "b"],
      ["d", "e"],
    ]);
    expect(groupFinishers([table(["a", "b", "c"]), table(["d", "e", "f"])], 1)).toEqual([["a"], ["d"]]);
    expect(groupFinishers([table(["a", "b", "c"]), table(["d", "e", "f"], false)], 2)).toBeNull();
  });
  const finishers = [
    ["a", "b"],
    ["d", "e"],
  ];
  it("keeps the knock-out when the finishers stay, or when there is none", () => {
    expect(groupChangeCheck(null, null)).toEqual({ ok: true, knockout: "keep" });
    expect(
      groupChangeCheck({ finishers, started: true }, [
        ["a", "b"],
        ["d", "e"],
      ]),
    ).toEqual({
      ok: true,
      knockout: "keep",
    });
  });
  it("makes a knock-out not started again, or removes it when a group is no longer complete", () => {
    expect(
      groupChangeCheck({ finishers, started: false }, [
        ["b", "a"],
        ["d", "e"],
      ]),
    ).toEqual({
      ok: true,
      knockout: "remake",
    });
    expect(groupChangeCheck({ finishers, started: false }, null)).toEqual({ ok: true, knockout: "remove" });
  });
  it("refuses a change to who plays in a knock-out already started", () => {
    expect(
      groupChangeCheck({ finishers, started: true }, [
        ["b", "a"],
        ["d", "e"],
      ]).ok,
    ).toBe(false);
    expect(groupChangeCheck({ finishers, started: true }, null).ok).toBe(false);
  });
});
