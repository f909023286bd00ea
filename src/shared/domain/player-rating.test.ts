import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  competitiveness,
  expectedShare,
  INITIAL_RATING,
  improvementLine,
  improvementSince,
  improvementText,
  type KeptPoint,
  keepPointsFrom,
  PROVISIONAL_UNTIL,
  playerRatingOf,
  pointOrder,
  type RatedResult,
  ratingAt,
  ratingChange,
  reliabilityOf,
  replayFrom,
  replayRatings,
} from "./player-rating";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
let counter = 0;
const result = (
  a: string | string[],
  b: string | string[],
  gamesA: number,
  gamesB: number,
  at: number,
): RatedResult => ({
  id: `r${String(++counter).padStart(4, "0")}`,
  playedAt: day(at),
  sideA: typeof a === "string" ? [a] : a,
  sideB: typeof b === "string" ? [b] : b,
  gamesA,
  gamesB,
});

describe("expected share and weights", () => {
  it("is even for equal ratings and about 65% for a point more", () => {
    expect(expectedShare(6, 6)).toBe(0.5);
    expect(expectedShare(7, 6)).toBeCloseTo(0.65, 2);
    expect(expectedShare(6, 7) + expectedShare(7, 6)).toBeCloseTo(1, 10);
  });

  it("counts a mismatch for little and reliability in steps of recent matches", () => {
    expect(competitiveness(6, 6)).toBe(1);
    expect(competitiveness(6, 8.5)).toBe(0.5);
    expect(competitiveness(3, 10)).toBeLessThan(0.02);
    expect(reliabilityOf(0)).toBe(0);
    expect(reliabilityOf(5)).toBe(0.5);
    expect(reliabilityOf(40)).toBe(1);
  });
});

describe("ratingChange", () => {
  const reliable = { rating: 8, reliability: 1 };
  it("is symmetric: what one side gains the other loses when both are as reliable", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 16.5, noNaN: true }),
        fc.double({ min: 1, max: 16.5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (ra, rb, rel, share) => {
          const a = { rating: ra, reliability: rel };
          const b = { rating: rb, reliability: rel };
          expect(ratingChange(a, b, share) + ratingChange(b, a, 1 - share)).toBeCloseTo(0, 10);
        },
      ),
    );
  });

  it("moves an unreliable rating more than a reliable one", () => {
    const opponent = { rating: 8, reliability: 1 };
    expect(ratingChange({ rating: 8, reliability: 0 }, opponent, 0.7)).toBeGreaterThan(
      ratingChange({ rating: 8, reliability: 1 }, opponent, 0.7),
    );
  });

  it("barely moves a strong player for a win over a much weaker one", () => {
    const weak = { rating: 3, reliability: 1 };
    expect(Math.abs(ratingChange(reliable, weak, 12 / 12))).toBeLessThan(0.01);
    // Against an equal opponent the same score moves it a lot more.
    expect(ratingChange(reliable, { rating: 8, reliability: 1 }, 1)).toBeGreaterThan(0.25);
  });

  it("rises with a better share of games, and is zero at the expected share", () => {
    const opponent = { rating: 7, reliability: 0.5 };
    expect(ratingChange(reliable, opponent, expectedShare(8, 7))).toBeCloseTo(0, 10);
    expect(ratingChange(reliable, opponent, 0.8)).toBeGreaterThan(ratingChange(reliable, opponent, 0.7));
  });
});

describe("replayRatings", () => {
  it("starts everyone at the initial rating and marks them provisional until 5 rated matches", () => {
    const results = Array.from({ length: PROVISIONAL_UNTIL }, (_, i) => result("ada", "bola", 12, 8, i));
    const before = replayRatings(results.slice(0, PROVISIONAL_UNTIL - 1), day(30));
    expect(before.get("ada")?.provisional).toBe(true);
    const after = replayRatings(results, day(30));
    const ada = after.get("ada");
    expect(ada?.provisional).toBe(false);
    expect(ada?.ratedMatches).toBe(PROVISIONAL_UNTIL);
    expect(ada?.rating).toBeGreaterThan(INITIAL_RATING);
    expect(after.get("bola")?.rating).toBeLessThan(INITIAL_RATING);
    expect(ada?.history).toHaveLength(PROVISIONAL_UNTIL);
  });

  it("gives the same ratings whatever order the results come in", () => {
    const results = [
      result("ada", "bola", 12, 8, 1),
      result("bola", "chidi", 6, 12, 2),
      result("chidi", "ada", 13, 11, 3),
      result(["ada", "bola"], ["chidi", "dayo"], 12, 9, 4),
    ];
    const forward = replayRatings(results, day(10));
    const backward = replayRatings(results.toReversed(), day(10));
    expect([...backward.entries()]).toEqual([...forward.entries()]);
  });

  it("replays later ratings when an earlier result is corrected", () => {
    const results = [
      result("ada", "bola", 12, 3, 1),
      result("bola", "chidi", 12, 10, 5),
      result("ada", "chidi", 12, 9, 9),
    ];
    const original = replayRatings(results, day(20));
    const corrected = [{ ...results[0]!, gamesA: 3, gamesB: 12 }, results[1]!, results[2]!];
    const replayed = replayRatings(corrected, day(20));
    expect(replayed.get("ada")?.rating).toBeLessThan(original.get("ada")?.rating ?? 0);
    // Chidi never played the corrected match, yet his later ratings change with Bola's and Ada's.
    expect(replayed.get("chidi")?.history.map((p) => p.rating)).not.toEqual(
      original.get("chidi")?.history.map((p) => p.rating),
    );
    // Correcting back gives the original ratings exactly.
    expect(replayRatings(results, day(20))).toEqual(original);
  });

  it("moves both doubles partners by their side's change", () => {
    const ratings = replayRatings([result(["ada", "bola"], ["chidi", "dayo"], 12, 4, 1)], day(2));
    expect(ratings.get("ada")?.rating).toBe(ratings.get("bola")?.rating);
    expect(ratings.get("chidi")?.rating).toBe(ratings.get("dayo")?.rating);
    expect((ratings.get("ada")?.rating ?? 0) - INITIAL_RATING).toBeCloseTo(
      INITIAL_RATING - (ratings.get("chidi")?.rating ?? 0),
      2,
    );
  });

  it("skips results without games (walkovers) and loses reliability as matches age", () => {
    const results = Array.from({ length: 10 }, (_, i) => result("ada", "bola", 12, 10, i));
    results.push(result("ada", "bola", 0, 0, 11));
    expect(replayRatings(results, day(20)).get("ada")?.ratedMatches).toBe(10);
    expect(replayRatings(results, day(20)).get("ada")?.reliability).toBe(1);
    expect(replayRatings(results, day(370)).get("ada")?.reliability).toBeLessThan(1);
    expect(replayRatings(results, day(400)).get("ada")?.reliability).toBe(0);
  });

  it("keeps ratings within bounds and is deterministic under random results", () => {
    const player = fc.constantFrom("a", "b", "c", "d", "e");
    const match = fc.tuple(
      player,
      player,
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 300 }),
    );
    fc.assert(
      fc.property(fc.array(match, { maxLength: 40 }), (matches) => {
        const results = matches
          .filter(([a, b]) => a !== b)
          .map(([a, b, ga, gb, at], i) => ({
            id: `m${i}`,
            playedAt: day(at),
            sideA: [a],
            sideB: [b],
            gamesA: ga,
            gamesB: gb,
          }));
        const ratings = replayRatings(results, day(400));
        for (const r of ratings.values()) {
          expect(r.rating).toBeGreaterThanOrEqual(1);
          expect(r.rating).toBeLessThanOrEqual(16.5);
        }
        expect(replayRatings(results.toReversed(), day(400))).toEqual(ratings);
      }),
    );
  });
});

describe("ratingAt and improvementText", () => {
  const history = [
    { resultId: "1", at: day(1), rating: 5.2 },
    { resultId: "2", at: day(10), rating: 5.5 },
  ];
  it("reads the rating at a moment from the history", () => {
    expect(ratingAt(history, day(0))).toBe(INITIAL_RATING);
    expect(ratingAt(history, day(5))).toBe(5.2);
    expect(ratingAt(history, day(10))).toBe(5.5);
  });

  const player = (rating: number, ratedMatches: number, points = history) => ({
    rating,
    reliability: 0.5,
    ratedMatches,
    provisional: ratedMatches < PROVISIONAL_UNTIL,
    lastPlayed: day(10),
    history: points,
  });

  it("says the change over the last 30 days in words", () => {
    expect(improvementText(undefined, day(20))).toBe("No rated matches yet");
    expect(improvementText(player(5.5, 2), day(20))).toBe(
      "Rating 5.50, provisional: 3 more rated matches to go",
    );
    expect(improvementText(player(5.5, 4), day(20))).toBe(
      "Rating 5.50, provisional: 1 more rated match to go",
    );
    expect(improvementText(player(5.5, 6), day(20))).toBe("Rating up 0.50 to 5.50 in the last 30 days");
    expect(improvementText(player(5.5, 6), day(35))).toBe("Rating up 0.30 to 5.50 in the last 30 days");
    expect(improvementText(player(5.5, 6), day(60))).toBe("Rating steady at 5.50 in the last 30 days");
    const falling = [...history, { resultId: "3", at: day(50), rating: 5.1 }];
    expect(improvementText(player(5.1, 7, falling), day(60))).toBe(
      "Rating down 0.40 to 5.10 in the last 30 days",
    );
  });

  it("says the same from the current rating and the rating 30 days before alone", () => {
    const falling = [...history, { resultId: "3", at: day(50), rating: 5.1 }];
    const cases = [
      [player(5.5, 2), day(20)],
      [player(5.5, 6), day(20)],
      [player(5.5, 6), day(35)],
      [player(5.5, 6), day(60)],
      [player(5.1, 7, falling), day(60)],
      [player(5.1, 7, falling), day(80)],
    ] as const;
    for (const [rated, now] of cases)
      expect(improvementLine(rated, ratingAt(rated.history, improvementSince(now)))).toBe(
        improvementText(rated, now),
      );
    expect(improvementLine(undefined, INITIAL_RATING)).toBe("No rated matches yet");
    expect(improvementSince(day(31)).toISOString()).toBe(day(1).toISOString());
  });
});

describe("kept ratings", () => {
  const players = ["p1", "p2", "p3", "p4", "p5", "p6"];
  const side = fc.uniqueArray(fc.constantFrom(...players), { minLength: 1, maxLength: 2 });
  const fields = fc.record({
    sides: fc.tuple(side, side).filter(([a, b]) => a.length === b.length && a.every((p) => !b.includes(p))),
    gamesA: fc.integer({ min: 0, max: 13 }),
    gamesB: fc.integer({ min: 0, max: 13 }),
    // Few days over two years: many results share a day, and the year of reliability rolls over.
    day: fc.integer({ min: 0, max: 800 }).map((n) => n - (n % 7)),
  });
  type Fields = typeof fields extends fc.Arbitrary<infer T> ? T : never;
  const change = fc.oneof(
    fields.map((f) => ({ kind: "record" as const, f })),
    fc.record({ kind: fc.constant("correct" as const), pick: fc.nat(), f: fields }),
    fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  );
  const rated = (id: string, f: Fields): RatedResult => ({
    id,
    playedAt: day(f.day),
    sideA: f.sides[0],
    sideB: f.sides[1],
    gamesA: f.gamesA,
    gamesB: f.gamesB,
  });
  const sorted = (points: readonly KeptPoint[]) =>
    points.toSorted((x, y) => pointOrder(x, y) || (x.userId < y.userId ? -1 : 1));

  it("equal a full replay after any sequence of results, corrections and deletions", () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 40 }), (changes) => {
        const results = new Map<string, RatedResult>();
        let kept: KeptPoint[] = [];
        let next = 0;
        for (const c of changes) {
          const ids = [...results.keys()];
          let from: Date;
          if (c.kind === "record") {
            const added = rated(`m${String(next++).padStart(3, "0")}`, c.f);
            results.set(added.id, added);
            from = added.playedAt;
          } else {
            if (ids.length === 0) continue;
            const id = ids[c.pick % ids.length]!;
            const before = results.get(id)!;
            if (c.kind === "delete") {
              results.delete(id);
              from = before.playedAt;
            } else {
              const after = rated(id, c.f);
              results.set(id, after);
              from = new Date(Math.min(before.playedAt.getTime(), after.playedAt.getTime()));
            }
          }
          kept = keepPointsFrom(kept, [...results.values()], from);
          expect(sorted(kept)).toEqual(sorted(replayFrom(new Map(), [...results.values()])));
        }
        const now = day(900);
        const full = replayRatings([...results.values()], now);
        for (const [id, rating] of full)
          expect(
            playerRatingOf(
              kept.filter((p) => p.userId === id),
              now,
            ),
          ).toEqual(rating);
      }),
      { numRuns: 300 },
    );
  });

  it("a correction moved to a later day replays from its old day, not its new one", () => {
    const first = result("ann", "bea", 12, 2, 0);
    const moved = { ...result("ann", "cat", 12, 0, 5), id: "x" };
    const later = result("ann", "bea", 6, 6, 10);
    const kept = replayFrom(new Map(), [first, moved, later]);
    const corrected = { ...moved, playedAt: day(20) };
    const all = [first, corrected, later];
    expect(sorted(keepPointsFrom(kept, all, day(5)))).toEqual(sorted(replayFrom(new Map(), all)));
    expect(sorted(keepPointsFrom(kept, all, day(20)))).not.toEqual(sorted(replayFrom(new Map(), all)));
  });
});
