import { describe, expect, it } from "vitest";
import {
  afterPriceChange,
  PRICE_NOTICE_DAYS,
  priceChangeNotice,
  type RenewalPricing,
  renewalPriceKobo,
  savingPercent,
  savingTag,
} from "./membership-prices";

describe("savingPercent", () => {
  it("is the saving against paying monthly for as long, rounded to whole percent", () => {
    // 3 x 6,000 = 18,000 against 15,000; 12 x 6,000 = 72,000 against 70,000.
    expect(savingPercent(6000, 15000, 3)).toBe(17);
    expect(savingPercent(6000, 70000, 12)).toBe(3);
    expect(savingPercent(6000, 54000, 12)).toBe(25);
  });

  it("is 0 when the plan costs as much as paying monthly, or more, or saves under half a percent", () => {
    expect(savingPercent(6000, 18000, 3)).toBe(0);
    expect(savingPercent(6000, 80000, 12)).toBe(0);
    expect(savingPercent(6000, 71900, 12)).toBe(0);
  });

  it("is 0 for the monthly plan itself and for a monthly price of nothing", () => {
    expect(savingPercent(6000, 6000, 1)).toBe(0);
    expect(savingPercent(0, 15000, 3)).toBe(0);
  });
});

describe("savingTag", () => {
  it("says the saving in the plan cards' words, and nothing without one", () => {
    expect(savingTag(6000, 15000, 3)).toBe("Save 17% on this plan");
    expect(savingTag(6000, 70000, 12)).toBe("Save 3% on this plan");
    expect(savingTag(6000, 6000, 1)).toBe("");
    expect(savingTag(6000, 72000, 12)).toBe("");
  });
});

describe("renewal prices after a change", () => {
  const at = new Date("2026-12-01T10:00:00Z");
  const day = 24 * 60 * 60 * 1000;
  const plain: RenewalPricing = { priceKobo: 600_000, renewalKobo: null, renewalPriceUntil: null };

  it("charges the list price when no change is pending", () => {
    expect(renewalPriceKobo(plain, at)).toBe(600_000);
  });

  it("keeps the old price for renewals starting within the notice, and the new one from its end", () => {
    const changed = afterPriceChange(plain, 700_000, at);
    expect(changed).toEqual({
      priceKobo: 700_000,
      renewalKobo: 600_000,
      renewalPriceUntil: new Date(at.getTime() + PRICE_NOTICE_DAYS * day),
    });
    expect(PRICE_NOTICE_DAYS).toBe(30);
    expect(renewalPriceKobo(changed, new Date(at.getTime() + 29 * day))).toBe(600_000);
    expect(renewalPriceKobo(changed, new Date(at.getTime() + 30 * day - 1))).toBe(600_000);
    expect(renewalPriceKobo(changed, new Date(at.getTime() + 30 * day))).toBe(700_000);
  });

  it("starts a new notice from what renewals pay now when the price changes again during one", () => {
    const first = afterPriceChange(plain, 700_000, at);
    const later = new Date(at.getTime() + 10 * day);
    const second = afterPriceChange(first, 800_000, later);
    expect(second).toEqual({
      priceKobo: 800_000,
      renewalKobo: 600_000,
      renewalPriceUntil: new Date(later.getTime() + PRICE_NOTICE_DAYS * day),
    });
    // After the first notice ended, renewals paid 7,000: that is what the next notice keeps.
    const muchLater = new Date(at.getTime() + 40 * day);
    expect(afterPriceChange(first, 800_000, muchLater).renewalKobo).toBe(700_000);
  });

  it("gives renewals a cut at once, even during a rise's notice", () => {
    expect(afterPriceChange(plain, 500_000, at)).toEqual({
      priceKobo: 500_000,
      renewalKobo: null,
      renewalPriceUntil: null,
    });
    const rose = afterPriceChange(plain, 700_000, at);
    expect(afterPriceChange(rose, 550_000, new Date(at.getTime() + day)).renewalKobo).toBeNull();
  });

  it("leaves nothing pending when the price goes back to what renewals pay, or does not move", () => {
    const first = afterPriceChange(plain, 700_000, at);
    expect(afterPriceChange(first, 600_000, new Date(at.getTime() + day))).toEqual({
      priceKobo: 600_000,
      renewalKobo: null,
      renewalPriceUntil: null,
    });
    expect(afterPriceChange(first, 700_000, new Date(at.getTime() + day))).toBe(first);
  });
});

describe("priceChangeNotice", () => {
  const format = { money: (n: number) => `N${n}`, date: (d: Date) => d.toISOString().slice(0, 10) };
  const facts = {
    planTitle: "Premium Monthly",
    before: 6000,
    after: 7000,
    renewsOn: new Date("2026-12-10T00:00:00Z"),
    appliesFrom: new Date("2026-12-31T00:00:00Z"),
  };

  it("tells a member renewing within the notice that their renewal keeps the old price, and from when the new one applies", () => {
    expect(priceChangeNotice({ ...facts, nextRenewal: 6000 }, format)).toEqual({
      title: "New price for Premium Monthly",
      message:
        "Premium Monthly now costs N7000 (it was N6000). Your renewal on 2026-12-10 is still charged N6000; renewals from 2026-12-31 are charged N7000. You can turn auto-renew off on your Billings page.",
    });
  });

  it("tells a member renewing after the notice what their renewal is charged", () => {
    const told = priceChangeNotice(
      { ...facts, renewsOn: new Date("2027-01-05T00:00:00Z"), nextRenewal: 7000 },
      format,
    );
    expect(told.message).toBe(
      "Premium Monthly now costs N7000 (it was N6000). Your renewal on 2027-01-05 is charged N7000. You can turn auto-renew off on your Billings page.",
    );
  });
});
