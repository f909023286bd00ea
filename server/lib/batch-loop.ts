/**
 * A background sender's loop (the mail outbox, the messages outbox): one round every `intervalMs`
 * and at once when woken, never two at a time (a wake during a round runs another after it), batch
 * after batch while the last one was full, then `afterBatches`. Failures are logged, never thrown:
 * the next tick tries again. The interval is unref'd, so the loop never keeps a process alive.
 */
import { errorSummary } from "./loggable-error";

export interface BatchLoop {
  /** Runs a round now instead of at the next tick. */
  wake(): void;
  /** Stops the loop and waits for a round in progress. */
  stop(): Promise<void>;
}

export function startBatchLoop({
  intervalMs,
  batch,
  afterBatches,
  failure,
}: {
  intervalMs: number;
  /** Sends one batch; true when it was full, so more may be due. */
  batch: () => Promise<boolean>;
  afterBatches?: () => Promise<void>;
  /** The log line's start when a round fails, e.g. "Mail sender failed:". */
  failure: string;
}): BatchLoop {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        for (;;) {
          const full = await batch();
          if (stopped || !full) break;
        }
        await afterBatches?.();
      } catch (error) {
        console.error(failure, errorSummary(error));
      } finally {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      }
    })();
  };

  const every = setInterval(tick, intervalMs);
  every.unref();
  tick();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(every);
      await running;
    },
  };
}
