import { describe, expect, it } from "vitest";
import { PaymentSelection } from "./pay-param";
import { paymentSummary } from "./payment-summary";

describe("paymentSummary", () => {
  it("summarises a membership with its duration and auto-renew choice", () => {
    expect(
      paymentSummary({
        key: "quarterly",
        type: "Membership Package",
        plan: "Premium Quarterly",
        price: 15000,
        duration: "quarterly",
        autoRenew: true,
      }),
    ).toEqual({
      heading: "Membership Package",
      planName: "Premium Quarterly",
      description: "Premium membership for 3 months, starting today or when your current plan ends.",
      lines: [
        { label: "Premium Quarterly", value: "₦15,000" },
        { label: "Duration", value: "3 months" },
        { label: "Auto-renew", value: "On" },
      ],
      totalNaira: 15000,
      total: "₦15,000",
    });
  });

  it("reads a training package's months from planType, falling back to the duration", () => {
    const base = { key: "standard", type: "Training Package", plan: "Standard", price: 640000 } as const;
    // A training selection's months are settled where it is read, from either field.
    const read = (selection: object) => PaymentSelection.parse({ ...base, ...selection });
    const threeMonths = paymentSummary(read({ duration: "", planType: 1 }));
    expect(threeMonths.description).toBe("Standard training for 3 months.");
    expect(threeMonths.lines).toEqual([
      { label: "Standard", value: "₦640,000" },
      { label: "Duration", value: "3 months" },
    ]);
    expect(paymentSummary(read({ duration: "3months" })).description).toBe("Standard training for 3 months.");
    expect(paymentSummary(read({ duration: "1month", planType: 0 })).description).toBe(
      "Standard training for 1 month.",
    );
  });

  it("summarises a coach pairing for its months", () => {
    const summary = paymentSummary({
      key: "plan-1",
      type: "Coach Pairing",
      plan: "Adult Beginners",
      price: 201000,
      duration: "6 months",
      planId: "plan-1",
      coachId: "coach-7",
      months: 6,
    });
    expect(summary.heading).toBe("Coach Pairing");
    expect(summary.description).toBe("Adult Beginners with your chosen coach for 6 months.");
    expect(summary.total).toBe("₦201,000");
  });

  it("summarises a ticket without a duration", () => {
    const summary = paymentSummary({
      key: "t1",
      type: "Ticket",
      plan: "Lagos Open",
      price: 5000,
      duration: "",
    });
    expect(summary.description).toBe("A ticket for Lagos Open.");
    expect(summary.lines).toEqual([{ label: "Lagos Open", value: "₦5,000" }]);
  });

  it("prefers the selection's own message as the description", () => {
    const summary = paymentSummary({
      key: "monthly",
      type: "Membership Package",
      plan: "Premium Monthly",
      price: 6000,
      duration: "monthly",
      message: "Upgrade to Premium Monthly",
    });
    expect(summary.description).toBe("Upgrade to Premium Monthly");
  });
});
