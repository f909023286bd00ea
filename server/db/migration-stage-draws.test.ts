/**
 * The stage-draws migration (0015_stage_draws) on a database made by the migrations before it, on PGlite
 * and, when the run has one, on PostgreSQL: every match stays where it was, the main draw's places
 * stay unique, and a stage draw's results take places of their own.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as pgliteDrizzle } from "drizzle-orm/pglite";
import { migrate as pgliteMigrate } from "drizzle-orm/pglite/migrator";
import { drizzle as postgresDrizzle } from "drizzle-orm/postgres-js";
import { migrate as postgresMigrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, testDatabaseUrl } from "../testing/test-database";

const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));

interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function onPglite(): Promise<Sql> {
  const client = new PGlite();
  const db = pgliteDrizzle(client);
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    migrateTo: (folder) => pgliteMigrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function onPostgres(serverUrl: string): Promise<Sql> {
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

let before: string;
beforeAll(async () => {
  // The migrations folder as it was before this one.
  before = await mkdtemp(path.join(tmpdir(), "club-migrations-"));
  await cp(MIGRATIONS, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < "0015_stage_draws");
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

const ADA = "a00000000000000000000001";
const BOLA = "a00000000000000000000002";
const CUP = "b00000000000000000000001";

async function keepsEveryMatch(db: Sql) {
  await db.migrateTo(before);
  await db.query(
    `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level) values
     ($1, 'Ada Obi', 'ada@example.com', 'ada', 'scrypt$x', '1995-04-12', '+2348012345678', 'student', 'adult amatuer'),
     ($2, 'Bola Ade', 'bola@example.com', 'bola', 'scrypt$y', '2012-01-02', '+2348012345679', 'student', 'kids amatuer')`,
    [ADA, BOLA],
  );
  await db.query(
    `insert into tournaments (id, name, date, location, time, price_kobo, image_url, category, capacity) values
     ($1, 'Junior Cup', '2026-11-20T09:00:00Z', 'Court', '9:00 AM', 400000, '/x.jpg', 'juniors', 16)`,
    [CUP],
  );
  await db.query(
    `insert into club_matches (id, kind, tournament_id, status, outcome, score, winner, games_a, games_b, draw_round, draw_index, played_at) values
     ('m1', 'singles', $1, 'confirmed', 'completed', '6-3 6-4', 'a', 12, 7, 1, 0, '2026-11-20T10:00:00Z'),
     ('m2', 'singles', null, 'confirmed', 'completed', '6-1 6-1', 'b', 2, 12, null, null, '2026-11-21T10:00:00Z')`,
    [CUP],
  );

  await db.migrateTo(MIGRATIONS);

  expect(
    await db.query("select id, draw_round, draw_index, stage_draw_id from club_matches order by id"),
  ).toEqual([
    { id: "m1", draw_round: 1, draw_index: 0, stage_draw_id: null },
    { id: "m2", draw_round: null, draw_index: null, stage_draw_id: null },
  ]);
  // The main draw's place is still taken once; a stage draw's first match has a place of its own.
  await expect(
    db.query(
      `insert into club_matches (id, kind, tournament_id, status, draw_round, draw_index) values ('m3', 'singles', $1, 'confirmed', 1, 0)`,
      [CUP],
    ),
  ).rejects.toThrow();
  await db.query(
    `insert into stage_draws (id, tournament_id, kind, slots, seeds) values ('s1', $1, 'consolation', $2, '[]')`,
    [CUP, JSON.stringify([ADA, BOLA])],
  );
  await db.query(
    `insert into club_matches (id, kind, tournament_id, status, draw_round, draw_index, stage_draw_id) values ('m4', 'singles', $1, 'confirmed', 1, 0, 's1')`,
    [CUP],
  );
  // One consolation draw per tournament, one result per place of it.
  await expect(
    db.query(
      `insert into stage_draws (id, tournament_id, kind, slots, seeds) values ('s2', $1, 'consolation', '[]', '[]')`,
      [CUP],
    ),
  ).rejects.toThrow();
  await expect(
    db.query(
      `insert into club_matches (id, kind, tournament_id, status, draw_round, draw_index, stage_draw_id) values ('m5', 'singles', $1, 'confirmed', 1, 0, 's1')`,
      [CUP],
    ),
  ).rejects.toThrow();
}

describe("the formats migration", () => {
  it("keeps every match on PGlite and gives stage draws places of their own", {
    timeout: 120_000,
  }, async () => {
    const db = await onPglite();
    try {
      await keepsEveryMatch(db);
    } finally {
      await db.close();
    }
  });

  const serverUrl = testDatabaseUrl();
  it.runIf(serverUrl)(
    "keeps every match on PostgreSQL and gives stage draws places of their own",
    { timeout: 120_000 },
    async () => {
      const db = await onPostgres(serverUrl!);
      try {
        await keepsEveryMatch(db);
      } finally {
        await db.close();
      }
    },
  );
});
