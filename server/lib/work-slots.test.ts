import { describe, expect, it } from "vitest";
import { workSlots } from "./work-slots";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("workSlots", () => {
  it("runs at most the slots' number at once and the rest in arrival order, a failure giving its slot back", async () => {
    const slots = workSlots(2);
    const works = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const runs = works.map((work, index) =>
      slots
        .run(async () => {
          started.push(index);
          await work.promise;
          return index;
        })
        .catch((error: Error) => error.message),
    );
    await Promise.resolve();
    expect([slots.running(), slots.waiting()]).toEqual([2, 3]);
    expect(started).toEqual([0, 1]);
    works[1]!.reject(new Error("failed"));
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect([slots.running(), slots.waiting()]).toEqual([2, 2]);
    for (const work of works) work.resolve();
    expect(await Promise.all(runs)).toEqual([0, "failed", 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([slots.running(), slots.waiting()]).toEqual([0, 0]);
  });
});
