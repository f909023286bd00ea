import { describe, expect, it } from "vitest";
import { clubRank, improvementText } from "./match-summary";

describe("clubRank", () => {
  const records = [
    { userId: "a", played: 6, won: 5 },
    { userId: "b", played: 4, won: 3 },
    { userId: "c", played: 5, won: 3 },
    { userId: "d", played: 5, won: 3 },
  ];

  it("puts more wins first", () => {
    expect(clubRank("a", records)).toBe(1);
  });

  it("breaks equal wins by fewer matches played", () => {
    expect(clubRank("b", records)).toBe(2);
  });

  it("gives equal records the same rank", () => {
    expect(clubRank("c", records)).toBe(3);
    expect(clubRank("d", records)).toBe(3);
  });

  it("is null for someone who has not played", () => {
    expect(clubRank("z", records)).toBeNull();
    expect(clubRank("e", [{ userId: "e", played: 0, won: 0 }])).toBeNull();
  });
});

describe("improvementText", () => {
  it("shows -- without matches", () => {
    expect(improvementText([])).toBe("--");
  });

  it("counts wins while there are only a few matches", () => {
    expect(improvementText([true, false, true])).toBe("Won 2 of 3 matches so far");
  });

  it("compares the last five matches with the earlier ones", () => {
    // Earlier: 1 of 2 (50%), recent: 4 of 5 (80%).
    expect(improvementText([true, false, true, true, true, true, false])).toBe(
      "Win rate up 30% in your last 5 matches",
    );
    expect(improvementText([true, true, false, false, false, false, true])).toBe(
      "Win rate down 80% in your last 5 matches",
    );
    expect(improvementText([true, false, true, false, true, false, true, true, false, true])).toBe(
      "Steady win rate in your last 5 matches",
    );
  });
});
