import { describe, expect, it } from "vitest";
import { OPENING_PLANS, openingPlan } from "../../../tests/support/membership-prices";
import { confirmPayButton, membershipButton, ticketButton, trainingButton } from "./button-states";

describe("membership plan buttons", () => {
  const monthly = openingPlan("monthly");
  const free = openingPlan("free");

  it("offers Join on paid plans to a member without a paid membership", () => {
    expect(membershipButton(monthly, { membershipPaid: false, processing: false })).toEqual({
      label: "Join",
      disabled: false,
    });
  });

  it("shows the free plan's button as Free and never lets it start a payment", () => {
    expect(membershipButton(free, { membershipPaid: false, processing: false })).toEqual({
      label: "Free",
      disabled: true,
    });
  });

  it("disables every plan while a paid membership runs", () => {
    for (const plan of OPENING_PLANS) {
      expect(membershipButton(plan, { membershipPaid: true, processing: false })).toEqual({
        label: "Already on a Membership Package",
        disabled: true,
      });
    }
  });

  it("reads Processing... while the payment starts", () => {
    expect(membershipButton(monthly, { membershipPaid: false, processing: true })).toEqual({
      label: "Processing...",
      disabled: true,
    });
  });
});

describe("training, ticket and pay buttons", () => {
  it("disables training packages while a training package is paid", () => {
    expect(trainingButton({ trainingPaid: false, processing: false })).toEqual({
      label: "Make Payment",
      disabled: false,
    });
    expect(trainingButton({ trainingPaid: true, processing: false })).toEqual({
      label: "Already on a Training Package",
      disabled: true,
    });
    expect(trainingButton({ trainingPaid: false, processing: true }).label).toBe("Processing...");
  });

  it("shows Already Paid for a tournament the member holds a ticket for", () => {
    expect(ticketButton({ alreadyPaid: false, processing: false })).toEqual({
      label: "Buy Ticket",
      disabled: false,
    });
    expect(ticketButton({ alreadyPaid: true, processing: false })).toEqual({
      label: "Already Paid",
      disabled: true,
    });
    expect(ticketButton({ alreadyPaid: false, processing: true })).toEqual({
      label: "Processing...",
      disabled: true,
    });
  });

  it("disables the dialog's pay button while processing", () => {
    expect(confirmPayButton(false)).toEqual({ label: "Pay Now", disabled: false });
    expect(confirmPayButton(true)).toEqual({ label: "Processing...", disabled: true });
    expect(confirmPayButton(false, true)).toEqual({ label: "Get Free Ticket", disabled: false });
    expect(confirmPayButton(true, true)).toEqual({ label: "Processing...", disabled: true });
  });
});
