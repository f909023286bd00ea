/** Coach pairing orders (docs/decisions/0007-coach-pairing-order.md) and the staff confirming them. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ConfirmAssignmentResponse,
  EndAssignmentResponse,
  PendingAssignmentsResponse,
} from "@/shared/api/console-contract";
import { coachAssignments, notifications, plans, transactions } from "../db/schema";
import { MEMBER_ID, PENDING_ID } from "../db/seed";
import { coachIdOf, planIdOf } from "../db/seed/catalogue";
import { endFinishedAssignments } from "../lib/coach-assignments";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";

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

  it("match a plan's coach levels as the membership pages do: ignoring case and surrounding spaces", async () => {
    await h.db
      .update(plans)
      .set({ filterPrams: [" Adult Amatuer "] })
      .where(eq(plans.id, BEGINNER));
    const { token } = await h.newMember();
    expect((await order(BEGINNER, 1, YETUNDE, token)).status).toBe(200);
  });

  it("answer 409 to a member who already has a coach or one on the way", async () => {
    for (const account of ["member", "pending"] as const) {
      const { status } = await order(BEGINNER, 1, YETUNDE, await h.signIn(account));
      expect(status).toBe(409);
    }
  });
});

describe("staff confirming coach assignments", () => {
  it("list the Pending ones and confirm one: Assigned, and the member is told", async () => {
    const staff = await h.signIn("staff");
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
    const member = await h.signIn("pending");
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

  it("list two new orders after the older one, oldest first, a page at a time", async () => {
    const staff = await h.signIn("staff");
    const ordered: string[] = [];
    for (const hours of [1, 2]) {
      h.setNow(new Date(TEST_NOW.getTime() + hours * 60 * 60 * 1000));
      const { user, token } = await h.newMember();
      const link = (await order(BEGINNER, 1, YETUNDE, token)).body.paystackResponse.data;
      await h.returnTo(await h.pay(link.authorization_url), token);
      ordered.push(user.id);
    }
    const all = PendingAssignmentsResponse.parse(
      (await h.call("/assigncoach/pending", { token: staff })).body,
    );
    expect(all.assignments.map((a) => a.member._id)).toEqual([PENDING_ID, ...ordered]);
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: 3 });

    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) =>
        PendingAssignmentsResponse.parse(
          (await h.call(`/assigncoach/pending?page=${page}&pageSize=1`, { token: staff })).body,
        ),
      ),
    );
    expect(pages.map((p) => p.assignments.map((a) => a.member._id))).toEqual([
      [PENDING_ID],
      [ordered[0]],
      [ordered[1]],
      [],
    ]);
    expect(pages.every((p) => p.total === 3 && p.pageSize === 1)).toBe(true);
    for (const bad of ["page=0", "pageSize=101", "page=x"])
      expect((await h.call(`/assigncoach/pending?${bad}`, { token: staff })).status).toBe(400);
  });

  it("are for staff only", async () => {
    const assignment = await assignmentOf(PENDING_ID);
    const student = await h.signIn("pending");
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

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);

/** A new member who paid for a month's pairing with Yetunde, confirmed by staff. */
async function memberWithMonthPairing() {
  const member = await h.newMember();
  const { body } = await order(BEGINNER, 1, YETUNDE, member.token);
  const link = body.paystackResponse.data;
  await h.returnTo(await h.pay(link.authorization_url), member.token);
  const staff = await h.signIn("staff");
  const assignment = await assignmentOf(member.user.id);
  await h.call(`/assigncoach/${assignment?.id}/confirm`, { method: "POST", token: staff });
  return { ...member, staff, assignmentId: assignment!.id };
}

describe("coach assignments end", () => {
  it("when the paid months are over: Ended for the member, and a new pairing order is accepted", async () => {
    const { user, token: firstToken } = await memberWithMonthPairing();
    expect((await assignmentOf(user.id))?.endsAt?.toISOString()).toBe("2026-12-22T12:00:00.000Z");

    const early = await order(BEGINNER, 1, YETUNDE, firstToken);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "You already have a coach assigned. Its paid period ends on 22 Dec 2026; you can order another pairing then.",
    );

    h.setNow(later(31));
    const token = await h.tokenFor(user);
    expect((await h.call("/assigncoach/getUserCoach", { token })).body).toEqual({
      coachInfo: { status: "Ended", coachId: YETUNDE },
    });
    expect((await h.call("/me", { token })).body.userData.coachInfo.status).toBe("Ended");
    const again = await order(BEGINNER, 1, YETUNDE, token);
    expect(again.status).toBe(200);
    await h.returnTo(await h.pay(again.body.paystackResponse.data.authorization_url), token);
    expect(await assignmentOf(user.id)).toMatchObject({
      status: "Pending",
      endsAt: new Date("2027-01-23T12:00:00.000Z"),
      endedAt: null,
    });
  });

  it("are stamped Ended, with the date their period ended, by the housekeeping job", async () => {
    const { user } = await memberWithMonthPairing();
    expect(await endFinishedAssignments(h.db, later(10))).toBe(0);
    expect(await endFinishedAssignments(h.db, later(40))).toBeGreaterThanOrEqual(2);
    expect(await assignmentOf(user.id)).toMatchObject({
      status: "Ended",
      endedAt: new Date("2026-12-22T12:00:00.000Z"),
    });
    // The demo member pending for a month: no longer on the staff list once its period is over.
    expect(await assignmentOf(PENDING_ID)).toMatchObject({ status: "Ended" });
    expect(await endFinishedAssignments(h.db, later(40))).toBe(0);
  });

  it("when the training they came with ends, and the next training brings a new coach", async () => {
    const { user, token: firstToken } = await h.newMember();
    const training = await h.call("/billing/pay/training/regular/1month", {
      method: "POST",
      token: firstToken,
    });
    expect(training.status).toBe(200);
    await h.returnTo(await h.pay(training.body.paystackResponse.data.authorization_url), firstToken);
    const first = await assignmentOf(user.id);
    expect(first).toMatchObject({ status: "Pending", endsAt: new Date("2026-12-22T12:00:00.000Z") });

    h.setNow(later(35));
    const token = await h.tokenFor(user);
    expect((await h.call("/assigncoach/getUserCoach", { token })).body.coachInfo.status).toBe("Ended");
    const next = await h.call("/billing/pay/training/regular/1month", { method: "POST", token });
    await h.returnTo(await h.pay(next.body.paystackResponse.data.authorization_url), token);
    expect(await assignmentOf(user.id)).toMatchObject({
      status: "Pending",
      endsAt: new Date("2027-01-27T12:00:00.000Z"),
    });
    expect((await h.call("/assigncoach/getUserCoach", { token })).body.coachInfo.status).toBe("Pending");
  });
});

describe("staff ending a coach assignment", () => {
  it("ends it at once, tells the member, and lets them order a new pairing", async () => {
    const staff = await h.signIn("staff");
    const memberToken = await h.signIn("member");
    expect((await order(BEGINNER, 1, YETUNDE, memberToken)).status).toBe(409);
    const assignment = await assignmentOf(MEMBER_ID);

    const ended = await h.call(`/assigncoach/${assignment?.id}/end`, {
      method: "POST",
      token: staff,
      body: { reason: "Stopped training" },
    });
    expect(ended.status).toBe(200);
    expect(EndAssignmentResponse.parse(ended.body).assignment).toEqual({
      _id: assignment?.id,
      status: "Ended",
      coachId: assignment?.coachId,
      endedAt: TEST_NOW.toISOString(),
    });
    expect(await assignmentOf(MEMBER_ID)).toMatchObject({ status: "Ended", endedAt: TEST_NOW });
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, MEMBER_ID));
    expect(told.filter((n) => n.title === "Your coaching has ended")).toHaveLength(1);
    expect((await h.call("/assigncoach/getUserCoach", { token: memberToken })).body.coachInfo.status).toBe(
      "Ended",
    );
    expect((await order(BEGINNER, 1, YETUNDE, memberToken)).status).toBe(200);

    const again = await h.call(`/assigncoach/${assignment?.id}/end`, {
      method: "POST",
      token: staff,
      body: { reason: "Stopped training" },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: "This coach assignment has already ended" },
    });
    const unknown = await h.call(`/assigncoach/${"0".repeat(24)}/end`, {
      method: "POST",
      token: staff,
      body: { reason: "Stopped training" },
    });
    expect(unknown.status).toBe(404);
  });

  it("ends it once when several staff end it at the same moment", async () => {
    const staff = await h.signIn("staff");
    const assignment = await assignmentOf(PENDING_ID);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.call(`/assigncoach/${assignment?.id}/end`, {
          method: "POST",
          token: staff,
          body: { reason: "Stopped training" },
        }),
      ),
    );
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(
      await h.count(`notifications where user_id = '${PENDING_ID}' and title = 'Your coaching has ended'`),
    ).toBe(1);
    // An ended assignment cannot be confirmed any more.
    const confirm = await h.call(`/assigncoach/${assignment?.id}/confirm`, { method: "POST", token: staff });
    expect(confirm).toMatchObject({ status: 409, body: { message: "This coach assignment has ended" } });
  });

  it("is for staff only", async () => {
    const assignment = await assignmentOf(MEMBER_ID);
    const student = await h.signIn("member");
    const end = await h.call(`/assigncoach/${assignment?.id}/end`, {
      method: "POST",
      token: student,
      body: { reason: "Stopped training" },
    });
    expect(end).toEqual({ status: 403, body: { message: "Only club staff can do this" } });
    expect(
      (
        await h.call(`/assigncoach/${assignment?.id}/end`, {
          method: "POST",
          body: { reason: "Stopped training" },
        })
      ).status,
    ).toBe(401);
    expect((await assignmentOf(MEMBER_ID))?.status).toBe("Assigned");
  });
});
