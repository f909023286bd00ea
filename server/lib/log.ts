/**
 * The server's log: one JSON object per line (`time`, `level`, `msg`, the request id while a
 * request is being answered, and any fields), or plain text for a person at a terminal
 * (`LOG_FORMAT=text`). The request id travels with the request through AsyncLocalStorage, so
 * every line written while answering it carries it, whichever module wrote it. Server processes
 * route `console.*` here too (`routeConsoleToLog`), so lines from modules that write with
 * `console.log` come out the same way.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type LogFormat = "json" | "text";

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` with `requestId` on every line it (and whatever it awaits) logs. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

/** The request id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const originalConsole = {
  log: console.log.bind(console),
  info: console.info.bind(console),
  warn: console.warn.bind(console),
  error: console.error.bind(console),
};

/**
 * A sink that gathers info lines until the current turn of the event loop ends and writes them as
 * one chunk (a write of its own per request's access line was a tenth of a small read's time on
 * a busy server). Warnings and errors are written at once, after the info lines before them.
 */
export function batchingSink(
  write: { out(text: string): void; err(text: string): void },
  schedule: (flush: () => void) => void = setImmediate,
): LogSink & { flush(): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join("\n")}\n`;
    pending = [];
    write.out(text);
  };
  return {
    out(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    err(line) {
      flush();
      write.err(`${line}\n`);
    },
    flush,
  };
}

const processSink = batchingSink({
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
// Lines still gathered when the process ends are written before it does.
process.on("exit", processSink.flush);

interface LogSettings {
  format: LogFormat;
  sink: LogSink;
  now: () => Date;
}

/** JSON lines to stdout (info) and stderr (warnings and errors). */
export function defaultLogSettings(): LogSettings {
  return { format: "json", sink: processSink, now: () => new Date() };
}

let settings: LogSettings = defaultLogSettings();

/** Chooses how lines are written; tests pass a sink that keeps them. */
export function configureLog(options: Partial<LogSettings>): void {
  settings = { ...settings, ...options };
}

/** `LOG_FORMAT`: json or text; unset, text for a terminal and json otherwise (a log collector). */
export function logFormat(value: string | undefined, terminal = false): LogFormat {
  const given = value?.trim().toLowerCase();
  if (given === "text" || given === "json") return given;
  return terminal ? "text" : "json";
}

/** One log line as it is written. */
export function logLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const requestId = currentRequestId();
  if (settings.format === "text") {
    const extra = Object.entries(fields)
      .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
      .join(" ");
    return [level === "info" ? "" : level.toUpperCase(), requestId ? `[${requestId}]` : "", msg, extra]
      .filter(Boolean)
      .join(" ");
  }
  return JSON.stringify({
    time: settings.now().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
}

function write(level: LogLevel, msg: string, fields?: LogFields) {
  const line = logLine(level, msg, fields);
  if (level === "info") settings.sink.out(line);
  else settings.sink.err(line);
}

export const log = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};

/** Has `console.log/info/warn/error` write log lines, for the server processes. */
export function routeConsoleToLog(): void {
  console.log = (...args: unknown[]) => write("info", format(...args));
  console.info = (...args: unknown[]) => write("info", format(...args));
  console.warn = (...args: unknown[]) => write("warn", format(...args));
  console.error = (...args: unknown[]) => write("error", format(...args));
}

/** Puts `console` back as it was (tests). */
export function restoreConsole(): void {
  Object.assign(console, originalConsole);
}
