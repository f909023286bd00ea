/**
 * The Reconciliation call against the sandbox: each settlement of the last 30 days with its gross,
 * fees and net beside the club's, and a flag for each difference.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import { staffReconciliation } from "@/shared/api/all-calls";
import { PaymentLinkResponse } from "@/shared/api/contract";
import { transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series"); // ₦3,000

/** A member buys a ticket and pays; `heard` says whether the club hears of it (return and webhook). */
async function ticketPaid(heard: boolean) {
  const { token } = await h.newMember();
  const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
  const link = PaymentLinkResponse.parse(body).paystackResponse.data;
  h.webhooks.hold = !heard;
  const returned = await h.pay(link.authorization_url);
  h.webhooks.held.length = 0;
  h.webhooks.hold = false;
  if (heard) expect((await h.returnTo(returned, token)).status).toBe(200);
  return link.reference;
}

describe("reconciliation with the provider's settlements", () => {
  it("shows each settlement beside the club's payments and flags every difference", async () => {
    h.setNow(new Date("2026-11-20T09:00:00Z"));
    const matched = await ticketPaid(true);
    const differs = await ticketPaid(true);
    const lost = await ticketPaid(false);
    // The club's record of one payment says another amount.
    await h.db.update(transactions).set({ amountKobo: 290_000 }).where(eq(transactions.reference, differs));
    // A payment the club counts as paid that day, which the provider never settled.
    const [template] = await h.db.select().from(transactions).where(eq(transactions.reference, matched));
    await h.db.insert(transactions).values({
      ...template!,
      id: `${"0".repeat(23)}9`,
      reference: "never_settled",
      checkoutKey: null,
      providerId: null,
    });

    h.setNow(new Date("2026-11-22T09:00:00Z"));
    expect((await h.call(pathOf(staffReconciliation), { token: await h.signIn("member") })).status).toBe(403);
    const answer = await h.call(pathOf(staffReconciliation), { token: await h.signIn("staff") });
    expect(answer.status).toBe(200);
    // The demo data's own payments were settled on earlier days.
    const settlement = answer.body.settlements.find((s: { id: number }) => s.id === 20261120);
    expect(settlement).toMatchObject({
      id: 20261120,
      payments: 3,
      grossKobo: 900_000,
      feesKobo: 43_500,
      netKobo: 856_500,
      clubGrossKobo: 590_000,
      clubFeesKobo: 29_000,
      clubNetKobo: 561_000,
    });
    expect(settlement.flags).toEqual(
      expect.arrayContaining([
        { kind: "amount-differs", reference: differs, providerKobo: 300_000, clubKobo: 290_000 },
        { kind: "not-in-club", reference: lost, amountKobo: 300_000 },
      ]),
    );
    expect(settlement.flags).toHaveLength(2);
    expect(answer.body.unsettled).toEqual([
      { kind: "not-settled", reference: "never_settled", amountKobo: 300_000 },
    ]);
    expect((await h.call(pathOf(staffReconciliation), { token: await h.signIn("admin") })).status).toBe(200);
  });

  it("answers 503, not a crash, when the provider cannot be reached", async () => {
    const list = h.deps.payments.paystack.listSettlements;
    h.deps.payments.paystack.listSettlements = async () => {
      throw new Error("Paystack could not be reached");
    };
    try {
      const answer = await h.call(pathOf(staffReconciliation), { token: await h.signIn("staff") });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/could not be reached/);
    } finally {
      h.deps.payments.paystack.listSettlements = list;
    }
  });
});
