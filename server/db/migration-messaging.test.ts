/**
 * The messages migration (0006_messaging) on a database holding phone numbers written every way
 * members wrote them: each becomes E.164, a number it cannot read is kept as it was and flagged,
 * and no member row is lost. On PGlite, and on PostgreSQL when the test run has one.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createScratchDatabase, testDatabaseUrl } from "../testing/test-database";
import { PGLITE_EXTENSIONS } from "./client";

const FOLDER = path.join(import.meta.dirname, "migrations");
const BEFORE = [
  "0000_init",
  "0001_sandbox_paystack",
  "0002_hardening",
  "0003_hardening_and_console",
  "0004_club_round_two",
  "0005_round_three",
];

/** What members typed, and what the migration makes of it: [number, needs fixing]. */
const NUMBERS: [string, string, boolean][] = [
  ["+234 803 000 0000", "+2348030000000", false],
  ["08031234567", "+2348031234567", false],
  ["0805-765-4321", "+2348057654321", false],
  ["234 809 555 0101", "+2348095550101", false],
  ["(0802) 246.8101", "+2348022468101", false],
  ["+44 20 7946 0018", "+442079460018", false],
  ["12345", "12345", true],
  ["call my mum", "call my mum", true],
];

interface Client {
  exec(sql: string): Promise<unknown>;
  rows<T>(sql: string): Promise<T[]>;
}

async function migrate(client: Client, tags: string[]) {
  for (const tag of tags) {
    const text = await readFile(path.join(FOLDER, `${tag}.sql`), "utf8");
    for (const statement of text.split("--> statement-breakpoint"))
      if (statement.trim()) await client.exec(statement);
  }
}

async function checkNumbers(client: Client) {
  await migrate(client, BEFORE);
  for (const [index, [written]] of NUMBERS.entries()) {
    const id = `u${String(index).padStart(23, "0")}`;
    await client.exec(
      `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level)
       values ('${id}', 'Member ${index}', 'm${index}@example.com', 'm${index}', 'x', '1995-04-12', '${written.replaceAll("'", "''")}', 'student', 'adult amatuer')`,
    );
  }
  await migrate(client, ["0006_messaging"]);
  const rows = await client.rows<{ phone_number: string; phone_needs_fix: boolean }>(
    "select phone_number, phone_needs_fix from users order by id",
  );
  expect(rows.map((row) => [row.phone_number, row.phone_needs_fix])).toEqual(
    NUMBERS.map(([, number, flagged]) => [number, flagged]),
  );
}

describe("the messages migration", () => {
  it("moves every phone number to E.164 and flags, never drops, one it cannot read", {
    timeout: 120_000,
  }, async () => {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await checkNumbers({
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
      await checkNumbers({
        exec: (text) => sql.unsafe(text),
        rows: async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
      });
    } finally {
      await sql.end();
      await scratch.drop();
    }
  });
});
