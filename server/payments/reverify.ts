/**
 * Recovery: payments left pending by a crash or a lost webhook are settled with the provider's
 * answer. Run at start-up and with the hourly renewals; settling is idempotent, so running it while
 * members return from checkout is safe.
 */
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { transactions } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import { type SettlementOutcome, settlePayment } from "./settle";

/** Younger payments may still be on the checkout page. */
export const RECOVERY_MIN_AGE_MS = 60 * 1000;
/** Older ones were settled or abandoned long ago; a checkout link is not paid a day later. */
export const RECOVERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type RecoveryReport = Record<SettlementOutcome | "error", number>;

export async function reverifyPending(deps: PaymentDeps): Promise<RecoveryReport> {
  const now = deps.now().getTime();
  const pending = await deps.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, "pending"),
        lt(transactions.createdAt, new Date(now - RECOVERY_MIN_AGE_MS)),
        gt(transactions.createdAt, new Date(now - RECOVERY_MAX_AGE_MS)),
      ),
    )
    .orderBy(asc(transactions.createdAt));
  const report: RecoveryReport = { paid: 0, failed: 0, mismatch: 0, pending: 0, error: 0 };
  for (const transaction of pending) {
    try {
      report[(await settlePayment(deps, transaction, "recovery")).outcome]++;
    } catch (error) {
      report.error++;
      console.error(`Payment ${transaction.reference} could not be re-verified:`, errorSummary(error));
    }
  }
  return report;
}
