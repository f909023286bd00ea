/**
 * For a migration's own test: the migrations folder as it was before that migration, and a scratch
 * database on PGlite or PostgreSQL to run the folders on, with plain SQL to write rows in between.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as pgliteDrizzle } from "drizzle-orm/pglite";
import { migrate as pgliteMigrate } from "drizzle-orm/pglite/migrator";
import { drizzle as postgresDrizzle } from "drizzle-orm/postgres-js";
import { migrate as postgresMigrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { MIGRATIONS_FOLDER } from "../db/client";
import { createScratchDatabase } from "./test-database";

export interface ScratchSql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function scratchPglite(): Promise<ScratchSql> {
  const client = new PGlite();
  const db = pgliteDrizzle(client);
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    migrateTo: (folder) => pgliteMigrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export async function scratchPostgres(serverUrl: string): Promise<ScratchSql> {
  const scratch = await createScratchDatabase(serverUrl);
  const client = postgres(scratch.url, { max: 1, onnotice: () => {} });
  const db = postgresDrizzle(client);
  return {
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.unsafe(text, params as never[])) as unknown as T[],
    migrateTo: (folder) => postgresMigrate(db, { migrationsFolder: folder }),
    async close() {
      await client.end();
      await scratch.drop();
    },
  };
}

/** A copy of the migrations folder whose journal stops before `tag`; `remove` deletes it. */
export async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "club-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
