import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberships, notifications, transactions } from "../db/schema";
import { runRenewals } from "../jobs/renewals";
import { PaystackError } from "./paystack-client";
import { reverifyPending } from "./reverify";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** A member on Premium Monthly with auto-renew and a card the sandbox issued; it ends 22 Dec at noon. */
async function monthlyMemberWithCard() {
  const { user, token } = await h.newMember();
  const { body } = await h.call("/billing/pay/membership/monthly/true", { method: "POST", token });
  await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
  h.mailer.sent.length = 0;
  return user;
}

/** Runs the renewal job while the provider cannot be reached: the charge's outcome is unknown. */
async function renewalLostInACrash() {
  const paystack = h.deps.payments.paystack;
  const charge = paystack.chargeAuthorization;
  paystack.chargeAuthorization = () => Promise.reject(new PaystackError("Paystack could not be reached"));
  try {
    expect(await runRenewals(h.deps)).toMatchObject({ unsettled: 1 });
  } finally {
    paystack.chargeAuthorization = charge;
  }
}

const titlesOf = async (userId: string) =>
  (await h.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

describe("a renewal whose charge outcome is unknown", () => {
  it("is checked with the provider and charged once more, then renewed", async () => {
    const user = await monthlyMemberWithCard();
    h.setNow(new Date("2026-12-22T12:30:00Z"));
    await renewalLostInACrash();
    const charges = h.providerCalls.chargeAuthorization;

    h.setNow(new Date("2026-12-22T12:35:00Z"));
    expect(await reverifyPending(h.deps)).toMatchObject({ paid: 1, failed: 0 });
    expect(h.providerCalls.chargeAuthorization).toBe(charges + 1);
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership?.endsAt.toISOString()).toBe("2027-01-22T12:35:00.000Z");
    expect(await titlesOf(user.id)).not.toContain("Auto-renew failed");

    // Never charged a third time.
    h.setNow(new Date("2026-12-22T14:00:00Z"));
    await reverifyPending(h.deps);
    expect(h.providerCalls.chargeAuthorization).toBe(charges + 1);
  });

  it("tells the member only once the retry is declined", async () => {
    const user = await monthlyMemberWithCard();
    h.setNow(new Date("2026-12-22T12:30:00Z"));
    await renewalLostInACrash();
    // The card is cancelled at the bank meanwhile: the sandbox declines cards it did not issue.
    await h.db.execute(
      sql`update card_authorizations set authorization_code = 'AUTH_gone' where user_id = ${user.id}`,
    );
    h.setNow(new Date("2026-12-22T12:35:00Z"));
    expect(await reverifyPending(h.deps)).toMatchObject({ failed: 1 });
    const renewal = (await h.db.select().from(transactions).where(eq(transactions.userId, user.id))).find(
      (t) => t.metadata.renewal === true,
    );
    expect(renewal).toMatchObject({
      status: "failed",
      metadata: expect.objectContaining({ chargeRetried: true }),
    });
    expect((await titlesOf(user.id)).filter((t) => t === "Auto-renew failed")).toHaveLength(1);
    expect(h.mailer.sent.map((m) => m.subject)).toEqual(["Your payment did not go through"]);
    h.setNow(new Date("2026-12-22T12:40:00Z"));
    expect(await reverifyPending(h.deps)).toMatchObject({ failed: 0, paid: 0 });
  });
});
