/**
 * Statements asked on every request, built once per database: Drizzle then skips turning the query
 * into SQL each time (a tenth of a small read's time), and PostgreSQL plans it once per connection.
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
