import { describe, expect, it } from "vitest";
import { type PaymentSelection, parsePaymentSelection, parsePayParam } from "./pay-param";

const pairing: PaymentSelection = {
  key: "plan-1",
  type: "Coach Pairing",
  plan: "Adult Beginners",
  price: 201000,
  duration: "6 months",
  planId: "plan-1",
  coachId: "coach-7",
  months: 6,
};

describe("parsePaymentSelection", () => {
  const membership = {
    key: "quarterly",
    type: "Membership Package",
    plan: "Premium Quarterly",
    price: 15000,
  };

  it("reads every field of a selection", () => {
    const training = {
      key: "standard",
      type: "Training Package",
      plan: "Standard",
      price: 640000,
      duration: "3months",
      message: "Standard training",
      planType: 1,
    };
    expect(parsePaymentSelection(JSON.stringify(training))).toEqual(training);
    const renewing = { ...membership, duration: "quarterly", message: "Premium", autoRenew: false };
    expect(parsePaymentSelection(JSON.stringify(renewing))).toEqual(renewing);
    const ticket = { key: "t1", type: "Ticket", plan: "Lagos Open", price: 5000, duration: "" };
    expect(parsePaymentSelection(JSON.stringify(ticket))).toEqual(ticket);
  });

  it("returns null for missing, empty or non-JSON values", () => {
    expect(parsePaymentSelection(null)).toBeNull();
    expect(parsePaymentSelection(undefined)).toBeNull();
    expect(parsePaymentSelection("")).toBeNull();
    expect(parsePaymentSelection("{not json")).toBeNull();
    expect(parsePaymentSelection("null")).toBeNull();
    expect(parsePaymentSelection("[]")).toBeNull();
    expect(parsePaymentSelection('"Premium"')).toBeNull();
  });

  it("returns null for wrong types", () => {
    const valid = { ...membership, duration: "quarterly" };
    expect(parsePaymentSelection(JSON.stringify(valid))).not.toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...valid, price: "15000" }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...valid, price: -1 }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...valid, price: 10.5 }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...valid, type: "Gift" }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...valid, planType: 2 }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...valid, autoRenew: "yes" }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...valid, plan: "" }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify(membership))).toBeNull(); // duration missing
  });

  it("returns null for a key that does not match the kind of payment", () => {
    const base = { plan: "X", price: 1, duration: "" };
    expect(
      parsePaymentSelection(JSON.stringify({ ...base, type: "Membership Package", key: "free" })),
    ).toBeNull();
    expect(
      parsePaymentSelection(JSON.stringify({ ...base, type: "Training Package", key: "gold" })),
    ).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...pairing, coachId: undefined }))).toBeNull();
  });

  it("returns null for huge input instead of parsing it", () => {
    const huge = JSON.stringify({ ...membership, duration: "quarterly", message: "x".repeat(10_000) });
    expect(parsePaymentSelection(huge)).toBeNull();
    expect(parsePayParam(`?pay=${"%7B".repeat(50_000)}`)).toBeNull();
  });
});

describe("payment selection kinds", () => {
  it("gives each kind exactly its own fields", () => {
    const ticket = { key: "t1", type: "Ticket", plan: "Lagos Open", price: 5000, duration: "" };
    expect(parsePaymentSelection(JSON.stringify({ ...ticket, autoRenew: true }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...ticket, months: 6 }))).toBeNull();
    expect(parsePaymentSelection(JSON.stringify({ ...pairing, planType: 1 }))).toBeNull();
    const training = { key: "standard", type: "Training Package", plan: "Standard", price: 1, duration: "" };
    expect(parsePaymentSelection(JSON.stringify({ ...training, autoRenew: false }))).toBeNull();
  });

  it("settles a training selection's months once, from planType or the duration", () => {
    const training = { key: "standard", type: "Training Package", plan: "Standard", price: 1 };
    expect(parsePaymentSelection(JSON.stringify({ ...training, duration: "", planType: 1 }))).toMatchObject({
      duration: "3months",
      planType: 1,
    });
    expect(parsePaymentSelection(JSON.stringify({ ...training, duration: "3months" }))).toMatchObject({
      duration: "3months",
      planType: 1,
    });
    expect(parsePaymentSelection(JSON.stringify({ ...training, duration: "1 Month" }))).toMatchObject({
      duration: "1month",
      planType: 0,
    });
  });

  it("needs every field of a coach pairing", () => {
    for (const field of ["planId", "coachId", "months"] as const) {
      const { [field]: _left, ...incomplete } = pairing;
      expect(parsePaymentSelection(JSON.stringify(incomplete))).toBeNull();
    }
    expect(parsePaymentSelection(JSON.stringify({ ...pairing, planId: "" }))).toBeNull();
  });
});

describe("parsePayParam", () => {
  it("reads pay from a query string with or without the leading ?", () => {
    const query = new URLSearchParams({ pay: JSON.stringify(pairing), userSigned: "true" }).toString();
    expect(parsePayParam(`?${query}`)).toEqual(pairing);
    expect(parsePayParam(query)).toEqual(pairing);
  });

  it("returns null when there is no pay parameter", () => {
    expect(parsePayParam("")).toBeNull();
    expect(parsePayParam("?userSigned=true")).toBeNull();
    expect(parsePayParam(new URLSearchParams())).toBeNull();
  });
});
