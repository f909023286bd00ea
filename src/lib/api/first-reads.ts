/**
 * The client apps' first reads, sent by the page itself before its code arrives
 * (docs/decisions/0225-first-visit.md). On a slow phone the app's code takes seconds to come; the
 * page (AppLayout) starts the GET requests its first screen's stores are known to make, and the
 * session check, with the stored session's token, and leaves the pending answers here. When a store then makes that read,
 * the API client takes the pending answer instead of asking again, once; everything else (hooks,
 * errors, logout on 401) goes on as for any answer. The stores stay the one place that reads.
 */

/** Where the page leaves its pending reads (a global: the page's inline script has no modules). */
export const FIRST_READS_GLOBAL = "__firstReads";

/** A request the page sent: its method, address, body (the session check's), the token it was sent with, and the pending answer. */
interface FirstRead {
  method?: string;
  url: string;
  body?: string;
  token: string;
  response: Promise<Response>;
}

/** A request the API client is about to send, as far as taking a first read goes. */
export interface FirstReadRequest {
  method: string;
  /** The request's address (built only when the page sent reads). */
  url: () => string;
  body: string | undefined;
  token: string | null;
  /** The player the request acts for, if any (docs/decisions/0160-families.md). */
  player: string | null;
}

function pending(): FirstRead[] {
  const reads = (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
  return Array.isArray(reads) ? (reads as FirstRead[]) : [];
}

/**
 * The answer the page already asked for, if this request is the same one with the same session:
 * the same method, address and body, with the token it was sent with and for no other player.
 * Taken once.
 */
export function takeFirstRead(
  request: FirstReadRequest,
): { url: string; response: Promise<Response> } | undefined {
  const reads = pending();
  if (reads.length === 0 || request.token === null || request.player) return undefined;
  const url = request.url();
  const index = reads.findIndex(
    (read) =>
      (read.method ?? "GET") === request.method &&
      read.url === url &&
      read.body === request.body &&
      read.token === request.token,
  );
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  return read && { url, response: read.response };
}
