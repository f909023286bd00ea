/**
 * What `/metrics` shows about a server process: requests by route pattern (never the raw path,
 * whose ids would make a series per member), their latency, server errors, the database and its
 * connection pool, payments by state and housekeeping runs. Gauges read at scrape time are
 * registered with `registry.gauge` beside the data they read.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { type Counter, createMetricsRegistry, type Histogram, type MetricsRegistry } from "./metrics";

export interface ServerMetrics {
  registry: MetricsRegistry;
  requests: Counter;
  duration: Histogram;
  errors: Counter;
  housekeepingRuns: Counter;
}

/** Seconds: most calls take a few milliseconds; a payment call to the provider can take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createServerMetrics(): ServerMetrics {
  const registry = createMetricsRegistry();
  return {
    registry,
    requests: registry.counter({
      name: "http_requests_total",
      help: "Requests answered, by method, route pattern and status.",
    }),
    duration: registry.histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by method and route pattern.",
      buckets: LATENCY_BUCKETS,
    }),
    errors: registry.counter({
      name: "http_request_errors_total",
      help: "Requests that ended in a server-side failure (5xx), by route pattern and kind.",
    }),
    housekeepingRuns: registry.counter({
      name: "housekeeping_runs_total",
      help: "Payments housekeeping turns of this process, by outcome (ran, skipped, failed).",
    }),
  };
}

/** Rows of a raw query: PGlite answers `{ rows }`, postgres.js the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The database's gauges: whether it can be reached, this process's pool (its connections by state,
 * found by their application name, and its size), and payments by state.
 */
export function registerDatabaseGauges(
  registry: MetricsRegistry,
  database: Pick<DatabaseHandle, "db" | "availability">,
  pool: { max: number; applicationName?: string | undefined },
): void {
  registry.gauge({
    name: "database_up",
    help: "1 while the database can be reached, 0 while requests answer 503.",
    collect: () => [{ labels: {}, value: database.availability.down() ? 0 : 1 }],
  });
  registry.gauge({
    name: "database_pool_max_connections",
    help: "The most connections this process opens to the database.",
    collect: () => [{ labels: {}, value: pool.max }],
  });
  const applicationName = pool.applicationName;
  if (applicationName) {
    registry.gauge({
      name: "database_pool_connections",
      help: "This process's open database connections, by state (active, idle, ...).",
      collect: async () => {
        const rows = rowsOf<{ state: string | null; count: number }>(
          await database.db.execute(
            sql`select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity where application_name = ${applicationName} group by 1`,
          ),
        );
        return rows.map((r) => ({ labels: { state: String(r.state) }, value: Number(r.count) }));
      },
    });
  }
  registry.gauge({
    name: "payments",
    help: "Payments (transactions) by state.",
    collect: async () => {
      const rows = rowsOf<{ status: string; count: number }>(
        await database.db.execute(
          sql`select status, count(*)::int as count from transactions group by status`,
        ),
      );
      return rows.map((r) => ({ labels: { state: r.status }, value: Number(r.count) }));
    },
  });
}
