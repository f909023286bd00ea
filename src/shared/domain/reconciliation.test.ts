import { describe, expect, it } from "vitest";
import { type ClubPayment, flagText, reconcileSettlement, unsettledPayments } from "./reconciliation";

const settlement = { id: 20261120, grossKobo: 800_000, feesKobo: 33_000, netKobo: 767_000 };
const settled = [
  { reference: "a", amountKobo: 300_000, feesKobo: 14_500 },
  { reference: "b", amountKobo: 500_000, feesKobo: 18_500 },
];
const club = (...payments: ClubPayment[]) => new Map(payments.map((p) => [p.reference, p]));

describe("reconcileSettlement", () => {
  it("raises no flag when the settlement adds up and every payment matches the club's", () => {
    const result = reconcileSettlement(
      settlement,
      settled,
      club(
        { reference: "a", amountKobo: 300_000, feesKobo: 14_500 },
        { reference: "b", amountKobo: 500_000, feesKobo: 18_500 },
      ),
    );
    expect(result).toMatchObject({
      flags: [],
      clubGrossKobo: 800_000,
      clubFeesKobo: 33_000,
      clubNetKobo: 767_000,
    });
  });

  it("flags a settled payment the club does not have, and one whose amount or fee differs", () => {
    const result = reconcileSettlement(
      settlement,
      [...settled, { reference: "c", amountKobo: 100_000, feesKobo: 1_500 }],
      club(
        { reference: "a", amountKobo: 250_000, feesKobo: 14_500 },
        { reference: "b", amountKobo: 500_000, feesKobo: 18_000 },
      ),
    );
    expect(result.flags).toEqual([
      { kind: "totals-differ", what: "gross", settlementKobo: 800_000, paymentsKobo: 900_000 },
      { kind: "totals-differ", what: "fees", settlementKobo: 33_000, paymentsKobo: 34_500 },
      { kind: "totals-differ", what: "net", settlementKobo: 767_000, paymentsKobo: 865_500 },
      { kind: "amount-differs", reference: "a", providerKobo: 300_000, clubKobo: 250_000 },
      { kind: "fee-differs", reference: "b", providerKobo: 18_500, clubKobo: 18_000 },
      { kind: "not-in-club", reference: "c", amountKobo: 100_000 },
    ]);
  });

  it("takes the provider's fee for a payment verified before fees were kept", () => {
    const result = reconcileSettlement(
      settlement,
      settled,
      club(
        { reference: "a", amountKobo: 300_000, feesKobo: null },
        { reference: "b", amountKobo: 500_000, feesKobo: 18_500 },
      ),
    );
    expect(result).toMatchObject({ flags: [], clubFeesKobo: 33_000 });
  });
});

describe("unsettledPayments", () => {
  it("flags a club payment of a settled day that no settlement carries", () => {
    const day = (at: Date) => at.toISOString().startsWith("2026-11-20");
    const payments = [
      { reference: "a", amountKobo: 300_000, feesKobo: 14_500, paidAt: new Date("2026-11-20T10:00:00Z") },
      { reference: "z", amountKobo: 200_000, feesKobo: 13_000, paidAt: new Date("2026-11-20T11:00:00Z") },
      { reference: "later", amountKobo: 200_000, feesKobo: 13_000, paidAt: new Date("2026-11-21T11:00:00Z") },
    ];
    expect(unsettledPayments(payments, new Set(["a"]), day)).toEqual([
      { kind: "not-settled", reference: "z", amountKobo: 200_000 },
    ]);
  });
});

describe("flagText", () => {
  it("says what differs in naira", () => {
    expect(
      flagText({ kind: "amount-differs", reference: "a", providerKobo: 300_000, clubKobo: 250_050 }),
    ).toBe("a: the provider settled ₦3,000, the club recorded ₦2,500.5");
  });
});
