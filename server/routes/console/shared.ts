/** Pieces every console route uses: the role gates, paging, search and the stale-save answer. */
import type { SQL } from "drizzle-orm";
import { ilike, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { httpError } from "../../lib/http-error";

/** A LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Any of the columns contains the search text (case-insensitive); undefined without a search. */
export function searching(q: string | undefined, ...columns: PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export function paging({ page, pageSize }: { page: number; pageSize: number }) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The save started from an older version than the one stored: someone else saved in between. */
export function staleSave(what: string) {
  return httpError(
    409,
    `Someone else saved changes to this ${what} after you opened it. Reload to see their changes, then make yours again.`,
  );
}

export function notFound(what: string) {
  return httpError(404, `This ${what} does not exist`);
}
