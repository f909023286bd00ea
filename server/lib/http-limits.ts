/**
 * What the Node server allows a connection before the app sees a request: how long a client may
 * take to send its headers and its whole request, how large the headers may be and how many
 * connections may be open at once. A slow or endless client (slowloris) is cut off instead of
 * holding a socket for good, and what Node refuses before any request exists (headers too large,
 * too slow, unreadable) still gets a JSON `{message}`, like every other refusal of the API.
 */
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

export interface HttpLimits {
  /** Time to send a request's headers (`HTTP_HEADERS_TIMEOUT_MS`): 408 after it. */
  headersTimeoutMs: number;
  /** Time to send a whole request, body included (`HTTP_REQUEST_TIMEOUT_MS`): 408 after it. */
  requestTimeoutMs: number;
  /** Bytes of request headers (`HTTP_MAX_HEADER_BYTES`): 431 over it. */
  maxHeaderBytes: number;
  /** Connections open at once (`HTTP_MAX_CONNECTIONS`); further ones are closed as they come. */
  maxConnections: number;
  /** How long an idle kept-alive connection stays open (`HTTP_KEEP_ALIVE_TIMEOUT_MS`). */
  keepAliveTimeoutMs: number;
}

/**
 * 20 s for the headers (a phone on a poor line sends them in well under that); 2 minutes for a
 * whole request, so a 10 MB photo upload at under 1 Mbit/s still arrives; Node's own 16 KB of
 * headers; 1000 connections, far above what one instance of a club's site serves at once.
 *
 * An idle kept-alive connection stays open 65 s. When the server closes one at the very moment a
 * client sends its next request on it, that request fails with a reset connection; so the server
 * must be the side that waits longer. Node's own 5 s is shorter than what a reverse proxy keeps
 * (nginx's upstream connections 60 s, most load balancers 60 s) and than clients that do not read
 * the `Keep-Alive: timeout` header; 65 s is longer than all of them.
 */
export const DEFAULT_HTTP_LIMITS: HttpLimits = Object.freeze({
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  maxHeaderBytes: 16 * 1024,
  maxConnections: 1000,
  keepAliveTimeoutMs: 65_000,
});

export class HttpLimitsError extends Error {}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new HttpLimitsError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** The limits from the environment; every variable is optional. */
export function httpLimitSettings(env: Env): HttpLimits {
  const limits: HttpLimits = {
    headersTimeoutMs: whole(
      env,
      "HTTP_HEADERS_TIMEOUT_MS",
      DEFAULT_HTTP_LIMITS.headersTimeoutMs,
      1000,
      600_000,
    ),
    requestTimeoutMs: whole(
      env,
      "HTTP_REQUEST_TIMEOUT_MS",
      DEFAULT_HTTP_LIMITS.requestTimeoutMs,
      1000,
      3_600_000,
    ),
    maxHeaderBytes: whole(
      env,
      "HTTP_MAX_HEADER_BYTES",
      DEFAULT_HTTP_LIMITS.maxHeaderBytes,
      1024,
      1024 * 1024,
    ),
    maxConnections: whole(env, "HTTP_MAX_CONNECTIONS", DEFAULT_HTTP_LIMITS.maxConnections, 1, 1_000_000),
    keepAliveTimeoutMs: whole(
      env,
      "HTTP_KEEP_ALIVE_TIMEOUT_MS",
      DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs,
      1000,
      600_000,
    ),
  };
  // Node refuses a header time longer than the whole request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new HttpLimitsError(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) cannot be longer than HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

/** The Node server options that carry the limits (the connection cap is set on the server). */
export function serverOptions(limits: HttpLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxHeaderSize: limits.maxHeaderBytes,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often Node looks for connections past their time; its default (30 s) would let a
    // 20-second limit run to 50.
    connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(limits.headersTimeoutMs / 4))),
  };
}

/** The answer to a request Node refused before the app saw it, by Node's error code. */
export function clientErrorAnswer(code: string | undefined, limits: HttpLimits): [number, string] {
  if (code === "HPE_HEADER_OVERFLOW")
    return [
      431,
      `The request's headers are too large (${Math.floor(limits.maxHeaderBytes / 1024)} KB at most, cookies included)`,
    ];
  if (code === "ERR_HTTP_REQUEST_TIMEOUT")
    return [408, "The request took too long to arrive. Please try again."];
  return [400, "The request could not be read"];
}

/**
 * The server's `clientError` handler: a JSON answer written straight to the socket (there is no
 * response object yet), then the connection closed. A connection the client reset, or one already
 * answering, is just closed.
 */
export function answerClientError(limits: HttpLimits) {
  return (error: Error & { code?: string }, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (error.code === "ECONNRESET" || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const [status, message] = clientErrorAnswer(error.code, limits);
    const body = JSON.stringify({ message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        "Content-Type: application/json; charset=UTF-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Cache-Control: no-store",
        "X-Content-Type-Options: nosniff",
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        "X-Frame-Options: DENY",
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
  };
}
