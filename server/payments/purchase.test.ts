import { describe, expect, it } from "vitest";
import { purchaseMetadata, readPurchase } from "./purchase";

describe("purchases in transaction metadata", () => {
  it("round-trip through the stored metadata", () => {
    const purchase = { kind: "membership", plan: "quarterly", autoRenew: true } as const;
    expect(readPurchase("membership", purchaseMetadata(purchase))).toEqual(purchase);
    expect(purchaseMetadata(purchase)).not.toHaveProperty("kind");
  });

  it("read the demo data's shapes", () => {
    expect(readPurchase("training", { package: "standard", duration: "1month" })).toEqual({
      kind: "training",
      package: "standard",
      duration: "1month",
    });
    expect(readPurchase("pairing", { planId: "p", coachId: "c", months: 6 })).toMatchObject({ months: 6 });
  });

  it("refuse metadata that does not describe the kind", () => {
    expect(() => readPurchase("membership", { plan: "weekly", autoRenew: true })).toThrow();
    expect(() => readPurchase("ticket", {})).toThrow();
    expect(() => readPurchase("training", { package: "standard", duration: "2months" })).toThrow();
  });
});
