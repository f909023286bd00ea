import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import { staffRenewals } from "@/shared/api/all-calls";
import { memberships, notifications, transactions, users } from "../db/schema";
import { DEMO_ACCOUNTS, MEMBER_ID } from "../db/seed";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { startRenewalTimer } from "./renewal-timer";
import { runRenewals } from "./renewals";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const HOUR = 60 * 60 * 1000;

async function membershipOf(userId: string) {
  const [row] = await h.db.select().from(memberships).where(eq(memberships.userId, userId));
  return row;
}

const renewalsOf = (userId: string) =>
  h.db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .then((rows) => rows.filter((t) => t.metadata.renewal === true));

const titlesOf = (userId: string) =>
  h.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.map((r) => r.title));

/** A new member who bought Premium Monthly through the checkout, auto-renew on: it ends 22 Dec 2026 at noon. */
async function monthlyMemberWithCard() {
  const { user, token } = await h.newMember();
  const { body } = await h.call("/billing/pay/membership/monthly/true", { method: "POST", token });
  await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
  h.mailer.sent.length = 0;
  return { user, token };
}

describe("auto-renewals", () => {
  it("charge the saved card when the period has ended and extend the membership, once", async () => {
    const { user } = await monthlyMemberWithCard();
    expect((await membershipOf(user.id))?.endsAt.toISOString()).toBe("2026-12-22T12:00:00.000Z");

    h.setNow(new Date("2026-12-22T11:00:00Z"));
    expect(await runRenewals(h.deps)).toMatchObject({ ran: true, renewed: 0 });

    h.setNow(new Date("2026-12-22T12:30:00Z"));
    expect(await runRenewals(h.deps)).toEqual({ ran: true, renewed: 1, failed: 0, lapsed: 0, unsettled: 0 });
    expect((await membershipOf(user.id))?.endsAt.toISOString()).toBe("2027-01-22T12:30:00.000Z");
    const [renewal] = await renewalsOf(user.id);
    expect(renewal).toMatchObject({
      status: "complete",
      amountKobo: 600_000,
      description: "Premium Monthly membership (auto-renewal)",
    });
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([[user.email, "Payment received"]]);
    expect(await titlesOf(user.id)).toContain("Membership renewed");
    const info = await h.call("/billing/pay/info", { token: await h.tokenFor(user) });
    expect(info.body.data.membership).toMatchObject({ plan: "monthly", status: "Paid" });

    h.setNow(new Date("2026-12-22T13:30:00Z"));
    expect(await runRenewals(h.deps)).toMatchObject({ ran: true, renewed: 0, failed: 0 });
    expect(await renewalsOf(user.id)).toHaveLength(1);
  });

  it("tell the member and let the plan lapse when the card is declined, without trying again", async () => {
    // The demo member's saved card is one the sandbox never issued: it is declined.
    const before = await membershipOf(MEMBER_ID);
    h.setNow(new Date(before!.endsAt.getTime() + HOUR));

    expect(await runRenewals(h.deps)).toEqual({ ran: true, renewed: 0, failed: 1, lapsed: 0, unsettled: 0 });
    expect((await membershipOf(MEMBER_ID))?.endsAt).toEqual(before?.endsAt);
    const [renewal] = await renewalsOf(MEMBER_ID);
    expect(renewal).toMatchObject({ status: "failed", fulfilledAt: null, amountKobo: 1_500_000 });
    expect(await titlesOf(MEMBER_ID)).toContain("Auto-renew failed");
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [DEMO_ACCOUNTS.member.email, "Your payment did not go through"],
    ]);
    const info = await h.call("/billing/pay/info", { token: await h.signIn("member") });
    expect(info.body.data.membership).toEqual({ plan: "none", status: "none", endDate: null });

    h.setNow(new Date(before!.endsAt.getTime() + 2 * HOUR));
    expect(await runRenewals(h.deps)).toMatchObject({ failed: 0 });
    expect(await renewalsOf(MEMBER_ID)).toHaveLength(1);
  });

  it("let the plan lapse with a notice when there is no saved card", async () => {
    const { user } = await h.newMember();
    await h.db.update(users).set({ autoRenew: true }).where(eq(users.id, user.id));
    await h.db.insert(memberships).values({
      userId: user.id,
      plan: "yearly",
      startsAt: new Date("2025-11-22T10:00:00Z"),
      endsAt: new Date("2026-11-22T10:00:00Z"),
    });
    expect(await runRenewals(h.deps)).toMatchObject({ renewed: 0, failed: 0, lapsed: 1 });
    expect(await titlesOf(user.id)).toEqual(["Auto-renew could not run"]);
    expect(await renewalsOf(user.id)).toHaveLength(0);
    expect(await runRenewals(h.deps)).toMatchObject({ lapsed: 0 });
  });

  it("never charge a member whose last payment was not by card, though a card is saved: it lapses", async () => {
    const { user } = await monthlyMemberWithCard();
    // The member's last completed payment came by bank transfer; the card from the first one stays saved.
    await h.db.update(transactions).set({ channel: "bank_transfer" }).where(eq(transactions.userId, user.id));

    h.setNow(new Date("2026-12-15T12:00:00Z"));
    const staff = await h.signIn("staff");
    const listed = await h.call(pathOf(staffRenewals), { token: staff });
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ _id: user.id }),
        hasCard: true,
        lastChannel: "bank_transfer",
        renewsOnCard: false,
      }),
    ]);

    h.setNow(new Date("2026-12-22T12:30:00Z"));
    expect(await runRenewals(h.deps)).toEqual({ ran: true, renewed: 0, failed: 0, lapsed: 1, unsettled: 0 });
    expect(await renewalsOf(user.id)).toHaveLength(0);
    expect(
      await h.count("sandbox_paystack_transactions where access_code is null and reference not like 'demo%'"),
    ).toBe(0);
    expect((await membershipOf(user.id))?.endsAt.toISOString()).toBe("2026-12-22T12:00:00.000Z");
    const [notice] = await h.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .then((rows) => rows.filter((n) => n.title === "Auto-renew could not run"));
    expect(notice?.message).toContain("your last payment was not made by card");
  });

  it("list a card payer as charged on the card in the console", async () => {
    const { user } = await monthlyMemberWithCard();
    h.setNow(new Date("2026-12-15T12:00:00Z"));
    const listed = await h.call(`${pathOf(staffRenewals)}?pageSize=1`, {
      token: await h.signIn("staff"),
    });
    expect(listed.body).toMatchObject({ page: 1, pageSize: 1, total: 1 });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ _id: user.id }), renewsOnCard: true }),
    ]);
  });

  it("leave alone members with auto-renew off, and memberships that lapsed long ago", async () => {
    const { user } = await monthlyMemberWithCard();
    await h.db.update(users).set({ autoRenew: false }).where(eq(users.id, user.id));
    h.setNow(new Date("2026-12-23T12:00:00Z"));
    expect(await runRenewals(h.deps)).toMatchObject({ renewed: 0, failed: 0, lapsed: 0 });

    await h.db.update(users).set({ autoRenew: true }).where(eq(users.id, user.id));
    h.setNow(new Date("2027-02-01T12:00:00Z"));
    expect(await runRenewals(h.deps)).toMatchObject({ renewed: 0, failed: 0, lapsed: 0 });
    expect(await renewalsOf(user.id)).toHaveLength(0);
  });

  it("charge a period once when several runners start together", async () => {
    const { user } = await monthlyMemberWithCard();
    h.setNow(new Date("2026-12-22T12:30:00Z"));
    const reports = await Promise.all([runRenewals(h.deps), runRenewals(h.deps), runRenewals(h.deps)]);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);
    expect(await renewalsOf(user.id)).toHaveLength(1);
    expect(
      await h.count("sandbox_paystack_transactions where access_code is null and reference not like 'demo%'"),
    ).toBe(1);
  });

  it("run on the server's timer", async () => {
    const { user } = await monthlyMemberWithCard();
    h.setNow(new Date("2026-12-22T12:30:00Z"));
    const timer = startRenewalTimer(h.deps, { intervalMs: 50, firstRunDelayMs: 0 });
    try {
      await expect
        .poll(async () => (await renewalsOf(user.id)).map((t) => t.status), { timeout: 10_000 })
        .toEqual(["complete"]);
    } finally {
      await timer.stop();
    }
  });
});

describe("payment recovery after start-up", () => {
  it("settles a payment taken in the minute before a crash soon after start, not an hour later", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const { body } = await h.call("/billing/pay/membership/monthly/false", { method: "POST", token });
    await h.pay(body.paystackResponse.data.authorization_url);
    h.webhooks.held.length = 0;
    const reference = body.paystackResponse.data.reference;
    const statusOf = async () =>
      (await h.db.select().from(transactions).where(eq(transactions.reference, reference)))[0]?.status;

    // The server starts again at once: the payment is seconds old, too young for the first run.
    const timer = startRenewalTimer(h.deps, {
      intervalMs: HOUR,
      firstRunDelayMs: 0,
      recoveryAfterStartMs: 300,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await statusOf()).toBe("pending");
      h.setNow(new Date(h.deps.now().getTime() + 61_000));
      await expect.poll(statusOf, { timeout: 5_000 }).toBe("complete");
      expect((await membershipOf(user.id))?.plan).toBe("monthly");
    } finally {
      await timer.stop();
    }
  });
});
