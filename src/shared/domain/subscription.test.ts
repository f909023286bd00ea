import { describe, expect, it } from "vitest";
import { isPaid, NO_PLAN, PAID_STATUS, periodState } from "./subscription";

describe("isPaid", () => {
  it("is true for a paid period on a plan", () => {
    expect(isPaid({ plan: "quarterly", status: PAID_STATUS })).toBe(true);
    expect(isPaid({ plan: "standard", status: "Paid" })).toBe(true);
  });

  it("is false without a plan, without a paid status, or without a subscription", () => {
    expect(isPaid({ plan: NO_PLAN, status: NO_PLAN })).toBe(false);
    expect(isPaid({ plan: NO_PLAN, status: PAID_STATUS })).toBe(false);
    expect(isPaid({ plan: "monthly", status: NO_PLAN })).toBe(false);
    expect(isPaid(null)).toBe(false);
    expect(isPaid(undefined)).toBe(false);
  });
});

describe("periodState", () => {
  const at = new Date("2026-03-01T10:00:00.000Z");

  it("is Paid while the end is ahead, by as little as a millisecond", () => {
    expect(periodState(new Date("2026-04-01T00:00:00.000Z"), at)).toBe("Paid");
    expect(periodState(new Date(at.getTime() + 1), at)).toBe(PAID_STATUS);
  });

  it("is Ended at the end itself and after it", () => {
    expect(periodState(new Date(at.getTime()), at)).toBe("Ended");
    expect(periodState(new Date("2026-02-01T00:00:00.000Z"), at)).toBe("Ended");
  });
});
