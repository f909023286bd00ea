import { describe, expect, it } from "vitest";
import { ladderOf } from "./ladder";
import type { RankCandidate } from "./ranking";

const now = new Date("2026-11-23T12:00:00Z");
const played = new Date("2026-10-01T12:00:00Z");
const candidate = (userId: string, rating: number, extra: Partial<RankCandidate> = {}): RankCandidate => ({
  userId,
  rating,
  provisional: false,
  lastPlayed: played,
  group: "adult",
  ...extra,
});

describe("ladderOf", () => {
  const names = new Map([
    ["ada", "Ada Okafor"],
    ["bayo", "Bayo Kareem"],
    ["chi", "Chiamaka Eze"],
    ["dayo", "Dayo Ayodele"],
    ["emeka", "Emeka Nwosu"],
  ]);
  const field = [
    candidate("ada", 7.04),
    candidate("bayo", 9.26),
    candidate("chi", 12, { provisional: true }),
    candidate("dayo", 8, { group: "junior" }),
    candidate("emeka", 6, { lastPlayed: new Date("2025-01-01T00:00:00Z") }),
  ];

  it("lists ranked adults best first by first name and initial, provisional and lapsed players left out", () => {
    expect(ladderOf(field, names, "adult", now)).toEqual([
      { rank: 1, name: "Bayo K.", rating: 9.3 },
      { rank: 2, name: "Ada O.", rating: 7 },
    ]);
  });

  it("lists juniors apart, never by full name", () => {
    expect(ladderOf(field, names, "junior", now)).toEqual([{ rank: 1, name: "Dayo A.", rating: 8 }]);
  });

  it("keeps at most the given number of players", () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate(`p${i}`, 5 + i / 10));
    const ladder = ladderOf(many, new Map(), "adult", now);
    expect(ladder).toHaveLength(20);
    expect(ladder[0]).toEqual({ rank: 1, name: "Anonymous User", rating: 7.9 });
    expect(ladderOf(many, new Map(), "adult", now, 3)).toHaveLength(3);
  });
});
