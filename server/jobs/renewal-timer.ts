/**
 * The server's payments housekeeping: settle payments left pending (lost webhooks, crashes), refund
 * duplicate payments a crash left unrefunded, run the auto-renewals, then mark Ended the coach assignments whose paid period is over. It starts right after the server listens and runs hourly, in the
 * background. One run at a time per process; across replicas, a run first takes a session-level
 * advisory lock and is skipped when another replica holds it, so only one replica verifies and
 * renews at a time (the renewals job's own lock still guards its claims).
 */

import type { DatabaseHandle } from "../db/client";
import { endFinishedAssignments } from "../lib/coach-assignments";
import { errorSummary } from "../lib/loggable-error";
import { catchUpWithProvider } from "../payments/catch-up";
import type { PaymentDeps } from "../payments/deps";
import { refundLeftDuplicates } from "../payments/duplicates";
import { syncRefunds } from "../payments/refunds";
import { type RecoveryOptions, type RecoveryReport, reverifyPending } from "../payments/reverify";
import { sendRenewalNotices } from "./renewal-notices";
import { type RenewalReport, runRenewals } from "./renewals";

export const RENEWAL_INTERVAL_MS = 60 * 60 * 1000;
/** Any fixed number shared by every replica: the key of the housekeeping lock. */
export const HOUSEKEEPING_LOCK_KEY = 7_411_2002;

/** Takes the cross-replica housekeeping lock; null while another replica holds it. */
export type HousekeepingLock = () => Promise<(() => Promise<void>) | null>;

export function housekeepingLock(database: Pick<DatabaseHandle, "tryLock">): HousekeepingLock {
  return () => database.tryLock(HOUSEKEEPING_LOCK_KEY);
}

export interface HousekeepingOptions {
  /** Without one, runs are kept one at a time within this process only. */
  lock?: HousekeepingLock;
  recovery?: Omit<RecoveryOptions, "signal">;
  signal?: AbortSignal | undefined;
  log?: (message: string) => void;
}

export interface HousekeepingReport {
  recovered: RecoveryReport;
  /** Null when the run was stopped before the renewals. */
  renewals: RenewalReport | null;
}

/** One housekeeping run; null when another replica was at it. */
export async function runHousekeeping(
  deps: PaymentDeps,
  options: HousekeepingOptions = {},
): Promise<HousekeepingReport | null> {
  const log = options.log ?? ((message: string) => console.log(message));
  const release = options.lock ? await options.lock() : async () => {};
  if (!release) return null;
  try {
    const recovered = await reverifyPending(deps, { ...options.recovery, signal: options.signal });
    if (options.signal?.aborted) return { recovered, renewals: null };
    const duplicates = await refundLeftDuplicates(deps);
    const renewals = await runRenewals(deps);
    const notices = await sendRenewalNotices(deps);
    const endedAssignments = await endFinishedAssignments(deps.db, deps.now());
    // Refunds whose webhook was lost or came too early are brought up to date with the provider.
    await syncRefunds(deps);
    // Once a day: successful payments the provider has and we never heard of are fulfilled or flagged.
    const caughtUp = await catchUpWithProvider(deps).catch((error: unknown) => {
      console.error("Catch-up with the provider failed:", errorSummary(error));
      return null;
    });
    if (caughtUp && (caughtUp.fulfilled || caughtUp.unmatched.length))
      log(
        `Payments catch-up for ${caughtUp.day}: ${caughtUp.fulfilled} payments fulfilled; ${caughtUp.unmatched.length} provider payments unmatched`,
      );
    const settled = recovered.paid + recovered.failed + recovered.mismatch;
    if (
      settled ||
      duplicates ||
      renewals.renewed ||
      renewals.failed ||
      renewals.lapsed ||
      endedAssignments ||
      notices
    ) {
      log(
        `Payments housekeeping: ${settled} pending payments settled; ${duplicates} duplicate payments refunded; renewals ${renewals.renewed} renewed, ${renewals.failed} failed, ${renewals.lapsed} lapsed; ${notices} renewal notices sent; ${endedAssignments} coach assignments ended`,
      );
    }
    return { recovered, renewals };
  } finally {
    await release();
  }
}

export interface RenewalTimerOptions extends Omit<HousekeepingOptions, "signal"> {
  intervalMs?: number;
  /** The first run: right after start-up by default, to settle what a crash left pending. */
  firstRunDelayMs?: number;
}

export interface RenewalTimer {
  /** Stops the timer, tells a run in progress to take no new work, and waits for it. */
  stop(): Promise<void>;
}

export function startRenewalTimer(
  deps: PaymentDeps,
  { intervalMs = RENEWAL_INTERVAL_MS, firstRunDelayMs = 0, ...options }: RenewalTimerOptions = {},
): RenewalTimer {
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = (async () => {
      try {
        await runHousekeeping(deps, { ...options, signal: stopping.signal });
      } catch (error) {
        console.error("Payments housekeeping failed:", errorSummary(error));
      } finally {
        running = undefined;
      }
    })();
  };

  // Unref'd: the timer never keeps a process alive on its own.
  const first = setTimeout(tick, firstRunDelayMs);
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();

  return {
    async stop() {
      stopping.abort();
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
