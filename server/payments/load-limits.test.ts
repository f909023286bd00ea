/**
 * What repeated and concurrent pay calls and return-page reloads cost: an open checkout is handed
 * out again instead of a new provider call and row, new checkouts are limited per member, and the
 * provider's verify is asked at most once every few seconds per payment. Provider calls are counted.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PaymentLinkResponse } from "@/shared/api/contract";
import { type ApiApp, createApp } from "../app";
import { transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { rateLimitSettings } from "../lib/rate-limit-rules";
import { TEST_NOW } from "../testing/harness";
import { CHECKOUT_REUSE_MS } from "./checkout";
import { REVERIFY_AFTER_MS } from "./returns";
import { createPaymentHarness, type PaymentHarness } from "./testing";

const CHECKOUTS_PER_HOUR = 4;

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness({
    rateLimits: rateLimitSettings({ RATE_LIMIT_CHECKOUT_PER_HOUR: String(CHECKOUTS_PER_HOUR) }),
  });
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series"); // 28 Nov 2026, ₦3,000
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

/** A second API instance on the same database: its own memory, the same provider. */
function secondInstance(): ApiApp {
  return createApp({
    db: h.db,
    mailer: h.mailer,
    config: h.config,
    clock: h.deps.now,
    payments: h.deps.payments,
  });
}

async function callOn(app: ApiApp, path: string, token: string, method = "GET") {
  const response = await app.request(path, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const ticket = (token: string, app: ApiApp = h.app) => callOn(app, `/tour/register/${ENUGU}`, token);
const membership = (token: string, plan: string, autoRenew: boolean) =>
  callOn(h.app, `/billing/pay/membership/${plan}/${autoRenew}`, token, "POST");

function linkIn(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(200);
  return PaymentLinkResponse.parse(answer.body).paystackResponse.data;
}

const rowsOf = (userId: string) => h.db.select().from(transactions).where(eq(transactions.userId, userId));

describe("opening a checkout", () => {
  it("answers 20 identical pay calls arriving together with one checkout: one provider call, one row", async () => {
    h.provider.latencyMs = 50;
    const { user, token } = await h.newMember();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ticket(token)));
    const links = answers.map(linkIn);
    expect(new Set(links.map((l) => l.reference)).size).toBe(1);
    expect(new Set(links.map((l) => l.authorization_url)).size).toBe(1);
    expect(h.providerCalls.initialize).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("opens one checkout for identical pay calls spread over two instances", async () => {
    h.provider.latencyMs = 50;
    const { user, token } = await h.newMember();
    const other = secondInstance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? ticket(token) : ticket(token, other))),
    );
    const links = answers.map(linkIn);
    expect(new Set(links.map((l) => l.reference)).size).toBe(1);
    expect(h.providerCalls.initialize).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("hands the same checkout out again for 30 minutes, then opens a new one", async () => {
    const { user, token } = await h.newMember();
    const first = linkIn(await ticket(token));
    h.setNow(later(CHECKOUT_REUSE_MS - 60_000));
    expect(linkIn(await ticket(token))).toEqual(first);
    expect(h.providerCalls.initialize).toBe(1);

    h.setNow(later(CHECKOUT_REUSE_MS + 1000));
    const fresh = linkIn(await ticket(token));
    expect(fresh.reference).not.toBe(first.reference);
    expect(h.providerCalls.initialize).toBe(2);
    // The old checkout stays a pending payment that can still be settled.
    expect((await rowsOf(user.id)).map((r) => r.status)).toEqual(["pending", "pending"]);
    // The old one can still be paid; the order is then bought.
    expect((await h.returnTo(await h.pay(first.authorization_url), token)).status).toBe(200);
    expect((await ticket(token)).status).toBe(409);
  });

  it("opens a new checkout for another order, and after the last one was cancelled", async () => {
    const { token } = await h.newMember();
    const monthly = linkIn(await membership(token, "monthly", false));
    const renewing = linkIn(await membership(token, "monthly", true));
    const quarterly = linkIn(await membership(token, "quarterly", false));
    expect(new Set([monthly.reference, renewing.reference, quarterly.reference]).size).toBe(3);

    const returned = await h.returnTo(await h.cancel(monthly.authorization_url), token);
    expect(returned.status).toBe(402);
    const again = linkIn(await membership(token, "monthly", false));
    expect(again.reference).not.toBe(monthly.reference);
    expect(h.providerCalls.initialize).toBe(4);
  });

  it("answers 429 with Retry-After past the member's new checkouts per hour, and still hands out open ones", async () => {
    const { user, token } = await h.newMember();
    const orders = [
      ["monthly", false],
      ["monthly", true],
      ["quarterly", false],
      ["quarterly", true],
    ] as const;
    const opened = [];
    for (const [plan, autoRenew] of orders) opened.push(linkIn(await membership(token, plan, autoRenew)));
    expect(opened).toHaveLength(CHECKOUTS_PER_HOUR);

    const over = await membership(token, "yearly", false);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await rowsOf(user.id)).toHaveLength(CHECKOUTS_PER_HOUR);
    expect(h.providerCalls.initialize).toBe(CHECKOUTS_PER_HOUR);

    // An order already open is handed out again: it costs nothing.
    expect(linkIn(await membership(token, "monthly", false))).toEqual(opened[0]);
    // Another member is counted apart, and the hour ends.
    expect((await ticket((await h.newMember()).token)).status).toBe(200);
    h.setNow(later(3601_000));
    expect((await membership(token, "yearly", false)).status).toBe(200);
  });
});

describe("return pages", () => {
  it("ask the provider once for 20 reloads arriving together", async () => {
    h.provider.latencyMs = 50;
    const { token } = await h.newMember();
    h.webhooks.hold = true;
    const link = linkIn(await ticket(token));
    const returnUrl = await h.pay(link.authorization_url);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.returnTo(returnUrl, token)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(h.providerCalls.verify).toBe(1);
  });

  it("answer reloads within a few seconds from the stored state, then ask again", async () => {
    const { token } = await h.newMember();
    h.webhooks.hold = true;
    const link = linkIn(await ticket(token));
    const returnUrl = `http://localhost:4321/u/ticket/${ENUGU}?trxref=${link.reference}&reference=${link.reference}`;
    // Back from checkout without paying: the provider says abandoned.
    const first = await h.returnTo(returnUrl, token);
    expect(first.status).toBe(402);
    expect(h.providerCalls.verify).toBe(1);
    for (let i = 0; i < 5; i++) expect(await h.returnTo(returnUrl, token)).toEqual(first);
    expect(h.providerCalls.verify).toBe(1);

    // Paid after all (its webhook is late): seconds later the reload asks again and finds it.
    await h.pay(link.authorization_url);
    expect(await h.returnTo(returnUrl, token)).toEqual(first);
    expect(h.providerCalls.verify).toBe(1);
    h.setNow(later(REVERIFY_AFTER_MS + 1));
    const paid = await h.returnTo(returnUrl, token);
    expect(paid.status).toBe(200);
    expect(h.providerCalls.verify).toBe(2);
    // A paid payment is never asked about again.
    h.setNow(later(10 * REVERIFY_AFTER_MS));
    expect(await h.returnTo(returnUrl, token)).toEqual(paid);
    expect(h.providerCalls.verify).toBe(2);
  });

  it("ask the provider once for reloads on two instances at once", async () => {
    h.provider.latencyMs = 50;
    const { token } = await h.newMember();
    h.webhooks.hold = true;
    const link = linkIn(await ticket(token));
    await h.pay(link.authorization_url);
    const other = secondInstance();
    const path = `/match/${ENUGU}/matchCallback?reference=${link.reference}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => callOn(i % 2 === 0 ? h.app : other, path, token)),
    );
    // The instance that did not verify answers from the row: paid, or still processing.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(h.providerCalls.verify).toBe(1);
    expect(await h.count(`tickets where tournament_id = '${ENUGU}'`)).toBeGreaterThanOrEqual(1);
  });
});
