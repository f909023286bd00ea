/** Renewal notices: due at the right time, to the right members, each sent once under concurrent runs. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cardAuthorizations, notifications, transactions } from "../db/schema";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { sendRenewalNotices } from "./renewal-notices";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** A new member who bought Premium Monthly by card, auto-renew on: it ends 22 Dec 2026 at noon. */
async function monthlyMemberWithCard() {
  const { user, token } = await h.newMember();
  const { body } = await h.call("/billing/pay/membership/monthly/true", { method: "POST", token });
  await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
  h.mailer.sent.length = 0;
  return { user, token };
}

const noticesOf = (userId: string) =>
  h.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => /renew|card expires/i.test(n.title)));

/** Five housekeeping runs at once, as on five servers. */
const runConcurrently = () => Promise.all(Array.from({ length: 5 }, () => sendRenewalNotices(h.deps)));

describe("renewal notices", () => {
  it("tell a card member 3 days before the charge, with the amount and how to stop it, once", async () => {
    const { user } = await monthlyMemberWithCard();
    h.setNow(new Date("2026-12-19T11:00:00Z"));
    expect(await sendRenewalNotices(h.deps)).toBe(0);

    h.setNow(new Date("2026-12-19T13:00:00Z"));
    const sent = await runConcurrently();
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const notices = await noticesOf(user.id);
    expect(notices.map((n) => n.title)).toEqual(["Membership renews soon"]);
    expect(notices[0]?.message).toContain("₦6,000");
    expect(notices[0]?.message).toContain("turn off Auto-renew");
    const mails = h.mailer.sent.filter((m) => m.to === user.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your membership renews on 22 Dec 2026"]);
    expect(mails[0]?.text).toContain("card ending in 4081");

    h.setNow(new Date("2026-12-21T13:00:00Z"));
    expect(await sendRenewalNotices(h.deps)).toBe(0);
  });

  it("ask a member whose last payment was a bank transfer to renew 7 days ahead, with a checkout link that works", async () => {
    const { user } = await monthlyMemberWithCard();
    await h.db.update(transactions).set({ channel: "bank_transfer" }).where(eq(transactions.userId, user.id));

    // Before the last week the membership cannot be bought again.
    h.setNow(new Date("2026-12-14T13:00:00Z"));
    expect(await sendRenewalNotices(h.deps)).toBe(0);
    const early = await h.call("/billing/pay/membership/monthly/false", {
      method: "POST",
      token: await h.tokenFor(user),
    });
    expect(early.status).toBe(409);

    h.setNow(new Date("2026-12-15T13:00:00Z"));
    expect((await runConcurrently()).reduce((a, b) => a + b, 0)).toBe(1);
    const [notice] = await noticesOf(user.id);
    expect(notice?.title).toBe("Renew your membership");
    const mail = h.mailer.sent.find((m) => m.to === user.email);
    expect(mail?.subject).toBe("Your membership ends on 22 Dec 2026");
    const link = mail?.text.match(/http:\/\/localhost:4321\/u\/billings\?pay=\S+/)?.[0] ?? "";
    const selection = JSON.parse(new URL(link).searchParams.get("pay") ?? "{}");
    expect(selection).toMatchObject({
      type: "Membership Package",
      key: "monthly",
      price: 6000,
      autoRenew: false,
    });

    // The link's checkout opens in the last week; the new period starts when this one ends.
    const renew = await h.call("/billing/pay/membership/monthly/false", {
      method: "POST",
      token: await h.tokenFor(user),
    });
    expect(renew.status).toBe(200);
    expect(await sendRenewalNotices(h.deps)).toBe(0);
  });

  it("flag a saved card a month before it expires, once", async () => {
    const { user } = await monthlyMemberWithCard();
    await h.db
      .update(cardAuthorizations)
      .set({ expMonth: "12", expYear: "2026" })
      .where(eq(cardAuthorizations.userId, user.id));
    h.setNow(new Date("2026-11-29T12:00:00Z"));
    expect(await sendRenewalNotices(h.deps)).toBe(0);
    h.setNow(new Date("2026-12-05T12:00:00Z"));
    expect((await runConcurrently()).reduce((a, b) => a + b, 0)).toBe(1);
    expect((await noticesOf(user.id)).map((n) => n.title)).toEqual(["Your saved card expires soon"]);
    h.setNow(new Date("2026-12-06T12:00:00Z"));
    expect(await sendRenewalNotices(h.deps)).toBe(0);
  });
});
