/**
 * Card, bank transfer and USSD through the sandbox: the checkout offers the three channels at the
 * server's price; a bank transfer stays pending (awaited) until it arrives, then the webhook
 * completes it exactly once however many returns and deliveries race.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PaymentLinkResponse } from "@/shared/api/contract";
import { cardAuthorizations, sandboxPaystackTransactions, tickets, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { paystackSandbox, type SignedWebhook } from "./sandbox";
import { SANDBOX_PATH } from "./settings";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
let clock: Date;
const delivered: SignedWebhook[] = [];
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  delivered.length = 0;
});

const ENUGU = tournamentIdOf("Enugu Club Series"); // ₦3,000

/** A second sandbox instance on the same database, as the browser would reach it, with a short transfer delay. */
function sandboxInstance(transferDelayMs: number) {
  return paystackSandbox({
    db: h.db,
    config: h.config,
    now: () => clock,
    deliverWebhook: async (webhook) => {
      delivered.push(webhook);
      await h.postWebhook(webhook);
    },
    transferDelayMs,
  });
}

async function registerFor(tournamentId: string, token: string) {
  const { status, body } = await h.call(`/tour/register/${tournamentId}`, { token });
  expect(status).toBe(200);
  return PaymentLinkResponse.parse(body).paystackResponse.data;
}

/** Presses Pay on the checkout page with a channel chosen; answers where the browser is sent. */
async function payWith(
  sandbox: ReturnType<typeof sandboxInstance>,
  authorizationUrl: string,
  channel: string,
): Promise<Response> {
  const base = `${h.config.publicSiteUrl}${SANDBOX_PATH}`;
  return sandbox.request(`${authorizationUrl.slice(base.length)}/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ channel }).toString(),
  });
}

async function transactionOf(reference: string) {
  const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, reference));
  return row;
}

async function until(condition: () => Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("payment channels", () => {
  it("offers card, bank transfer and USSD on the checkout page at the server's price", async () => {
    clock = new Date();
    const { token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    const html = await (
      await sandboxInstance(60_000).request(
        link.authorization_url.slice(`${h.config.publicSiteUrl}${SANDBOX_PATH}`.length),
      )
    ).text();
    expect(html).toContain("₦3,000");
    for (const value of ["card", "bank_transfer", "ussd"]) expect(html).toContain(`value="${value}"`);
    // The server names the channels itself (the real provider would otherwise offer all it has).
    expect(h.providerRequests.initialize).toEqual([
      expect.objectContaining({ reference: link.reference, channels: ["card", "bank_transfer", "ussd"] }),
    ]);
  });

  it("keeps a bank transfer pending and awaited, then completes it once when it arrives", async () => {
    const { user, token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    clock = new Date("2026-11-20T10:00:00Z");
    h.setNow(clock);
    const sandbox = sandboxInstance(50);
    const answer = await payWith(sandbox, link.authorization_url, "bank_transfer");
    expect(answer.status).toBe(303);
    const returnUrl = answer.headers.get("location") ?? "";

    // Back before the transfer arrived: awaited, nothing given yet.
    const first = await h.returnTo(returnUrl, token);
    expect(first.status).toBe(409);
    expect(first.body.status).toBe("pending");
    expect(first.body.message).toContain("awaiting your bank transfer");
    expect(await transactionOf(link.reference)).toMatchObject({
      status: "pending",
      channel: "bank_transfer",
    });
    expect(await h.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(0);

    // The transfer arrives (the clock has moved past its time): the sandbox sends charge.success.
    clock = new Date("2026-11-20T10:05:00Z");
    h.setNow(clock);
    await until(async () => delivered.length === 1);
    await until(async () => (await transactionOf(link.reference))?.status === "complete");
    // Replays of the webhook and returns, all at once, give nothing more.
    const replays = await Promise.all([
      ...Array.from({ length: 5 }, () => h.postWebhook(delivered[0] as SignedWebhook)),
      ...Array.from({ length: 5 }, () => h.returnTo(returnUrl, token)),
    ]);
    for (const replay of replays) expect(replay.status).toBe(200);
    expect(await h.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(1);
    expect(await transactionOf(link.reference)).toMatchObject({
      status: "complete",
      channel: "bank_transfer",
    });
    const mails = h.mailer.sent.filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    // The mail is the receipt: what was bought, amount, channel and reference.
    expect(mails[0]?.text).toContain("Paid: ₦3,000");
    expect(mails[0]?.text).toContain("Paid by: Bank transfer");
    expect(mails[0]?.text).toContain(`Reference: ${link.reference}`);
    // A transfer leaves no card to charge again.
    expect(
      await h.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.userId, user.id)),
    ).toHaveLength(0);
    // The sandbox itself let the transfer arrive once.
    expect(delivered).toHaveLength(1);
  });

  it("lets a verify that finds the transfer due complete it when the timer ran elsewhere", async () => {
    const { token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    clock = new Date("2026-11-20T10:00:00Z");
    h.setNow(clock);
    // A long delay: this instance's timer will not fire during the test.
    const returnUrl =
      (await payWith(sandboxInstance(60_000), link.authorization_url, "bank_transfer")).headers.get(
        "location",
      ) ?? "";
    clock = new Date("2026-11-20T10:02:00Z");
    h.setNow(clock);
    await h.db
      .update(sandboxPaystackTransactions)
      .set({ settleAt: clock })
      .where(eq(sandboxPaystackTransactions.reference, link.reference));
    const back = await h.returnTo(returnUrl, token);
    expect(back.status).toBe(200);
    expect(await transactionOf(link.reference)).toMatchObject({
      status: "complete",
      channel: "bank_transfer",
    });
  });

  it("completes a USSD payment at once and records its channel", async () => {
    clock = new Date();
    const { token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    const returnUrl =
      (await payWith(sandboxInstance(60_000), link.authorization_url, "ussd")).headers.get("location") ?? "";
    expect((await h.returnTo(returnUrl, token)).status).toBe(200);
    expect(await transactionOf(link.reference)).toMatchObject({ status: "complete", channel: "ussd" });
  });

  it("refuses a channel the checkout does not offer", async () => {
    clock = new Date();
    const { token } = await h.newMember();
    const link = await registerFor(ENUGU, token);
    const answer = await payWith(sandboxInstance(60_000), link.authorization_url, "crypto");
    expect(answer.status).toBe(400);
    expect(await transactionOf(link.reference)).toMatchObject({ status: "pending" });
  });
});
