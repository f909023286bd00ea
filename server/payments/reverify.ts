/**
 * Recovery: payments left pending by a crash or a lost webhook are settled with the provider's
 * answer. Run by the housekeeping job, shortly after start-up and then hourly, in the background;
 * settling is idempotent, so running it while members return from checkout is safe.
 *
 * Each verify may wait up to the provider client's timeout, so a run asks about a few payments at a
 * time (`concurrency`), stops taking new ones when its time budget is spent or it is told to stop,
 * and leaves the rest for the next run. A payment the provider could not settle (unreachable, or
 * still processing) is not asked about again until its backoff has passed.
 */
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import { type TransactionRow, transactions } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import { retryUnsentRenewal } from "./renewal-retry";
import { type SettlementOutcome, settlePayment } from "./settle";

/** Younger payments may still be on the checkout page. */
export const RECOVERY_MIN_AGE_MS = 60 * 1000;
/** Older ones were settled or abandoned long ago; a checkout link is not paid a day later. */
export const RECOVERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Payments asked about at once: enough to get through a backlog, few enough to spare the provider. */
export const RECOVERY_CONCURRENCY = 4;
/** A run takes no new payment after this long; the next run carries on. */
export const RECOVERY_BUDGET_MS = 2 * 60 * 1000;

const FIRST_BACKOFF_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 4 * 60 * 60 * 1000;

/** How long recovery leaves a payment alone after its `attempts`-th unsettled try: 5 min doubling, at most 4 h. */
export function recoveryBackoffMs(attempts: number): number {
  if (attempts < 1) return 0;
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(attempts - 1, 16));
}

export type RecoveryReport = Record<SettlementOutcome | "error", number>;

export interface RecoveryOptions {
  concurrency?: number;
  budgetMs?: number;
  /** Stops taking new payments and stops waiting for the provider (shutdown). */
  signal?: AbortSignal | undefined;
}

/** Due payments, those never tried first, then oldest first. */
function duePayments(deps: PaymentDeps): Promise<TransactionRow[]> {
  const now = deps.now();
  return deps.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, "pending"),
        lt(transactions.createdAt, new Date(now.getTime() - RECOVERY_MIN_AGE_MS)),
        gt(transactions.createdAt, new Date(now.getTime() - RECOVERY_MAX_AGE_MS)),
        or(isNull(transactions.nextRecoveryAt), lte(transactions.nextRecoveryAt, now)),
      ),
    )
    .orderBy(asc(transactions.recoveryAttempts), asc(transactions.createdAt));
}

/** Records an unsettled try and when the payment may be asked about again. */
async function deferPayment(deps: PaymentDeps, transaction: TransactionRow): Promise<void> {
  const attempts = transaction.recoveryAttempts + 1;
  await deps.db
    .update(transactions)
    .set({
      recoveryAttempts: sql`${transactions.recoveryAttempts} + 1`,
      nextRecoveryAt: new Date(deps.now().getTime() + recoveryBackoffMs(attempts)),
    })
    .where(and(eq(transactions.reference, transaction.reference), eq(transactions.status, "pending")));
}

export async function reverifyPending(
  deps: PaymentDeps,
  { concurrency = RECOVERY_CONCURRENCY, budgetMs = RECOVERY_BUDGET_MS, signal }: RecoveryOptions = {},
): Promise<RecoveryReport> {
  // The budget runs on the real clock: `deps.now` is the business clock, which tests hold still.
  const deadline = Date.now() + budgetMs;
  const pending = await duePayments(deps);
  const report: RecoveryReport = { paid: 0, failed: 0, mismatch: 0, pending: 0, error: 0 };
  let next = 0;

  async function worker() {
    while (next < pending.length && !signal?.aborted && Date.now() < deadline) {
      const transaction = pending[next++]!;
      let unsettled = false;
      try {
        // A renewal the provider never saw is charged once more before it can be called failed.
        await retryUnsentRenewal(deps, transaction);
        const { outcome } = await settlePayment(deps, transaction, "recovery", signal);
        report[outcome]++;
        unsettled = outcome === "pending";
      } catch (error) {
        // Stopped mid-question: the payment is as it was, and no less due.
        if (signal?.aborted) break;
        report.error++;
        unsettled = true;
        console.error(`Payment ${transaction.reference} could not be re-verified:`, errorSummary(error));
      }
      if (unsettled) {
        await deferPayment(deps, transaction).catch((error: unknown) =>
          console.error(
            `Payment ${transaction.reference}: the retry could not be scheduled:`,
            errorSummary(error),
          ),
        );
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, pending.length)) }, worker));
  const left = pending.length - next;
  if (left > 0) console.log(`Payment recovery: ${left} pending payments left for the next run`);
  return report;
}
