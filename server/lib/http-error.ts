import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Ends a request with `{ message }` and the given status; the app's error handler writes it. */
export function httpError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

/**
 * The first Postgres error in a chain of causes (drizzle wraps the driver's error in its own), from
 * postgres.js or PGlite alike: both carry the SQLSTATE as `code`.
 */
function postgresError(error: unknown): Record<string, unknown> | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return e as Record<string, unknown>;
  }
  return null;
}

/** Postgres' unique-violation error, from postgres.js or PGlite, with the violated constraint. */
export function uniqueViolation(error: unknown): string | null {
  const found = postgresError(error);
  if (found?.code !== "23505") return null;
  return String(found.constraint ?? found.constraint_name ?? "");
}

/**
 * A Postgres data exception (SQLSTATE class 22: an impossible date, a number out of range, text
 * the column cannot hold): a value the caller sent that validation let through.
 */
export function isDataException(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return typeof code === "string" && code.startsWith("22");
}
