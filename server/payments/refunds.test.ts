import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  coachAssignments,
  memberships,
  notifications,
  paymentDisputes,
  refunds,
  tickets,
  trainingSubscriptions,
  transactions,
} from "../db/schema";
import { ADMIN_ID } from "../db/seed";
import { coachIdOf, planIdOf, tournamentIdOf } from "../db/seed/catalogue";
import { runHousekeeping } from "../jobs/renewal-timer";
import { TEST_NOW } from "../testing/harness";
import { createPaymentHarness, type PaymentHarness } from "./testing";
import { signWebhookBody } from "./webhook-signature";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series");
const DAY = 24 * 60 * 60 * 1000;

const admin = async () => h.signIn("admin");
const staff = async () => h.signIn("staff");

/** A new member who bought a ticket through the sandbox. */
async function memberWithTicket() {
  const { user, token } = await h.newMember();
  const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
  await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
  const [payment] = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
  h.mailer.sent.length = 0;
  return { user, token, payment: payment! };
}

async function memberWithMembership(plan: "monthly" | "quarterly" = "quarterly") {
  const { user, token } = await h.newMember();
  const { body } = await h.call(`/billing/pay/membership/${plan}/true`, { method: "POST", token });
  await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
  const [payment] = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
  h.mailer.sent.length = 0;
  return { user, token, payment: payment! };
}

/** A new member who bought something through the sandbox with this pay call. */
async function memberWhoBought(path: string, body?: Record<string, unknown>) {
  const { user, token } = await h.newMember();
  const answer = await h.call(path, { method: "POST", token, ...(body ? { body } : {}) });
  expect(answer.status).toBe(200);
  await h.returnTo(await h.pay(answer.body.paystackResponse.data.authorization_url), token);
  const [payment] = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
  expect(payment?.status).toBe("complete");
  h.mailer.sent.length = 0;
  return { user, token, payment: payment! };
}

const trainingOf = async (userId: string) =>
  (await h.db.select().from(trainingSubscriptions).where(eq(trainingSubscriptions.userId, userId)))[0];
const assignmentOf = async (userId: string) =>
  (await h.db.select().from(coachAssignments).where(eq(coachAssignments.userId, userId)))[0];

const refundOf = async (id: string) => (await h.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const refundsOf = (transactionId: string) =>
  h.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));

async function refund(transactionId: string, body: Record<string, unknown>, token?: string) {
  return h.call(`/staff/payments/${transactionId}/refunds`, {
    method: "POST",
    token: token ?? (await admin()),
    body,
  });
}

/** Signs a body as the provider would, so only its content is under test. */
function signed(event: string, data: unknown) {
  const body = JSON.stringify({ event, data });
  return { body, signature: signWebhookBody(body, h.deps.payments.webhookSecret) };
}

describe("refunds by admins", () => {
  it("refunds a ticket in full: provider asked, ticket void, member told, audited", async () => {
    const { user, payment } = await memberWithTicket();
    const answer = await refund(payment.id, { reason: "Rain: the tournament moved" });
    expect(answer.status).toBe(200);
    expect(answer.body.payment).toMatchObject({ refunded: payment.amountKobo / 100, refundable: 0 });
    expect(h.providerCalls.createRefund).toBe(1);

    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({
      amountKobo: payment.amountKobo,
      status: "pending",
      cause: "staff",
      requestedBy: ADMIN_ID,
    });
    expect(row?.providerRefundId).toBeTruthy();
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.userId, user.id));
    expect(ticket?.voidedAt).toEqual(TEST_NOW);
    const titles = (await h.db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
      (n) => n.title,
    );
    expect(titles).toContain("Refund on its way");
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [user.email, "We are refunding your payment"],
    ]);
    expect(h.mailer.sent[0]?.text).toContain("no longer valid");
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "payment.refund"));
    expect(audit).toHaveLength(1);

    const tickets2 = await h.call("/match/getUserMatches", { token: await h.tokenFor(user) });
    expect(tickets2.status).toBe(200);
    expect(tickets2.body.matches[0]).toMatchObject({ voided: true });
  });

  it("refunds part of a membership and shortens it in proportion; never more than is left", async () => {
    const { user, payment } = await memberWithMembership("quarterly");
    const [before] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const third = payment.amountKobo / 3 / 100;
    expect((await refund(payment.id, { amount: third, reason: "Injury for a month" })).status).toBe(200);
    const [after] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const bought = before!.endsAt.getTime() - TEST_NOW.getTime();
    expect(before!.endsAt.getTime() - after!.endsAt.getTime()).toBe(Math.round(bought / 3));
    expect((await h.userById(user.id)).autoRenew).toBe(true);

    const tooMuch = await refund(payment.id, { amount: payment.amountKobo / 100, reason: "All of it" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/At most ₦10,000 of this payment is left/);

    expect((await refund(payment.id, { reason: "The rest" })).status).toBe(200);
    const [ended] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(ended!.endsAt).toEqual(TEST_NOW);
    expect((await h.userById(user.id)).autoRenew).toBe(false);
    expect((await refund(payment.id, { reason: "Again" })).status).toBe(409);
  });

  it("ends a training package refunded in full, and the coach assignment that came with it", async () => {
    const { user, payment } = await memberWhoBought("/billing/pay/training/regular/3months");
    expect((await trainingOf(user.id))!.endsAt.getTime()).toBeGreaterThan(TEST_NOW.getTime());
    expect(await assignmentOf(user.id)).toMatchObject({ status: "Pending" });

    const answer = await refund(payment.id, { reason: "Moved away" });
    expect(answer.status).toBe(200);
    expect((await trainingOf(user.id))!.endsAt).toEqual(TEST_NOW);
    expect(await assignmentOf(user.id)).toMatchObject({ status: "Ended", endedAt: TEST_NOW });
    const notices = await h.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.map((n) => n.message).join("\n")).toContain("Your training package has ended.");
    const info = await h.call("/billing/pay/info", { token: await h.tokenFor(user) });
    expect(info.body.data.training.status).not.toBe("Paid");
  });

  it("ends a coach pairing refunded in full; a partial refund moves its end earlier in proportion", async () => {
    const pairing = {
      path: `/billing/pay/pairing/${planIdOf("adult", "Adult Beginner")}/6`,
      body: { coachId: coachIdOf("Yetunde Ogunleye") },
    };
    const partial = await memberWhoBought(pairing.path, pairing.body);
    const before = await assignmentOf(partial.user.id);
    expect(before).toMatchObject({ status: "Pending", months: 6 });
    const third = partial.payment.amountKobo / 3;
    expect((await refund(partial.payment.id, { amount: third / 100, reason: "Two months off" })).status).toBe(
      200,
    );
    const after = await assignmentOf(partial.user.id);
    const bought = before!.endsAt!.getTime() - TEST_NOW.getTime();
    expect(before!.endsAt!.getTime() - after!.endsAt!.getTime()).toBe(Math.round(bought / 3));
    expect(after).toMatchObject({ status: "Pending", endedAt: null });

    const full = await memberWhoBought(pairing.path, pairing.body);
    expect((await refund(full.payment.id, { reason: "Changed their mind" })).status).toBe(200);
    expect(await assignmentOf(full.user.id)).toMatchObject({
      status: "Ended",
      endedAt: TEST_NOW,
      endsAt: TEST_NOW,
    });
  });

  it("is for admins only, and checks what it is given", async () => {
    const { payment, token } = await memberWithTicket();
    expect((await refund(payment.id, { reason: "x" }, await staff())).status).toBe(403);
    expect((await refund(payment.id, { reason: "x" }, token)).status).toBe(403);
    expect(
      (await h.call(`/staff/payments/${payment.id}/refunds`, { method: "POST", body: { reason: "x" } }))
        .status,
    ).toBe(401);
    for (const body of [
      {},
      { reason: "" },
      { reason: "x", amount: -5 },
      { reason: "x", amount: 1.234 },
      { reason: "x", amount: "10" },
    ]) {
      expect((await refund(payment.id, body)).status).toBe(400);
    }
    expect((await refund("0".repeat(24), { reason: "x" })).status).toBe(404);
    const failed = (await h.db.select().from(transactions).where(eq(transactions.status, "failed")))[0]!;
    expect((await refund(failed.id, { reason: "x" })).status).toBe(409);
    expect(h.providerCalls.createRefund).toBe(0);
  });

  it("never refunds more than was paid, whatever arrives at once", async () => {
    const { payment } = await memberWithMembership("yearly" as "quarterly");
    const slice = Math.floor((payment.amountKobo * 0.4) / 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => refund(payment.id, { amount: slice, reason: "Parallel" })),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    const rows = await refundsOf(payment.id);
    expect(rows.reduce((sum, r) => sum + r.amountKobo, 0)).toBeLessThanOrEqual(payment.amountKobo);
    expect(h.providerCalls.createRefund).toBe(2);
  });

  it("records a refund the provider refuses as failed, and it no longer counts", async () => {
    const { payment } = await memberWithTicket();
    // The provider has already given this money back (refunded from its own dashboard).
    expect((await h.sandboxApi("/refund", { transaction: payment.reference })).status).toBe(200);
    const answer = await refund(payment.id, { reason: "Duplicate request" });
    expect(answer.status).toBe(502);
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: "failed" });
    expect(row?.problem).toMatch(/more than/);
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.transactionId, payment.id));
    expect(ticket?.voidedAt).toBeNull();
  });
});

describe("refund webhooks", () => {
  async function pendingRefund() {
    const { payment } = await memberWithTicket();
    await refund(payment.id, { reason: "Cancelled" });
    const [row] = await refundsOf(payment.id);
    return { payment, row: row! };
  }

  it("follow the provider through every state, re-checked each time", async () => {
    for (const status of ["processing", "processed"] as const) {
      const { row } = await pendingRefund();
      const move = await h.sandboxApi(`/control/refund/${row.providerRefundId}`, { status });
      expect(move.status).toBe(200);
      expect((await refundOf(row.id)).status).toBe(status);
      await h.reset();
    }
    for (const status of ["failed", "needs-attention"] as const) {
      const { row, payment } = await pendingRefund();
      const fetches = h.providerCalls.fetchRefund;
      await h.sandboxApi(`/control/refund/${row.providerRefundId}`, { status });
      expect(h.providerCalls.fetchRefund).toBe(fetches + 1);
      expect((await refundOf(row.id)).status).toBe(status);
      if (status === "failed") {
        const again = await h.call(`/staff/payments/${payment.id}`, { token: await admin() });
        expect(again.body.payment).toMatchObject({ refunded: 0, refundable: payment.amountKobo / 100 });
      }
      await h.reset();
    }
  });

  it("believe nothing a webhook says: a signed claim the provider does not back changes nothing", async () => {
    const { row, payment } = await pendingRefund();
    const forged = signed("refund.processed", {
      id: row.providerRefundId,
      status: "processed",
      transaction_reference: payment.reference,
    });
    expect((await h.postWebhook(forged)).status).toBe(200);
    expect((await refundOf(row.id)).status).toBe("pending");
  });

  it("refuse an unsigned or badly signed webhook", async () => {
    const { row, payment } = await pendingRefund();
    await h.sandboxApi(`/control/refund/${row.providerRefundId}`, { status: "processing" });
    const body = JSON.stringify({
      event: "refund.processed",
      data: { transaction_reference: payment.reference },
    });
    expect((await h.postWebhook({ body, signature: "00" })).status).toBe(401);
    const response = await h.app.request("/webhook/paystack", { method: "POST", body });
    expect(response.status).toBe(401);
    expect((await refundOf(row.id)).status).toBe("processing");
  });

  it("change nothing when replayed or delivered out of order", async () => {
    const { row } = await pendingRefund();
    h.webhooks.hold = true;
    await h.sandboxApi(`/control/refund/${row.providerRefundId}`, { status: "processing" });
    await h.sandboxApi(`/control/refund/${row.providerRefundId}`, { status: "processed" });
    const [processing, processed] = h.webhooks.held;
    expect(await h.postWebhook(processed!)).toMatchObject({ status: 200 });
    expect((await refundOf(row.id)).status).toBe("processed");
    expect(await h.postWebhook(processing!)).toMatchObject({ status: 200 });
    expect(await h.postWebhook(processed!)).toMatchObject({ status: 200 });
    expect((await refundOf(row.id)).status).toBe("processed");
  });

  it("ask the provider to retry when the refund is not recorded yet, and ignore strangers", async () => {
    const { payment } = await memberWithTicket();
    const [inserted] = await h.db
      .insert(refunds)
      .values({ transactionId: payment.id, amountKobo: 100, cause: "staff", reason: "in flight" })
      .returning();
    const early = signed("refund.pending", { transaction_reference: payment.reference });
    expect((await h.postWebhook(early)).status).toBe(409);
    expect((await refundOf(inserted!.id)).status).toBe("pending");
    expect(
      (await h.postWebhook(signed("refund.processed", { transaction_reference: "nobody" }))).status,
    ).toBe(200);
  });
});

describe("refunds the provider did not answer", () => {
  const MINUTE = 60 * 1000;

  /** The provider's own refunds of a payment, as its dashboard would list them. */
  const atProvider = async (reference: string) =>
    (await h.sandboxApi(`/refund?transaction=${reference}`)).body.data as { id: number; status: string }[];
  const refundNotices = async (userId: string) =>
    (await h.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.title === "Refund on its way",
    );
  const refundMails = () => h.mailer.sent.filter((m) => m.subject === "We are refunding your payment");
  const shown = async (id: string) => (await h.call(`/staff/payments/${id}`, { token: await admin() })).body;

  it("are unconfirmed and keep counting, then their webhook finishes them once", async () => {
    const { user, payment } = await memberWithTicket();
    h.provider.refundTimeouts.push("answer-lost");
    const answer = await refund(payment.id, { reason: "Rain" });
    expect(answer.status).toBe(202);
    expect(answer.body.message).toMatch(/did not answer.*Do not refund it again/);
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: "unconfirmed", providerRefundId: null });
    // Nothing taken back or told yet, and nothing more may be refunded.
    expect(answer.body.payment).toMatchObject({ refunded: payment.amountKobo / 100, refundable: 0 });
    expect((await refund(payment.id, { reason: "Again" })).status).toBe(409);
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.transactionId, payment.id));
    expect(ticket?.voidedAt).toBeNull();
    expect(await refundNotices(user.id)).toHaveLength(0);

    const [made] = await atProvider(payment.reference);
    h.webhooks.hold = true;
    await h.sandboxApi(`/control/refund/${made!.id}`, { status: "processed" });
    const [webhook] = h.webhooks.held;
    expect((await h.postWebhook(webhook!)).status).toBe(200);
    expect(await refundOf(row!.id)).toMatchObject({
      status: "processed",
      providerRefundId: String(made!.id),
      problem: null,
    });
    const [voided] = await h.db.select().from(tickets).where(eq(tickets.transactionId, payment.id));
    expect(voided?.voidedAt).toEqual(TEST_NOW);
    // Replayed, and the housekeeping after it: the member was told once.
    expect((await h.postWebhook(webhook!)).status).toBe(200);
    await runHousekeeping(h.deps, { log: () => {} });
    expect(await refundNotices(user.id)).toHaveLength(1);
    expect(refundMails()).toHaveLength(1);
    expect((await shown(payment.id)).payment).toMatchObject({ refundable: 0 });
  });

  it("are found processed by the housekeeping when their webhook is lost", async () => {
    const { user, payment } = await memberWithMembership("quarterly");
    h.provider.refundTimeouts.push("answer-lost");
    expect((await refund(payment.id, { reason: "Moving abroad" })).status).toBe(202);
    const [made] = await atProvider(payment.reference);
    h.webhooks.hold = true;
    await h.sandboxApi(`/control/refund/${made!.id}`, { status: "processed" });
    expect(h.webhooks.held).toHaveLength(1);

    await runHousekeeping(h.deps, { log: () => {} });
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: "processed", providerRefundId: String(made!.id) });
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership?.endsAt).toEqual(TEST_NOW);
    expect((await h.userById(user.id)).autoRenew).toBe(false);
    await runHousekeeping(h.deps, { log: () => {} });
    expect(await refundNotices(user.id)).toHaveLength(1);
    expect(refundMails()).toHaveLength(1);
  });

  it("fail when the provider has no such refund, and the amount may be refunded again", async () => {
    const { user, payment } = await memberWithTicket();
    h.provider.refundTimeouts.push("request-lost");
    expect((await refund(payment.id, { reason: "Rain" })).status).toBe(202);
    expect(await atProvider(payment.reference)).toEqual([]);
    // Its request could still be on its way: not given up yet, and its payment's webhooks wait.
    await runHousekeeping(h.deps, { log: () => {} });
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: "unconfirmed" });
    const early = signed("refund.processed", { transaction_reference: payment.reference });
    expect((await h.postWebhook(early)).status).toBe(409);

    h.setNow(new Date(TEST_NOW.getTime() + 6 * MINUTE));
    await runHousekeeping(h.deps, { log: () => {} });
    const failed = await refundOf(row!.id);
    expect(failed).toMatchObject({ status: "failed", providerRefundId: null });
    expect(failed.problem).toMatch(/no record of this refund/);
    expect((await shown(payment.id)).payment).toMatchObject({
      refunded: 0,
      refundable: payment.amountKobo / 100,
    });
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.transactionId, payment.id));
    expect(ticket?.voidedAt).toBeNull();
    expect(await refundNotices(user.id)).toHaveLength(0);

    expect((await refund(payment.id, { reason: "Rain, again" })).status).toBe(200);
    expect(await atProvider(payment.reference)).toHaveLength(1);
  });

  it("settle a refund a crash left unasked once no request can arrive", async () => {
    const { payment } = await memberWithTicket();
    const [left] = await h.db
      .insert(refunds)
      .values({
        transactionId: payment.id,
        amountKobo: 100,
        cause: "staff",
        reason: "crashed",
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      })
      .returning();
    await runHousekeeping(h.deps, { log: () => {} });
    expect((await refundOf(left!.id)).status).toBe("pending");
    h.setNow(new Date(TEST_NOW.getTime() + 6 * MINUTE));
    await runHousekeeping(h.deps, { log: () => {} });
    expect((await refundOf(left!.id)).status).toBe("failed");
  });

  it("never let parallel refunds exceed what was paid, answered or not", async () => {
    const { payment } = await memberWithMembership("yearly" as "quarterly");
    const slice = Math.floor((payment.amountKobo * 0.4) / 100);
    h.provider.refundTimeouts.push("answer-lost", "request-lost");
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => refund(payment.id, { amount: slice, reason: "Parallel" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 202, 409, 409, 409, 409]);
    const counted = async () =>
      (await refundsOf(payment.id))
        .filter((r) => r.status !== "failed")
        .reduce((sum, r) => sum + r.amountKobo, 0);
    expect(await counted()).toBe(2 * slice * 100);

    // One was made, one never reached the provider: the second's amount may be refunded again.
    h.setNow(new Date(TEST_NOW.getTime() + 6 * MINUTE));
    await runHousekeeping(h.deps, { log: () => {} });
    expect((await refundsOf(payment.id)).map((r) => r.status).sort()).toEqual(["failed", "pending"]);
    expect(await counted()).toBe(slice * 100);

    const more = await Promise.all(
      Array.from({ length: 3 }, async () => refund(payment.id, { amount: slice, reason: "Parallel" })),
    );
    expect(more.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await counted()).toBeLessThanOrEqual(payment.amountKobo);
    const provider = await atProvider(payment.reference);
    expect(provider.reduce((sum, r) => sum + (r as unknown as { amount: number }).amount, 0)).toBe(
      2 * slice * 100,
    );
  });
});

describe("disputes", () => {
  it("flag the payment for staff with the provider's deadline, and follow its resolution", async () => {
    const { payment, user } = await memberWithTicket();
    const opened = await h.sandboxApi("/control/dispute", { transaction: payment.reference });
    expect(opened.status).toBe(200);
    const [dispute] = await h.db.select().from(paymentDisputes);
    expect(dispute).toMatchObject({ transactionId: payment.id, status: "awaiting-merchant-feedback" });
    expect(dispute?.dueAt).toEqual(new Date(TEST_NOW.getTime() + 7 * DAY));
    // Nothing is taken back until staff decide.
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.userId, user.id));
    expect(ticket?.voidedAt).toBeNull();

    const shown = await h.call(`/staff/payments/${payment.id}`, { token: await staff() });
    expect(shown.body.payment.disputes).toHaveLength(1);
    /** Whether the member's history and their console page flag the payment as disputed. */
    const flagged = async () => {
      const history = await h.call("/transaction/all", { token: await h.tokenFor(user) });
      const page = await h.call(`/staff/members/${user.id}`, { token: await staff() });
      return [
        history.body.trans.find((t: { _id: string }) => t._id === payment.id)?.disputed,
        page.body.transactions.items.find((t: { _id: string }) => t._id === payment.id)?.disputed,
      ];
    };
    expect(await flagged()).toEqual([true, true]);

    // Replayed: still one dispute.
    const replay = signed("charge.dispute.create", opened.body.data);
    expect((await h.postWebhook(replay)).status).toBe(200);
    expect(await h.db.select().from(paymentDisputes)).toHaveLength(1);

    await h.sandboxApi(`/control/dispute/${opened.body.data.id}/resolve`, { resolution: "declined" });
    const [resolved] = await h.db.select().from(paymentDisputes);
    expect(resolved).toMatchObject({ status: "resolved", resolution: "declined" });
    // Resolved: no longer flagged, still listed in the payment's details.
    expect(await flagged()).toEqual([false, false]);
    const details = await h.call(`/staff/payments/${payment.id}`, { token: await staff() });
    expect(details.body.payment.disputes).toEqual([
      expect.objectContaining({ status: "resolved", resolution: "declined" }),
    ]);

    // Out of order: a late "create" does not reopen it.
    expect((await h.postWebhook(replay)).status).toBe(200);
    expect((await h.db.select().from(paymentDisputes))[0]).toMatchObject({ status: "resolved" });
  });

  it("refuse an unsigned or badly signed dispute with 401 and record nothing", async () => {
    const { payment } = await memberWithTicket();
    h.webhooks.hold = true;
    await h.sandboxApi("/control/dispute", { transaction: payment.reference });
    const [created] = h.webhooks.held.splice(0);
    expect(JSON.parse(created!.body)).toMatchObject({ event: "charge.dispute.create" });
    expect((await h.postWebhook({ body: created!.body, signature: "00" })).status).toBe(401);
    expect((await h.postWebhook({ body: created!.body, signature: signed("x", {}).signature })).status).toBe(
      401,
    );
    const unsigned = await h.app.request("/webhook/paystack", { method: "POST", body: created!.body });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ message: "Invalid signature" });
    expect(await h.db.select().from(paymentDisputes)).toHaveLength(0);
    // The provider's own signature is believed.
    expect((await h.postWebhook(created!)).status).toBe(200);
    expect(await h.db.select().from(paymentDisputes)).toHaveLength(1);
  });

  it("ignore a signed dispute the provider does not know", async () => {
    expect(
      (await h.postWebhook(signed("charge.dispute.create", { id: 999_999, transaction: { reference: "x" } })))
        .status,
    ).toBe(200);
    expect(await h.db.select().from(paymentDisputes)).toHaveLength(0);
  });
});
