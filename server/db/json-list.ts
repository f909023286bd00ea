import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * A list the database built in a statement's column (`json_agg(...)::text`, null when it found
 * nothing), read as its rows: how a read gets a page's children in the same row as their parent.
 */
export function jsonList<Row>(text: string | null | undefined): Row[] {
  return text ? (JSON.parse(text) as Row[]) : [];
}

/** A moment as milliseconds since 1970 inside such a list (null stays null): `new Date(ms)` reads it. */
export function epochMs(moment: SQL | AnyColumn): SQL<number> {
  return sql<number>`(extract(epoch from ${moment}) * 1000)::float8`;
}
