import { describe, expect, it } from "vitest";
import type { BillingData, UserData } from "@/shared/api/contract";
import { memberPlans } from "./member-plans";

const paid: BillingData = {
  membership: { plan: "quarterly", status: "Paid", endDate: "2027-01-01T00:00:00.000Z" },
  training: { plan: "standard", status: "Paid", endDate: "2027-01-01T00:00:00.000Z" },
};
const me = { ...paid, fullName: "Ada Obi" } as unknown as UserData;
const offline = new Error("offline");

describe("memberPlans", () => {
  it("is pending while neither read has answered", () => {
    expect(memberPlans({}, {})).toEqual({
      membership: undefined,
      training: undefined,
      pending: true,
      unknown: false,
    });
  });

  it("takes the plans from whichever read answers first", () => {
    expect(memberPlans({}, { data: paid })).toMatchObject({ membership: paid.membership, pending: false });
    expect(memberPlans({ data: me }, {})).toMatchObject({ training: paid.training, pending: false });
  });

  it("keeps waiting for the other read when one fails", () => {
    expect(memberPlans({ error: offline }, {}).pending).toBe(true);
    expect(memberPlans({}, { error: offline }).pending).toBe(true);
  });

  it("stops waiting when both fail: the plans are unknown, never none", () => {
    expect(memberPlans({ error: offline }, { error: offline })).toEqual({
      membership: undefined,
      training: undefined,
      pending: false,
      unknown: true,
    });
  });

  it("knows the plans when either read answered", () => {
    expect(memberPlans({ error: offline }, { data: paid }).unknown).toBe(false);
  });
});
