/**
 * Whether the database can be reached, as the server sees it. A query that fails because the
 * database is gone (connection refused or lost, a server shutting down, too many connections)
 * marks it unavailable: requests then answer 503 at once instead of each waiting on a connection,
 * `/ready` answers 503, and the log says so once. A probe (`select 1`) runs every `probeEveryMs`
 * while it is down; the first that succeeds marks it available again, and the log says that once too.
 */
import { type LogFields, type LogLevel, log as serverLog } from "../lib/log";
import { errorSummary } from "../lib/loggable-error";

/** postgres.js's own codes for a connection it could not open or lost: always the database. */
const POSTGRES_JS_CODES = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

/** Node's network failures: the database's when the database is what cannot be reached (`check`). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * SQLSTATEs of a database that cannot serve: class 08 (connection exception), 57P01-57P03
 * (shutting down, crash recovery, cannot connect now) and 53300 (too many connections).
 */
function unavailableState(code: string): boolean {
  return code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "53300";
}

function someCode(error: unknown, test: (code: string) => boolean): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string" && test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether an error (or one of its causes: drizzle wraps the driver's) says the database cannot serve. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCode(error, (code) => POSTGRES_JS_CODES.has(code) || unavailableState(code));
}

/**
 * A connection refused, reset or timed out: the database's or another service's (the payment
 * provider's) alike, so `check()` tells which.
 */
export function isNetworkFailure(error: unknown): boolean {
  return someCode(error, (code) => NETWORK_CODES.has(code));
}

/** The innermost message of an error chain: the driver's reason rather than drizzle's "Failed query". */
function reason(error: unknown): string {
  let e: unknown = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return errorSummary(e);
}

export interface DatabaseAvailability {
  /** Whether the last word on the database was a failure to reach it. */
  down(): boolean;
  /**
   * A request failed on `error`: answers whether the database cannot be reached, marking it so.
   * A network failure that may be another service's is settled by a probe.
   */
  failed(error: unknown): Promise<boolean>;
  /** Probes the database now; answers whether it could be reached. */
  check(): Promise<boolean>;
  stop(): void;
}

export interface AvailabilityOptions {
  /** A trivial query; rejects when the database cannot be reached. */
  probe: () => Promise<unknown>;
  probeEveryMs?: number;
  log?: (level: LogLevel, message: string, fields?: LogFields) => void;
}

export function databaseAvailability({
  probe,
  probeEveryMs = 1000,
  log = (level, message, fields) => serverLog[level](message, fields),
}: AvailabilityOptions): DatabaseAvailability {
  let unavailable = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function markDown(error: unknown) {
    if (unavailable) return;
    unavailable = true;
    log("error", `Database unreachable (${reason(error)}): answering 503 until it is back`, {
      event: "database_down",
    });
    if (!stopped) {
      timer = setInterval(() => void check(), probeEveryMs);
      timer.unref();
    }
  }

  function markUp() {
    if (!unavailable) return;
    unavailable = false;
    if (timer) clearInterval(timer);
    timer = undefined;
    log("info", "Database reachable again", { event: "database_up" });
  }

  async function check(): Promise<boolean> {
    try {
      await probe();
      markUp();
      return true;
    } catch (error) {
      // Any failure of a trivial query means the database cannot serve.
      markDown(error);
      return false;
    }
  }

  return {
    down: () => unavailable,
    async failed(error) {
      if (isDatabaseUnavailable(error)) {
        markDown(error);
        return true;
      }
      if (isNetworkFailure(error)) return !(await check());
      return false;
    },
    check,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
