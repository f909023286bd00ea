import { describe, expect, it } from "vitest";
import { OPENING_PRICES } from "../../../tests/support/membership-prices";
import {
  findMembershipPlan,
  isPaidMembershipKey,
  MEMBER_TRAINING_DISCOUNT_TEXT,
  MEMBERSHIP_PLANS,
  membershipPlan,
  PAID_MEMBERSHIP_PLANS,
  pricedMembershipPlan,
  pricedMembershipPlans,
} from "./membership-plans";

describe("MEMBERSHIP_PLANS", () => {
  it("lists the four plans in order with the club's prices, durations and the tags their prices give", () => {
    expect(
      pricedMembershipPlans(OPENING_PRICES).map(
        ({ key, title, priceNGN, priceUSD, duration, extra, months }) => ({
          key,
          title,
          priceNGN,
          priceUSD,
          duration,
          extra,
          months,
        }),
      ),
    ).toEqual([
      { key: "free", title: "Free Plan", priceNGN: 0, priceUSD: 0, duration: "", extra: "", months: 0 },
      {
        key: "monthly",
        title: "Premium Monthly",
        priceNGN: 6000,
        priceUSD: 5,
        duration: "monthly",
        extra: "",
        months: 1,
      },
      {
        key: "quarterly",
        title: "Premium Quarterly",
        priceNGN: 15000,
        priceUSD: 10,
        duration: "quarterly",
        extra: "Save 17% on this plan",
        months: 3,
      },
      {
        key: "yearly",
        title: "Premium Yearly",
        priceNGN: 70000,
        priceUSD: 50,
        duration: "yearly",
        extra: "Save 3% on this plan",
        months: 12,
      },
    ]);
  });

  it("labels the buttons: Join for Free / Free for the free plan, Subscribe / Join for paid plans", () => {
    expect(MEMBERSHIP_PLANS.map((p) => [p.homeButtonLabel, p.billingsButtonLabel])).toEqual([
      ["Join for Free", "Free"],
      ["Subscribe", "Join"],
      ["Subscribe", "Join"],
      ["Subscribe", "Join"],
    ]);
  });

  it("gives every plan ten benefit lines in their fixed order", () => {
    for (const plan of MEMBERSHIP_PLANS) {
      expect(plan.content).toHaveLength(10);
      const texts = plan.content.map((line) => line.text);
      expect(texts[0]).toMatch(/dashboard/);
      expect(texts[1]).toMatch(/ATP tournaments page/);
      expect(texts[2]).toMatch(/free WhatsApp community/);
      expect(texts[3]).toMatch(/premium WhatsApp community/);
      expect(texts[4]).toMatch(/progress tracker/);
      expect(texts[5]).toMatch(/training and coaching/);
      expect(texts[7]).toMatch(/exclusive social events/);
      expect(texts[8]).toMatch(/priority access to tournaments and 5% off/);
      expect(texts[9]).toMatch(/premium badge on your dashboard/);
    }
  });

  it("varies the free-training line by plan", () => {
    expect(MEMBERSHIP_PLANS.map((p) => p.content[6]?.text)).toEqual([
      "No free training",
      "No free training per quarter",
      "1 free training per quarter",
      "1 free training per quarter",
    ]);
  });

  it("strikes the free plan's benefits from the fourth onward and includes all of a paid plan's", () => {
    expect(membershipPlan("free").content.map((l) => l.included)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    for (const plan of PAID_MEMBERSHIP_PLANS) {
      expect(plan.content.every((l) => l.included)).toBe(true);
    }
  });

  it("states the 15% member training discount of the membership card", () => {
    expect(MEMBER_TRAINING_DISCOUNT_TEXT).toBe(15);
  });
});

describe("pricedMembershipPlans", () => {
  it("computes every tag from the prices: none where a plan saves nothing against paying monthly", () => {
    const dearer = pricedMembershipPlans([
      { key: "monthly", priceNGN: 5000, priceUSD: 4 },
      { key: "quarterly", priceNGN: 15000, priceUSD: 12 },
      { key: "yearly", priceNGN: 45000, priceUSD: 36 },
    ]);
    expect(dearer.map((p) => [p.key, p.priceNGN, p.priceUSD, p.extra])).toEqual([
      ["free", 0, 0, ""],
      ["monthly", 5000, 4, ""],
      ["quarterly", 15000, 12, ""],
      ["yearly", 45000, 36, "Save 25% on this plan"],
    ]);
  });

  it("refuses a price list without one of the paid plans", () => {
    expect(() => pricedMembershipPlans(OPENING_PRICES.slice(0, 2))).toThrow(/yearly/);
  });
});

describe("plan lookups", () => {
  it("finds a plan by key and returns undefined for the server's 'none' or junk", () => {
    expect(findMembershipPlan("quarterly")?.title).toBe("Premium Quarterly");
    expect(findMembershipPlan("none")).toBeUndefined();
    expect(findMembershipPlan("")).toBeUndefined();
  });

  it("membershipPlan returns the plan for a known key", () => {
    expect(membershipPlan("yearly").months).toBe(12);
    expect(pricedMembershipPlan("yearly", OPENING_PRICES).priceNGN).toBe(70000);
  });

  it("lists only the three paid plans as paid", () => {
    expect(PAID_MEMBERSHIP_PLANS.map((p) => p.key)).toEqual(["monthly", "quarterly", "yearly"]);
    expect(isPaidMembershipKey("monthly")).toBe(true);
    expect(isPaidMembershipKey("free")).toBe(false);
    expect(isPaidMembershipKey("none")).toBe(false);
  });
});
