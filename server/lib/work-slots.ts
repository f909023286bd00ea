/**
 * A fixed number of slots for memory-heavy work (a photo's encodes, a password's hash): at most
 * `atOnce` run together, the rest wait their turn in arrival order, and work that fails gives its
 * slot back (docs/decisions/0217-server-memory.md, 0260-memory-budgets-met.md).
 */
export interface WorkSlots {
  /** Runs `work` once fewer than `atOnce` are running. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many run now. */
  running(): number;
  /** How many wait for a slot. */
  waiting(): number;
}

export function workSlots(atOnce: number): WorkSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next in line, or is given back.
        if (next) next();
        else running--;
      }
    },
    running: () => running,
    waiting: () => waiting.length,
  };
}
