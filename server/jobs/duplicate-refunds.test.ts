/**
 * A duplicate payment whose refund was never asked for (the process stopped right after its
 * fulfilment committed) is refunded by the payments housekeeping, once, however many runs see it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { refunds, transactions } from "../db/schema";
import { refundLeftDuplicates } from "../payments/duplicates";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { runHousekeeping } from "./renewal-timer";

/** While set, fulfilment's own refund of a duplicate does not happen, as if the process had stopped. */
const crash = vi.hoisted(() => ({ beforeRefund: false }));
vi.mock("../payments/duplicates", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../payments/duplicates")>();
  return {
    ...actual,
    refundGivenNothing: (...args: Parameters<typeof actual.refundGivenNothing>) =>
      crash.beforeRefund ? Promise.resolve() : actual.refundGivenNothing(...args),
  };
});

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  crash.beforeRefund = false;
});

/** A member pays twice for Premium Monthly, and fulfilment never asks for the duplicate's refund. */
async function duplicateLeftUnrefunded() {
  const { user, token } = await h.newMember();
  crash.beforeRefund = true;
  // Both checkouts are opened before either is paid (two tabs).
  const links = [];
  for (const autoRenew of [false, true]) {
    const { body } = await h.call(`/billing/pay/membership/monthly/${autoRenew}`, { method: "POST", token });
    links.push(body.paystackResponse.data.authorization_url as string);
  }
  for (const link of links) await h.returnTo(await h.pay(link), token);
  crash.beforeRefund = false;
  const paid = await h.db.select().from(transactions).where(eq(transactions.userId, user.id));
  expect(paid.map((p) => p.status)).toEqual(["complete", "complete"]);
  const duplicate = paid.find((p) => typeof p.metadata.duplicateOf === "string");
  if (!duplicate) throw new Error("No payment was marked as a duplicate");
  const refundsOf = () => h.db.select().from(refunds).where(eq(refunds.transactionId, duplicate.id));
  expect(await refundsOf()).toHaveLength(0);
  return { duplicate, refundsOf };
}

describe("duplicates left unrefunded", () => {
  it("are refunded in full by the housekeeping, once", async () => {
    const { duplicate, refundsOf } = await duplicateLeftUnrefunded();
    await runHousekeeping(h.deps, { log: () => {} });
    expect(await refundsOf()).toEqual([
      expect.objectContaining({ cause: "duplicate", amountKobo: duplicate.amountKobo, requestedBy: null }),
    ]);
    await runHousekeeping(h.deps, { log: () => {} });
    expect(await refundsOf()).toHaveLength(1);
  });

  it("are refunded once when two runs find them together", async () => {
    const { refundsOf } = await duplicateLeftUnrefunded();
    await Promise.all([refundLeftDuplicates(h.deps), refundLeftDuplicates(h.deps)]);
    expect(await refundsOf()).toHaveLength(1);
    expect(await h.count("sandbox_paystack_refunds")).toBe(1);
  });
});
