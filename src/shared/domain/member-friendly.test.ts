import { describe, expect, it } from "vitest";
import { FRIENDLY_REPORT_DAYS, friendlyDateProblem, friendlyOpponentProblem } from "./member-friendly";

describe("friendlyDateProblem", () => {
  it("takes today and the days before it, up to the limit", () => {
    expect(friendlyDateProblem("2026-11-27", "2026-11-27")).toBeNull();
    expect(friendlyDateProblem("2026-11-26", "2026-11-27")).toBeNull();
    expect(friendlyDateProblem("2026-10-28", "2026-11-27")).toBeNull();
    expect(FRIENDLY_REPORT_DAYS).toBe(30);
  });

  it("refuses a day still to come", () => {
    expect(friendlyDateProblem("2026-11-28", "2026-11-27")).toMatch(/once it is played/);
  });

  it("refuses a day longer ago than the limit", () => {
    expect(friendlyDateProblem("2026-10-27", "2026-11-27")).toMatch(/within 30 days/);
  });
});

describe("friendlyOpponentProblem", () => {
  it("refuses the reporter as their own opponent", () => {
    expect(friendlyOpponentProblem("a", "a")).toMatch(/against yourself/);
    expect(friendlyOpponentProblem("a", "b")).toBeNull();
  });
});
