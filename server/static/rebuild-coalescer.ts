/**
 * Site rebuilds, coalesced: at most one running and one waiting, however many are asked for. A
 * request while a rebuild runs joins the one waiting (its reasons are added); the waiting one
 * starts when the running one ends, and never sooner than the minimum interval after the previous
 * start, so a stream of edits or reviews makes a build every so often, not a queue of builds.
 */
import { errorSummary } from "../lib/loggable-error";

export interface RebuildCoalescerOptions {
  /** Does one rebuild for the reasons gathered since the last one started. */
  run: (reasons: string[]) => Promise<void>;
  /** Least time between the starts of two rebuilds. */
  minIntervalMs?: number;
  /** Wait after the first request of a batch before starting, so a burst makes one rebuild. */
  debounceMs?: number;
  log?: (message: string) => void;
}

export interface RebuildCoalescer {
  request(reason: string): void;
  /** Whether a rebuild is running and whether another is waiting: never more than one of each. */
  state(): { running: boolean; waiting: boolean };
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  dispose(): void;
}

export function createRebuildCoalescer({
  run,
  minIntervalMs = 0,
  debounceMs = 0,
  log = (message) => console.log(message),
}: RebuildCoalescerOptions): RebuildCoalescer {
  let running: Promise<void> | null = null;
  /** The reasons of the waiting rebuild, each once. */
  let waiting: Set<string> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastStart = Number.NEGATIVE_INFINITY;
  let disposed = false;

  function schedule() {
    if (running || timer || !waiting || disposed) return;
    const delay = Math.max(debounceMs, lastStart + minIntervalMs - Date.now(), 0);
    timer = setTimeout(start, delay);
  }

  function start() {
    timer = undefined;
    const reasons = waiting;
    if (!reasons || disposed) return;
    waiting = null;
    lastStart = Date.now();
    running = run([...reasons])
      .catch((error: unknown) => log(`Rebuild failed: ${errorSummary(error)}`))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  return {
    request(reason) {
      if (disposed) return;
      waiting ??= new Set();
      waiting.add(reason);
      schedule();
    },
    state: () => ({ running: running !== null, waiting: waiting !== null }),
    async idle() {
      while (running || timer) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
