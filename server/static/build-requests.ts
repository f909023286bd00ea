/**
 * Site rebuild requests through the database, so that any number of API instances behind a load
 * balancer make one build per burst of changes. A change records a request row; after the debounce
 * an instance claims every open request in one conditional UPDATE, which succeeds only once the
 * newest request is older than the debounce and only for one instance (Postgres re-checks
 * `claimed_at is null` on rows another transaction just claimed). The claimer asks for the build:
 * a deploy hook in production, or the local rebuild of `npm start`. With a least interval between
 * builds (the deploy hook's), the claim also moves the `deploy-hook` job run forward in the same
 * transaction, which succeeds only when the last claim by any instance is that old: the interval
 * holds across instances, and requests made meanwhile wait for the next claim together. Claimed
 * requests are kept a week, to tell what triggered recent builds, then deleted.
 */
import { and, gt, isNull, lt, lte, sql, TransactionRollbackError } from "drizzle-orm";
import type { Database } from "../db/client";
import { siteBuildRequests } from "../db/schema";
import { claimJobRun, nextJobRunAt } from "../jobs/job-slots";
import { errorSummary } from "../lib/loggable-error";

/** Claimed requests are deleted after a week. */
export const KEEP_CLAIMED_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildRequestQueueOptions {
  db: Database;
  /** Quiet time after the last request before a build is asked for. */
  debounceMs?: number;
  /** Least time between two claims across every instance (0: none). */
  minIntervalMs?: number;
  /** How often open requests are looked for anyway, in case the instance that made one went away. */
  sweepIntervalMs?: number;
  /** How long claimed requests are kept before they are deleted. */
  keepClaimedMs?: number;
  now?: () => Date;
  /** Told of each claimed batch, with the reasons of its requests. */
  onClaimed: (reasons: string[]) => void;
  log?: (message: string) => void;
}

export interface BuildRequestQueue {
  /** Records a request and looks for due ones once the debounce has passed; failures are logged. */
  request(reason: string): Promise<void>;
  /** Claims the open requests when the newest is older than the debounce; null when none was due. */
  claimDue(): Promise<string[] | null>;
  /** Deletes requests claimed longer ago than they are kept; answers how many. */
  pruneClaimed(): Promise<number>;
  /** Resolves when no claim is scheduled or running on this instance. */
  idle(): Promise<void>;
  dispose(): void;
}

export function createBuildRequestQueue({
  db,
  debounceMs = 1500,
  minIntervalMs = 0,
  sweepIntervalMs = 60_000,
  keepClaimedMs = KEEP_CLAIMED_MS,
  now = () => new Date(),
  onClaimed,
  log = (message) => console.log(message),
}: BuildRequestQueueOptions): BuildRequestQueue {
  const table = siteBuildRequests;
  const pending = new Set<Promise<unknown>>();
  /** The one look for due requests scheduled on this instance: a burst of requests re-arms it. */
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = Number.NEGATIVE_INFINITY;

  /** The open requests quiet for the debounce, claimed at `at` (none when a newer one came in). */
  function claimOpen(tx: Database, at: Date) {
    const quietSince = new Date(at.getTime() - debounceMs);
    return tx
      .update(table)
      .set({ claimedAt: at })
      .where(
        and(
          isNull(table.claimedAt),
          lte(table.requestedAt, quietSince),
          sql`not exists (${db
            .select({ one: sql`1` })
            .from(table)
            .where(and(isNull(table.claimedAt), gt(table.requestedAt, quietSince)))})`,
        ),
      )
      .returning({ reason: table.reason });
  }

  async function claimDue(): Promise<string[] | null> {
    const at = now();
    let claimed: { reason: string }[];
    if (minIntervalMs > 0) {
      claimed = await db
        .transaction(async (tx) => {
          if (!(await claimJobRun(tx, "deploy-hook", at, minIntervalMs))) {
            // Another instance asked for a build less than the interval ago: look again then.
            const next = await nextJobRunAt(tx, "deploy-hook", minIntervalMs);
            if (next) later(Math.max(next.getTime() - at.getTime(), 0) + 50);
            return [];
          }
          const rows = await claimOpen(tx, at);
          // Nothing due: the interval is not spent on an empty claim.
          if (rows.length === 0) tx.rollback();
          return rows;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return [];
          throw error;
        });
    } else {
      claimed = await claimOpen(db, at);
    }
    if (claimed.length === 0) return null;
    const reasons = claimed.map((row) => row.reason);
    onClaimed(reasons);
    return reasons;
  }

  function track<T>(task: Promise<T>): Promise<T> {
    pending.add(task);
    void task.finally(() => pending.delete(task)).catch(() => undefined);
    return task;
  }

  function claimQuietly() {
    return track(
      claimDue().catch((error: unknown) => {
        log(`Claiming site build requests failed: ${errorSummary(error)}`);
        return null;
      }),
    );
  }

  async function pruneClaimed(): Promise<number> {
    const deleted = await db
      .delete(table)
      .where(lt(table.claimedAt, new Date(now().getTime() - keepClaimedMs)))
      .returning({ id: table.id });
    return deleted.length;
  }

  /** At most once an hour per instance, with the periodic look for due requests. */
  function pruneQuietly() {
    const at = now().getTime();
    if (at - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = at;
    void track(
      pruneClaimed().catch((error: unknown) => {
        log(`Deleting old site build requests failed: ${errorSummary(error)}`);
        return 0;
      }),
    );
  }

  function later(ms: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void claimQuietly();
    }, ms);
  }

  const sweep = setInterval(() => {
    void claimQuietly();
    pruneQuietly();
  }, sweepIntervalMs);
  sweep.unref();

  return {
    async request(reason) {
      try {
        // Awaited inside a function: a query builder runs again each time it is awaited.
        await track((async () => void (await db.insert(table).values({ reason, requestedAt: now() })))());
      } catch (error) {
        log(`Recording a site build request failed: ${errorSummary(error)}`);
        return;
      }
      // A little after the debounce, so this request is old enough when the claim runs.
      later(debounceMs + 50);
    },
    claimDue,
    pruneClaimed,
    async idle() {
      while (timer || pending.size > 0) {
        await Promise.all(pending);
        if (timer) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    dispose() {
      clearInterval(sweep);
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A deploy hook that has not answered by then is given up on; the next change calls it again. */
export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;

/** Asks the static host to rebuild (production): its deploy hook, told why. */
export async function postDeployHook(
  url: string,
  reasons: string[],
  log = console.log,
  timeoutMs = DEPLOY_HOOK_TIMEOUT_MS,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: reasons.join("; ") }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    log(`Deploy hook failed: ${errorSummary(error)}`);
    throw new Error(`The deploy hook could not be reached: ${errorSummary(error)}`);
  }
  log(`Deploy hook answered ${response.status}`);
  // Thrown so the build record says the site was not rebuilt.
  if (!response.ok) throw new Error(`The deploy hook answered ${response.status}`);
}
