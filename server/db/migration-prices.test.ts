/**
 * The membership prices migration (`*_prices`) on a database with members on every plan: the
 * prices the plans had in the code become the stored prices, and no member or membership row is
 * lost. On PGlite, and on PostgreSQL when the test run has one.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createScratchDatabase, testDatabaseUrl } from "../testing/test-database";
import { PGLITE_EXTENSIONS } from "./client";
import { OPENING_MEMBERSHIP_PRICES } from "./seed/catalogue";

const FOLDER = path.join(import.meta.dirname, "migrations");

interface Client {
  exec(sql: string): Promise<unknown>;
  rows<T>(sql: string): Promise<T[]>;
}

async function migrate(client: Client, files: string[]) {
  for (const file of files) {
    const text = await readFile(path.join(FOLDER, file), "utf8");
    for (const statement of text.split("--> statement-breakpoint"))
      if (statement.trim()) await client.exec(statement);
  }
}

async function checkPrices(client: Client) {
  const files = (await readdir(FOLDER)).filter((f) => f.endsWith(".sql")).sort();
  const prices = files.findIndex((f) => f.endsWith("_prices.sql"));
  expect(prices).toBeGreaterThan(0);
  await migrate(client, files.slice(0, prices));
  const plans = ["monthly", "quarterly", "yearly"];
  for (const [index, plan] of plans.entries()) {
    const id = `u${String(index).padStart(23, "0")}`;
    await client.exec(
      `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level)
       values ('${id}', 'Member ${index}', 'm${index}@example.com', 'm${index}', 'x', '1995-04-12', '+2348030000000', 'student', 'adult amatuer')`,
    );
    await client.exec(
      `insert into memberships (user_id, plan, starts_at, ends_at)
       values ('${id}', '${plan}', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')`,
    );
  }
  await migrate(client, [files[prices]!]);
  const stored = await client.rows<{
    key: string;
    price_kobo: number;
    price_usd: number;
    renewal_kobo: null;
  }>("select key, price_kobo, price_usd, renewal_kobo from membership_prices order by price_kobo");
  expect(stored.map((row) => ({ key: row.key, priceKobo: row.price_kobo, priceUsd: row.price_usd }))).toEqual(
    OPENING_MEMBERSHIP_PRICES.map((p) => ({ ...p })),
  );
  expect(stored.every((row) => row.renewal_kobo === null)).toBe(true);
  const kept = await client.rows<{ plan: string }>("select plan from memberships order by user_id");
  expect(kept.map((row) => row.plan)).toEqual(plans);
}

describe("the membership prices migration", () => {
  it("stores the plans' prices as they were and keeps every membership", { timeout: 120_000 }, async () => {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await checkPrices({
        exec: (sql) => pglite.exec(sql),
        rows: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
      });
    } finally {
      await pglite.close();
    }
  });

  it.skipIf(!testDatabaseUrl())("does the same on PostgreSQL", { timeout: 120_000 }, async () => {
    const scratch = await createScratchDatabase(testDatabaseUrl()!);
    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      await checkPrices({
        exec: (text) => sql.unsafe(text),
        rows: async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
      });
    } finally {
      await sql.end();
      await scratch.drop();
    }
  });
});
