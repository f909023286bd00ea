import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flipScore, parseScore, scoreInput } from "./tennis-score";

const ok = (
  text: string,
  ...rest: Parameters<typeof parseScore> extends [string, ...infer R] ? R : never
) => {
  const check = parseScore(text, ...rest);
  if (!check.ok) throw new Error(check.message);
  return check.score;
};
const message = (
  text: string,
  ...rest: Parameters<typeof parseScore> extends [string, ...infer R] ? R : never
) => {
  const check = parseScore(text, ...rest);
  if (check.ok) throw new Error(`accepted ${text}`);
  return check.message;
};

describe("parseScore: legal scores", () => {
  it("reads straight sets, commas or spaces, and normalises the text", () => {
    const score = ok("6-4, 6-3");
    expect(score.winner).toBe("a");
    expect(score.games).toEqual({ a: 12, b: 7 });
    expect(score.text).toBe("6-4 6-3");
    expect(ok(" 3-6  4 - 6 ").winner).toBe("b");
  });

  it("accepts every finished set shape: 6-0 to 6-4, 7-5 and 7-6 with or without tie-break points", () => {
    for (const set of ["6-0", "6-1", "6-2", "6-3", "6-4", "7-5", "7-6", "7-6(5)", "7-6(12)"]) {
      const flipped = set.replace(/^(\d)-(\d)/, "$2-$1");
      expect(ok(`${set} ${set}`).winner, set).toBe("a");
      expect(ok(`${flipped} ${flipped}`).winner, flipped).toBe("b");
    }
    expect(ok("7-6(5) 6-4").sets[0]?.tieBreak).toBe(5);
    expect(ok("7-6 (5) 6-4").text).toBe("7-6(5) 6-4");
  });

  it("reads three sets and a match tie-break to 10 by two", () => {
    expect(ok("6-4 3-6 6-2").winner).toBe("a");
    const mtb = ok("6-4 3-6 10-7");
    expect(mtb.sets[2]?.matchTieBreak).toBe(true);
    // The match tie-break counts as one game.
    expect(mtb.games).toEqual({ a: 10, b: 10 });
    expect(ok("6-4 3-6 12-14").winner).toBe("b");
    expect(ok("4-6 6-3 10-8").text).toBe("4-6 6-3 10-8");
  });

  it("reads a retirement: the sets so far, the last one may be unfinished", () => {
    const score = ok("6-4 2-1 ret.", "retired", "a");
    expect(score.winner).toBe("b");
    expect(score.text).toBe("6-4 2-1 ret.");
    expect(score.games).toEqual({ a: 8, b: 5 });
    expect(ok("3-2", "retired", "b").winner).toBe("a");
    expect(ok("6-4 4-6", "retired", "b").sets).toHaveLength(2);
    expect(ok("6-4 4-6 6-6", "retired", "a").winner).toBe("b");
    expect(ok("6-4 4-6 8-9", "retired", "b").sets[2]?.matchTieBreak).toBe(true);
  });

  it("reads a walkover without a score", () => {
    const score = ok("", "walkover", "b");
    expect(score).toMatchObject({ winner: "a", text: "w/o", sets: [], games: { a: 0, b: 0 } });
    expect(ok("w/o", "walkover", "a").winner).toBe("b");
  });

  it("flips a score to the other side's point of view", () => {
    const score = flipScore(ok("7-6(5) 3-6 10-8"));
    expect(score.text).toBe("6-7(5) 6-3 8-10");
    expect(score.winner).toBe("b");
    expect(score.games).toEqual({ a: 12, b: 11 });
  });
});

describe("parseScore: impossible scores, each with a message", () => {
  it.each([
    ["", "Enter the score"],
    ["6-4", "The match is not finished: someone must win two sets (or mark it as a retirement)"],
    ["6-4 4-6", "The match is not finished: someone must win two sets (or mark it as a retirement)"],
    ["6-5 6-4", "First set 6-5 is not finished: it goes to 7-5 or 6-6 and a tie-break"],
    ["6-6 6-4", "First set 6-6 is not finished: write the tie-break as 7-6"],
    ["5-3 6-4", "First set 5-3 is not finished: a set is won with 6 games and a lead of two"],
    ["8-6 6-4", "First set 8-6: a set ends at 6 or 7 games"],
    ["7-3 6-4", "First set 7-3: a set ends at 6 games when the other side has 4 or fewer"],
    ["7-7 6-4", "First set 7-7: a set ends 7-6 after a tie-break"],
    ["6-4(3) 6-4", "First set 6-4: only a 7-6 set has a tie-break"],
    ["6-4 10-8", "Second set 10-8: a set ends at 6 or 7 games"],
    ["6-4 6-3 6-2", "The match was over after the second set: remove the third set"],
    ["6-4 3-6 10-9", "Match tie-break 10-9 is not finished: it is won with 10 points and a lead of two"],
    ["6-4 3-6 9-7", "Match tie-break 9-7 is not finished: it is won with 10 points and a lead of two"],
    ["6-4 3-6 13-10", "Match tie-break 13-10: past 10 points it ends as soon as one side leads by two"],
    ["6-4 3-6 10-7(3)", "A match tie-break has no tie-break of its own"],
    ["6-4 3-6 6-4 6-2", "A match has at most 3 sets"],
    ["six-four", '"six-four" is not a set score: write the games as 6-4, and a tie-break as 7-6(5)'],
    ["6:4 6:4", '"6:4" is not a set score: write the games as 6-4, and a tie-break as 7-6(5)'],
  ])("%j", (text, expected) => {
    expect(message(text)).toBe(expected);
  });

  it("refuses a retirement after the match was won, or without saying who retired", () => {
    expect(message("6-4 6-4", "retired", "a")).toBe(
      "The match was already won: record it as played to the end, not as a retirement",
    );
    expect(message("6-4 2-1", "retired")).toBe("Say which side retired");
    expect(message("", "retired", "a")).toBe("Enter the score up to the retirement");
    expect(message("6-4 8-1", "retired", "a")).toBe("Second set 8-1: a set ends at 6 or 7 games");
  });

  it("refuses a walkover with a score or without the side that did not play", () => {
    expect(message("6-0 6-0", "walkover", "a")).toBe("A walkover has no score: leave the score empty");
    expect(message("", "walkover")).toBe("Say which side did not play the walkover");
  });
});

describe("parseScore: properties", () => {
  const finishedSet = fc.constantFrom([6, 0], [6, 1], [6, 2], [6, 3], [6, 4], [7, 5], [7, 6]);
  const set = fc.tuple(finishedSet, fc.boolean()).map(([[w, l], aWins]) => (aWins ? [w, l] : [l, w]));

  it("any two finished sets won by one side, or 1-1 plus a decider, is a legal match", () => {
    fc.assert(
      fc.property(set, set, set, (s1: number[], s2: number[], s3: number[]) => {
        const sets = [s1, s2];
        const first = s1[0]! > s1[1]!;
        const second = s2[0]! > s2[1]!;
        if (first !== second) sets.push(s3);
        const check = parseScore(sets.map(([a, b]) => `${a}-${b}`).join(" "));
        expect(check.ok).toBe(true);
        if (!check.ok) return;
        const setsA = sets.filter(([a, b]) => a! > b!).length;
        expect(check.score.winner).toBe(setsA === 2 ? "a" : "b");
        // Reading the flipped text gives the flipped score.
        const flipped = parseScore(flipScore(check.score).text);
        expect(flipped.ok && flipped.score).toEqual(flipScore(check.score));
      }),
    );
  });

  it("never throws and never accepts a set above 7 games outside a match tie-break", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const check = parseScore(text);
        if (check.ok) {
          for (const s of check.score.sets)
            if (!s.matchTieBreak) expect(Math.max(s.a, s.b)).toBeLessThanOrEqual(7);
        } else {
          expect(check.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("accepts every match tie-break to 10 by two and nothing else at 8+ points", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (a, b) => {
        fc.pre(Math.max(a, b) >= 8);
        const check = parseScore(`6-4 4-6 ${a}-${b}`);
        const high = Math.max(a, b);
        const legal = high >= 10 && Math.abs(a - b) >= 2 && (high === 10 || Math.abs(a - b) === 2);
        expect(check.ok).toBe(legal);
      }),
    );
  });
});

describe("scoreInput", () => {
  it("gives back what parses to the stored score", () => {
    for (const [typed, outcome, side] of [
      ["6-4 3-6 10-7", "completed", undefined],
      ["7-6(5) 2-1", "retired", "b"],
      ["", "walkover", "a"],
    ] as const) {
      const stored = parseScore(typed, outcome, side);
      if (!stored.ok) throw new Error(stored.message);
      const again = parseScore(scoreInput(stored.score.text, outcome), outcome, side);
      expect(again.ok && again.score.text).toBe(stored.score.text);
    }
  });
  it("is empty without a score", () => {
    expect(scoreInput(null, null)).toBe("");
    expect(scoreInput("w/o", "walkover")).toBe("");
    expect(scoreInput("6-3 2-0 ret.", "retired")).toBe("6-3 2-0");
  });
});
