/**
 * Stopping a server process: on SIGINT or SIGTERM the server drains (its `/ready` answers 503 so a
 * load balancer stops sending to it, in-flight requests finish), its background work stops and
 * its database closes; if that takes longer than the shutdown timeout the process exits anyway,
 * with code 1. A second signal exits at once. A server that cannot start (a setting, a data folder
 * or port in use, a database out of reach) says why in one line on stderr, without a stack trace,
 * and exits with code 1.
 */
import type { MiddlewareHandler } from "hono";
import { ConfigError } from "./config";
import { isDatabaseUnavailable, isNetworkFailure } from "./db/availability";
import { FolderLockedError } from "./db/folder-lock";
import { errorSummary } from "./lib/loggable-error";
import { PaymentSettingsError } from "./payments/settings";

/** Errors whose message tells the operator what to fix. */
export function isOperatorError(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof FolderLockedError ||
    error instanceof PaymentSettingsError
  );
}

function codeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What went wrong at start-up, in one line an operator can act on: never a stack trace. */
export function startupFailure(error: unknown): string {
  if (isOperatorError(error)) return error.message;
  const code = codeOf(error);
  const { address, port } = (error ?? {}) as { address?: unknown; port?: unknown };
  if (code === "EADDRINUSE")
    return `port ${String(port ?? "")} on ${String(address ?? "")} is in use by another process (set PORT, or METRICS_PORT, to a free one)`;
  if (code === "EACCES" && port !== undefined)
    return `not allowed to listen on port ${String(port)} (ports below 1024 need privileges)`;
  if (isDatabaseUnavailable(error) || isNetworkFailure(error))
    return `the database cannot be reached (${errorSummary(error)}): check DATABASE_URL and that PostgreSQL is running`;
  if (code === "28P01" || code === "28000")
    return `the database refused the login (${errorSummary(error)}): check the user and password in DATABASE_URL`;
  if (code === "3D000") return `${errorSummary(error)}: create it, or fix the database name in DATABASE_URL`;
  return errorSummary(error).split("\n")[0] ?? "unknown error";
}

/** Runs a start-up step; a failure ends the process with one line on stderr and code 1. */
export async function startOrExit<T>(
  start: () => Promise<T>,
  exit = (code: number) => process.exit(code),
): Promise<T> {
  try {
    return await start();
  } catch (error) {
    process.stderr.write(`Cannot start: ${startupFailure(error)}\n`);
    exit(1);
    throw error;
  }
}

export interface Closable {
  close(): Promise<void>;
}

export interface ShutdownOptions {
  timeoutMs: number;
  exit?: (code: number) => void;
  log?: (message: string) => void;
}

/** The handler of a stop signal; exported for tests, which pass their own `exit`. */
export function shutdownHandler(
  target: Closable,
  { timeoutMs, exit = (code) => process.exit(code), log = (m) => console.log(m) }: ShutdownOptions,
): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) {
      log(`${signal} received again, exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      log(`Shutdown took longer than ${timeoutMs} ms, exiting anyway`);
      exit(1);
    }, timeoutMs);
    force.unref();
    target.close().then(
      () => {
        clearTimeout(force);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(force);
        log(`Shutdown failed: ${error instanceof Error ? error.message : error}`);
        exit(1);
      },
    );
  };
}

/** Stop cleanly on Ctrl+C or a platform's SIGTERM. */
export function closeOnSignals(target: Closable, options: ShutdownOptions): void {
  const handle = shutdownHandler(target, options);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => handle(signal));
}

/**
 * While shutting down, every answer says `Connection: close`: a client holding a keep-alive
 * connection (a load balancer, a CDN) opens its next one to another replica, and the connection
 * does not keep the server from closing.
 */
export function closeWhileDraining(state: Readiness): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (state.isDraining()) c.res.headers.set("Connection", "close");
  };
}

/** The readiness a load balancer polls: not ready while starting, and again while draining. */
export interface Readiness {
  /** Null when ready, else why not. */
  reason(): string | null;
  ready(): void;
  draining(): void;
  isDraining(): boolean;
}

export function readiness(initial: string): Readiness {
  let reason: string | null = initial;
  let draining = false;
  return {
    reason: () => (draining ? "The server is shutting down" : reason),
    ready: () => {
      reason = null;
    },
    draining: () => {
      draining = true;
    },
    isDraining: () => draining,
  };
}
