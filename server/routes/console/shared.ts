/** Pieces every console route uses: who is a member, paging, search and the stale-save answer. */
import type { SQL } from "drizzle-orm";
import { count, ilike, ne, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { httpError } from "../../lib/http-error";

/**
 * Accounts that are members: everyone who signed up, not the club's own staff accounts. The member
 * list and pages show only these, and notifications to a group reach only these.
 */
export const isMember = ne(users.role, "staff");

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

/** The rows of a 1-based page: for lists whose query is more than one table (see listPage). */
export function paging({ page, pageSize }: { page: number; pageSize: number }) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * One page of a list: the rows of `table` matching `where` in the given order, shown with `present`,
 * and how many match in all (both read at once).
 */
export async function listPage<T extends PgTable, Item>(
  db: Database,
  table: T,
  {
    where,
    orderBy,
    page,
    pageSize,
  }: { where: SQL | undefined; orderBy: SQL[]; page: number; pageSize: number },
  present: (rows: T["$inferSelect"][]) => Item[] | Promise<Item[]>,
) {
  const { limit, offset } = paging({ page, pageSize });
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { items: await present(rows as T["$inferSelect"][]), page, pageSize, total: total?.n ?? 0 };
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
