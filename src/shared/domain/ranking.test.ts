import { describe, expect, it } from "vitest";
import { ageGroup, isRanked, type RankCandidate, rankGroup, rankOf } from "./ranking";

const now = new Date("2026-11-23T12:00:00Z");
const candidate = (userId: string, rating: number, extra: Partial<RankCandidate> = {}): RankCandidate => ({
  userId,
  rating,
  provisional: false,
  lastPlayed: new Date("2026-10-01T00:00:00Z"),
  group: "adult",
  ...extra,
});

describe("ageGroup", () => {
  it("is junior until the 18th birthday", () => {
    expect(ageGroup("2008-11-24", now)).toBe("junior");
    expect(ageGroup("2008-11-23", now)).toBe("adult");
    expect(ageGroup("1990-01-01", now)).toBe("adult");
    expect(ageGroup("not a date", now)).toBe("adult");
  });
});

describe("ranking", () => {
  const field = [
    candidate("ada", 7.1),
    candidate("bola", 8.4),
    candidate("chidi", 7.1),
    candidate("dayo", 9, { provisional: true }),
    candidate("efe", 10, { lastPlayed: new Date("2025-11-22T00:00:00Z") }),
    candidate("femi", 6, { group: "junior" }),
    candidate("gbenga", 5, { group: "junior" }),
    candidate("hauwa", 6.5, { lastPlayed: null }),
  ];

  it("leaves out provisional players and those who have not played for 12 months", () => {
    expect(isRanked(field[3]!, now)).toBe(false);
    expect(isRanked(field[4]!, now)).toBe(false);
    expect(isRanked(field[7]!, now)).toBe(false);
    expect(isRanked(candidate("x", 5, { lastPlayed: new Date("2025-11-23T12:00:00Z") }), now)).toBe(true);
  });

  it("ranks adults and juniors apart, best rating first, equal ratings sharing a rank", () => {
    expect(rankGroup(field, "adult", now).map((p) => [p.userId, p.rank])).toEqual([
      ["bola", 1],
      ["ada", 2],
      ["chidi", 2],
    ]);
    expect(rankGroup(field, "junior", now).map((p) => [p.userId, p.rank])).toEqual([
      ["femi", 1],
      ["gbenga", 2],
    ]);
    expect(rankOf("chidi", field, now)).toBe(2);
    expect(rankOf("femi", field, now)).toBe(1);
    expect(rankOf("dayo", field, now)).toBeNull();
    expect(rankOf("nobody", field, now)).toBeNull();
  });
});
