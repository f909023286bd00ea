/**
 * Cash and bank deposits recorded by staff (docs/decisions/0180-cash-and-bank-deposits.md): what
 * they give, how they are refused, the same receipt at the same moment, and refunds given by hand.
 * Run on PostgreSQL too with TEST_POSTGRES=1.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, memberships, notifications, refunds, tickets, transactions } from "../db/schema";
import { ADMIN_ID, FREE_ID, MEMBER_ID, STAFF_ID } from "../db/seed";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const PATH = "/staff/money/hand-payments";
const staff = async () => h.tokenFor(await h.userById(STAFF_ID));
const admin = async () => h.tokenFor(await h.userById(ADMIN_ID));
const today = TEST_NOW.toISOString().slice(0, 10);

const quarterly = (receiptNumber: string, extra: Record<string, unknown> = {}) => ({
  email: "free@example.com",
  channel: "cash",
  receiptNumber,
  receivedOn: today,
  amount: 15000,
  item: { kind: "membership", plan: "quarterly" },
  ...extra,
});

describe("recording money taken by hand", () => {
  it("gives what an online payment gives: the membership, a notification, the receipt mail, an audit entry", async () => {
    const answer = await h.call(PATH, { method: "POST", token: await staff(), body: quarterly("r-0012") });
    expect(answer.status).toBe(201);
    expect(answer.body.payment).toMatchObject({
      reference: "cash_R-0012",
      type: "membership",
      status: "complete",
      amount: 15000,
      channel: "cash",
      receiptNumber: "R-0012",
      verified: true,
    });
    expect(answer.body.message).toContain("Cash of ₦15,000 recorded for");
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, FREE_ID));
    expect(membership?.plan).toBe("quarterly");
    expect(membership!.endsAt.getTime()).toBeGreaterThan(TEST_NOW.getTime() + 80 * 24 * 3600 * 1000);
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, FREE_ID));
    expect(told.some((n) => /membership/i.test(n.title))).toBe(true);
    const receipt = h.mailer.sent.find((m) => m.to === "free@example.com");
    expect(receipt?.text).toContain("Paid by: Cash");
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "payment.record-hand"));
    expect(entry).toMatchObject({ actorId: STAFF_ID, entityId: answer.body.payment._id });
    // A card is never saved from money taken by hand, so the member renews by hand.
    expect(await h.count(`card_authorizations where user_id = '${FREE_ID}'`)).toBe(0);
  });

  it("lists the payment as its own channel in the payments list", async () => {
    await h.call(PATH, {
      method: "POST",
      token: await staff(),
      body: quarterly("GTB/771", { channel: "bank_deposit" }),
    });
    const list = await h.call("/staff/payments?member=free%40example", { token: await staff() });
    expect(list.body.items[0]).toMatchObject({ channel: "bank_deposit", receiptNumber: "GTB/771" });
  });

  it("issues a ticket paid at the club house, priced as online", async () => {
    const tournamentId = tournamentIdOf("Enugu Club Series");
    const answer = await h.call(PATH, {
      method: "POST",
      token: await staff(),
      body: quarterly("T-1", { amount: 1, item: { kind: "ticket", tournamentId } }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(
      /^Ticket: Enugu Club Series costs ₦[\d,]+ for .*, not ₦1: nothing was recorded$/,
    );
    const price = Number(/costs ₦([\d,]+)/.exec(answer.body.message)![1]!.replaceAll(",", ""));
    const paid = await h.call(PATH, {
      method: "POST",
      token: await staff(),
      body: quarterly("T-1", { amount: price, item: { kind: "ticket", tournamentId } }),
    });
    expect(paid.status).toBe(201);
    const held = await h.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.userId, FREE_ID), eq(tickets.tournamentId, tournamentId)));
    expect(held).toHaveLength(1);
  });

  it("refuses a wrong amount, a receipt used before, a day still to come, a stranger and a member", async () => {
    const token = await staff();
    const wrong = await h.call(PATH, { method: "POST", token, body: quarterly("R-1", { amount: 14000 }) });
    expect(wrong.status).toBe(409);
    expect(await h.count("transactions where receipt_number is not null")).toBe(0);

    expect((await h.call(PATH, { method: "POST", token, body: quarterly("R-1") })).status).toBe(201);
    const again = await h.call(PATH, {
      method: "POST",
      token,
      body: quarterly("r-1", { email: "pending@example.com" }),
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining("R-1 is already recorded") },
    });

    const tomorrow = new Date(TEST_NOW.getTime() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    expect(
      (await h.call(PATH, { method: "POST", token, body: quarterly("R-2", { receivedOn: tomorrow }) }))
        .status,
    ).toBe(400);
    expect((await h.call(PATH, { method: "POST", token, body: quarterly("R 2") })).status).toBe(400);
    const stranger = await h.call(PATH, {
      method: "POST",
      token,
      body: quarterly("R-3", { email: "nobody@example.com" }),
    });
    expect(stranger.status).toBe(404);
    const member = await h.tokenFor(await h.userById(MEMBER_ID));
    expect((await h.call(PATH, { method: "POST", token: member, body: quarterly("R-4") })).status).toBe(403);
  });

  it("refuses what the member already has, as a checkout would, and records nothing", async () => {
    const answer = await h.call(PATH, {
      method: "POST",
      token: await staff(),
      body: quarterly("R-9", { email: "member@example.com" }),
    });
    expect(answer.status).toBe(409);
    expect(await h.count("transactions where receipt_number is not null")).toBe(0);
  });
});

describe("the same money submitted twice at once", () => {
  it("records and gives one receipt once, whatever arrives together", async () => {
    const token = await staff();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => h.call(PATH, { method: "POST", token, body: quarterly("R-77") })),
    );
    expect(answers.map((a) => a.status).toSorted()).toEqual([201, 409, 409, 409]);
    expect(await h.count("transactions where receipt_number = 'R-77'")).toBe(1);
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, FREE_ID));
    // Three months from today, once: not nine.
    expect(membership!.endsAt.getTime()).toBeLessThan(TEST_NOW.getTime() + 100 * 24 * 3600 * 1000);
    expect(await h.count(`audit_log where action = 'payment.record-hand'`)).toBe(1);
  });

  it("gives one membership when two receipts for it arrive together", async () => {
    const token = await staff();
    const answers = await Promise.all(
      ["R-81", "R-82"].map((r) => h.call(PATH, { method: "POST", token, body: quarterly(r) })),
    );
    expect(answers.map((a) => a.status).toSorted()).toEqual([201, 409]);
    expect(await h.count("transactions where receipt_number is not null")).toBe(1);
  });
});

describe("refunding money taken by hand", () => {
  it("records the refund as given back, takes the membership back, and never asks the provider", async () => {
    const recorded = await h.call(PATH, { method: "POST", token: await staff(), body: quarterly("R-5") });
    const id = recorded.body.payment._id;
    const answer = await h.call(`/staff/payments/${id}/refunds`, {
      method: "POST",
      token: await admin(),
      body: { reason: "Paid by mistake" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Refund of ₦15,000 recorded as given back by hand");
    expect(answer.body.payment).toMatchObject({ refunded: 15000, refundable: 0 });
    expect(h.providerCalls.createRefund).toBe(0);
    const [refund] = await h.db.select().from(refunds).where(eq(refunds.transactionId, id));
    expect(refund).toMatchObject({ status: "processed", requestedBy: ADMIN_ID, providerRefundId: null });
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, FREE_ID));
    expect(membership!.endsAt.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
    expect(h.mailer.sent.some((m) => m.subject === "Refund given" && m.text.includes("receipt R-5"))).toBe(
      true,
    );
    const again = await h.call(`/staff/payments/${id}/refunds`, {
      method: "POST",
      token: await admin(),
      body: { reason: "Again" },
    });
    expect(again.status).toBe(409);
    const [payment] = await h.db.select().from(transactions).where(eq(transactions.id, id));
    expect(payment?.status).toBe("complete");
  });
});
