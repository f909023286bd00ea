import { describe, expect, it } from "vitest";
import { type LadderMember, ladderOf } from "./ladder";
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

const member = (fullName: string, extra: Partial<LadderMember> = {}): LadderMember => ({
  fullName,
  onLadder: true,
  ladderFullName: true,
  ...extra,
});

describe("ladderOf", () => {
  const members = new Map([
    ["ada", member("Ada Okafor")],
    ["bayo", member("Bayo Kareem", { ladderFullName: false })],
    ["chi", member("Chiamaka Eze")],
    ["dayo", member("Dayo Ayodele")],
    ["emeka", member("Emeka Nwosu")],
  ]);
  const field = [
    candidate("ada", 7.04),
    candidate("bayo", 9.26),
    candidate("chi", 12, { provisional: true }),
    candidate("dayo", 8, { group: "junior" }),
    candidate("emeka", 6, { lastPlayed: new Date("2025-01-01T00:00:00Z") }),
  ];

  it("lists ranked adults best first by full name unless they chose first name and initial, provisional and lapsed players left out", () => {
    expect(ladderOf(field, members, "adult", now)).toEqual([
      { rank: 1, name: "Bayo K.", rating: 9.3 },
      { rank: 2, name: "Ada Okafor", rating: 7 },
    ]);
  });

  it("lists juniors apart, never by full name", () => {
    expect(ladderOf(field, members, "junior", now)).toEqual([{ rank: 1, name: "Dayo A.", rating: 8 }]);
  });

  it("keeps at most the given number of players", () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate(`p${i}`, 5 + i / 10));
    const ladder = ladderOf(many, new Map(), "adult", now);
    expect(ladder).toHaveLength(20);
    expect(ladder[0]).toEqual({ rank: 1, name: "Anonymous User", rating: 7.9 });
    expect(ladderOf(many, new Map(), "adult", now, 3)).toHaveLength(3);
  });

  it("leaves out the members who left the ladder, the others keeping their club rank", () => {
    const club = [
      candidate("ada", 9),
      candidate("bayo", 8),
      candidate("chi", 8),
      candidate("dayo", 7),
      candidate("emeka", 6),
    ];
    const left = new Map([
      ...members,
      ["bayo", member("Bayo Kareem", { onLadder: false })],
      ["dayo", member("Dayo Ayodele", { onLadder: false })],
    ]);
    expect(ladderOf(club, left, "adult", now)).toEqual([
      { rank: 1, name: "Ada Okafor", rating: 9 },
      { rank: 2, name: "Chiamaka Eze", rating: 8 },
      { rank: 5, name: "Emeka Nwosu", rating: 6 },
    ]);
    // Hidden members free their places: the size counts the players listed.
    const many = Array.from({ length: 25 }, (_, i) => candidate(`p${i}`, 30 - i));
    const hidden = new Map([
      ["p0", member("P Zero", { onLadder: false })],
      ["p3", member("P Three", { onLadder: false })],
    ]);
    const ladder = ladderOf(many, hidden, "adult", now);
    expect(ladder).toHaveLength(20);
    expect(ladder.map((row) => row.rank)).toEqual([2, 3, ...Array.from({ length: 18 }, (_, i) => i + 5)]);
  });
});
