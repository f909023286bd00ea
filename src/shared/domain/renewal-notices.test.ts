import { describe, expect, it } from "vitest";
import { cardExpiresAt, dueRenewalNotices, type RenewalSituation } from "./renewal-notices";

const endsAt = new Date("2026-12-22T12:00:00Z");
const card = { expMonth: "12", expYear: "2030" };
const onCard: RenewalSituation = { endsAt, autoRenew: true, lastChannel: "card", card };
const at = (iso: string) => new Date(iso);

describe("renewal notices", () => {
  it("ask a member who paid by transfer to renew 7 days ahead, not before, not after the end", () => {
    const transfer = { ...onCard, lastChannel: "bank_transfer" };
    expect(dueRenewalNotices(transfer, at("2026-12-15T11:59:00Z"))).toEqual([]);
    expect(dueRenewalNotices(transfer, at("2026-12-15T12:00:00Z"))).toEqual([
      { kind: "renew_by_hand", key: "2026-12-22T12:00:00.000Z" },
    ]);
    expect(dueRenewalNotices(transfer, at("2026-12-22T12:00:00Z"))).toEqual([]);
  });

  it("ask members without a card or with auto-renew off to renew by hand too", () => {
    const now = at("2026-12-20T00:00:00Z");
    expect(dueRenewalNotices({ ...onCard, card: null }, now)[0]?.kind).toBe("renew_by_hand");
    expect(dueRenewalNotices({ ...onCard, autoRenew: false }, now)[0]?.kind).toBe("renew_by_hand");
  });

  it("tell a card member 3 days before the charge, taking an unknown channel as card", () => {
    expect(dueRenewalNotices(onCard, at("2026-12-18T12:00:00Z"))).toEqual([]);
    expect(dueRenewalNotices({ ...onCard, lastChannel: null }, at("2026-12-19T12:00:00Z"))).toEqual([
      { kind: "card_renewal", key: "2026-12-22T12:00:00.000Z" },
    ]);
  });

  it("flag a saved card a month before it expires", () => {
    const expiring = { ...onCard, card: { expMonth: "1", expYear: "27" } };
    expect(cardExpiresAt(expiring.card)).toEqual(at("2027-02-01T00:00:00Z"));
    expect(dueRenewalNotices(expiring, at("2026-12-31T00:00:00Z"))).toEqual([]);
    expect(dueRenewalNotices(expiring, at("2027-01-02T00:00:00Z"))).toEqual([
      { kind: "card_expiring", key: "2027-02" },
    ]);
    expect(cardExpiresAt({ expMonth: "13", expYear: "2030" })).toBeNull();
    expect(cardExpiresAt({ expMonth: null, expYear: null })).toBeNull();
  });
});
