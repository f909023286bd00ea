import { describe, expect, it } from "vitest";
import { membershipStatus, trainingStatus } from "./billing-status";

const now = new Date("2026-11-22T12:00:00Z");

describe("membershipStatus", () => {
  it("is Paid with its plan and end date while the end date is in the future", () => {
    const endsAt = new Date("2027-01-15T00:00:00Z");
    expect(membershipStatus({ plan: "quarterly", endsAt }, now)).toEqual({
      plan: "quarterly",
      status: "Paid",
      endDate: "2027-01-15T00:00:00.000Z",
    });
  });

  it("falls back to none once the period has ended", () => {
    expect(membershipStatus({ plan: "monthly", endsAt: now }, now)).toEqual({
      plan: "none",
      status: "none",
      endDate: null,
    });
  });

  it("is none without any period", () => {
    expect(membershipStatus(undefined, now).plan).toBe("none");
  });
});

describe("trainingStatus", () => {
  it("reports the package key while paid", () => {
    const endsAt = new Date("2026-12-01T00:00:00Z");
    expect(trainingStatus({ plan: "standard", endsAt }, now)).toMatchObject({
      plan: "standard",
      status: "Paid",
    });
  });
});
