import { describe, expect, it } from "vitest";
import { checkoutKey, linkOf } from "./checkout";
import type { Purchase } from "./purchase";
import { storedOutcome } from "./settle";

const order = (purchase: Purchase, amountKobo = 300_000) => ({ purchase, amountKobo });

describe("checkoutKey", () => {
  const ticket = order({ kind: "ticket", tournamentId: "t1" });

  it("is the same for the same member and order, whatever order its fields were written in", () => {
    const a = order({ kind: "pairing", planId: "p", coachId: "c", months: 3 });
    const b = order({ months: 3, coachId: "c", planId: "p", kind: "pairing" } as Purchase);
    expect(checkoutKey("u1", a)).toBe(checkoutKey("u1", b));
    expect(checkoutKey("u1", ticket)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs for another member, item, price, duration or auto-renew choice", () => {
    const keys = [
      checkoutKey("u1", ticket),
      checkoutKey("u2", ticket),
      checkoutKey("u1", order({ kind: "ticket", tournamentId: "t2" })),
      checkoutKey("u1", order({ kind: "ticket", tournamentId: "t1" }, 250_000)),
      checkoutKey("u1", order({ kind: "training", package: "regular", duration: "1month" })),
      checkoutKey("u1", order({ kind: "training", package: "regular", duration: "3months" })),
      checkoutKey("u1", order({ kind: "membership", plan: "monthly", autoRenew: false })),
      checkoutKey("u1", order({ kind: "membership", plan: "monthly", autoRenew: true })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("linkOf", () => {
  it("answers a kept checkout as the provider gave it", () => {
    expect(linkOf({ reference: "tc_1", authorizationUrl: "https://pay/x", accessCode: "x" })).toEqual({
      status: true,
      message: "Authorization URL created",
      data: { authorization_url: "https://pay/x", access_code: "x", reference: "tc_1" },
    });
  });
});

describe("storedOutcome", () => {
  it("reads a payment's outcome from its row", () => {
    expect(storedOutcome({ status: "complete", metadata: {} })).toBe("paid");
    expect(storedOutcome({ status: "pending", metadata: {} })).toBe("pending");
    expect(storedOutcome({ status: "failed", metadata: {} })).toBe("failed");
    expect(storedOutcome({ status: "abandoned", metadata: {} })).toBe("failed");
    expect(storedOutcome({ status: "failed", metadata: { problem: "Provider reported 100 NGN" } })).toBe(
      "mismatch",
    );
  });
});
