/**
 * The payment flows end to end over HTTP against the in-process Paystack sandbox: the member's pay
 * call, the checkout page's Pay or Cancel, the provider's webhook and the browser's return, in every
 * order and any number of times.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CallbackResponse, PaymentLinkResponse } from "@/shared/api/contract";
import { createApp } from "../app";
import {
  cardAuthorizations,
  notifications,
  sandboxPaystackTransactions,
  tickets,
  transactions,
} from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createPayments } from "../payments/payments";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TICKET_TOKEN_PATTERN } from "../payments/ticket-token";
import { signWebhookBody } from "../payments/webhook-signature";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series"); // 28 Nov 2026, ₦3,000
const KANO = tournamentIdOf("Kano Amateur Open"); // March 2026: past

/** Asks for a ticket's checkout link, as the Buy Ticket button does. */
async function registerFor(tournamentId: string, token: string) {
  const { status, body } = await h.call(`/tour/register/${tournamentId}`, { token });
  expect(status).toBe(200);
  return PaymentLinkResponse.parse(body).paystackResponse.data;
}

async function transactionOf(reference: string) {
  const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, reference));
  return row;
}

const ticketsOf = (userId: string) => h.db.select().from(tickets).where(eq(tickets.userId, userId));
const mailsTo = (email: string) => h.mailer.sent.filter((m) => m.to === email);
const noticesOf = (userId: string, title: string) =>
  h.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.title === title));

describe("buying a tournament ticket", () => {
  it("pays through the checkout: the webhook fulfils, the return page confirms, the card is saved", async () => {
    const { user, token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    expect(link.authorization_url).toBe(
      `http://localhost:4321/sandbox/paystack/checkout/${link.access_code}`,
    );
    expect(await transactionOf(link.reference)).toMatchObject({
      status: "pending",
      kind: "ticket",
      amountKobo: 300_000,
      userId: user.id,
    });

    const page = await h.browse(link.authorization_url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("₦3,000");
    expect(html).toContain(user.email);
    expect(html).toContain("Ticket: Enugu Club Series");

    const returnUrl = await h.pay(link.authorization_url);
    expect(returnUrl).toBe(
      `http://localhost:4321/u/ticket/${ENUGU}?trxref=${link.reference}&reference=${link.reference}`,
    );
    // The webhook arrived before the browser came back: the ticket exists already.
    expect(await ticketsOf(user.id)).toHaveLength(1);

    const { status, body } = await h.returnTo(returnUrl, token);
    expect(status).toBe(200);
    expect(CallbackResponse.parse(body)).toEqual({
      message: "Your ticket for Enugu Club Series is booked.",
      status: "success",
    });
    const [ticket] = await ticketsOf(user.id);
    expect(ticket).toMatchObject({ tournamentId: ENUGU, priceKobo: 300_000 });
    expect(ticket?.token).toMatch(TICKET_TOKEN_PATTERN);
    expect(await transactionOf(link.reference)).toMatchObject({
      status: "complete",
      fulfilledAt: expect.any(Date),
    });

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Your ticket for Enugu Club Series");
    expect(mails[0]?.text).toContain(`Ticket code: ${ticket?.token}`);
    expect(await noticesOf(user.id, "Ticket confirmed")).toHaveLength(1);
    const [card] = await h.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.userId, user.id));
    expect(card).toMatchObject({ last4: "4081", cardType: "visa", email: user.email });

    const check = await h.call("/match/matchCheck", { method: "POST", token, body: { tournamentId: ENUGU } });
    expect(check.body).toEqual({ match: true });
  });

  it("gives the same answer and nothing more when the return page is reloaded", async () => {
    const { user, token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    const returnUrl = await h.pay(link.authorization_url);
    const first = await h.returnTo(returnUrl, token);
    for (let i = 0; i < 3; i++) expect(await h.returnTo(returnUrl, token)).toEqual(first);
    expect(await ticketsOf(user.id)).toHaveLength(1);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await noticesOf(user.id, "Ticket confirmed")).toHaveLength(1);
  });

  it("fulfils on the browser's return when the webhook comes later, and the late webhook changes nothing", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const link = await registerFor(ENUGU, token);
    const returnUrl = await h.pay(link.authorization_url);
    expect(await ticketsOf(user.id)).toHaveLength(0);

    expect((await h.returnTo(returnUrl, token)).status).toBe(200);
    const [ticket] = await ticketsOf(user.id);
    expect(ticket).toBeDefined();

    expect(h.webhooks.held).toHaveLength(1);
    const late = await h.postWebhook(h.webhooks.held[0]!);
    expect(late).toEqual({ status: 200, body: { message: "Received" } });
    expect(await ticketsOf(user.id)).toEqual([ticket]);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("gives exactly one ticket to 20 concurrent returns and the webhook for one payment", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const link = await registerFor(ENUGU, token);
    const returnUrl = await h.pay(link.authorization_url);
    const webhook = h.webhooks.held[0]!;

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => h.returnTo(returnUrl, token)),
      h.postWebhook(webhook),
      h.postWebhook(webhook),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(22).fill(200));
    expect(await ticketsOf(user.id)).toHaveLength(1);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await noticesOf(user.id, "Ticket confirmed")).toHaveLength(1);
    expect(await h.count(`transactions where user_id = '${user.id}' and status = 'complete'`)).toBe(1);
  });

  it("records a cancelled checkout as failed, tells the member once, and gives nothing", async () => {
    const { user, token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    const returnUrl = await h.cancel(link.authorization_url);
    expect(returnUrl).toContain(`reference=${link.reference}`);
    expect(h.webhooks.held).toHaveLength(0);

    const { status, body } = await h.returnTo(returnUrl, token);
    expect(status).toBe(402);
    expect(body).toEqual({
      message: "Your payment for Ticket: Enugu Club Series did not go through. You have not been charged.",
      status: "failed",
    });
    expect((await h.returnTo(returnUrl, token)).status).toBe(402);
    expect(await transactionOf(link.reference)).toMatchObject({ status: "failed", fulfilledAt: null });
    expect(await ticketsOf(user.id)).toHaveLength(0);
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(["Your payment did not go through"]);
    expect(await noticesOf(user.id, "Payment failed")).toHaveLength(1);
    // Nothing else of the member's changed either.
    expect(await h.count(`card_authorizations where user_id = '${user.id}'`)).toBe(0);
  });

  it("uses an authorization URL once: a second Pay shows the already-used page", async () => {
    const { user, token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    await h.pay(link.authorization_url);
    const again = await h.browse(`${link.authorization_url}/pay`, "POST");
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This payment link has already been used");
    const page = await h.browse(link.authorization_url);
    expect(page.status).toBe(409);
    expect(await ticketsOf(user.id)).toHaveLength(1);
    expect(
      await h.count(`sandbox_paystack_transactions where status = 'success' and reference not like 'demo%'`),
    ).toBe(1);
  });

  it("answers Already Paid for a tournament the member holds a ticket for", async () => {
    const { token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    await h.returnTo(await h.pay(link.authorization_url), token);
    const { status, body } = await h.call(`/tour/register/${ENUGU}`, { token });
    expect(status).toBe(409);
    expect(body.message).toBe("Already Paid");
  });

  it("does not sell tickets for a past or unknown tournament", async () => {
    const { token } = await h.newMember();
    const past = await h.call(`/tour/register/${KANO}`, { token });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/already taken place/);
    expect((await h.call(`/tour/register/${"0".repeat(24)}`, { token })).status).toBe(404);
    expect((await h.call(`/tour/register/${ENUGU}`)).status).toBe(401);
    expect(await h.count("transactions where reference like 'tc_%'")).toBe(0);
  });
});

describe("webhooks", () => {
  it("refuse a bad signature with 401 and change nothing", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const link = await registerFor(ENUGU, token);
    await h.pay(link.authorization_url);
    const genuine = h.webhooks.held[0]!;
    const tampered = genuine.body.replace(`"amount":300000`, `"amount":100`);
    expect(tampered).not.toBe(genuine.body);

    for (const webhook of [
      { body: tampered, signature: genuine.signature },
      { body: genuine.body, signature: signWebhookBody(genuine.body, "sk_test_somebody_else") },
      { body: genuine.body, signature: "" },
    ]) {
      const answer = await h.postWebhook(webhook);
      expect(answer).toEqual({ status: 401, body: { message: "Invalid signature" } });
    }
    expect(await transactionOf(link.reference)).toMatchObject({ status: "pending", fulfilledAt: null });
    expect(await ticketsOf(user.id)).toHaveLength(0);
    expect(h.mailer.sent).toHaveLength(0);
  });

  it("acknowledge events that are not ours or not a successful charge", async () => {
    const sign = (event: unknown) => {
      const body = JSON.stringify(event);
      return { body, signature: signWebhookBody(body, h.deps.payments.webhookSecret) };
    };
    expect(await h.postWebhook(sign({ event: "charge.success", data: { reference: "elsewhere" } }))).toEqual({
      status: 200,
      body: { message: "Unknown reference: ignored" },
    });
    expect((await h.postWebhook(sign({ event: "transfer.success", data: {} }))).body).toEqual({
      message: "Ignored",
    });
    expect(
      (
        await h.postWebhook({
          body: "not json",
          signature: signWebhookBody("not json", h.deps.payments.webhookSecret),
        })
      ).status,
    ).toBe(400);
  });
  it("re-verify a signed charge.success for a real, unpaid payment, and leave it pending when the provider says so", async () => {
    const { user, token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    const before = await transactionOf(link.reference);
    const body = JSON.stringify({
      event: "charge.success",
      data: { reference: link.reference, status: "success", amount: before!.amountKobo, currency: "NGN" },
    });
    const verifies = h.providerCalls.verify;
    const answer = await h.postWebhook({
      body,
      signature: signWebhookBody(body, h.deps.payments.webhookSecret),
    });
    expect(answer).toEqual({ status: 200, body: { message: "Received" } });
    expect(h.providerCalls.verify).toBe(verifies + 1);
    expect(await transactionOf(link.reference)).toMatchObject({ status: "pending", fulfilledAt: null });
    expect(await ticketsOf(user.id)).toHaveLength(0);
    expect(await h.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

describe("verification", () => {
  it.each([
    ["amount", { amountKobo: 100 }],
    ["currency", { currency: "USD" }],
  ])("does not fulfil a payment the provider reports with another %s", async (_what, change) => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const link = await registerFor(ENUGU, token);
    await h.db
      .update(sandboxPaystackTransactions)
      .set(change)
      .where(eq(sandboxPaystackTransactions.reference, link.reference));
    const returnUrl = await h.pay(link.authorization_url);
    await h.postWebhook(h.webhooks.held[0]!);

    const { status, body } = await h.returnTo(returnUrl, token);
    expect(status).toBe(422);
    expect(body.message).toContain(link.reference);
    expect(await ticketsOf(user.id)).toHaveLength(0);
    expect(await transactionOf(link.reference)).toMatchObject({ status: "failed", fulfilledAt: null });
    expect(await noticesOf(user.id, "Payment needs checking")).toHaveLength(1);
  });

  it("answers 404 for an unknown reference, someone else's payment or another tournament's, and 400 without one", async () => {
    const { token } = await h.newMember();
    const other = await h.newMember();
    const link = await registerFor(ENUGU, other.token);
    await h.pay(link.authorization_url);

    expect((await h.call("/billing/pay/callback?reference=tc_nothing", { token })).status).toBe(404);
    expect((await h.call(`/match/${ENUGU}/matchCallback?reference=tc_nothing`, { token })).status).toBe(404);
    expect(
      (await h.call(`/match/${ENUGU}/matchCallback?reference=${link.reference}`, { token })).status,
    ).toBe(404);
    const wrongTournament = tournamentIdOf("Ibadan Open");
    const asOwner = await h.call(`/match/${wrongTournament}/matchCallback?reference=${link.reference}`, {
      token: other.token,
    });
    expect(asOwner.status).toBe(404);
    // A ticket's reference is not a billing payment.
    expect(
      (await h.call(`/billing/pay/callback?tx_ref=${link.reference}`, { token: other.token })).status,
    ).toBe(404);
    const missing = await h.call("/billing/pay/callback", { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/reference is missing/);
  });

  it("answers 502 and records the payment failed when the provider cannot be reached", async () => {
    const unreachable = createPayments({
      db: h.db,
      config: h.config,
      env: { PAYSTACK_SECRET_KEY: "sk_test_unreachable", PAYSTACK_BASE_URL: "http://127.0.0.1:9" },
    });
    // The harness's clock: the demo tournaments are dated from it, not from today.
    const app = createApp({
      db: h.db,
      mailer: h.mailer,
      config: h.config,
      clock: h.deps.now,
      payments: unreachable,
    });
    const { user, token } = await h.newMember();
    const response = await app.request(`/tour/register/${ENUGU}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(502);
    expect(await h.count(`transactions where user_id = '${user.id}' and status = 'failed'`)).toBe(1);
  });
});

describe("memberships", () => {
  it("starts a Paid membership with the auto-renew choice and saves the card", async () => {
    const { user, token } = await h.newMember();
    const { status, body } = await h.call("/billing/pay/membership/quarterly/true", {
      method: "POST",
      token,
    });
    expect(status).toBe(200);
    const link = PaymentLinkResponse.parse(body).paystackResponse.data;
    expect(await transactionOf(link.reference)).toMatchObject({
      kind: "membership",
      amountKobo: 1_500_000,
      description: "Premium Quarterly membership",
    });
    const returnUrl = await h.pay(link.authorization_url);
    expect(returnUrl.split("?")[0]).toBe("http://localhost:4321/u/bills/membership/quarterly/3/true");

    const answer = await h.returnTo(returnUrl, token);
    expect(answer).toEqual({
      status: 200,
      body: { message: "Thank you: Premium Quarterly membership is paid.", status: "success" },
    });
    const me = await h.call("/billing/pay/me", { token });
    expect(me.body).toEqual({
      membership: { plan: "quarterly", status: "Paid", endDate: "2027-02-22T12:00:00.000Z" },
      training: { plan: "none", status: "none", endDate: null },
      autoRenew: true,
      hasSavedCard: true,
    });
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(["Payment received"]);
    expect(mailsTo(user.email)[0]?.text).toContain("₦15,000");
  });

  it("answers 409 while the member is already Paid", async () => {
    const token = await h.signIn("member");
    const { status, body } = await h.call("/billing/pay/membership/yearly/false", { method: "POST", token });
    expect(status).toBe(409);
    expect(body.message).toMatch(/^You are already on a Membership Package until /);
  });

  it("rejects unknown plans and flags", async () => {
    const { token } = await h.newMember();
    expect((await h.call("/billing/pay/membership/weekly/true", { method: "POST", token })).status).toBe(400);
    expect((await h.call("/billing/pay/membership/monthly/maybe", { method: "POST", token })).status).toBe(
      400,
    );
  });
});

describe("training packages", () => {
  it("charges the full price to a free member, starts the package and proposes a coach of their level", async () => {
    const { user, token } = await h.newMember("adult mid-level");
    const { body } = await h.call("/billing/pay/training/regular/3months", { method: "POST", token });
    const link = PaymentLinkResponse.parse(body).paystackResponse.data;
    expect(await transactionOf(link.reference)).toMatchObject({
      amountKobo: 42_600_000,
      description: "Regular training, 3 months",
    });
    const returnUrl = await h.pay(link.authorization_url);
    expect(returnUrl.split("?")[0]).toBe("http://localhost:4321/u/bills/training/regular/3months/none");
    expect((await h.returnTo(returnUrl, token)).status).toBe(200);

    const info = await h.call("/billing/pay/info", { token });
    expect(info.body.data.training).toEqual({
      plan: "regular",
      status: "Paid",
      endDate: "2027-02-22T12:00:00.000Z",
    });
    const coach = await h.call("/assigncoach/getUserCoach", { token });
    expect(coach.body.coachInfo.status).toBe("Pending");
    const coaches = await h.call("/coach/getCoaches/all");
    const proposed = coaches.body.coaches.find(
      (c: { _id: string }) => c._id === coach.body.coachInfo.coachId,
    );
    expect(proposed.level).toBe(user.level);
  });

  it("takes the member discount off for a Paid member (decision record 0009)", async () => {
    const { token } = await h.newMember();
    const membership = await h.call("/billing/pay/membership/monthly/false", { method: "POST", token });
    await h.returnTo(await h.pay(membership.body.paystackResponse.data.authorization_url), token);

    const { body } = await h.call("/billing/pay/training/regular/1month", { method: "POST", token });
    // ₦150,000 less Regular's 5%.
    expect(await transactionOf(body.paystackResponse.data.reference)).toMatchObject({
      amountKobo: 14_250_000,
    });
  });

  it("answers 409 while a package is Paid, and 400 for an unknown package or duration", async () => {
    const member = await h.signIn("member");
    const paid = await h.call("/billing/pay/training/premium/1month", { method: "POST", token: member });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toMatch(/^You are already on a Training Package until /);
    const { token } = await h.newMember();
    expect((await h.call("/billing/pay/training/gold/1month", { method: "POST", token })).status).toBe(400);
    expect((await h.call("/billing/pay/training/regular/2months", { method: "POST", token })).status).toBe(
      400,
    );
  });
});

describe("prices come from the server", () => {
  it("ignores any price the client sends", async () => {
    const { token } = await h.newMember();
    const { body } = await h.call("/billing/pay/membership/yearly/false?amount=1&price=1", {
      method: "POST",
      token,
      body: { amount: 1, price: 1, coachId: "x" },
    });
    const reference = body.paystackResponse.data.reference;
    expect(await transactionOf(reference)).toMatchObject({ amountKobo: 7_000_000 });
    const [charged] = await h.db
      .select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, reference));
    expect(charged?.amountKobo).toBe(7_000_000);
  });
});
