/**
 * Family training (docs/decisions/0200-household-checkout.md, 0201-household-discount.md): one
 * checkout for several players, priced by the server with the household discount, given once to
 * each player however the payment's news arrives, refunded per line, and the discount an admin sets.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import { NOT_YOUR_PLAYER } from "@/shared/domain/families";
import { auditLog, refunds, trainingSubscriptions, transactions } from "../db/schema";
import { MEMBER_ID } from "../db/seed";
import { MIDDLE_ID, PARENT_ID, TEEN_ID, YOUNGEST_ID } from "../db/seed/families";
import { catchUpWithProvider } from "./catch-up";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const DAY = 24 * 60 * 60 * 1000;
const both = [
  { player: MIDDLE_ID, package: "regular", duration: "1month" },
  { player: TEEN_ID, package: "regular", duration: "1month" },
];
const quote = (token: string, lines: unknown = both) =>
  h.call(pathOf(calls.quoteHousehold), { method: "POST", token, body: { lines } });
const pay = (token: string, total: number, lines: unknown = both) =>
  h.call(pathOf(calls.payHousehold), { method: "POST", token, body: { lines, total } });
const trainingOf = async (userId: string) =>
  (await h.db.select().from(trainingSubscriptions).where(eq(trainingSubscriptions.userId, userId)))[0];

describe("the family checkout's price", () => {
  it("prices each player as alone and takes the demo club's 10% off the second (the younger, at one price)", async () => {
    const token = await h.signIn("parent");
    const { status, body } = await quote(token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      discountPercent: 10,
      total: 150_000 + 135_000,
      lines: [
        { player: MIDDLE_ID, playerName: "Emeka Okafor", price: 150_000, discount: 15_000, amount: 135_000 },
        { player: TEEN_ID, playerName: "Zara Okafor", price: 150_000, discount: 0, amount: 150_000 },
      ],
    });
  });

  it("refuses a total the server did not quote, and opens no checkout", async () => {
    const token = await h.signIn("parent");
    const answer = await pay(token, 1);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("The price is now ₦285,000, not ₦1: check the new price and pay again.");
    expect(h.providerCalls.initialize).toBe(0);
    expect(await h.count("transactions where kind = 'household'")).toBe(0);
    // A price of its own for a line is not part of the request at all.
    const priced = await pay(token, 285_000, [{ ...both[0], amount: 1 }, both[1]]);
    expect(priced.status).toBe(200);
    const [row] = await h.db.select().from(transactions).where(eq(transactions.kind, "household"));
    expect(row?.amountKobo).toBe(28_500_000);
  });

  it("refuses a player who is not the caller's, whoever they are", async () => {
    const token = await h.signIn("parent");
    const stranger = [both[0], { player: MEMBER_ID, package: "regular", duration: "1month" }];
    for (const answer of [await quote(token, stranger), await pay(token, 285_000, stranger)]) {
      expect(answer).toMatchObject({ status: 403, body: { message: NOT_YOUR_PLAYER } });
    }
    // Nor may another member pay for the parent's children.
    const other = await h.signIn("member");
    expect((await quote(other)).status).toBe(403);
    expect(await h.count("transactions where kind = 'household'")).toBe(0);
  });

  it("refuses a player already training, by name, and a player chosen twice", async () => {
    const token = await h.signIn("parent");
    const ada = await quote(token, [
      both[0],
      { player: YOUNGEST_ID, package: "regular", duration: "1month" },
    ]);
    expect(ada.status).toBe(409);
    expect(ada.body.message).toMatch(/^Ada Okafor is already on a Training Package until /);
    expect((await quote(token, [both[0], both[0]])).status).toBe(400);
    expect((await quote(token, [])).status).toBe(400);
  });
});

describe("paying the family checkout", () => {
  it("gives each player one training period once, when the webhook, returns and the catch-up race", async () => {
    h.setNow(new Date("2026-11-21T07:00:00Z"));
    const token = await h.signIn("parent");
    h.webhooks.hold = true;
    const started = await pay(token, 285_000);
    expect(started.status).toBe(200);
    const returnUrl = await h.pay(started.body.paystackResponse.data.authorization_url);
    expect(returnUrl).toContain("/u/bills/household/");
    h.webhooks.hold = false;
    const webhook = h.webhooks.held[0]!;
    h.setNow(new Date("2026-11-22T09:00:00Z"));
    const answers = await Promise.all([
      h.postWebhook(webhook),
      h.returnTo(returnUrl, token),
      h.returnTo(returnUrl, token),
      h.postWebhook(webhook),
      catchUpWithProvider(h.deps),
    ]);
    expect(answers.slice(0, 4).map((a) => (a as { status: number }).status)).toEqual([200, 200, 200, 200]);

    const [row] = await h.db.select().from(transactions).where(eq(transactions.kind, "household"));
    expect(row).toMatchObject({ status: "complete", userId: PARENT_ID, payerId: PARENT_ID });
    expect(row?.amountKobo).toBe(28_500_000);
    // Given once: one month from the payment each, not two.
    const at = row!.fulfilledAt!.getTime();
    for (const id of [MIDDLE_ID, TEEN_ID]) {
      const training = await trainingOf(id);
      expect(training?.packageKey).toBe("regular");
      expect(training!.endsAt.getTime() - at).toBeLessThanOrEqual(31 * DAY);
      expect(training!.endsAt.getTime() - at).toBeGreaterThanOrEqual(28 * DAY);
    }
    expect(
      await h.count(`notifications where user_id = '${PARENT_ID}' and title = 'Training packages active'`),
    ).toBe(1);
    const receipts = h.mailer.sent.filter((m) => m.to === "parent@example.com");
    expect(receipts.map((m) => m.subject)).toEqual(["Payment received"]);
    expect(receipts[0]?.text).toContain(
      "Emeka Okafor: Regular training, 1 month, ₦135,000 (household discount ₦15,000)",
    );
    expect(receipts[0]?.text).toContain("Zara Okafor: Regular training, 1 month, ₦150,000");
    // Each child has a coach proposed, as a single training payment gives.
    expect(await h.count(`coach_assignments where user_id in ('${MIDDLE_ID}', '${TEEN_ID}')`)).toBe(2);

    // The receipt in the history lists each player.
    const history = await h.call(pathOf(calls.transactions), { token });
    const paid = history.body.trans.find((t: { _id: string }) => t._id === row!.id);
    expect(paid).toMatchObject({
      type: "Family Training",
      amount: 285_000,
      lines: [
        { playerName: "Emeka Okafor", amount: 135_000, discount: 15_000, refunded: 0 },
        { playerName: "Zara Okafor", amount: 150_000, discount: 0, refunded: 0 },
      ],
    });

    // Paying the same again is refused for both players before any checkout.
    expect((await pay(token, 285_000)).status).toBe(409);
  });

  it("refunds one player's line: their training only, at most their line, the player named", async () => {
    const token = await h.signIn("parent");
    const started = await pay(token, 285_000);
    await h.returnTo(await h.pay(started.body.paystackResponse.data.authorization_url), token);
    const [row] = await h.db.select().from(transactions).where(eq(transactions.kind, "household"));
    const admin = await h.signIn("admin");
    // The payments export names each player's line.
    const exported = await h.app.request(`${pathOf(calls.staffPaymentsExport)}?type=household`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await exported.text()).toContain(
      "Family training for 2 players: Emeka Okafor, Regular training, 1 month, ₦135,000 (household discount ₦15,000); Zara Okafor, Regular training, 1 month, ₦150,000",
    );
    const refund = (body: Record<string, unknown>) =>
      h.call(pathOf(calls.refundPayment, { id: row!.id }), { method: "POST", token: admin, body });

    expect((await refund({ reason: "Moved away" })).status).toBe(400);
    expect((await refund({ reason: "Moved away", player: MEMBER_ID })).status).toBe(404);
    expect((await refund({ reason: "Moved away", player: MIDDLE_ID, amount: 135_001 })).status).toBe(409);

    const zaraBefore = await trainingOf(TEEN_ID);
    const answer = await refund({ reason: "Moved away", player: MIDDLE_ID });
    expect(answer.status).toBe(200);
    expect(answer.body.payment).toMatchObject({ refunded: 135_000, refundable: 150_000 });
    expect(answer.body.payment.lines).toMatchObject([
      { player: MIDDLE_ID, refunded: 135_000 },
      { player: TEEN_ID, refunded: 0 },
    ]);
    const [stored] = await h.db.select().from(refunds).where(eq(refunds.transactionId, row!.id));
    expect(stored).toMatchObject({ playerId: MIDDLE_ID, amountKobo: 13_500_000 });
    expect((await trainingOf(MIDDLE_ID))!.endsAt.getTime()).toBeLessThanOrEqual(h.deps.now().getTime());
    expect(await trainingOf(TEEN_ID)).toEqual(zaraBefore);
    expect(
      await h.count(
        `notifications where user_id = '${PARENT_ID}' and message like '%Emeka Okafor''s training package has ended.%'`,
      ),
    ).toBe(1);
    // Emeka's line is spent; two refunds of it at once cannot pass it.
    expect((await refund({ reason: "Again", player: MIDDLE_ID })).status).toBe(409);
    const racing = await Promise.all([
      refund({ reason: "Zara too", player: TEEN_ID }),
      refund({ reason: "Zara too", player: TEEN_ID }),
    ]);
    expect(racing.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe("the household discount in the console", () => {
  const path = pathOf(calls.updateHouseholdDiscount);

  it("is set by admins only, validated, audited, and prices the next checkout", async () => {
    const admin = await h.signIn("admin");
    const current = await h.call(pathOf(calls.householdDiscount), { token: admin });
    expect(current.body.discount).toMatchObject({ percent: 10 });
    const version = current.body.discount.version;

    const staff = await h.signIn("staff");
    expect((await h.call(path, { method: "PUT", token: staff, body: { percent: 20, version } })).status).toBe(
      403,
    );
    for (const percent of [51, -1, 12.5]) {
      expect((await h.call(path, { method: "PUT", token: admin, body: { percent, version } })).status).toBe(
        400,
      );
    }
    const saved = await h.call(path, { method: "PUT", token: admin, body: { percent: 20, version } });
    expect(saved.body.discount).toMatchObject({ percent: 20, version: version + 1 });
    // A save from the older version is stale.
    expect((await h.call(path, { method: "PUT", token: admin, body: { percent: 5, version } })).status).toBe(
      409,
    );
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "household-discount.update"));
    expect(entry).toMatchObject({ before: { percent: 10 }, after: { percent: 20 } });

    const parent = await h.signIn("parent");
    expect((await quote(parent)).body).toMatchObject({ discountPercent: 20, total: 150_000 + 120_000 });
  });
});
