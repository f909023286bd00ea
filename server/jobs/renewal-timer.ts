/**
 * The server's payments housekeeping: settle payments left pending (lost webhooks, crashes), refund
 * duplicate payments a crash left unrefunded, run the auto-renewals, then mark Ended the coach
 * assignments whose paid period is over. It runs once an hour across all replicas, in the
 * background: each replica looks every minute (and right after it starts listening) and runs it
 * when the last run, by any replica, started an hour ago or more (`job_runs`, job-slots.ts). One
 * run at a time per process; across replicas, a run also takes a session-level advisory lock and
 * is skipped when another replica holds it (the renewals job's own lock still guards its claims).
 *
 * Recovery leaves payments younger than a minute alone (they may still be on the checkout page), so
 * a run at start-up skips a payment the provider took in the minute before a crash. A replica
 * restarted within the hour, when the hourly run is not due, runs recovery alone at start; and
 * recovery alone runs again on every replica shortly after it starts (`RECOVERY_AFTER_START_SECONDS`,
 * a minute by default), so a payment too young at first is settled then rather than at the next
 * hourly run.
 */

import type { Database, DatabaseHandle } from "../db/client";
import { endFinishedAssignments } from "../lib/coach-assignments";
import { lapseDueOffers } from "../lib/event-places";
import { errorSummary } from "../lib/loggable-error";
import { catchUpWithProvider } from "../payments/catch-up";
import type { PaymentDeps } from "../payments/deps";
import { refundLeftDuplicates } from "../payments/duplicates";
import { syncRefunds } from "../payments/refunds";
import {
  RECOVERY_MIN_AGE_MS,
  type RecoveryOptions,
  type RecoveryReport,
  reverifyPending,
} from "../payments/reverify";
import { refreshLapsedOffers, sendSessionReminders } from "../sessions/reminders";
import { claimJobRun, finishJobRun } from "./job-slots";
import { sendRenewalNotices } from "./renewal-notices";
import { type RenewalReport, runRenewals } from "./renewals";

export const RENEWAL_INTERVAL_MS = 60 * 60 * 1000;
/** How often each replica looks whether the hourly run is due. */
export const HOUSEKEEPING_CHECK_MS = 60 * 1000;
/** The second recovery after start-up: by then every payment made before the start is old enough. */
export const RECOVERY_AFTER_START_MS = RECOVERY_MIN_AGE_MS;
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
  /** Run only when the last run by any replica started this long ago (`job_runs`); without it, always. */
  every?: { db: Database; intervalMs: number };
  recovery?: Omit<RecoveryOptions, "signal">;
  signal?: AbortSignal | undefined;
  log?: (message: string) => void;
}

export interface HousekeepingReport {
  recovered: RecoveryReport;
  /** Null when the run was stopped before the renewals. */
  renewals: RenewalReport | null;
}

/** One housekeeping run; null when another replica was at it, or ran it less than `every` ago. */
export async function runHousekeeping(
  deps: PaymentDeps,
  options: HousekeepingOptions = {},
): Promise<HousekeepingReport | null> {
  const log = options.log ?? ((message: string) => console.log(message));
  const release = options.lock ? await options.lock() : async () => {};
  if (!release) return null;
  const startedAt = deps.now();
  let claimed = false;
  let ok = false;
  try {
    if (options.every) {
      claimed = await claimJobRun(options.every.db, "housekeeping", startedAt, options.every.intervalMs);
      if (!claimed) return null;
    }
    const report = await housekeepingSteps(deps, options, log);
    ok = true;
    return report;
  } finally {
    if (options.every && claimed) {
      await finishJobRun(options.every.db, "housekeeping", startedAt, ok, deps.now()).catch(() => undefined);
    }
    await release();
  }
}

async function housekeepingSteps(
  deps: PaymentDeps,
  options: HousekeepingOptions,
  log: (message: string) => void,
): Promise<HousekeepingReport> {
  const recovered = await reverifyPending(deps, { ...options.recovery, signal: options.signal });
  if (options.signal?.aborted) return { recovered, renewals: null };
  const duplicates = await refundLeftDuplicates(deps);
  const renewals = await runRenewals(deps);
  const notices = await sendRenewalNotices(deps);
  const endedAssignments = await endFinishedAssignments(deps.db, deps.now());
  const reminders = await sendSessionReminders(deps);
  await refreshLapsedOffers(deps);
  // Waiting-list offers not paid by their deadline lapse; the place goes to the next in line.
  await lapseDueOffers(deps.db, deps.now());
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
    notices ||
    reminders
  ) {
    log(
      `Payments housekeeping: ${settled} pending payments settled; ${duplicates} duplicate payments refunded; renewals ${renewals.renewed} renewed, ${renewals.failed} failed, ${renewals.lapsed} lapsed; ${notices} renewal notices sent; ${endedAssignments} coach assignments ended; ${reminders} session reminders sent`,
    );
  }
  return { recovered, renewals };
}

/** Recovery of pending payments alone, under the same lock; null when another replica was at it. */
export async function runRecovery(
  deps: PaymentDeps,
  options: HousekeepingOptions = {},
): Promise<RecoveryReport | null> {
  const release = options.lock ? await options.lock() : async () => {};
  if (!release) return null;
  try {
    const recovered = await reverifyPending(deps, { ...options.recovery, signal: options.signal });
    const settled = recovered.paid + recovered.failed + recovered.mismatch;
    if (settled) (options.log ?? console.log)(`Payment recovery: ${settled} pending payments settled`);
    return recovered;
  } finally {
    await release();
  }
}

export interface RenewalTimerOptions extends Omit<HousekeepingOptions, "signal" | "every"> {
  /** Least time between two runs across all replicas. */
  intervalMs?: number;
  /** How often this replica looks whether a run is due. */
  checkEveryMs?: number;
  /** The first look: right after start-up by default, to settle what a crash left pending. */
  firstRunDelayMs?: number;
  /** Recovery alone runs once more this long after start-up, on every replica, whether or not the
   * hourly run was due: a payment taken in the minute before a crash is too young for the first look. */
  recoveryAfterStartMs?: number;
  /** Told of each turn: ran, skipped (not due, or another replica at it) or failed. */
  onTurn?: (outcome: "ran" | "skipped" | "failed") => void;
}

export interface RenewalTimer {
  /** Stops the timer, tells a run in progress to take no new work, and waits for it. */
  stop(): Promise<void>;
}

export function startRenewalTimer(
  deps: PaymentDeps,
  {
    intervalMs = RENEWAL_INTERVAL_MS,
    checkEveryMs = HOUSEKEEPING_CHECK_MS,
    firstRunDelayMs = 0,
    recoveryAfterStartMs = RECOVERY_AFTER_START_MS,
    onTurn,
    ...options
  }: RenewalTimerOptions = {},
): RenewalTimer {
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  let recoveryDue = false;

  const tick = (job: "housekeeping" | "recovery", atStart = false) => {
    if (stopping.signal.aborted) return;
    if (running) {
      // The run in progress may have started before the payments were old enough: recover after it.
      if (job === "recovery") recoveryDue = true;
      return;
    }
    running = (async () => {
      try {
        if (job === "recovery") {
          await runRecovery(deps, { ...options, signal: stopping.signal });
        } else {
          const report = await runHousekeeping(deps, {
            ...options,
            every: { db: deps.db, intervalMs },
            signal: stopping.signal,
          });
          onTurn?.(report ? "ran" : "skipped");
          // At start-up a replica settles what a crash left pending even when the hourly run is
          // not due (another replica ran it less than an hour ago).
          if (!report && atStart) await runRecovery(deps, { ...options, signal: stopping.signal });
        }
      } catch (error) {
        if (job === "housekeeping") onTurn?.("failed");
        console.error("Payments housekeeping failed:", errorSummary(error));
      } finally {
        running = undefined;
        if (recoveryDue) {
          recoveryDue = false;
          tick("recovery");
        }
      }
    })();
  };

  // Unref'd: the timers never keep a process alive on their own.
  const first = setTimeout(() => tick("housekeeping", true), firstRunDelayMs);
  const again = setTimeout(() => tick("recovery"), recoveryAfterStartMs);
  const every = setInterval(() => tick("housekeeping"), checkEveryMs);
  first.unref();
  again.unref();
  every.unref();

  return {
    async stop() {
      stopping.abort();
      clearTimeout(first);
      clearTimeout(again);
      clearInterval(every);
      await running;
    },
  };
}
