import { expect, it } from "vitest";
import { LEADERBOARD } from "./leaderboard";

it("has the six fixed winner boxes, each with a gold and a silver", () => {
  expect(LEADERBOARD.map((entry) => entry.title)).toEqual([
    "June 2023 Winners",
    "December 2023 Winners",
    "2024 Winners Male",
    "2024 Winners Under 14",
    "2024 Winners Under 12",
    "2024 Winners Female",
  ]);
  for (const entry of LEADERBOARD) {
    expect(entry.title).toContain(String(entry.year));
    expect(entry.gold).not.toBe(entry.silver);
  }
});
