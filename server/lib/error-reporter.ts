/**
 * Unexpected server errors sent to an error tracker that speaks Sentry's protocol (Sentry itself,
 * GlitchTip, a self-hosted Sentry), when `SENTRY_DSN` names one; without it nothing is sent. Each
 * error goes as one envelope (`POST {host}/api/{project}/envelope/`) holding one event: the error's
 * type, message and stack frames, the request id the caller was given, the method and the route
 * pattern. Never the request's body, headers or query, which can carry passwords and tokens.
 * Sending never holds up an answer and a failure to send is only logged.
 */
import { randomBytes } from "node:crypto";
import { log } from "./log";
import { errorSummary } from "./loggable-error";

export interface ErrorContext {
  requestId?: string | undefined;
  method?: string;
  route?: string;
}

export interface ErrorReporter {
  capture(error: unknown, context?: ErrorContext): void;
  /** Resolves when every report sent so far has been answered (tests, shutdown). */
  flush(): Promise<void>;
}

export const noErrorReporter: ErrorReporter = { capture: () => undefined, flush: async () => undefined };

interface Dsn {
  publicKey: string;
  envelopeUrl: string;
  dsn: string;
}

/** `https://KEY@host[:port][/path]/PROJECT` → where envelopes go and the key they carry. */
export function parseDsn(dsn: string): Dsn {
  const url = new URL(dsn);
  const match = /^(.*)\/(\d+)$/.exec(url.pathname);
  if (!url.username || !match)
    throw new Error("SENTRY_DSN must look like https://PUBLIC_KEY@HOST/PROJECT_ID");
  const [, prefix = "", project] = match;
  return {
    publicKey: decodeURIComponent(url.username),
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    dsn,
  };
}

/** Stack frames, innermost last as Sentry expects. */
function frames(error: Error) {
  return (error.stack ?? "")
    .split("\n")
    .map((line) => /^\s+at (?:(.*?) \()?(.*?):(\d+):(\d+)\)?$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, fn, file, line, column]) => ({
      function: fn || "?",
      filename: file,
      lineno: Number(line),
      colno: Number(column),
      in_app: !file?.includes("node_modules") && !file?.startsWith("node:"),
    }))
    .reverse();
}

export interface ReporterOptions {
  dsn: string | undefined;
  environment?: string;
  release?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export function createErrorReporter({
  dsn,
  environment,
  release,
  fetch: send = fetch,
  now = () => new Date(),
}: ReporterOptions): ErrorReporter {
  if (!dsn) return noErrorReporter;
  const target = parseDsn(dsn);
  const pending = new Set<Promise<void>>();

  return {
    capture(error, context = {}) {
      const eventId = randomBytes(16).toString("hex");
      const timestamp = now();
      const err = error instanceof Error ? error : new Error(String(error));
      const event = {
        event_id: eventId,
        timestamp: timestamp.getTime() / 1000,
        platform: "node",
        level: "error",
        logger: "club-api",
        ...(environment ? { environment } : {}),
        ...(release ? { release } : {}),
        ...(context.route ? { transaction: `${context.method ?? ""} ${context.route}`.trim() } : {}),
        tags: {
          ...(context.requestId ? { request_id: context.requestId } : {}),
          ...(context.route ? { route: context.route } : {}),
        },
        exception: {
          values: [{ type: err.name, value: errorSummary(err), stacktrace: { frames: frames(err) } }],
        },
      };
      const body = [
        JSON.stringify({ event_id: eventId, dsn: target.dsn, sent_at: timestamp.toISOString() }),
        JSON.stringify({ type: "event", content_type: "application/json" }),
        JSON.stringify(event),
      ].join("\n");
      const sending = send(target.envelopeUrl, {
        method: "POST",
        headers: {
          "content-type": "application/x-sentry-envelope",
          "x-sentry-auth": `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=club-api/1.0`,
        },
        body,
        signal: AbortSignal.timeout(5000),
      })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok) log.warn(`The error tracker refused a report (${response.status})`);
        })
        .catch((failure: unknown) =>
          log.warn(`The error tracker could not be reached: ${errorSummary(failure)}`),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
