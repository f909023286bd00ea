/**
 * JSON fetcher for the hosted content service (Sanity GROQ queries). The service rate-limits and
 * has brief outages, so 429, 502 and 503 are retried with exponential backoff (honouring
 * Retry-After); any other failure is final. Uses only `fetch`, so it runs in Node at build time
 * and in browsers alike.
 */
import ky, { isHTTPError } from "ky";

export const CONTENT_TIMEOUT_MS = 5 * 60_000;
export const CONTENT_RETRY_LIMIT = 5;
export const CONTENT_RETRY_STATUSES = [429, 502, 503];
const DEFAULT_BASE_DELAY_MS = 500;
const DEFAULT_MAX_DELAY_MS = 30_000;

export interface ContentFetchOptions {
  signal?: AbortSignal;
  /** Retries after a retryable status (default 5). */
  retries?: number;
  /** First retry delay; each further retry doubles it. */
  baseDelayMs?: number;
  /** Upper bound of any single delay, including one asked for by Retry-After. */
  maxDelayMs?: number;
  /** Extra request headers, e.g. the Authorization of a private dataset. */
  headers?: Record<string, string>;
}

export async function fetchContentJson(
  url: string | URL,
  options: ContentFetchOptions = {},
): Promise<unknown> {
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  return ky
    .get(url, {
      timeout: CONTENT_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      retry: {
        limit: options.retries ?? CONTENT_RETRY_LIMIT,
        methods: ["get"],
        statusCodes: CONTENT_RETRY_STATUSES,
        afterStatusCodes: CONTENT_RETRY_STATUSES,
        delay: (attempt) => baseDelayMs * 2 ** (attempt - 1),
        backoffLimit: maxDelayMs,
        maxRetryAfter: maxDelayMs,
        // Network failures and timeouts are final too: only the statuses above are retried.
        shouldRetry: ({ error }) => (isHTTPError(error) ? undefined : false),
      },
    })
    .json();
}
