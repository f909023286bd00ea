import { describe, expect, it } from "vitest";
import { coachesForPlan, coachFitsPlan } from "./coach-fit";

const plan = { filterPrams: ["adult amatuer", "Adult Mid-Level "] };

describe("coachFitsPlan", () => {
  it("accepts a coach whose level is one of the plan's", () => {
    expect(coachFitsPlan(plan, "adult amatuer")).toBe(true);
  });

  it("ignores case and surrounding spaces on both sides", () => {
    expect(coachFitsPlan(plan, "  ADULT AMATUER")).toBe(true);
    expect(coachFitsPlan(plan, "adult mid-level")).toBe(true);
  });

  it("refuses other levels, inner differences and a plan without levels", () => {
    expect(coachFitsPlan(plan, "adult professional")).toBe(false);
    expect(coachFitsPlan(plan, "adult  amatuer")).toBe(false);
    expect(coachFitsPlan({ filterPrams: [] }, "adult amatuer")).toBe(false);
  });

  it("agrees with coachesForPlan", () => {
    const coaches = ["adult amatuer", " ADULT MID-LEVEL", "kids amatuer"].map((level, i) => ({
      id: i,
      level,
    }));
    expect(coachesForPlan(plan, coaches)).toEqual(
      coaches.filter((coach) => coachFitsPlan(plan, coach.level)),
    );
    expect(coachesForPlan(plan, coaches).map((coach) => coach.id)).toEqual([0, 1]);
  });
});
