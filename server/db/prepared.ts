/**
 * Statements asked on every request, built once per database: Drizzle then skips turning the query
 * into SQL each time (a tenth of a small read's time), and PostgreSQL can plan it once per
 * connection. It keeps one plan for every value after five executions only when that plan's
 * estimate is no dearer than the plans it made for the values given: a fixed list passed as
 * parameters (`inArray` of a constant list) can make it plan every execution again, so such a list
 * is written into the SQL (`oneOf`). server/db/prepared-plans.test.ts holds the member's reads to it.
 */
import type { Database } from "./client";

/** `build`'s prepared statement for a database, made the first time that database asks. */
export function preparedPer<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
