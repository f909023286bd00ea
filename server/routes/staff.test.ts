/** Coach pairing orders (docs/decisions/0007-coach-pairing-order.md) and the staff confirming them. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { coachAssignments, notifications, transactions } from "../db/schema";
import { MEMBER_ID, PENDING_ID, STAFF_ID } from "../db/seed";
import { coachIdOf, planIdOf } from "../db/seed/catalogue";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { ConfirmAssignmentResponse, PendingAssignmentsResponse } from "./staff";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const BEGINNER = planIdOf("adult", "Adult Beginner"); // ₦18,000 a month, adult amatuer coaches
const YETUNDE = coachIdOf("Yetunde Ogunleye"); // adult amatuer, ₦25,000 a month
const BABATUNDE = coachIdOf("Babatunde Lawal"); // adult professional

const order = (planId: string, months: number | string, coachId: unknown, token: string) =>
  h.call(`/billing/pay/pairing/${planId}/${months}`, { method: "POST", token, body: { coachId } });

async function assignmentOf(userId: string) {
  const [row] = await h.db.select().from(coachAssignments).where(eq(coachAssignments.userId, userId));
  return row;
}

describe("coach pairing orders", () => {
  it("price plan and coach for the duration on the server, and create a Pending assignment once paid", async () => {
    const { user, token } = await h.newMember();
    const { status, body } = await order(BEGINNER, 6, YETUNDE, token);
    expect(status).toBe(200);
    const link = body.paystackResponse.data;
    const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, link.reference));
    // 18,000 × 6 less 10%, plus 25,000 × 6 (docs/decisions/0003-duration-price.md).
    expect(row).toMatchObject({
      kind: "pairing",
      amountKobo: 24_720_000,
      description: "Coach pairing: Adult Beginner with Yetunde Ogunleye, 6 months",
    });
    const returnUrl = await h.pay(link.authorization_url);
    expect(returnUrl.split("?")[0]).toBe(`http://localhost:4321/u/bills/pairing/${BEGINNER}/6/none`);
    expect((await h.returnTo(returnUrl, token)).body.status).toBe("success");

    expect(await assignmentOf(user.id)).toMatchObject({
      coachId: YETUNDE,
      status: "Pending",
      planId: BEGINNER,
      months: 6,
    });
    const coach = await h.call("/assigncoach/getUserCoach", { token });
    expect(coach.body).toEqual({ coachInfo: { status: "Pending", coachId: YETUNDE } });
    expect(h.mailer.sent.map((m) => m.subject)).toEqual(["Payment received"]);
  });

  it("refuse a coach outside the plan's levels, a duration the plan does not offer, and unknown items", async () => {
    const { token } = await h.newMember();
    const wrongCoach = await order(BEGINNER, 1, BABATUNDE, token);
    expect(wrongCoach.status).toBe(400);
    expect(wrongCoach.body.message).toBe(
      "Babatunde Lawal does not coach the Adult Beginner plan: choose one of its coaches",
    );
    const wrongMonths = await order(BEGINNER, 3, YETUNDE, token);
    expect(wrongMonths.status).toBe(400);
    expect(wrongMonths.body.message).toBe(
      "Adult Beginner can be paid for 1 month, 6 months, 12 months, not 3 months",
    );
    expect((await order("0".repeat(24), 1, YETUNDE, token)).status).toBe(404);
    expect((await order(BEGINNER, 1, "0".repeat(24), token)).status).toBe(404);
    expect((await order(BEGINNER, 0, YETUNDE, token)).status).toBe(400);
    expect((await order(BEGINNER, "six", YETUNDE, token)).status).toBe(400);
    expect((await order(BEGINNER, 1, undefined, token)).status).toBe(400);
    expect(await h.count("transactions where kind = 'pairing' and reference like 'tc_%'")).toBe(0);
  });

  it("answer 409 to a member who already has a coach or one on the way", async () => {
    for (const id of [MEMBER_ID, PENDING_ID]) {
      const { status } = await order(BEGINNER, 1, YETUNDE, await h.tokenFor(await h.userById(id)));
      expect(status).toBe(409);
    }
  });
});

describe("staff confirming coach assignments", () => {
  it("list the Pending ones and confirm one: Assigned, and the member is told", async () => {
    const staff = await h.tokenFor(await h.userById(STAFF_ID));
    const pending = await h.call("/assigncoach/pending", { token: staff });
    expect(pending.status).toBe(200);
    const { assignments } = PendingAssignmentsResponse.parse(pending.body);
    expect(assignments.map((a) => a.member._id)).toEqual([PENDING_ID]);
    const [first] = assignments;

    const confirmed = await h.call(`/assigncoach/${first?._id}/confirm`, { method: "POST", token: staff });
    expect(confirmed.status).toBe(200);
    expect(ConfirmAssignmentResponse.parse(confirmed.body).assignment).toMatchObject({
      status: "Assigned",
      coachId: first?.coach._id,
    });
    const member = await h.tokenFor(await h.userById(PENDING_ID));
    expect((await h.call("/assigncoach/getUserCoach", { token: member })).body.coachInfo.status).toBe(
      "Assigned",
    );
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, PENDING_ID));
    expect(told.filter((n) => n.title === "Your coach is ready")).toHaveLength(1);
    expect((await h.call("/assigncoach/pending", { token: staff })).body.assignments).toEqual([]);

    const again = await h.call(`/assigncoach/${first?._id}/confirm`, { method: "POST", token: staff });
    expect(again.status).toBe(409);
    expect(
      (await h.call(`/assigncoach/${"0".repeat(24)}/confirm`, { method: "POST", token: staff })).status,
    ).toBe(404);
  });

  it("are for staff only", async () => {
    const assignment = await assignmentOf(PENDING_ID);
    const student = await h.tokenFor(await h.userById(PENDING_ID));
    const confirm = await h.call(`/assigncoach/${assignment?.id}/confirm`, {
      method: "POST",
      token: student,
    });
    expect(confirm).toEqual({ status: 403, body: { message: "Only club staff can do this" } });
    expect((await h.call("/assigncoach/pending", { token: student })).status).toBe(403);
    expect((await h.call("/assigncoach/pending")).status).toBe(401);
    expect((await assignmentOf(PENDING_ID))?.status).toBe("Pending");
  });
});
