import { describe, expect, it } from "vitest";
import { checkHandPayment, emptyHandPayment, readNaira } from "./hand-payment-form";

const filled = {
  ...emptyHandPayment("2026-11-22"),
  email: " Free@Example.com ",
  receiptNumber: "r-12",
  amount: "6,000",
};

describe("the cash and bank-deposit form", () => {
  it("reads naira as staff type them", () => {
    expect(readNaira("15,000")).toBe(15000);
    expect(readNaira("₦15000.5")).toBe(15000.5);
    for (const bad of ["", "15.001", "abc", "-5"]) expect(readNaira(bad)).toBeNull();
  });

  it("makes the request for what was paid for", () => {
    expect(checkHandPayment(filled)).toEqual({
      ok: true,
      data: {
        email: "free@example.com",
        channel: "cash",
        receiptNumber: "r-12",
        receivedOn: "2026-11-22",
        amount: 6000,
        item: { kind: "membership", plan: "monthly" },
      },
    });
    const training = checkHandPayment({
      ...filled,
      kind: "training",
      package: "premium",
      duration: "3months",
    });
    expect(training.ok && training.data.item).toEqual({
      kind: "training",
      package: "premium",
      duration: "3months",
    });
  });

  it("puts each message next to its field", () => {
    const result = checkHandPayment({
      ...filled,
      email: "x",
      amount: "",
      kind: "ticket",
      receiptNumber: "R 1",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      email: "Enter the member's email",
      amount: "Required",
      tournamentId: "Choose the tournament",
      receiptNumber: expect.stringContaining("Letters and digits"),
    });
  });
});
