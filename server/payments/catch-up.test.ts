/**
 * The daily catch-up against the sandbox: a payment whose webhook was lost and whose member never
 * came back is fulfilled exactly once by the next day's housekeeping; a payment the provider has and
 * the club does not is flagged.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PaymentLinkResponse } from "@/shared/api/contract";
import { paymentCatchUps, tickets, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { runHousekeeping } from "../jobs/renewal-timer";
import { catchUpWithProvider } from "./catch-up";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series"); // ₦3,000

/** A member buys a ticket and pays; the webhook is lost and they never come back to the site. */
async function paidButNeverHeardOf() {
  const { user, token } = await h.newMember();
  const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
  const link = PaymentLinkResponse.parse(body).paystackResponse.data;
  h.webhooks.hold = true;
  await h.pay(link.authorization_url);
  const lost = [...h.webhooks.held];
  h.webhooks.held.length = 0;
  h.webhooks.hold = false;
  return { user, reference: link.reference, lost };
}

const ticketsOf = (userId: string) => h.db.select().from(tickets).where(eq(tickets.userId, userId));
const paymentOf = async (reference: string) =>
  (await h.db.select().from(transactions).where(eq(transactions.reference, reference)))[0];

describe("the daily catch-up with the provider", () => {
  it("fulfils, the next day, a payment whose webhook was lost, exactly once", async () => {
    // Paid at 08:00 in Lagos; housekeeping's next look is more than a day later, past recovery's reach.
    h.setNow(new Date("2026-11-19T07:00:00Z"));
    const { user, reference } = await paidButNeverHeardOf();
    expect(await paymentOf(reference)).toMatchObject({ status: "pending" });

    h.setNow(new Date("2026-11-20T09:00:00Z"));
    await runHousekeeping(h.deps, { log: () => {} });
    expect(await paymentOf(reference)).toMatchObject({
      status: "complete",
      feesKobo: 14_500,
      channel: "card",
    });
    expect(await ticketsOf(user.id)).toHaveLength(1);
    const [day] = await h.db.select().from(paymentCatchUps);
    expect(day).toMatchObject({ day: "2026-11-20", fulfilled: 1, unmatched: [] });

    // Later runs that day, and a late webhook replay, give nothing more.
    h.setNow(new Date("2026-11-20T10:00:00Z"));
    expect(await catchUpWithProvider(h.deps)).toBeNull();
    expect(await ticketsOf(user.id)).toHaveLength(1);
  });

  it("fulfils once when runs and a late webhook race", async () => {
    h.setNow(new Date("2026-11-19T07:00:00Z"));
    const { user, reference, lost } = await paidButNeverHeardOf();
    expect(lost).toHaveLength(1);
    h.setNow(new Date("2026-11-20T09:00:00Z"));
    // The lost webhook turns up after all, while three runs start at once.
    const [runs, late] = await Promise.all([
      Promise.all([catchUpWithProvider(h.deps), catchUpWithProvider(h.deps), catchUpWithProvider(h.deps)]),
      h.postWebhook(lost[0]!),
    ]);
    expect(late.status).toBe(200);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await paymentOf(reference)).toMatchObject({ status: "complete" });
    expect(await ticketsOf(user.id)).toHaveLength(1);
    expect(h.mailer.sent.filter((mail) => mail.to === user.email)).toHaveLength(1);
  });

  it("flags a successful payment at the provider that the club has no record of", async () => {
    h.setNow(new Date("2026-11-20T07:00:00Z"));
    const started = await h.sandboxApi("/transaction/initialize", {
      email: "stranger@example.com",
      amount: 500_000,
      reference: "made_elsewhere",
      callback_url: "http://elsewhere.example/paid",
    });
    expect(started.status).toBe(200);
    await h.pay((started.body as { data: { authorization_url: string } }).data.authorization_url);
    h.setNow(new Date("2026-11-20T09:00:00Z"));
    const report = await catchUpWithProvider(h.deps);
    expect(report).toMatchObject({
      fulfilled: 0,
      unmatched: [
        {
          reference: "made_elsewhere",
          amountKobo: 500_000,
          problem: "The provider has this payment; the club has no record of it",
        },
      ],
    });
    expect(await paymentOf("made_elsewhere")).toBeUndefined();
  });

  it("gives the day back when the provider cannot be asked, so a later run tries again", async () => {
    h.setNow(new Date("2026-11-19T07:00:00Z"));
    const { reference } = await paidButNeverHeardOf();
    h.setNow(new Date("2026-11-20T09:00:00Z"));
    const list = h.deps.payments.paystack.listTransactions;
    h.deps.payments.paystack.listTransactions = async () => {
      throw new Error("Paystack could not be reached");
    };
    try {
      await expect(catchUpWithProvider(h.deps)).rejects.toThrow(/could not be reached/);
    } finally {
      h.deps.payments.paystack.listTransactions = list;
    }
    expect(await h.db.select().from(paymentCatchUps)).toEqual([]);
    expect(await catchUpWithProvider(h.deps)).toMatchObject({ fulfilled: 1 });
    expect(await paymentOf(reference)).toMatchObject({ status: "complete" });
  });
});
