import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Ends a request with `{ message }` and the given status; the app's error handler writes it. */
export function httpError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

/** Postgres' unique-violation error, from postgres.js or PGlite, with the violated constraint. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = e as Record<string, unknown>;
    if (code === "23505") return String(constraint ?? constraint_name ?? "");
  }
  return null;
}
