/**
 * Jobs that run once per interval across every replica: a replica may start one only by moving its
 * `job_runs.started_at` forward, in one conditional upsert that succeeds only when the last start
 * (by any replica) is at least the interval old. Two replicas asking at once: Postgres locks the
 * row for the first, and re-checks the condition on the row it wrote for the second, which finds
 * nothing to update.
 */
import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobRuns } from "../db/schema";

export type JobName = "housekeeping" | "deploy-hook";

/** Starts a run of `name` at `at` when the last started `intervalMs` or more before; answers whether it did. */
export async function claimJobRun(
  db: Database,
  name: JobName,
  at: Date,
  intervalMs: number,
): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ name, startedAt: at })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { startedAt: at, finishedAt: null, ok: null },
      setWhere: lte(jobRuns.startedAt, new Date(at.getTime() - intervalMs)),
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/** Records how the run started at `startedAt` ended (a later run, if any, is left alone). */
export async function finishJobRun(db: Database, name: JobName, startedAt: Date, ok: boolean, at: Date) {
  await db
    .update(jobRuns)
    .set({ finishedAt: at, ok })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.startedAt, startedAt)));
}

/** When the next run of `name` may start (now or earlier when it may start at once). */
export async function nextJobRunAt(db: Database, name: JobName, intervalMs: number): Promise<Date | null> {
  const [row] = await db.select({ startedAt: jobRuns.startedAt }).from(jobRuns).where(eq(jobRuns.name, name));
  return row ? new Date(row.startedAt.getTime() + intervalMs) : null;
}
