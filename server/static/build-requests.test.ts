import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { siteBuildRequests } from "../db/schema";
import { openTestDatabase } from "../testing/test-database";
import { createBuildRequestQueue, KEEP_CLAIMED_MS } from "./build-requests";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(siteBuildRequests);
});

const T0 = new Date("2026-11-22T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function queue(clock: { now: Date }, claimed: string[][], debounceMs = 1500) {
  return createBuildRequestQueue({
    db: database.db,
    debounceMs,
    now: () => clock.now,
    onClaimed: (reasons) => claimed.push(reasons),
    log: () => undefined,
  });
}

describe("site build requests", () => {
  it("are claimed once, after the debounce, with every reason of the burst", async () => {
    const clock = { now: T0 };
    const claimed: string[][] = [];
    const q = queue(clock, claimed);
    try {
      await q.request("coach review");
      clock.now = at(1000);
      await q.request("tournament added");
      clock.now = at(2000);
      expect(await q.claimDue()).toBeNull();
      clock.now = at(2600);
      expect(await q.claimDue()).toEqual(["coach review", "tournament added"]);
      expect(await q.claimDue()).toBeNull();
      expect(claimed).toEqual([["coach review", "tournament added"]]);
    } finally {
      q.dispose();
    }
  });

  it("make one build for a burst on several instances: exactly one of them claims it", async () => {
    const clock = { now: T0 };
    const claimed: string[][] = [];
    const instances = [0, 1, 2].map(() => queue(clock, claimed));
    try {
      for (const [i, q] of instances.entries()) await q.request(`change on instance ${i}`);
      clock.now = at(2000);
      const answers = await Promise.all(instances.map((q) => q.claimDue()));
      expect(answers.filter((a) => a !== null)).toHaveLength(1);
      expect(claimed).toHaveLength(1);
      expect(claimed[0]?.sort()).toEqual([
        "change on instance 0",
        "change on instance 1",
        "change on instance 2",
      ]);
    } finally {
      for (const q of instances) q.dispose();
    }
  });

  it("claim by themselves once the debounce has passed", async () => {
    const claimed: string[][] = [];
    const q = createBuildRequestQueue({
      db: database.db,
      debounceMs: 200,
      onClaimed: (reasons) => claimed.push(reasons),
      log: () => undefined,
    });
    try {
      await q.request("first change");
      await q.request("second change");
      expect(claimed).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await q.idle();
      expect(claimed).toEqual([["first change", "second change"]]);
    } finally {
      q.dispose();
    }
  });

  it("delete requests claimed more than a week ago, and keep open and recent ones", async () => {
    const clock = { now: T0 };
    const q = queue(clock, []);
    const day = 24 * 60 * 60 * 1000;
    try {
      await database.db.insert(siteBuildRequests).values([
        { reason: "old, claimed", requestedAt: at(-9 * day), claimedAt: at(-8 * day) },
        { reason: "recent, claimed", requestedAt: at(-2 * day), claimedAt: at(-2 * day) },
        { reason: "old, never claimed", requestedAt: at(-9 * day), claimedAt: null },
      ]);
      expect(KEEP_CLAIMED_MS).toBe(7 * day);
      expect(await q.pruneClaimed()).toBe(1);
      const left = await database.db.select().from(siteBuildRequests);
      expect(left.map((r) => r.reason).sort()).toEqual(["old, never claimed", "recent, claimed"]);
    } finally {
      q.dispose();
    }
  });

  it("look for due requests once after a burst of 50, and claim them in one batch", async () => {
    const claimed: string[][] = [];
    const q = createBuildRequestQueue({
      db: database.db,
      debounceMs: 100,
      onClaimed: (reasons) => claimed.push(reasons),
      log: () => undefined,
    });
    try {
      await Promise.all(Array.from({ length: 50 }, () => q.request("coach review")));
      await q.idle();
      expect(claimed).toHaveLength(1);
      expect(claimed[0]).toHaveLength(50);
    } finally {
      q.dispose();
    }
  });
});
