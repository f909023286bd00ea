import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import {
  auditLog,
  memberships,
  paymentDayTotals,
  refunds,
  renewalRuns,
  tickets,
  transactions,
} from "../db/schema";
import { MEMBER_ID, STAFF_ID } from "../db/seed";
import { tournamentIdOf } from "../db/seed/catalogue";
import { runRenewals } from "../jobs/renewals";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series");
const MINUTE = 60 * 1000;
const admin = async () => h.signIn("admin");
const staff = async () => h.signIn("staff");
const member = async () => h.signIn("member");

describe("the payments list", () => {
  it("lists every payment newest first, a page at a time, for staff", async () => {
    const answer = await h.call(`${pathOf(calls.staffPayments)}?pageSize=3`, { token: await staff() });
    expect(answer.status).toBe(200);
    // The demo payments, the demo family's two tickets and training among them.
    expect(answer.body).toMatchObject({ page: 1, pageSize: 3, total: 13 });
    expect(answer.body.items).toHaveLength(3);
    const dates = answer.body.items.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(answer.body.items[0]).toMatchObject({
      reference: expect.any(String),
      verified: expect.any(Boolean),
    });
  });

  it("gives each payment of a page as its own read does, refunds included, and counts past the end", async () => {
    const token = await admin();
    const whole = (await h.call(`${pathOf(calls.staffPayments)}?pageSize=100`, { token })).body;
    const refunded = whole.items.find((p: { status: string }) => p.status === "complete");
    const asked = await h.call(`/staff/payments/${refunded._id}/refunds`, {
      method: "POST",
      token,
      body: { amount: 1, reason: "Part of the fee back" },
    });
    expect(asked.status).toBe(200);
    const pages = [1, 2, 3].map(
      async (page) =>
        (await h.call(`${pathOf(calls.staffPayments)}?pageSize=5&page=${page}`, { token })).body,
    );
    const items = (await Promise.all(pages)).flatMap((page) => page.items);
    expect(items).toHaveLength(whole.total);
    for (const item of items) {
      const one = await h.call(`/staff/payments/${item._id}`, { token });
      expect(one.body.payment).toEqual(item);
    }
    const withRefund = items.find((p: { _id: string }) => p._id === refunded._id);
    expect(withRefund.refunds).toHaveLength(1);
    expect(withRefund.refunds[0]).toMatchObject({ amount: 1, requestedByName: expect.any(String) });
    const past = (await h.call(`${pathOf(calls.staffPayments)}?pageSize=5&page=9`, { token })).body;
    expect(past).toMatchObject({ items: [], total: whole.total });
    const pastFiltered = (await h.call(`${pathOf(calls.staffPayments)}?status=complete&page=9`, { token }))
      .body;
    expect(pastFiltered.items).toEqual([]);
    expect(pastFiltered.total).toBe(
      whole.items.filter((p: { status: string }) => p.status === "complete").length,
    );
  });

  it("filters by type, status, member and Lagos days", async () => {
    const token = await staff();
    const q = async (query: string) =>
      (await h.call(`${pathOf(calls.staffPayments)}?${query}`, { token })).body;
    expect((await q("type=ticket")).total).toBe(7);
    expect((await q("type=ticket&status=complete")).total).toBe(5);
    expect((await q("status=failed")).items[0]).toMatchObject({ type: "training", verified: false });
    expect((await q("member=pending%40example")).total).toBe(2);
    expect((await q(`member=${MEMBER_ID}`)).total).toBe(8);
    const today = TEST_NOW.toISOString().slice(0, 10);
    expect((await q(`from=${today}&to=${today}`)).total).toBe(0);
    expect((await q("from=2020-01-01&to=2030-12-31")).total).toBe(13);
  });

  it("shows one payment to staff, and says when there is none", async () => {
    const token = await staff();
    const [payment] = await h.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, "demo_member-membership"));
    const answer = await h.call(pathOf(calls.staffPayment, { id: payment!.id }), { token });
    expect(answer.body.payment).toMatchObject({
      reference: "demo_member-membership",
      refundable: 15000,
      refunds: [],
    });
    expect((await h.call(pathOf(calls.staffPayment, { id: "0".repeat(24) }), { token })).status).toBe(404);
    expect((await h.call(pathOf(calls.staffPayment, { id: "x".repeat(65) }), { token })).status).toBe(400);
    expect(
      (await h.call(pathOf(calls.staffPayment, { id: payment!.id }), { token: await member() })).status,
    ).toBe(403);
    expect(
      (
        await h.call(pathOf(calls.refundTournamentTickets, { id: "0".repeat(24) }), {
          method: "POST",
          token: await admin(),
          body: { reason: "x" },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses members, and filters that make no sense", async () => {
    expect((await h.call(pathOf(calls.staffPayments), { token: await member() })).status).toBe(403);
    expect((await h.call(pathOf(calls.staffPayments))).status).toBe(401);
    const token = await staff();
    for (const query of [
      "type=gift",
      "status=paid",
      "from=2026-02-30",
      "from=2026-03-02&to=2026-03-01",
      "pageSize=1000",
    ]) {
      expect((await h.call(`${pathOf(calls.staffPayments)}?${query}`, { token })).status).toBe(400);
    }
  });
});

describe("totals per period", () => {
  it("adds up completed payments and refunds per kind, on the Lagos calendar", async () => {
    const token = await staff();
    const answer = await h.call(`${pathOf(calls.staffPaymentTotals)}?period=this-month`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.from).toBe("2026-10-31T23:00:00.000Z");
    const membership = answer.body.totals.find((t: { type: string }) => t.type === "membership");
    expect(membership).toMatchObject({ paid: 15000, count: 1, refunded: 0, net: 15000 });

    await h.call(
      pathOf(calls.refundPayment, {
        id: (
          await h.db.select().from(transactions).where(eq(transactions.reference, "demo_member-membership"))
        )[0]!.id,
      }),
      {
        method: "POST",
        token: await admin(),
        body: { amount: 5000, reason: "Goodwill" },
      },
    );
    const after = await h.call(pathOf(calls.staffPaymentTotals), { token });
    expect(after.body.totals.find((t: { type: string }) => t.type === "membership")).toMatchObject({
      paid: 15000,
      refunded: 5000,
      net: 10000,
    });
    expect(after.body.all.refunded).toBe(5000);

    const range = await h.call(
      `${pathOf(calls.staffPaymentTotals)}?period=range&from=2020-01-01&to=2026-12-31`,
      {
        token,
      },
    );
    expect(range.body.all.count).toBe(10);
    expect((await h.call(`${pathOf(calls.staffPaymentTotals)}?period=last-month`, { token })).status).toBe(
      200,
    );
    expect((await h.call(`${pathOf(calls.staffPaymentTotals)}?period=range`, { token })).status).toBe(400);
    expect((await h.call(`${pathOf(calls.staffPaymentTotals)}?period=week`, { token })).status).toBe(400);
  });

  it("keeps each Lagos day's totals equal to its payments and refunds through every change", async () => {
    const token = await staff();
    const kept = async () =>
      (
        await h.db
          .select()
          .from(paymentDayTotals)
          .where(sql`paid_kobo <> 0 or paid_count <> 0 or refunded_kobo <> 0 or payments <> 0`)
          .orderBy(paymentDayTotals.day, paymentDayTotals.kind)
      ).map((r) => [r.day, r.kind, Number(r.paidKobo), r.paidCount, Number(r.refundedKobo), r.payments]);
    // The same sums read from every row, as the totals were added up before they were kept.
    const summed = async () => {
      const lagosDay = (column: unknown) => sql`to_char(${column} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`;
      const rows = await h.db
        .select({
          day: sql<string>`x.day`,
          kind: sql<string>`x.kind`,
          paid: sql<string>`sum(x.paid)`,
          n: sql<string>`sum(x.n)`,
          refunded: sql<string>`sum(x.refunded)`,
          asked: sql<string>`sum(x.asked)`,
        })
        .from(
          sql`(select ${lagosDay(transactions.createdAt)} as day, ${transactions.kind} as kind, ${transactions.amountKobo} as paid, 1 as n, 0 as refunded, 0 as asked
                 from ${transactions} where ${transactions.status} = 'complete'
               union all
               select ${lagosDay(transactions.createdAt)}, ${transactions.kind}, 0, 0, 0, 1 from ${transactions}
               union all
               select ${lagosDay(refunds.createdAt)}, ${transactions.kind}, 0, 0, ${refunds.amountKobo}, 0
                 from ${refunds} inner join ${transactions} on ${transactions.id} = ${refunds.transactionId}
                 where ${refunds.status} <> 'failed') x`,
        )
        .groupBy(sql`x.day`, sql`x.kind`)
        .orderBy(sql`x.day`, sql`x.kind`);
      return rows
        .map((r) => [r.day, r.kind, Number(r.paid), Number(r.n), Number(r.refunded), Number(r.asked)])
        .filter(([, , paid, n, refunded, asked]) => paid !== 0 || n !== 0 || refunded !== 0 || asked !== 0);
    };
    expect(await kept()).toEqual(await summed());
    expect((await kept()).length).toBeGreaterThan(0);

    const [template] = await h.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, "demo_member-membership"));
    // Made at 23:30 UTC: the next Lagos day. Pending first, then completed, then its amount corrected.
    const late = { ...template!, checkoutKey: null, providerId: null, receiptNumber: null };
    await h.db.insert(transactions).values([
      {
        ...late,
        id: "a".repeat(24),
        reference: "late_one",
        status: "pending",
        createdAt: new Date("2026-11-20T23:30:00Z"),
      },
      {
        ...late,
        id: "b".repeat(24),
        reference: "late_two",
        status: "complete",
        kind: "ticket",
        amountKobo: 700_000,
        createdAt: new Date("2026-11-20T22:59:00Z"),
      },
    ]);
    expect(await kept()).toEqual(await summed());
    await h.db
      .update(transactions)
      .set({ status: "complete" })
      .where(eq(transactions.id, "a".repeat(24)));
    await h.db
      .update(transactions)
      .set({ amountKobo: 1_200_000 })
      .where(eq(transactions.id, "a".repeat(24)));
    // Refunds: one counted, one failed later, and the payment's kind corrected with its refunds.
    await h.db.insert(refunds).values([
      {
        id: "c".repeat(24),
        transactionId: "a".repeat(24),
        amountKobo: 100_000,
        status: "processed",
        cause: "staff",
        reason: "Goodwill",
        createdAt: new Date("2026-11-21T10:00:00Z"),
      },
      {
        id: "d".repeat(24),
        transactionId: "a".repeat(24),
        amountKobo: 50_000,
        status: "pending",
        cause: "staff",
        reason: "Goodwill",
        createdAt: new Date("2026-11-22T10:00:00Z"),
      },
    ]);
    await h.db
      .update(refunds)
      .set({ status: "failed" })
      .where(eq(refunds.id, "d".repeat(24)));
    await h.db
      .update(transactions)
      .set({ kind: "training" })
      .where(eq(transactions.id, "a".repeat(24)));
    await h.db
      .update(transactions)
      .set({ status: "failed" })
      .where(eq(transactions.id, "b".repeat(24)));
    expect(await kept()).toEqual(await summed());
    await h.db.delete(refunds).where(eq(refunds.id, "c".repeat(24)));
    await h.db.delete(transactions).where(eq(transactions.id, "b".repeat(24)));
    expect(await kept()).toEqual(await summed());

    // Twenty payments completed at once on one day all count.
    const pending = Array.from({ length: 20 }, (_, i) => ({
      ...late,
      id: `e${String(i).padStart(23, "0")}`,
      reference: `at_once_${i}`,
      status: "pending" as const,
      createdAt: new Date("2026-11-21T12:00:00Z"),
    }));
    await h.db.insert(transactions).values(pending);
    await Promise.all(
      pending.map((p) =>
        h.db.update(transactions).set({ status: "complete" }).where(eq(transactions.id, p.id)),
      ),
    );
    expect(await kept()).toEqual(await summed());
    const day = await h.call(
      `${pathOf(calls.staffPaymentTotals)}?period=range&from=2026-11-21&to=2026-11-21`,
      {
        token,
      },
    );
    expect(day.body.totals.find((t: { type: string }) => t.type === "membership")).toMatchObject({
      count: 20,
      paid: (20 * Number(template!.amountKobo)) / 100,
    });
    // The list counts every payment of the day from the same kept totals, and by status from the rows.
    const list = async (query: string) =>
      (await h.call(`${pathOf(calls.staffPayments)}?pageSize=5&${query}`, { token })).body.total;
    const counted = async (where: ReturnType<typeof sql>) =>
      (await h.db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(where))[0]!.n;
    const on21st = sql`${transactions.createdAt} >= '2026-11-20T23:00:00Z' and ${transactions.createdAt} < '2026-11-21T23:00:00Z'`;
    expect(await counted(on21st)).toBeGreaterThanOrEqual(21);
    expect(await list("from=2026-11-21&to=2026-11-21")).toBe(await counted(on21st));
    expect(await list("from=2026-11-21&to=2026-11-21&type=training")).toBe(
      await counted(sql`${on21st} and ${transactions.kind} = 'training'`),
    );
    expect(await list("from=2026-11-21&to=2026-11-21&status=pending")).toBe(
      await counted(sql`${on21st} and ${transactions.status} = 'pending'`),
    );
    expect(await list("")).toBe(await counted(sql`true`));
    expect(await list("to=2026-11-20")).toBe(
      await counted(sql`${transactions.createdAt} < '2026-11-20T23:00:00Z'`),
    );
  });
});

describe("the CSV export", () => {
  it("is for staff, audited, quoted, with a byte-order mark and formulas defused", async () => {
    const { user, token } = await h.newMember();
    await h.db
      .update((await import("../db/schema")).users)
      .set({ fullName: '=HYPERLINK("x")' })
      .where(eq((await import("../db/schema")).users.id, user.id));
    await h.call(`/tour/register/${ENUGU}`, { token });

    // A member who is not staff is refused.
    expect((await h.call(pathOf(calls.staffPaymentsExport), { token })).status).toBe(403);
    const response = await h.app.request(`${pathOf(calls.staffPaymentsExport)}?type=ticket`, {
      headers: { authorization: `Bearer ${await staff()}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="payments-2026-11-22.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Date (Lagos)","Row","Reference","Type","Channel","Status","Amount (NGN)","Fees (NGN)","Net (NGN)","Provider id","Settlement","Settled on (Lagos)","Receipt","Description","Member","Email","By","Reason","Disputed"',
    );
    expect(lines).toHaveLength(9);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "payments.export"));
    // Admins may export too.
    const byAdmin = await h.app.request(pathOf(calls.staffPaymentsExport), {
      headers: { authorization: `Bearer ${await admin()}` },
    });
    expect(byAdmin.status).toBe(200);
    expect(entry).toMatchObject({
      actorId: STAFF_ID,
      after: { rows: 8, filters: { type: "ticket" }, format: "csv" },
    });
  });
});

describe("auto-renewals in the console", () => {
  it("lists who renews in the next 14 days and the last run's result", async () => {
    const token = await staff();
    const empty = await h.call(pathOf(calls.staffRenewals), { token });
    expect(empty.body).toEqual({ items: [], page: 1, pageSize: 20, total: 0, lastRun: null });

    // The demo member's quarterly membership ends in about 70 days.
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, MEMBER_ID));
    h.setNow(new Date(membership!.endsAt.getTime() - 10 * 24 * 60 * MINUTE));
    const soon = await h.call(pathOf(calls.staffRenewals), { token: await staff() });
    expect(soon.body.items).toEqual([
      expect.objectContaining({
        plan: "Premium Quarterly",
        amount: 15000,
        hasCard: true,
        renewsOnCard: true,
        member: expect.objectContaining({ _id: MEMBER_ID }),
      }),
    ]);

    h.setNow(new Date(membership!.endsAt.getTime() + MINUTE));
    await runRenewals(h.deps);
    const after = await h.call(pathOf(calls.staffRenewals), { token: await staff() });
    expect(after.body.lastRun).toMatchObject({ failed: 1, renewed: 0, finishedAt: expect.any(String) });
    expect(await h.db.select().from(renewalRuns)).toHaveLength(1);
    expect((await h.call(pathOf(calls.staffRenewals), { token: await member() })).status).toBe(403);
  });
});

describe("money that arrives twice", () => {
  it("refunds a second payment for a ticket already held, and tells the member", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const first = await h.call(`/tour/register/${ENUGU}`, { token });
    h.setNow(new Date(TEST_NOW.getTime() + 31 * MINUTE));
    const second = await h.call(`/tour/register/${ENUGU}`, { token });
    const urls = [first, second].map((a) => a.body.paystackResponse.data.authorization_url);
    expect(urls[0]).not.toBe(urls[1]);
    const returns = [await h.pay(urls[0]), await h.pay(urls[1])];
    h.webhooks.hold = false;
    for (const webhook of h.webhooks.held.splice(0)) await h.postWebhook(webhook);

    const paid = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(paid.map((p) => p.status)).toEqual(["complete", "complete"]);
    expect(await h.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(1);
    const duplicate = paid.find((p) => typeof p.metadata.duplicateOf === "string")!;
    const [refund] = await h.db.select().from(refunds).where(eq(refunds.transactionId, duplicate.id));
    expect(refund).toMatchObject({ cause: "duplicate", amountKobo: duplicate.amountKobo, requestedBy: null });
    expect(h.mailer.sent.map((m) => m.subject)).toEqual([
      "Your ticket for Enugu Club Series",
      "We are refunding your payment",
    ]);
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.userId, user.id));
    expect(ticket?.voidedAt).toBeNull();

    // The return pages: the first as before, the second the same plus the duplicate flag.
    const booked = { message: "Your ticket for Enugu Club Series is booked.", status: "success" };
    expect(await h.returnTo(returns[0]!, token)).toEqual({ status: 200, body: booked });
    expect(await h.returnTo(returns[1]!, token)).toEqual({
      status: 200,
      body: { ...booked, duplicate: true },
    });
  });

  it("says so on the return page that settles a second membership payment itself", async () => {
    const { user, token } = await h.newMember();
    // No webhook arrives: the return pages settle both payments.
    h.webhooks.hold = true;
    const first = await h.call("/billing/pay/membership/monthly/false", { method: "POST", token });
    const second = await h.call("/billing/pay/membership/monthly/true", { method: "POST", token });
    const returns = [
      await h.pay(first.body.paystackResponse.data.authorization_url),
      await h.pay(second.body.paystackResponse.data.authorization_url),
    ];
    const paid = { message: "Thank you: Premium Monthly membership is paid.", status: "success" };
    expect(await h.returnTo(returns[0]!, token)).toEqual({ status: 200, body: paid });
    const again = await h.returnTo(returns[1]!, token);
    expect(again).toEqual({ status: 200, body: { ...paid, duplicate: true } });
    // A reload answers the same, and the payment is refunded once.
    expect(await h.returnTo(returns[1]!, token)).toEqual(again);
    expect(await h.returnTo(returns[0]!, token)).toEqual({ status: 200, body: paid });
    const rows = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
    const duplicate = rows.find((row) => typeof row.metadata.duplicateOf === "string");
    expect(duplicate?.reference).toBe(new URL(returns[1]!).searchParams.get("reference"));
    expect(await h.db.select().from(refunds).where(eq(refunds.transactionId, duplicate!.id))).toHaveLength(1);
  });

  it("gives both of two different payments settled at once: one member's fulfilments take turns", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const monthly = await h.call("/billing/pay/membership/monthly/false", { method: "POST", token });
    const quarterly = await h.call("/billing/pay/membership/quarterly/false", { method: "POST", token });
    await h.pay(monthly.body.paystackResponse.data.authorization_url);
    await h.pay(quarterly.body.paystackResponse.data.authorization_url);
    h.webhooks.hold = false;
    await Promise.all(h.webhooks.held.splice(0).map((w) => h.postWebhook(w)));
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    // One month and three months, one after the other: never collapsed into one period.
    expect(membership?.endsAt.toISOString()).toBe("2027-03-22T12:00:00.000Z");
    expect(await h.db.select().from(refunds)).toHaveLength(0);
  });
});

describe("refunding a cancelled tournament's tickets", () => {
  it("refunds every ticket in one action, each on its own", async () => {
    const buyers = [await h.newMember(), await h.newMember()];
    for (const { token } of buyers) {
      const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
      await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
    }
    const token = await admin();
    expect(
      (
        await h.call(pathOf(calls.refundTournamentTickets, { id: ENUGU }), {
          method: "POST",
          token,
          body: { reason: "Cancelled" },
        })
      ).status,
    ).toBe(409);
    const { body: t } = await h.call(pathOf(calls.staffTournament, { id: ENUGU }), { token });
    await h.call(pathOf(calls.cancelTournament, { id: ENUGU }), {
      method: "POST",
      token,
      body: { version: t.tournament.version, confirm: true },
    });
    expect(
      (
        await h.call(pathOf(calls.refundTournamentTickets, { id: ENUGU }), {
          method: "POST",
          token: await staff(),
          body: { reason: "x" },
        })
      ).status,
    ).toBe(403);
    // The provider's answer to one of the two is lost: that refund awaits its confirmation.
    h.provider.refundTimeouts.push("answer-lost");
    const answer = await h.call(pathOf(calls.refundTournamentTickets, { id: ENUGU }), {
      method: "POST",
      token,
      body: { reason: "The tournament was cancelled" },
    });
    expect(answer.body).toMatchObject({ refunded: 1, unconfirmed: 1, failed: 0 });
    expect(answer.body.message).toBe(
      "1 ticket is being refunded (₦3,000 in all); 1 await the provider's confirmation, which we check by ourselves",
    );
    expect(await h.db.select().from(refunds)).toHaveLength(2);
    // Neither is refunded twice.
    const again = await h.call(pathOf(calls.refundTournamentTickets, { id: ENUGU }), {
      method: "POST",
      token,
      body: { reason: "Again" },
    });
    expect(again.body).toMatchObject({ refunded: 0, unconfirmed: 0, failed: 0 });
    expect(await h.db.select().from(refunds)).toHaveLength(2);
  });
});
