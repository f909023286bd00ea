import { describe, expect, it } from "vitest";
import { checkEntry, emptyEntry } from "./entry-form";

const singles = { kind: "singles" as const, fee: 2500 };

describe("the late or walk-in entry form", () => {
  it("sends the player and the hand payment of the fee", () => {
    const checked = checkEntry(
      { ...emptyEntry("2026-12-12", 2500), player: " Kemi.Ade ", partner: "ignored", receiptNumber: "R-12" },
      singles,
    );
    expect(checked).toEqual({
      ok: true,
      data: {
        player: "kemi.ade",
        payment: { channel: "cash", receiptNumber: "R-12", receivedOn: "2026-12-12", amount: 2500 },
      },
    });
  });

  it("takes no payment for a free event", () => {
    const checked = checkEntry(
      { ...emptyEntry("2026-12-12", 0), player: "kemi" },
      { kind: "singles", fee: 0 },
    );
    expect(checked).toEqual({ ok: true, data: { player: "kemi", payment: null } });
  });

  it("asks for a doubles partner, the receipt and an amount, on their own fields", () => {
    const checked = checkEntry(
      { ...emptyEntry("2026-12-12", 2500), player: "kemi", amount: "lots" },
      { kind: "doubles", fee: 2500 },
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      partner: "Enter the partner's email or username",
      amount: "Enter naira, e.g. 15000 or 15000.50",
      receiptNumber: "Enter the receipt number",
    });
  });
});
