/** Empties every table: tests reset one shared database between cases instead of opening a new one. */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import * as schema from "./schema";

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

export async function truncateAll(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate table ${TABLES.join(", ")} cascade`));
}
