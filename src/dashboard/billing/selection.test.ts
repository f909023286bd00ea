import { describe, expect, it } from "vitest";
import type { TrainingPackage } from "@/shared/api/contract";
import { membershipPlan } from "@/shared/domain/membership-plans";
import { paymentSummary } from "@/shared/domain/payment-summary";
import { membershipSelection } from "@/shared/domain/signup-link";
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

function search(pay: unknown): string {
  return `?${new URLSearchParams({ pay: JSON.stringify(pay) })}`;
}

describe("selectionFromSearch", () => {
  it("reads a membership selection and prices it from the plan list, whatever the URL says", () => {
    const tampered = { ...membershipSelection(membershipPlan("quarterly")), price: 1 };
    const selection = selectionFromSearch(search(tampered), [], false);
    expect(selection).toMatchObject({ type: "Membership Package", key: "quarterly", price: 15_000 });
    const summary = paymentSummary(selection!);
    expect(summary.heading).toBe("Membership Package");
    expect(summary.planName).toBe("Premium Quarterly");
    expect(summary.total).toBe("₦15,000");
  });

  it("keeps the auto-renew choice a selection carries", () => {
    const selection = selectionFromSearch(
      search({ ...membershipSelection(membershipPlan("monthly")), autoRenew: true }),
      [],
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
    expect(selectionFromSearch(search(raw), [standard], true)).toMatchObject({
      price: 595_200,
      planType: 1,
      duration: "3months",
    });
    expect(selectionFromSearch(search(raw), [standard], false)?.price).toBe(640_000);
  });

  it("ignores a missing or malformed pay parameter", () => {
    expect(selectionFromSearch("", [], false)).toBeNull();
    expect(selectionFromSearch("?pay=%7Bnot-json", [], false)).toBeNull();
    expect(
      selectionFromSearch(
        search({ type: "Membership Package", key: "lifetime", plan: "x", price: 1, duration: "" }),
        [],
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
