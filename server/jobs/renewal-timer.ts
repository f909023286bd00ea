/**
 * The server's hourly payments housekeeping: settle payments left pending (lost webhooks, crashes),
 * run the auto-renewals, then mark Ended the coach assignments whose paid period is over. One run
 * at a time per process; the advisory lock in the renewals job keeps several processes from
 * claiming the same memberships, and ending assignments is one idempotent update.
 */

import { endFinishedAssignments } from "../lib/coach-assignments";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "../payments/deps";
import { reverifyPending } from "../payments/reverify";
import { runRenewals } from "./renewals";

export const RENEWAL_INTERVAL_MS = 60 * 60 * 1000;

export interface RenewalTimerOptions {
  intervalMs?: number;
  /** The first run, shortly after start-up rather than an hour later. */
  firstRunDelayMs?: number;
}

export interface RenewalTimer {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startRenewalTimer(
  deps: PaymentDeps,
  { intervalMs = RENEWAL_INTERVAL_MS, firstRunDelayMs = 60_000 }: RenewalTimerOptions = {},
): RenewalTimer {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const recovered = await reverifyPending(deps);
        const renewals = await runRenewals(deps);
        const endedAssignments = await endFinishedAssignments(deps.db, deps.now());
        const settled = recovered.paid + recovered.failed + recovered.mismatch;
        if (settled || renewals.renewed || renewals.failed || renewals.lapsed || endedAssignments) {
          console.log(
            `Payments housekeeping: ${settled} pending payments settled; renewals ${renewals.renewed} renewed, ${renewals.failed} failed, ${renewals.lapsed} lapsed; ${endedAssignments} coach assignments ended`,
          );
        }
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
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
