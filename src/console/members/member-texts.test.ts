import { describe, expect, it } from "vitest";
import { PLAN_OPTIONS, planLabel, TRAINING_OPTIONS, trainingLabel } from "./member-texts";

describe("member texts", () => {
  it("names membership plans by their titles and training by package", () => {
    expect(planLabel("quarterly")).toBe("Premium Quarterly");
    expect(trainingLabel("standard")).toBe("Standard training");
  });
  it("offers any, every key and none in the filters", () => {
    expect(PLAN_OPTIONS.map((o) => o.value)).toEqual(["", "monthly", "quarterly", "yearly", "none"]);
    expect(TRAINING_OPTIONS.at(-1)?.value).toBe("none");
  });
});
