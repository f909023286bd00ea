import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampIndex,
  greetingText,
  NO_MATCH_DATA,
  progressTrackerState,
  rankingText,
  TRACKER_UNKNOWN,
  UPGRADE_FOR_TRACKER,
} from "./overview";

describe("greetingText", () => {
  it("greets by the time of day with the first name", () => {
    expect(greetingText(new Date(2026, 0, 5, 9), "Ada Obi")).toBe("Good Morning, Ada");
    expect(greetingText(new Date(2026, 0, 5, 12), "Ada Obi")).toBe("Good Afternoon, Ada");
    expect(greetingText(new Date(2026, 0, 5, 17), "Ada Obi")).toBe("Good Evening, Ada");
  });

  it("leaves the name out when there is none", () => {
    expect(greetingText(new Date(2026, 0, 5, 9), "  ")).toBe("Good Morning");
  });
});

describe("rankingText", () => {
  it("shows the rank and the improvement", () => {
    expect(rankingText({ rank: 4, improvement: "Up 2 places", totalMatches: 9 })).toEqual({
      rank: "#4",
      improvement: "Up 2 places",
    });
  });

  it("shows -- without a rank", () => {
    expect(rankingText({ rank: null, improvement: "", totalMatches: 0 })).toEqual({
      rank: "--",
      improvement: "",
    });
  });

  it("shows a provisional player's matches to go beside --: not ranked yet", () => {
    const improvement = "Rating 5.10, provisional: 3 more rated matches to go";
    expect(rankingText({ rank: null, improvement, totalMatches: 2 })).toEqual({ rank: "--", improvement });
  });
});

describe("progressTrackerState", () => {
  it("is active with a paid plan and matches", () => {
    expect(progressTrackerState(3, true)).toEqual({ active: true });
  });

  it("asks free members to upgrade, matches or not", () => {
    expect(progressTrackerState(3, false)).toEqual({ active: false, message: UPGRADE_FOR_TRACKER });
    expect(progressTrackerState(0, false)).toEqual({ active: false, message: UPGRADE_FOR_TRACKER });
  });

  it("says there is no match data for a paid member without matches", () => {
    expect(progressTrackerState(0, true)).toEqual({ active: false, message: NO_MATCH_DATA });
  });

  it("never asks to upgrade while the membership is unknown", () => {
    expect(progressTrackerState(3, undefined)).toEqual({ active: false, message: TRACKER_UNKNOWN });
  });
});

describe("clampIndex", () => {
  it("keeps the index within 0 to count minus 1", () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(2, 0)).toBe(0);
  });

  it("always lands on a slide that exists", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const clamped = clampIndex(index, count);
        return clamped >= 0 && clamped < count;
      }),
    );
  });
});
