/**
 * The member's return from checkout, and every reload of that page: settled with the provider's
 * answer, but the provider is asked at most once every few seconds per payment. Reloads on this
 * instance while a verification runs share it; a reload soon after one (on any instance: the time
 * of the last one is kept on the row) is answered from what the row says by then.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, lte, ne, or } from "drizzle-orm";
import { type TransactionRow, transactions } from "../db/schema";
import type { PaymentDeps } from "./deps";
import { type Settlement, settlePayment, storedOutcome } from "./settle";

/** A return within this long of the last verification of the same payment does not ask again. */
export const REVERIFY_AFTER_MS = 5_000;
/** How long a return waits for another instance's verification of the same payment to settle it. */
const WAIT_FOR_OTHER_MS = 3_000;
const WAIT_POLL_MS = 50;

export interface ReturnSettler {
  settle(transaction: TransactionRow): Promise<Settlement>;
}

export function createReturnSettler(deps: PaymentDeps): ReturnSettler {
  const { db } = deps;
  /** Verifications running on this instance, by reference. */
  const verifying = new Map<string, Promise<Settlement>>();

  async function verifyOnce(reference: string): Promise<Settlement> {
    const at = deps.now();
    // Takes the turn to verify: only when nobody did in the last few seconds.
    const [claimed] = await db
      .update(transactions)
      .set({ verifiedAt: at })
      .where(
        and(
          eq(transactions.reference, reference),
          ne(transactions.status, "complete"),
          or(
            isNull(transactions.verifiedAt),
            lte(transactions.verifiedAt, new Date(at.getTime() - REVERIFY_AFTER_MS)),
          ),
        ),
      )
      .returning();
    if (claimed) return settlePayment(deps, claimed, "return");
    // Another instance took the turn a moment ago: wait for its answer (real time, bounded) rather
    // than tell the member their paid order is still processing.
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    for (;;) {
      const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference));
      if (!row) throw new Error(`Transaction ${reference} disappeared`);
      if (row.status !== "pending" || Date.now() >= deadline) {
        return { outcome: storedOutcome(row), transaction: row };
      }
      await sleep(WAIT_POLL_MS);
    }
  }

  return {
    settle(transaction) {
      if (transaction.status === "complete") return Promise.resolve({ outcome: "paid", transaction });
      const { reference } = transaction;
      const running = verifying.get(reference);
      if (running) return running;
      const task = verifyOnce(reference);
      verifying.set(reference, task);
      task
        .finally(() => {
          if (verifying.get(reference) === task) verifying.delete(reference);
        })
        .catch(() => undefined);
      return task;
    },
  };
}
