/**
 * The release's migrations applied the way drizzle's migrator applies them at start-up (the same
 * statements, the same `drizzle.__drizzle_migrations` rows, so a server finds them done), but
 * inside the caller's transaction and only up to a chosen migration: a restore migrates its
 * target to the backup's migration, loads the rows, then applies the rest, all in one transaction.
 */
import { readMigrationFiles } from "drizzle-orm/migrator";
import { MIGRATIONS_FOLDER } from "../client";
import type { Session } from "./session";

/** Applies the migrations after the last one recorded, up to `upTo` (a journal `when`) or all. */
export async function applyMigrations(session: Session, upTo: number | null): Promise<void> {
  await session.exec("create schema if not exists drizzle");
  await session.exec(
    "create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
  );
  const [last] = await session.query<{ created_at: string }>(
    "select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  const applied = last ? Number(last.created_at) : -1;
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    if (migration.folderMillis <= applied) continue;
    if (upTo !== null && migration.folderMillis > upTo) break;
    for (const statement of migration.sql) {
      if (statement.trim()) await session.exec(statement);
    }
    await session.query('insert into drizzle.__drizzle_migrations ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
