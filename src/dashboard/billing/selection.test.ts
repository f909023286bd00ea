import { describe, expect, it } from "vitest";
import type { TrainingPackage } from "@/shared/api/contract";
import { isPaidMembershipPlan } from "@/shared/domain/membership-plans";
import { paymentSummary } from "@/shared/domain/payment-summary";
import { membershipSelection } from "@/shared/domain/signup-link";
import { OPENING_PRICES, openingPlan } from "../../../tests/support/membership-prices";
import { selectionFromSearch, trainingSelection } from "./selection";

const standard: TrainingPackage = {
  key: "standard",
  name: "Standard",
  info: "Two sessions a week",
  discount: 7,
  plans: [
    { label: "1 Month", price: 216_000 },
    { label: "3 Months", price: 640_000 },
  ],
};

const prices = { training: [standard], membership: OPENING_PRICES };

const paid = (key: string) => {
  const plan = openingPlan(key);
  if (!isPaidMembershipPlan(plan)) throw new RangeError(key);
  return plan;
};

function search(pay: unknown): string {
  return `?${new URLSearchParams({ pay: JSON.stringify(pay) })}`;
}

describe("selectionFromSearch", () => {
  it("reads a membership selection and prices it from the club's prices, whatever the URL says", () => {
    const tampered = { ...membershipSelection(paid("quarterly")), price: 1 };
    const selection = selectionFromSearch(search(tampered), prices, false);
    expect(selection).toMatchObject({ type: "Membership Package", key: "quarterly", price: 15_000 });
    const summary = paymentSummary(selection!);
    expect(summary.heading).toBe("Membership Package");
    expect(summary.planName).toBe("Premium Quarterly");
    expect(summary.total).toBe("₦15,000");
    const raised = OPENING_PRICES.map((p) => (p.key === "quarterly" ? { ...p, priceNGN: 16_000 } : p));
    expect(selectionFromSearch(search(tampered), { ...prices, membership: raised }, false)?.price).toBe(
      16_000,
    );
  });

  it("keeps the auto-renew choice a selection carries", () => {
    const selection = selectionFromSearch(
      search({ ...membershipSelection(paid("monthly")), autoRenew: true }),
      prices,
      false,
    );
    expect(selection).toMatchObject({ type: "Membership Package", autoRenew: true });
  });

  it("prices a training selection for members with the package discount", () => {
    const raw = {
      type: "Training Package",
      key: "standard",
      plan: "Standard",
      price: 5,
      duration: "3months",
      planType: 1,
    };
    expect(selectionFromSearch(search(raw), prices, true)).toMatchObject({
      price: 595_200,
      planType: 1,
      duration: "3months",
    });
    expect(selectionFromSearch(search(raw), prices, false)?.price).toBe(640_000);
  });

  it("ignores a missing or malformed pay parameter", () => {
    expect(selectionFromSearch("", prices, false)).toBeNull();
    expect(selectionFromSearch("?pay=%7Bnot-json", prices, false)).toBeNull();
    expect(
      selectionFromSearch(
        search({ type: "Membership Package", key: "lifetime", plan: "x", price: 1, duration: "" }),
        prices,
        false,
      ),
    ).toBeNull();
  });
});

describe("trainingSelection", () => {
  it("carries the package, duration and price", () => {
    expect(trainingSelection(standard, "1month", false)).toEqual({
      type: "Training Package",
      key: "standard",
      plan: "Standard",
      price: 216_000,
      duration: "1month",
      planType: 0,
    });
  });
});
