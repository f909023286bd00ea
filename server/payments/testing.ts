/**
 * Payments end to end in one process, for tests: the API app, the Paystack sandbox the browser would
 * visit (both on one in-memory database loaded with the demo data), webhooks delivered to the app as
 * Paystack would post them (or held back to replay later), and a clock the tests move.
 */

import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { Level } from "@/shared/domain/lists";
import { createApp } from "../app";
import type { AppConfig } from "../config";
import { truncateAll } from "../db/reset";
import { type UserRow, users } from "../db/schema";
import { seedDemoData } from "../db/seed";
import { signToken } from "../lib/tokens";
import { deliveriesSettled } from "../mail/mail-outbox";
import { memoryMailer } from "../mail/mailer";
import { type DemoAccount, signInDemo, TEST_NOW, testConfig } from "../testing/harness";
import { insertTestMember } from "../testing/members";
import { executedRows, openTestDatabase } from "../testing/test-database";
import type { PaymentDeps } from "./deps";
import { createPayments, type Payments } from "./payments";
import { type RefundRequest, unreachable } from "./paystack-client";
import { paystackSandbox, type SignedWebhook } from "./sandbox";
import { SANDBOX_PATH } from "./settings";
import { SIGNATURE_HEADER } from "./webhook-signature";

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  body: any;
}

export async function createPaymentHarness(overrides: Partial<AppConfig> = {}) {
  const database = await openTestDatabase();
  const db = database.db;
  const mailer = memoryMailer();
  const config = testConfig(overrides);
  let now = TEST_NOW;
  const clock = () => now;

  /** While `hold` is on, the sandbox's webhooks wait in `held` instead of reaching the app. */
  const webhooks = { hold: false, held: [] as SignedWebhook[] };
  const postWebhook = async ({ body, signature }: SignedWebhook) => {
    const response = await app.request("/webhook/paystack", {
      method: "POST",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
      body,
    });
    return { status: response.status, body: await response.json() } as Answer;
  };
  const deliverWebhook = async (webhook: SignedWebhook) => {
    if (webhooks.hold) webhooks.held.push(webhook);
    else await postWebhook(webhook);
  };

  /** Calls the app made to the provider, by kind, since the last reset. */
  const providerCalls = {
    initialize: 0,
    verify: 0,
    chargeAuthorization: 0,
    createRefund: 0,
    fetchRefund: 0,
    listRefunds: 0,
    fetchDispute: 0,
    fetchTransaction: 0,
    listTransactions: 0,
    listSettlements: 0,
    settlementTransactions: 0,
  };
  /** What the app sent the provider, by kind of call, since the last reset. */
  const providerRequests = Object.fromEntries(
    Object.keys(providerCalls).map((kind) => [kind, [] as unknown[]]),
  ) as Record<keyof typeof providerCalls, unknown[]>;
  /**
   * How long each provider call takes, as over the network to Paystack (none unless a test sets it),
   * and what times out, one entry per coming refund request: the request lost on its way to the
   * provider (nothing done), or the answer lost on its way back (the refund is made all the same).
   */
  const provider = { latencyMs: 0, refundTimeouts: [] as ("request-lost" | "answer-lost")[] };
  const timeout = () =>
    unreachable(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
  const counted =
    <A, R>(kind: keyof typeof providerCalls, call: (request: A) => Promise<R>) =>
    async (request: A) => {
      providerCalls[kind]++;
      providerRequests[kind].push(request);
      if (provider.latencyMs > 0) await sleep(provider.latencyMs);
      return call(request);
    };
  // Refunds move on only when a test says so (sandbox.request("/control/refund/:id", ...)).
  const sandboxClient = createPayments({
    db,
    config,
    now: clock,
    env: {},
    deliverWebhook,
    sandboxRefundDelayMs: null,
  });
  const payments: Payments = {
    ...sandboxClient,
    paystack: {
      initialize: counted("initialize", sandboxClient.paystack.initialize),
      verify: counted("verify", sandboxClient.paystack.verify),
      chargeAuthorization: counted("chargeAuthorization", sandboxClient.paystack.chargeAuthorization),
      createRefund: counted("createRefund", async (request: RefundRequest) => {
        const lost = provider.refundTimeouts.shift();
        if (lost === "request-lost") throw timeout();
        const answer = await sandboxClient.paystack.createRefund(request);
        if (lost === "answer-lost") throw timeout();
        return answer;
      }),
      fetchRefund: counted("fetchRefund", sandboxClient.paystack.fetchRefund),
      listRefunds: counted("listRefunds", sandboxClient.paystack.listRefunds),
      fetchDispute: counted("fetchDispute", sandboxClient.paystack.fetchDispute),
      fetchTransaction: counted("fetchTransaction", sandboxClient.paystack.fetchTransaction),
      listTransactions: counted("listTransactions", sandboxClient.paystack.listTransactions),
      listSettlements: counted("listSettlements", (query?: { from?: Date; to?: Date }) =>
        sandboxClient.paystack.listSettlements(query),
      ),
      settlementTransactions: counted(
        "settlementTransactions",
        sandboxClient.paystack.settlementTransactions,
      ),
    },
  };
  const app = createApp({ db, mailer, config, clock, payments });
  const sandbox = paystackSandbox({ db, config, now: clock, deliverWebhook, refundDelayMs: null });
  const deps: PaymentDeps = { db, mailer, config, now: clock, payments };
  const sandboxBase = `${config.publicSiteUrl}${SANDBOX_PATH}`;

  async function call(
    path: string,
    {
      method = "GET",
      token,
      body,
      headers: given = {},
    }: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...given };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    // Mail the request queued and started sending is in `mailer.sent` before the test looks.
    await deliveriesSettled();
    return { status: response.status, body: text ? JSON.parse(text) : null } as Answer;
  }

  /** What the browser gets at a sandbox address (the checkout page, or Pay and Cancel). */
  function browse(url: string, method: "GET" | "POST" = "GET") {
    if (!url.startsWith(sandboxBase)) throw new Error(`Not a sandbox address: ${url}`);
    return sandbox.request(url.slice(sandboxBase.length), { method });
  }

  /** Presses Pay or Cancel on a checkout page and answers where the sandbox sends the browser. */
  async function finishCheckout(authorizationUrl: string, action: "pay" | "cancel"): Promise<string> {
    const response = await browse(`${authorizationUrl}/${action}`, "POST");
    const location = response.headers.get("location");
    if (response.status !== 303 || !location)
      throw new Error(`Checkout ${action} answered ${response.status}`);
    return location;
  }

  /** What the dashboard's payment result page does with the address the provider returned to. */
  function returnTo(returnUrl: string, token: string) {
    const url = new URL(returnUrl);
    const ticket = url.pathname.match(/^\/u\/ticket\/([^/]+)$/);
    const query = `?trxref=${url.searchParams.get("trxref")}&reference=${url.searchParams.get("reference")}`;
    if (ticket) return call(`/match/${ticket[1]}/matchCallback${query}`, { token });
    if (url.pathname.startsWith("/u/bills/")) return call(`/billing/pay/callback${query}`, { token });
    throw new Error(`Not a payment return page: ${returnUrl}`);
  }

  async function tokenFor(user: Pick<UserRow, "id" | "tokenVersion">) {
    return signToken({ id: user.id, tokenVersion: user.tokenVersion }, config.jwtSecret, now);
  }

  /** A freshly signed-up member: free plan, no coach, no card. */
  function newMember(level: Level = "adult amatuer") {
    return insertTestMember(db, { jwtSecret: config.jwtSecret, now, level });
  }

  async function userById(id: string) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw new Error(`No user ${id}`);
    return user;
  }

  async function count(tableAndCondition: string): Promise<number> {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${tableAndCondition}`));
    return Number(executedRows<{ n: number }>(result)[0]?.n);
  }

  /** A call to the sandbox's API with the secret key, as the provider's own tools would make it. */
  async function sandboxApi(path: string, body?: unknown): Promise<Answer> {
    const response = await sandbox.request(path, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        authorization: `Bearer ${payments.webhookSecret}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  return {
    app,
    db,
    sandboxApi,
    mailer,
    config,
    deps,
    webhooks,
    providerCalls,
    providerRequests,
    provider,
    postWebhook,
    call,
    browse,
    pay: (authorizationUrl: string) => finishCheckout(authorizationUrl, "pay"),
    cancel: (authorizationUrl: string) => finishCheckout(authorizationUrl, "cancel"),
    returnTo,
    tokenFor,
    /** A demo account's token: `await h.signIn("staff")`. */
    signIn: (account: DemoAccount) => signInDemo(call, account),
    newMember,
    userById,
    count,
    setNow(date: Date) {
      now = date;
    },
    async reset() {
      now = TEST_NOW;
      await truncateAll(db);
      await seedDemoData(db, TEST_NOW, config.passwordCost);
      mailer.sent.length = 0;
      webhooks.hold = false;
      webhooks.held.length = 0;
      provider.refundTimeouts.length = 0;
      for (const kind of Object.keys(providerCalls) as (keyof typeof providerCalls)[]) {
        providerCalls[kind] = 0;
        providerRequests[kind].length = 0;
      }
    },
    close: () => database.close(),
  };
}

export type PaymentHarness = Awaited<ReturnType<typeof createPaymentHarness>>;
