/**
 * Opens the database: a real Postgres (postgres.js) when a URL is given, else embedded PGlite in a
 * folder (or in memory for tests). Both run the same committed migrations before use.
 *
 * Several replicas may start together on one new PostgreSQL database: the migrations and whatever
 * the caller prepares after them (the demo data) run under a session-level advisory lock, so one
 * replica migrates and seeds while the others wait, then find the work done. A PGlite folder
 * belongs to one process at a time (`folder-lock.ts`).
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockFolder } from "./folder-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Gives a held advisory lock back. */
export type ReleaseLock = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Takes the session-level advisory lock `key` when no other session holds it, on a connection
   * kept for it until released (a lost connection releases it too); null when another holds it.
   * PGlite is one session, so there it is always granted: its folder has one process anyway.
   */
  tryLock(key: number): Promise<ReleaseLock | null>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; directory: string }
  | { kind: "memory" };

export interface OpenOptions {
  /** Runs after the migrations, under the same start-up lock: loading the demo data. */
  prepare?: (db: Database) => Promise<void>;
}

/** Any fixed numbers shared by every replica: the keys of the advisory locks. */
export const STARTUP_LOCK_KEY = 7_411_2001;

/** Beside this module, in the repository and in the compiled server (build/server/migrations). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

async function openPostgres(url: string, { prepare }: OpenOptions): Promise<DatabaseHandle> {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  try {
    // The lock lives on one connection; the migrations may use any other of the pool.
    const session = await client.reserve();
    try {
      await session`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare?.(db);
    } finally {
      await session`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => undefined);
      session.release();
    }
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    db,
    async tryLock(key) {
      const session = await client.reserve();
      try {
        const [row] = await session<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`;
        if (row?.locked) {
          return async () => {
            try {
              await session`select pg_advisory_unlock(${key})`;
            } finally {
              session.release();
            }
          };
        }
      } catch (error) {
        session.release();
        throw error;
      }
      session.release();
      return null;
    },
    close: () => client.end(),
  };
}

async function openPglite(directory: string | null, { prepare }: OpenOptions): Promise<DatabaseHandle> {
  let unlockFolder = () => {};
  if (directory) {
    mkdirSync(directory, { recursive: true });
    unlockFolder = lockFolder(`${directory}.lock`, directory);
  }
  try {
    const client = directory ? new PGlite(directory) : new PGlite();
    const db = drizzlePglite({ client, schema });
    try {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare?.(db);
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      async tryLock(key) {
        const result = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
          key,
        ]);
        if (result.rows[0]?.locked !== true) return null;
        return async () => {
          await client.query("select pg_advisory_unlock($1)", [key]);
        };
      },
      async close() {
        try {
          await client.close();
        } finally {
          unlockFolder();
        }
      },
    };
  } catch (error) {
    unlockFolder();
    throw error;
  }
}

/** Opens the database at `location` and brings its schema up to date. */
export function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (location.kind === "postgres") return openPostgres(location.url, options);
  return openPglite(location.kind === "pglite" ? location.directory : null, options);
}
