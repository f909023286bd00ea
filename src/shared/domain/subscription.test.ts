import { describe, expect, it } from "vitest";
import { isPaid, NO_PLAN, PAID_STATUS } from "./subscription";

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
