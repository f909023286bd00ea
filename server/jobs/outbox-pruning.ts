/**
 * Keeps the local outbox (used when no SMTP server is configured) from holding mail longer than
 * 30 days: pruned once at start-up, then every few hours while the server runs.
 */
import { errorSummary } from "../lib/loggable-error";
import { pruneOutbox } from "../mail/outbox";

export const OUTBOX_PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface OutboxPruning {
  /** The start-up pruning, for whoever wants to wait for it. */
  firstRun: Promise<void>;
  stop(): void;
}

export function startOutboxPruning(
  outboxDir: string,
  { intervalMs = OUTBOX_PRUNE_INTERVAL_MS, now = () => new Date() } = {},
): OutboxPruning {
  const run = async () => {
    try {
      const removed = await pruneOutbox(outboxDir, now());
      if (removed > 0) console.log(`Outbox: removed ${removed} messages older than 30 days`);
    } catch (error) {
      console.error("Outbox pruning failed:", errorSummary(error));
    }
  };
  const every = setInterval(() => void run(), intervalMs);
  // Unref'd: the timer never keeps a process alive on its own.
  every.unref();
  return { firstRun: run(), stop: () => clearInterval(every) };
}
