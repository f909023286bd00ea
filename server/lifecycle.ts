/**
 * Stopping a server process: on SIGINT or SIGTERM the server drains (its `/ready` answers 503 so a
 * load balancer stops sending to it, in-flight requests finish), its background work stops and
 * its database closes; if that takes longer than the shutdown timeout the process exits anyway,
 * with code 1. A second signal exits at once. A server that cannot start for a reason the operator
 * can fix (a setting, a data folder in use) says so in one line, without a stack trace.
 */
import { ConfigError } from "./config";
import { FolderLockedError } from "./db/folder-lock";
import { PaymentSettingsError } from "./payments/settings";

/** Errors whose message tells the operator what to fix. */
export function isOperatorError(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof FolderLockedError ||
    error instanceof PaymentSettingsError
  );
}

/** Runs a start-up step; an operator error ends the process with its message and code 1. */
export async function startOrExit<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!isOperatorError(error)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
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

/** The readiness a load balancer polls: not ready while starting, and again while draining. */
export interface Readiness {
  /** Null when ready, else why not. */
  reason(): string | null;
  ready(): void;
  draining(): void;
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
  };
}
