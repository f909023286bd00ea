import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { closeServices, createServices } from "../services";
import { TEST_PASSWORD_COST } from "../testing/harness";
import { testDatabaseUrl } from "../testing/test-database";
import { openDatabase } from "./client";
import * as schema from "./schema";
import { isDatabaseEmpty, seedDemoData } from "./seed";

// These tests open their own databases (seconds each on a busy machine), so they get more time.
const OPENS_DATABASES = { timeout: 120_000 };

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-db-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("migrations", () => {
  it(
    "create every table and column of the schema on an empty database, and the demo data loads",
    OPENS_DATABASES,
    async () => {
      const { db, close } = await openDatabase({ kind: "memory" });
      try {
        const result = await db.execute(
          sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
        );
        const rows = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
        const columns = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
        for (const table of tables) {
          const config = getTableConfig(table);
          for (const column of config.columns) expect(columns).toContain(`${config.name}.${column.name}`);
        }
        expect(await isDatabaseEmpty(db)).toBe(true);
        await seedDemoData(db, new Date(), TEST_PASSWORD_COST);
        expect(await isDatabaseEmpty(db)).toBe(false);
      } finally {
        await close();
      }
    },
  );
});

describe("createServices", () => {
  it(
    "migrates and seeds a new PGlite folder once, and keeps its data across restarts",
    OPENS_DATABASES,
    async () => {
      const config = {
        ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: "development", DEMO_MODE: "true" }),
        passwordCost: TEST_PASSWORD_COST,
      };
      const first = await createServices(config);
      const count = async (services: typeof first) =>
        (await services.db.select({ id: schema.users.id }).from(schema.users)).length;
      const users = await count(first);
      expect(users).toBeGreaterThan(0);
      const subscribers = async (services: typeof first) =>
        (await services.db.select().from(schema.newsletterSubscribers)).map((s) => s.email).sort();
      const before = await subscribers(first);
      await first.db.insert(schema.newsletterSubscribers).values({ email: "kept@example.com" });
      await closeServices(first);

      const second = await createServices(config);
      try {
        expect(await count(second)).toBe(users);
        expect(await subscribers(second)).toEqual([...before, "kept@example.com"].sort());
      } finally {
        await closeServices(second);
      }
    },
  );

  it(
    "keeps the ratings of existing results at the next start when a migration left their replay due",
    OPENS_DATABASES,
    async () => {
      const config = {
        ...loadConfig({
          DATA_DIR: path.join(dataDir, "ratings"),
          NODE_ENV: "development",
          DEMO_MODE: "true",
        }),
        passwordCost: TEST_PASSWORD_COST,
      };
      const kept = async (services: Awaited<ReturnType<typeof createServices>>) =>
        (await services.db.select().from(schema.ratingPoints)).toSorted((x, y) =>
          `${x.matchId}${x.userId}` < `${y.matchId}${y.userId}` ? -1 : 1,
        );
      const first = await createServices(config);
      const points = await kept(first);
      const matches = (await first.db.select().from(schema.clubMatches)).length;
      expect(points.length).toBeGreaterThan(0);
      // As right after the migration: results stored, nothing kept yet, a replay due.
      await first.db.delete(schema.ratingPoints);
      await first.db.delete(schema.playerRatings);
      await first.db.insert(schema.ratingReplaysDue).values({ fromAt: new Date(0) });
      await closeServices(first);

      const second = await createServices(config);
      try {
        expect(await kept(second)).toEqual(points);
        expect((await second.db.select().from(schema.playerRatings)).length).toBeGreaterThan(0);
        expect(await second.db.select().from(schema.ratingReplaysDue)).toEqual([]);
        expect((await second.db.select().from(schema.clubMatches)).length).toBe(matches);
      } finally {
        await closeServices(second);
      }
    },
  );

  it("leaves the database empty when demo data is off", OPENS_DATABASES, async () => {
    const config = loadConfig({
      DATA_DIR: path.join(dataDir, "empty"),
      DEMO_MODE: "true",
      SEED_DEMO: "false",
    });
    const services = await createServices(config);
    try {
      expect(await isDatabaseEmpty(services.db)).toBe(true);
    } finally {
      await closeServices(services);
    }
  });
});

// Runs against a real Postgres when there is one: the `postgres` test project's, or TEST_DATABASE_URL.
describe.runIf(testDatabaseUrl())("on Postgres", () => {
  it("applies the same migrations", OPENS_DATABASES, async () => {
    const { db, close } = await openDatabase({ kind: "postgres", url: testDatabaseUrl()! });
    try {
      await db.select({ id: schema.users.id }).from(schema.users).limit(1);
      await db.select({ reference: schema.transactions.reference }).from(schema.transactions).limit(1);
    } finally {
      await close();
    }
  });
});
