import { describe, expect, it } from "vitest";
import { openingPlan } from "../../../tests/support/membership-prices";
import { isPaidMembershipPlan } from "./membership-plans";
import { type PaymentSelection, parsePayParam } from "./pay-param";
import { getStartedHref, hrefWithPay, membershipSelection, planSignupHref } from "./signup-link";

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

/** Splits an href into its path and query parameters. */
function readHref(href: string) {
  const url = new URL(href, "https://club.example");
  return { path: url.pathname, params: url.searchParams };
}

const paid = (key: string) => {
  const plan = openingPlan(key);
  if (!isPaidMembershipPlan(plan)) throw new RangeError(key);
  return plan;
};

describe("planSignupHref", () => {
  it("carries the plan title in pl and the selection in pay", () => {
    const { path, params } = readHref(planSignupHref(openingPlan("monthly")));
    expect(path).toBe("/signup");
    expect(params.get("pl")).toBe('"Premium-Monthly"');
    expect(JSON.parse(params.get("pay") ?? "")).toEqual({
      type: "Membership Package",
      plan: "Premium Monthly",
      price: 6000,
      duration: "monthly",
      key: "monthly",
    });
  });

  it("URL-encodes the quotes, braces and spaces", () => {
    const href = planSignupHref(openingPlan("quarterly"));
    expect(href).toMatch(/^\/signup\?pl=%22Premium-Quarterly%22&pay=%7B/);
    expect(href).not.toMatch(/[ "{}]/);
  });

  it("sends the free plan to plain signup: there is nothing to pay", () => {
    expect(planSignupHref(openingPlan("free"))).toBe("/signup");
  });

  it("produces a pay value that parses back into the same selection", () => {
    const selection = parsePayParam(planSignupHref(openingPlan("yearly")).split("?")[1] ?? "");
    expect(selection).toEqual(membershipSelection(paid("yearly")));
  });
});

describe("getStartedHref", () => {
  it("goes to the dashboard when the visitor is signed in, else to signup", () => {
    expect(readHref(getStartedHref(pairing, true)).path).toBe("/u");
    expect(readHref(getStartedHref(pairing, false)).path).toBe("/signup");
  });

  it("carries the whole selection in pay", () => {
    expect(parsePayParam(readHref(getStartedHref(pairing, false)).params)).toEqual(pairing);
  });
});

describe("hrefWithPay", () => {
  it("leaves the path alone without a selection", () => {
    expect(hrefWithPay("/u/billings", null)).toBe("/u/billings");
  });
});
