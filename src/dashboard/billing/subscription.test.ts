import { describe, expect, it } from "vitest";
import { isPaid } from "@/shared/domain/subscription";
import { membershipTitle, trainingPlanLabel } from "./subscription";

describe("subscription texts", () => {
  it("counts a subscription as paid only when it is Paid and on a plan", () => {
    expect(isPaid({ plan: "quarterly", status: "Paid" })).toBe(true);
    expect(isPaid({ plan: "none", status: "Paid" })).toBe(false);
    expect(isPaid({ plan: "quarterly", status: "none" })).toBe(false);
    expect(isPaid(undefined)).toBe(false);
  });

  it("names a paid membership by its plan title and anything else the Free Plan", () => {
    expect(membershipTitle({ plan: "quarterly", status: "Paid" })).toBe("Premium Quarterly");
    expect(membershipTitle({ plan: "none", status: "none" })).toBe("Free Plan");
    expect(membershipTitle(null)).toBe("Free Plan");
  });

  it("labels the training pill with the package or No Training Plan", () => {
    expect(trainingPlanLabel({ plan: "standard", status: "Paid" })).toBe("Standard Training Plan");
    expect(trainingPlanLabel({ plan: "none", status: "none" })).toBe("No Training Plan");
    expect(trainingPlanLabel(undefined)).toBe("No Training Plan");
  });
});
