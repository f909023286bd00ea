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
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { type DatabaseAvailability, databaseAvailability } from "./availability";
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
  /** Whether the database can be reached (db/availability.ts). */
  availability: DatabaseAvailability;
  /** PostgreSQL: the application name this process's connections carry (pg_stat_activity). */
  applicationName?: string;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; directory: string }
  /** `from`: a data folder dumped by PGlite's `dumpDataDir` to start from (tests start from a migrated one). */
  | { kind: "memory"; from?: Blob | undefined };

/** The PostgreSQL connection pool (`DATABASE_POOL_MAX`, `DATABASE_*_TIMEOUT_MS`). */
export interface PoolSettings {
  /** Connections at most. */
  max: number;
  /** Giving up on opening a connection after this long. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer than this (0: never). */
  statementTimeoutMs: number;
  /** An idle connection is closed after this long (0: kept). */
  idleTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = {
  max: 10,
  connectTimeoutMs: 3000,
  statementTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
};

export interface OpenOptions {
  /** Runs after the migrations, under the same start-up lock: loading the demo data. */
  prepare?: (db: Database) => Promise<void>;
  pool?: PoolSettings;
}

function availabilityOf(db: Database): DatabaseAvailability {
  return databaseAvailability({ probe: () => db.execute(sql`select 1`) });
}

/** Any fixed numbers shared by every replica: the keys of the advisory locks. */
export const STARTUP_LOCK_KEY = 7_411_2001;

/** Beside this module, in the repository and in the compiled server (build/server/migrations). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

async function openPostgres(
  url: string,
  { prepare, pool = DEFAULT_POOL }: OpenOptions,
): Promise<DatabaseHandle> {
  const applicationName = `club-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const client = postgres(url, {
    max: pool.max,
    connect_timeout: pool.connectTimeoutMs / 1000,
    // 0 keeps idle connections; postgres.js reads 0 as "never close" too.
    idle_timeout: pool.idleTimeoutMs / 1000,
    connection: { statement_timeout: pool.statementTimeoutMs, application_name: applicationName },
    onnotice: () => {},
  });
  const db = drizzlePostgres({ client, schema });
  try {
    // The lock lives on one connection; the migrations may use any other of the pool.
    const session = await client.reserve();
    try {
      // Waiting for another replica's migrations may take longer than any statement should.
      await session`set statement_timeout = 0`;
      await session`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare?.(db);
    } finally {
      await session`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => undefined);
      // Back to the timeout the connection was opened with.
      await session`reset statement_timeout`.catch(() => undefined);
      session.release();
    }
  } catch (error) {
    await client.end({ timeout: 0 });
    throw error;
  }
  const availability = availabilityOf(db);
  return {
    db,
    availability,
    applicationName,
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
    close() {
      availability.stop();
      return client.end();
    },
  };
}

/**
 * PGlite's Postgres settings beyond its defaults (docs/decisions/0217-server-memory.md). Its
 * WebAssembly memory never shrinks, and Postgres' default 128 MB of shared buffers made most of the
 * all-in-one server's resident memory; one process with the data files in the OS's page cache needs
 * few: 16 MB of buffers took about 140 MB off the resident size at no cost measured in the bench.
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB", "temp_buffers=4MB"];

/**
 * The Postgres extensions the migrations create, which PGlite loads only when given them: `pg_trgm`
 * for the members search (docs/decisions/0286-member-search-and-result-count.md).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

function pgliteOptions(loadDataDir?: Blob) {
  return {
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ["-c", s])],
    extensions: PGLITE_EXTENSIONS,
  };
}

async function openPglite(
  directory: string | null,
  { prepare }: OpenOptions,
  from?: Blob,
): Promise<DatabaseHandle> {
  let unlockFolder = () => {};
  if (directory) {
    mkdirSync(directory, { recursive: true });
    unlockFolder = lockFolder(`${directory}.lock`, directory);
  }
  try {
    const client = directory ? new PGlite(directory, pgliteOptions()) : new PGlite(pgliteOptions(from));
    const db = drizzlePglite({ client, schema });
    try {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare?.(db);
    } catch (error) {
      await client.close();
      throw error;
    }
    const availability = availabilityOf(db);
    return {
      db,
      availability,
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
        availability.stop();
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
  if (location.kind === "pglite") return openPglite(location.directory, options);
  return openPglite(null, options, location.from);
}
