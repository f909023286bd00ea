/**
 * For a migration's own test: the migrations folder as it was before that migration, and a scratch
 * database on PGlite and, when the run has one, on PostgreSQL to run the folders on, with plain SQL
 * to write rows in between (`describeMigration`).
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
import { afterAll, beforeAll, describe, it } from "vitest";
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "../db/client";
import { createScratchDatabase, testDatabaseUrl } from "./test-database";

export interface ScratchSql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** The two members most migration tests start from. */
export const ADA = "a00000000000000000000001";
export const BOLA = "a00000000000000000000002";

/**
 * Inserts Ada, an adult member, and Bola: an adult too, or with `juniorBola` a junior born in 2012
 * (kids' level), for migrations about families and age groups.
 */
export async function insertAdaAndBola(db: ScratchSql, { juniorBola = false } = {}): Promise<void> {
  const bola = juniorBola ? ["2012-01-02", "kids amatuer"] : ["1996-01-02", "adult amatuer"];
  await db.query(
    `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level) values
     ($1, 'Ada Obi', 'ada@example.com', 'ada', 'scrypt$x', '1995-04-12', '+2348012345678', 'student', 'adult amatuer'),
     ($2, 'Bola Ade', 'bola@example.com', 'bola', 'scrypt$y', $3, '+2348012345679', 'student', $4)`,
    [ADA, BOLA, ...bola],
  );
}

async function scratchPglite(): Promise<ScratchSql> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDrizzle(client);
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    migrateTo: (folder) => pgliteMigrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function scratchPostgres(serverUrl: string): Promise<ScratchSql> {
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
async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "club-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * The tests of migration `tag`: `check` runs on a scratch PGlite database and, when the run has a
 * PostgreSQL server, on a scratch PostgreSQL one, given the migrations folder as it was before the
 * migration (it migrates to it, writes rows, then migrates to MIGRATIONS_FOLDER). `name` names each
 * test after its database ("on PGlite", "on PostgreSQL").
 */
export function describeMigration(
  title: string,
  tag: string,
  name: (on: string) => string,
  check: (db: ScratchSql, before: string) => Promise<void>,
) {
  describe(title, () => {
    let before: Awaited<ReturnType<typeof migrationsBefore>>;
    beforeAll(async () => {
      before = await migrationsBefore(tag);
    });
    afterAll(() => before.remove());
    const run = async (open: () => Promise<ScratchSql>) => {
      const db = await open();
      try {
        await check(db, before.folder);
      } finally {
        await db.close();
      }
    };
    it(name("on PGlite"), { timeout: 120_000 }, () => run(scratchPglite));
    const serverUrl = testDatabaseUrl();
    it.runIf(serverUrl)(name("on PostgreSQL"), { timeout: 120_000 }, () =>
      run(() => scratchPostgres(serverUrl!)),
    );
  });
}
