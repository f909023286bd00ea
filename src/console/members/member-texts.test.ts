import { describe, expect, it } from "vitest";
import { assignmentStep, PLAN_OPTIONS, planLabel, TRAINING_OPTIONS, trainingLabel } from "./member-texts";

describe("member texts", () => {
  it("names membership plans by their titles and training by package", () => {
    expect(planLabel("quarterly")).toBe("Premium Quarterly");
    expect(trainingLabel("standard")).toBe("Standard training");
  });
  it("offers any, every key and none in the filters", () => {
    expect(PLAN_OPTIONS.map((o) => o.value)).toEqual(["", "monthly", "quarterly", "yearly", "none"]);
    expect(TRAINING_OPTIONS.at(-1)?.value).toBe("none");
  });
  it("names the staff steps of an assignment's history, and keeps other lines", () => {
    expect(assignmentStep("assignment.end")).toBe("Ended");
    expect(assignmentStep("assignment.reassign")).toBe("Confirmed with another coach");
    expect(assignmentStep("Pairing with Ibrahim Musa ordered")).toBe("Pairing with Ibrahim Musa ordered");
  });
});
