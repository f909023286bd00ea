/**
 * Reviews ask for site rebuilds: each member may post a few an hour, and a flood of reviews from
 * many members makes at most one build at a time with one waiting.
 */

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { coachAssignments } from "../db/schema";
import { MEMBER_COACH } from "../db/seed";
import { coachIdOf } from "../db/seed/catalogue";
import { rateLimitSettings } from "../lib/rate-limit-rules";
import { createBuildRequestQueue } from "../static/build-requests";
import { createSiteBuilder } from "../static/builder";
import { createHarness, type Harness, TEST_NOW, testConfig } from "../testing/harness";
import { insertTestMember } from "../testing/members";

const REVIEWS_PER_HOUR = 3;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    rateLimits: rateLimitSettings({ RATE_LIMIT_REVIEW_PER_HOUR: String(REVIEWS_PER_HOUR) }),
  });
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const coachId = coachIdOf(MEMBER_COACH);

describe("POST /coach/user/comment limits", () => {
  it("answers 429 with Retry-After past the member's reviews per hour, without asking for a rebuild", async () => {
    const token = await h.signIn("member");
    const review = (comment: string) =>
      h.call("/coach/user/comment", { method: "POST", token, body: { coachId, rating: 4, comment } });
    for (let i = 0; i < REVIEWS_PER_HOUR; i++) expect((await review(`Take ${i}`)).status).toBe(201);
    const over = await review("One more");
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(h.siteDataChanges).toHaveLength(REVIEWS_PER_HOUR);

    h.setNow(new Date(TEST_NOW.getTime() + 3601_000));
    expect((await review("An hour later")).status).toBe(201);
  });

  it("makes at most one build at a time, with one waiting, for 50 reviews posted together", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "reviews-build-"));
    await mkdir(path.join(root, "src"));
    let active = 0;
    let mostAtOnce = 0;
    let builds = 0;
    let version = 0;
    // Builds wait here until the reviews are in: every claim of the flood meets a running build.
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const states: { running: boolean; waiting: boolean }[] = [];
    const builder = createSiteBuilder({
      rootDir: root,
      distDir: path.join(root, "dist"),
      apiUrl: "http://127.0.0.1:1/api",
      readSiteData: async () => `reviews ${++version}`,
      debounceMs: 0,
      log: () => undefined,
      runBuild: async (outDir) => {
        builds++;
        active++;
        mostAtOnce = Math.max(mostAtOnce, active);
        await gate;
        await sleep(20);
        await mkdir(outDir, { recursive: true });
        await writeFile(path.join(outDir, "index.html"), "site");
        active--;
      },
    });
    const queue = createBuildRequestQueue({
      db: h.database.db,
      debounceMs: 50,
      onClaimed: (reasons) => {
        builder.requestRebuild(reasons.join("; "));
        states.push(builder.rebuildState());
      },
      log: () => undefined,
    });
    const config = testConfig();
    const app = createApp({
      db: h.database.db,
      mailer: h.mailer,
      config,
      clock: () => TEST_NOW,
      onSiteDataChanged: (reason) => void queue.request(reason),
    });
    try {
      const reviewers = await Promise.all(
        Array.from({ length: 50 }, () =>
          insertTestMember(h.database.db, { jwtSecret: config.jwtSecret, now: TEST_NOW }),
        ),
      );
      await h.database.db
        .insert(coachAssignments)
        .values(reviewers.map(({ user }) => ({ userId: user.id, coachId, status: "Assigned" as const })));

      const answers = await Promise.all(
        reviewers.map(({ token }, i) =>
          app.request("/coach/user/comment", {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify({ coachId, rating: 5, comment: `Review ${i}` }),
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      await queue.idle();
      expect(states.length).toBeGreaterThan(0);
      await expect.poll(() => builds).toBe(1);
      expect(builder.rebuildState()).toEqual({ running: true, waiting: states.length > 1 });
      openGate();
      await builder.idle();
      expect(mostAtOnce).toBe(1);
      expect(builds).toBe(states.length > 1 ? 2 : 1);
    } finally {
      queue.dispose();
      builder.stop();
    }
  });
});
