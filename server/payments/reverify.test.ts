import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tickets, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { TEST_NOW } from "../testing/harness";
import type { PaymentDeps } from "./deps";
import type { PaystackTransaction } from "./paystack-client";
import { recoveryBackoffMs, reverifyPending } from "./reverify";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series");
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

async function statusOf(reference: string) {
  const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, reference));
  return row?.status;
}

describe("re-verifying pending payments", () => {
  it("fulfils a payment whose webhook was lost and whose member never came back", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
    await h.pay(body.paystackResponse.data.authorization_url);
    h.webhooks.held.length = 0;

    h.setNow(later(30_000));
    expect(await reverifyPending(h.deps)).toMatchObject({ paid: 0 });
    h.setNow(later(2 * 60_000));
    expect(await reverifyPending(h.deps)).toMatchObject({ paid: 1, error: 0 });
    expect(await h.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(1);
    expect(h.mailer.sent.map((m) => m.subject)).toEqual(["Your ticket for Enugu Club Series"]);
    expect(await reverifyPending(h.deps)).toMatchObject({ paid: 0 });
  });

  it("quietly marks a checkout nobody finished as abandoned, which a late payment still completes", async () => {
    const { token } = await h.newMember();
    const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
    const link = body.paystackResponse.data;
    h.setNow(later(5 * 60_000));
    expect(await reverifyPending(h.deps)).toMatchObject({ failed: 1 });
    expect(await statusOf(link.reference)).toBe("abandoned");
    expect(h.mailer.sent).toHaveLength(0);

    await h.pay(link.authorization_url);
    expect(await statusOf(link.reference)).toBe("complete");
  });

  it("leaves payments younger than a minute alone, and the demo's day-old pending one", async () => {
    const { token } = await h.newMember();
    const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
    expect(await reverifyPending(h.deps)).toEqual({ paid: 0, failed: 0, mismatch: 0, pending: 0, error: 0 });
    expect(await statusOf(body.paystackResponse.data.reference)).toBe("pending");
    expect(await statusOf("demo_member-ticket-pending")).toBe("pending");
  });
});

describe("recoveryBackoffMs", () => {
  it("waits 5 minutes after the first unsettled try, doubling to at most 4 hours", () => {
    expect(recoveryBackoffMs(0)).toBe(0);
    expect(recoveryBackoffMs(1)).toBe(5 * 60_000);
    expect(recoveryBackoffMs(2)).toBe(10 * 60_000);
    expect(recoveryBackoffMs(3)).toBe(20 * 60_000);
    expect(recoveryBackoffMs(7)).toBe(4 * 60 * 60_000);
    expect(recoveryBackoffMs(1000)).toBe(4 * 60 * 60_000);
  });
});

/** `count` pending payments made 5 minutes before the tests' now, for nobody in particular. */
async function pendingPayments(count: number): Promise<string[]> {
  const references = Array.from({ length: count }, (_, i) => `recovery-test-${i}`);
  await h.db.insert(transactions).values(
    references.map((reference) => ({
      reference,
      kind: "ticket" as const,
      amountKobo: 500_000,
      description: "Ticket",
      createdAt: later(-5 * 60_000),
      updatedAt: later(-5 * 60_000),
    })),
  );
  return references;
}

/** The harness's deps with a provider whose verify is `verify`. */
function withVerify(
  verify: (reference: string, signal?: AbortSignal) => Promise<PaystackTransaction | null>,
) {
  const payments = { ...h.deps.payments, paystack: { ...h.deps.payments.paystack, verify } };
  return { ...h.deps, payments } satisfies PaymentDeps;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("re-verifying pending payments in bulk", () => {
  it("asks the provider about 4 payments at a time, and gets through all of them", async () => {
    const references = await pendingPayments(10);
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const deps = withVerify(async (reference) => {
      asked.push(reference);
      most = Math.max(most, ++inFlight);
      await sleep(40);
      inFlight--;
      return null;
    });
    expect(await reverifyPending(deps)).toMatchObject({ failed: 10, error: 0 });
    expect(most).toBe(4);
    expect(asked.sort()).toEqual(references.sort());
  });

  it("takes no new payment once its time budget is spent, leaving the rest for the next run", async () => {
    await pendingPayments(6);
    let asked = 0;
    const deps = withVerify(async () => {
      asked++;
      await sleep(200);
      return null;
    });
    const started = Date.now();
    await reverifyPending(deps, { concurrency: 2, budgetMs: 100 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(asked).toBe(2);
    const rows = await h.db
      .select()
      .from(transactions)
      .where(like(transactions.reference, "recovery-test-%"));
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(4);

    const rest = await reverifyPending(withVerify(async () => null));
    expect(rest.failed).toBe(4);
  });

  it("leaves a payment it could not settle alone until its backoff has passed", async () => {
    const [reference] = await pendingPayments(1);
    let asked = 0;
    const unreachable = withVerify(async () => {
      asked++;
      throw new Error("Paystack could not be reached");
    });
    expect(await reverifyPending(unreachable)).toMatchObject({ error: 1 });
    const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, reference!));
    expect(row).toMatchObject({ status: "pending", recoveryAttempts: 1, nextRecoveryAt: later(5 * 60_000) });

    // A restart a moment later does not ask again.
    expect(await reverifyPending(unreachable)).toMatchObject({ error: 0 });
    expect(asked).toBe(1);
    h.setNow(later(5 * 60_000));
    expect(await reverifyPending(unreachable)).toMatchObject({ error: 1 });
    expect(asked).toBe(2);
    const [again] = await h.db.select().from(transactions).where(eq(transactions.reference, reference!));
    expect(again).toMatchObject({ recoveryAttempts: 2, nextRecoveryAt: later(15 * 60_000) });
  });

  it("stops waiting for the provider when told to stop, leaving the payment as it was", async () => {
    const [reference] = await pendingPayments(1);
    const stop = new AbortController();
    const deps = withVerify(
      (_reference, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    );
    const run = reverifyPending(deps, { signal: stop.signal });
    await sleep(50);
    stop.abort();
    expect(await run).toMatchObject({ paid: 0, failed: 0, error: 0 });
    const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, reference!));
    expect(row).toMatchObject({ status: "pending", recoveryAttempts: 0, nextRecoveryAt: null });
  });
});
