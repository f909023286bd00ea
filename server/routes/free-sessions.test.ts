/** The quarterly free training session: read by the member, redeemed by staff once per quarter, audited. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import { redeemFreeSession, staffFreeSessions } from "@/shared/api/all-calls";
import { StaffFreeSessionsResponse } from "@/shared/api/console-contract";
import { FreeSessionResponse } from "@/shared/api/contract";
import { FREE_ID, MEMBER_ID } from "../db/seed";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

describe("the free training session", () => {
  it("is unused for a paid quarterly member, and staff see them in the list", async () => {
    const mine = await h.call("/me/free-session", { token: await h.signIn("member") });
    expect(FreeSessionResponse.parse(mine.body).freeSession).toEqual({
      eligible: true,
      quarter: "2026-Q4",
      quarterLabel: "October to December 2026",
      redeemedAt: null,
    });
    const list = await h.call(pathOf(staffFreeSessions), { token: await h.signIn("staff") });
    expect(list.status).toBe(200);
    const members = StaffFreeSessionsResponse.parse(list.body).members;
    expect(members.find((m) => m.member._id === MEMBER_ID)).toMatchObject({
      plan: "quarterly",
      redeemedAt: null,
    });
    expect(members.some((m) => m.member._id === FREE_ID)).toBe(false);
  });

  it("is redeemed once under concurrent presses, audited once, and shown to the member", async () => {
    const staff = await h.signIn("staff");
    const presses = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.call(pathOf(redeemFreeSession, { userId: MEMBER_ID }), { method: "POST", token: staff }),
      ),
    );
    expect(presses.filter((p) => p.status === 200)).toHaveLength(1);
    expect(presses.filter((p) => p.status === 409)).toHaveLength(7);
    expect(await h.count(`free_session_redemptions where user_id = '${MEMBER_ID}'`)).toBe(1);
    expect(
      await h.count(`audit_log where action = 'member.free_session' and entity_id = '${MEMBER_ID}'`),
    ).toBe(1);
    const mine = await h.call("/me/free-session", { token: await h.signIn("member") });
    expect(mine.body.freeSession.redeemedAt).toEqual(expect.any(String));

    // A new quarter brings a new credit.
    h.setNow(new Date("2027-01-05T12:00:00Z"));
    const next = await h.call(pathOf(redeemFreeSession, { userId: MEMBER_ID }), {
      method: "POST",
      token: await h.signIn("staff"),
    });
    expect(next.status).toBe(200);
  });

  it("refuses members without the plan, unknown members and members of the club who are not staff", async () => {
    const staff = await h.signIn("staff");
    const free = await h.call(pathOf(redeemFreeSession, { userId: FREE_ID }), {
      method: "POST",
      token: staff,
    });
    expect(free.status).toBe(400);
    expect(free.body.message).toContain("paid quarterly or yearly membership");
    const unknown = await h.call(pathOf(redeemFreeSession, { userId: "000000000000000000000000" }), {
      method: "POST",
      token: staff,
    });
    expect(unknown.status).toBe(404);
    const byMember = await h.call(pathOf(redeemFreeSession, { userId: MEMBER_ID }), {
      method: "POST",
      token: await h.signIn("member"),
    });
    expect(byMember.status).toBe(403);
    expect(
      (await h.call("/me/free-session", { token: await h.signIn("free") })).body.freeSession.eligible,
    ).toBe(false);
  });
});
