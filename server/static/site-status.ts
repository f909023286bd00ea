/**
 * Whether the public site shows the current data, for the console: each build attempt is a row of
 * `site_builds` (started, finished, ok or the reason it failed), kept in the database so every
 * instance answers the same whichever one built. Open rebuild requests, and requests claimed since the
 * latest build started, mean a build is coming.
 */
import { and, count, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { SiteStatusResponse } from "@/shared/api/console-contract";
import type { Database } from "../db/client";
import { siteBuildRequests, siteBuilds } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";

/** A build that has run longer than this is taken as lost (its instance stopped), not running. */
export const BUILD_STALE_MS = 30 * 60 * 1000;

export interface BuildRecord {
  startedAt: Date;
  finishedAt: Date | null;
  ok: boolean | null;
  error: string | null;
}

/** The state the console shows, from the latest build, the latest good one and the open requests. Pure. */
export function siteStatus(
  latest: BuildRecord | undefined,
  lastGood: BuildRecord | undefined,
  openRequests: number,
  now: Date,
): SiteStatusResponse {
  const running =
    latest !== undefined &&
    latest.finishedAt === null &&
    now.getTime() - latest.startedAt.getTime() < BUILD_STALE_MS;
  const lastGoodBuildAt = lastGood?.finishedAt?.toISOString() ?? null;
  if (openRequests > 0 || running) {
    return { state: "rebuilding", reason: null, lastGoodBuildAt, pendingChanges: openRequests };
  }
  if (latest && latest.ok !== true) {
    const reason = latest.finishedAt === null ? "The last build stopped before it finished" : latest.error;
    return { state: "failed", reason: reason ?? "The last build failed", lastGoodBuildAt, pendingChanges: 0 };
  }
  return { state: "up-to-date", reason: null, lastGoodBuildAt, pendingChanges: 0 };
}

export async function readSiteStatus(db: Database, now: Date): Promise<SiteStatusResponse> {
  const [[latest], [lastGood]] = await Promise.all([
    db.select().from(siteBuilds).orderBy(desc(siteBuilds.startedAt), desc(siteBuilds.id)).limit(1),
    db
      .select()
      .from(siteBuilds)
      .where(eq(siteBuilds.ok, true))
      .orderBy(desc(siteBuilds.finishedAt), desc(siteBuilds.id))
      .limit(1),
  ]);
  // A claimed request waits for its build (behind a running one, or for the least interval
  // between builds) until a build starts after the claim: it still counts as a coming change.
  // One claimed longer ago than a build may take was lost with its instance.
  const claimedSince = new Date(Math.max(latest?.startedAt.getTime() ?? 0, now.getTime() - BUILD_STALE_MS));
  const [open] = await db
    .select({ n: count() })
    .from(siteBuildRequests)
    .where(or(isNull(siteBuildRequests.claimedAt), gt(siteBuildRequests.claimedAt, claimedSince)));
  return siteStatus(latest, lastGood, open?.n ?? 0, now);
}

/** Runs one build and records its start and outcome; the build's own error is passed on. */
export async function recordSiteBuild<T>(
  db: Database,
  run: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<T> {
  let id: string | undefined;
  try {
    [{ id } = { id: undefined }] = await db
      .insert(siteBuilds)
      .values({ startedAt: now() })
      .returning({ id: siteBuilds.id });
  } catch (error) {
    console.error(`Recording a site build failed: ${errorSummary(error)}`);
  }
  const finish = async (ok: boolean, error: string | null) => {
    if (!id) return;
    try {
      await db
        .update(siteBuilds)
        .set({ finishedAt: now(), ok, error })
        .where(and(eq(siteBuilds.id, id), isNull(siteBuilds.finishedAt)));
    } catch (failure) {
      console.error(`Recording a site build's outcome failed: ${errorSummary(failure)}`);
    }
  };
  try {
    const result = await run();
    await finish(true, null);
    return result;
  } catch (error) {
    await finish(false, error instanceof Error ? error.message.slice(0, 500) : "The build failed");
    throw error;
  }
}
