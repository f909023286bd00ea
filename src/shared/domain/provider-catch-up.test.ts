import { describe, expect, it } from "vitest";
import { catchUpActions, catchUpWindow } from "./provider-catch-up";

describe("catchUpWindow", () => {
  it("covers yesterday and today so far on the Lagos calendar", () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Lagos.
    const now = new Date("2026-11-20T23:30:00Z");
    expect(catchUpWindow(now)).toEqual({
      day: "2026-11-21",
      from: new Date("2026-11-19T23:00:00Z"),
      to: now,
    });
  });

  it("crosses a month's end", () => {
    expect(catchUpWindow(new Date("2026-12-01T08:00:00Z")).from).toEqual(new Date("2026-11-29T23:00:00Z"));
  });
});

describe("catchUpActions", () => {
  const paid = (reference: string, amount = 300_000) => ({
    reference,
    amount,
    currency: "NGN",
    paidAt: "2026-11-20T10:00:00.000Z",
  });
  const ours = (reference: string, fulfilled: boolean, amountKobo = 300_000) => ({
    reference,
    amountKobo,
    currency: "NGN",
    fulfilled,
  });

  it("fulfils an open payment the provider took, and leaves a fulfilled one alone", () => {
    expect(catchUpActions([paid("a"), paid("b")], [ours("a", false), ours("b", true)])).toEqual([
      { kind: "fulfil", reference: "a" },
    ]);
  });

  it("flags a payment the club has no record of, and one for another amount", () => {
    const actions = catchUpActions([paid("x"), paid("a", 250_000)], [ours("a", false)]);
    expect(actions).toEqual([
      expect.objectContaining({
        kind: "flag",
        reference: "x",
        amountKobo: 300_000,
        problem: expect.stringMatching(/no record/),
      }),
      expect.objectContaining({
        kind: "flag",
        reference: "a",
        problem: "The provider has 250000 NGN; the club expected 300000 NGN",
      }),
    ]);
  });
});
