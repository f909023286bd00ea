/**
 * The database a test file runs on: in-memory PGlite by default, or, when there is a Postgres
 * server (TEST_DATABASE_URL, or the one the `postgres` test project starts), a fresh database of its own on
 * that server, dropped at the end. Test files run in parallel and empty their tables between
 * tests, so they cannot share one database.
 */
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { newId } from "../lib/ids";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server the `postgres` test project started (tests/support/postgres-project.ts). */
    testDatabaseUrl: string;
    /** A database on that server with every migration run, which scratch databases copy. */
    testDatabaseTemplate: string;
    /** A migrated PGlite's data folder, dumped once per run (tests/support/pglite-snapshot.ts). */
    pgliteSnapshot: string;
  }
}

/** A Postgres server given by hand (TEST_DATABASE_URL), or by the `postgres` test project. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || inject("testDatabaseUrl") || undefined;
}

/** The same server address with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a database on the server and answers its URL; `drop` removes it. It is empty, or a copy of
 * `template` (the migrated database the `postgres` project made: copying it is faster than migrating).
 */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const name = `club_test_${newId()}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

let migrated: Blob | undefined;

/** The run's migrated PGlite, when the project dumped one; each file's database starts from it. */
function migratedPglite(): Blob | undefined {
  const file = inject("pgliteSnapshot");
  if (file) migrated ??= new Blob([readFileSync(file)]);
  return migrated;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return openDatabase({ kind: "memory", from: migratedPglite() });
  const scratch = await createScratchDatabase(serverUrl, inject("testDatabaseTemplate") || undefined);
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    db: handle.db,
    tryLock: handle.tryLock,
    availability: handle.availability,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Rows of a raw `db.execute()`: PGlite answers `{ rows }`, postgres.js the rows themselves. */
export function executedRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
