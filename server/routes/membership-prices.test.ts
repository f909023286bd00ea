/**
 * Membership prices an admin edits (docs/decisions/0215-membership-prices-in-the-database.md): the
 * public list the plan cards are built from, the console's edit (admins only, validated, audited,
 * one of two racing saves), what checkout and auto-renewals charge after a change, and how members
 * on auto-renew are told before a rise reaches them.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import {
  auditLog,
  memberships,
  messageOutbox,
  messageSettings,
  notifications,
  transactions,
  users,
} from "../db/schema";
import { sendRenewalNotices } from "../jobs/renewal-notices";
import { runRenewals } from "../jobs/renewals";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";

let h: PaymentHarness;
let admin = "";
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  admin = await h.signIn("admin");
});

const editPath = (key: string) => pathOf(calls.updateMembershipPrice, { key });

async function staffPrices(token = admin) {
  const { status, body } = await h.call(pathOf(calls.staffMembershipPrices), { token });
  expect(status).toBe(200);
  return body.prices as { key: string; priceNGN: number; priceUSD: number; version: number }[];
}

async function setPrice(key: string, priceNGN: number, priceUSD: number, token = admin) {
  const version = (await staffPrices()).find((p) => p.key === key)!.version;
  return h.call(editPath(key), { method: "PUT", token, body: { priceNGN, priceUSD, version } });
}

/** A new member who bought Premium Monthly through the checkout, auto-renew on: it ends 22 Dec 2026 at noon. */
async function monthlyMemberWithCard() {
  const { user, token } = await h.newMember();
  const { body } = await h.call("/billing/pay/membership/monthly/true", { method: "POST", token });
  await h.returnTo(await h.pay(body.paystackResponse.data.authorization_url), token);
  h.mailer.sent.length = 0;
  return { user, token };
}

const renewalsOf = (userId: string) =>
  h.db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .then((rows) => rows.filter((t) => t.metadata.renewal === true));

describe("membership prices", () => {
  it("are served to anyone as stored, monthly first, cacheable like the rest of the catalogue", async () => {
    const response = await h.app.request("/plan/membership-prices");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    expect(await response.json()).toEqual({
      prices: [
        { key: "monthly", priceNGN: 6000, priceUSD: 5 },
        { key: "quarterly", priceNGN: 15000, priceUSD: 10 },
        { key: "yearly", priceNGN: 70000, priceUSD: 50 },
      ],
    });
  });

  it("are edited by admins only, audited, and served at once", async () => {
    const staff = await h.signIn("staff");
    const member = await h.signIn("member");
    for (const token of [staff, member]) {
      expect((await h.call(pathOf(calls.staffMembershipPrices), { token })).status).toBe(403);
      const refused = await h.call(editPath("yearly"), {
        method: "PUT",
        token,
        body: { priceNGN: 54000, priceUSD: 40, version: 1 },
      });
      expect(refused.status).toBe(403);
    }
    const { status, body } = await setPrice("yearly", 54000, 40);
    expect(status).toBe(200);
    expect(body).toEqual({
      price: expect.objectContaining({
        key: "yearly",
        priceNGN: 54000,
        priceUSD: 40,
        renewalPriceNGN: null,
        renewalPriceUntil: null,
        version: 2,
      }),
      membersTold: 0,
    });
    const served = (await h.call("/plan/membership-prices")).body.prices;
    expect(served[2]).toEqual({ key: "yearly", priceNGN: 54000, priceUSD: 40 });
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "membership-price.update"));
    expect(entry).toMatchObject({
      entityId: "yearly",
      before: expect.objectContaining({ priceNGN: 70000, priceUSD: 50 }),
      after: expect.objectContaining({ priceNGN: 54000, priceUSD: 40 }),
    });
  });

  it("refuse a bad price, an unknown plan and a stale version with a 4xx message", async () => {
    const bad = [
      { priceNGN: 50, priceUSD: 5, version: 1 },
      { priceNGN: 6000.5, priceUSD: 5, version: 1 },
      { priceNGN: 6000, priceUSD: 0, version: 1 },
      { priceNGN: 6000, priceUSD: 5.5, version: 1 },
      { priceNGN: 30_000_000, priceUSD: 5, version: 1 },
      { priceNGN: "6000", priceUSD: 5, version: 1 },
      { priceNGN: 6000, priceUSD: 5 },
    ];
    for (const body of bad) {
      const answer = await h.call(editPath("monthly"), { method: "PUT", token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const unknown = await h.call(editPath("weekly"), {
      method: "PUT",
      token: admin,
      body: { priceNGN: 6000, priceUSD: 5, version: 1 },
    });
    expect(unknown.status).toBe(400);
    expect((await setPrice("monthly", 6500, 5)).status).toBe(200);
    const stale = await h.call(editPath("monthly"), {
      method: "PUT",
      token: admin,
      body: { priceNGN: 7000, priceUSD: 6, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await staffPrices())[0]).toMatchObject({ priceNGN: 6500, version: 2 });
  });

  it("take one of two saves sent at once from the same version, and nothing of the other", async () => {
    const body = (priceNGN: number) => ({ priceNGN, priceUSD: 5, version: 1 });
    const answers = await Promise.all([
      h.call(editPath("monthly"), { method: "PUT", token: admin, body: body(6500) }),
      h.call(editPath("monthly"), { method: "PUT", token: admin, body: body(7000) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const saved = answers.find((a) => a.status === 200)!.body.price.priceNGN;
    expect((await staffPrices())[0]).toMatchObject({ priceNGN: saved, version: 2 });
    expect(
      await h.db.select().from(auditLog).where(eq(auditLog.action, "membership-price.update")),
    ).toHaveLength(1);
  });

  it("are what checkout charges", async () => {
    expect((await setPrice("quarterly", 16500, 11)).status).toBe(200);
    const { user, token } = await h.newMember();
    const { status } = await h.call("/billing/pay/membership/quarterly/false", { method: "POST", token });
    expect(status).toBe(200);
    const [order] = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(order).toMatchObject({ kind: "membership", amountKobo: 1_650_000 });
  });
});

describe("a membership price rise", () => {
  it("tells members on auto-renew, keeps the old price for renewals within 30 days and charges the new one after", async () => {
    const { user } = await monthlyMemberWithCard();
    // This member takes club messages on WhatsApp first.
    await h.db.update(users).set({ phoneNumber: "+2348031234567" }).where(eq(users.id, user.id));
    await h.db
      .insert(messageSettings)
      .values({ userId: user.id, optedIn: ["whatsapp"], channelOrder: ["whatsapp", "email", "sms", "push"] });
    // Another member on the plan has auto-renew off: nobody to tell.
    const { user: byHand, token: byHandToken } = await h.newMember();
    const { body: paid } = await h.call("/billing/pay/membership/monthly/false", {
      method: "POST",
      token: byHandToken,
    });
    await h.returnTo(await h.pay(paid.paystackResponse.data.authorization_url), byHandToken);
    h.mailer.sent.length = 0;

    h.setNow(new Date("2026-11-25T10:00:00Z"));
    const { status, body } = await setPrice("monthly", 7000, 6);
    expect(status).toBe(200);
    expect(body.membersTold).toBe(1);
    expect(body.price).toMatchObject({
      priceNGN: 7000,
      renewalPriceNGN: 6000,
      renewalPriceUntil: "2026-12-25T10:00:00.000Z",
    });
    const told = await h.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, user.id), eq(notifications.title, "New price for Premium Monthly")),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(
      "Premium Monthly now costs ₦7,000 (it was ₦6,000). Your renewal on 22 Dec 2026 is still charged ₦6,000; renewals from 25 Dec 2026 are charged ₦7,000. You can turn auto-renew off on your Billings page.",
    );
    const [message] = await h.db.select().from(messageOutbox).where(eq(messageOutbox.userId, user.id));
    expect(message).toMatchObject({ kind: "renewal-due", notificationId: told[0]!.id });
    await expect
      .poll(() => h.mailer.sent.map((m) => [m.to, m.subject]))
      .toEqual([[user.email, "New price for Premium Monthly"]]);
    expect(
      await h.db.select().from(notifications).where(eq(notifications.userId, byHand.id)),
    ).not.toContainEqual(expect.objectContaining({ title: "New price for Premium Monthly" }));

    // Three days before: the renewal notice names the price the renewal will be charged.
    h.setNow(new Date("2026-12-19T13:00:00Z"));
    await sendRenewalNotices(h.deps);
    const [soon] = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, "Membership renews soon")));
    expect(soon?.message).toContain("we will charge ₦6,000");

    // The renewal starting 22 December, within the notice: the old price.
    h.setNow(new Date("2026-12-22T12:30:00Z"));
    expect(await runRenewals(h.deps)).toMatchObject({ renewed: 1 });
    // The next, starting 22 January: the new one.
    h.setNow(new Date("2027-01-22T13:00:00Z"));
    expect(await runRenewals(h.deps)).toMatchObject({ renewed: 1 });
    expect((await renewalsOf(user.id)).map((t) => t.amountKobo)).toEqual([600_000, 700_000]);
  });

  it("is told to nobody when only the dollar price moves, and a cut reaches renewals at once", async () => {
    const { user } = await monthlyMemberWithCard();
    expect((await setPrice("monthly", 6000, 6)).body.membersTold).toBe(0);
    const cut = await setPrice("monthly", 5000, 4);
    expect(cut.body).toMatchObject({ membersTold: 1, price: { renewalPriceNGN: null } });
    h.setNow(new Date("2026-12-22T12:30:00Z"));
    expect(await runRenewals(h.deps)).toMatchObject({ renewed: 1 });
    expect((await renewalsOf(user.id)).map((t) => t.amountKobo)).toEqual([500_000]);
    const [membership] = await h.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership?.plan).toBe("monthly");
  });
});
