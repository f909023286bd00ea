import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import { createRebuildCoalescer } from "./rebuild-coalescer";

/** A rebuild that records its runs and how many ran at once, and ends when the test says. */
function slowRebuilds() {
  const runs: { reasons: string[]; startedAt: number }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const finishers: (() => void)[] = [];
  return {
    runs,
    mostAtOnce: () => mostAtOnce,
    finishAll() {
      for (const finish of finishers.splice(0)) finish();
    },
    run: (reasons: string[]) => {
      runs.push({ reasons, startedAt: Date.now() });
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      return new Promise<void>((resolve) =>
        finishers.push(() => {
          active--;
          resolve();
        }),
      );
    },
  };
}

describe("createRebuildCoalescer", () => {
  it("runs one rebuild and keeps one waiting for 50 requests arriving while it runs", async () => {
    const rebuilds = slowRebuilds();
    const coalescer = createRebuildCoalescer({ run: rebuilds.run, log: () => undefined });
    coalescer.request("first");
    // Waited for, not slept on: a busy machine may run the rebuild's timer after a short sleep's.
    await vi.waitFor(() => expect(coalescer.state()).toEqual({ running: true, waiting: false }));

    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await sleep(i % 10);
        coalescer.request(i % 2 === 0 ? "coach review" : `edit ${i}`);
      }),
    );
    expect(coalescer.state()).toEqual({ running: true, waiting: true });
    expect(rebuilds.runs).toHaveLength(1);

    rebuilds.finishAll();
    await vi.waitFor(() => expect(rebuilds.runs).toHaveLength(2));
    expect(coalescer.state()).toEqual({ running: true, waiting: false });
    // The waiting rebuild carries every reason once.
    expect(rebuilds.runs[1]?.reasons).toHaveLength(26);
    rebuilds.finishAll();
    await coalescer.idle();
    expect(rebuilds.runs).toHaveLength(2);
    expect(rebuilds.mostAtOnce()).toBe(1);
  });

  it("leaves the minimum interval between the starts of two rebuilds", async () => {
    const starts: number[] = [];
    const coalescer = createRebuildCoalescer({
      run: async () => void starts.push(Date.now()),
      minIntervalMs: 300,
      log: () => undefined,
    });
    coalescer.request("one");
    await sleep(20);
    coalescer.request("two");
    await coalescer.idle();
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(295);
  });

  it("goes on after a failed rebuild, and does nothing once disposed", async () => {
    const logged: string[] = [];
    let runs = 0;
    const coalescer = createRebuildCoalescer({
      run: async () => {
        runs++;
        if (runs === 1) throw new Error("astro build exited with 1");
      },
      log: (message) => logged.push(message),
    });
    coalescer.request("one");
    await coalescer.idle();
    coalescer.request("two");
    await coalescer.idle();
    expect(runs).toBe(2);
    expect(logged).toEqual(["Rebuild failed: astro build exited with 1"]);

    coalescer.dispose();
    coalescer.request("three");
    await coalescer.idle();
    expect(runs).toBe(2);
  });
});
