import { describe, expect, it } from "vitest";
import { startOfClubDay } from "./club-day";

describe("startOfClubDay", () => {
  it("is midnight in Lagos (23:00 UTC the evening before)", () => {
    expect(startOfClubDay(new Date("2026-11-22T15:38:00Z")).toISOString()).toBe("2026-11-21T23:00:00.000Z");
  });

  it("rolls over at Lagos midnight, not UTC midnight", () => {
    expect(startOfClubDay(new Date("2026-11-22T23:30:00Z")).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(startOfClubDay(new Date("2026-11-22T22:59:59Z")).toISOString()).toBe("2026-11-21T23:00:00.000Z");
  });
});
