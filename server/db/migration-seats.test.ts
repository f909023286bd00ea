/**
 * The seats migration on a database made by the migrations before it: every row stays, refunds
 * may now be of a ticket not issued, and the demo junior tournaments move to the juniors category.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "./client";
import { tournamentIdOf } from "./seed/catalogue";

const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));
const JUNIORS = ["Abeokuta Junior Series", "Lagos Junior Open", "Port Harcourt Under-14 Cup"].map(
  tournamentIdOf,
);
const OTHER = tournamentIdOf("Ibadan Open");

let before: string;
beforeAll(async () => {
  // The migrations folder as it was before this one.
  before = await mkdtemp(path.join(tmpdir(), "club-migrations-"));
  await cp(MIGRATIONS, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < "0005_round_three");
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

describe("the seats migration", () => {
  it("keeps every row, and puts the demo junior tournaments in the juniors category", {
    timeout: 120_000,
  }, async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      for (const id of [...JUNIORS, OTHER]) {
        await client.query(
          `insert into tournaments (id, name, date, location, time, price_kobo, image_url) values ($1, $1, now(), 'Court', '9:00 AM', 100, '/x.jpg')`,
          [id],
        );
      }
      await client.query(
        `insert into transactions (id, user_id, reference, kind, amount_kobo, description, status) values ('t1', null, 'tc_1', 'ticket', 100, 'Ticket', 'complete')`,
      );
      await client.query(
        `insert into refunds (id, transaction_id, amount_kobo, reason, cause) values ('r1', 't1', 100, 'Twice', 'duplicate')`,
      );
      await expect(
        client.query(
          `insert into refunds (id, transaction_id, amount_kobo, reason, cause) values ('r0', 't1', 100, 'Late', 'not-issued')`,
        ),
      ).rejects.toThrow();

      await migrate(db, { migrationsFolder: MIGRATIONS });
      const categories = await client.query<{ id: string; category: string }>(
        "select id, category from tournaments order by id",
      );
      expect(categories.rows).toHaveLength(4);
      for (const row of categories.rows) expect(row.category).toBe(row.id === OTHER ? "ATP" : "juniors");
      expect((await client.query("select id from refunds")).rows).toEqual([{ id: "r1" }]);
      await client.query(
        `insert into refunds (id, transaction_id, amount_kobo, reason, cause) values ('r2', 't1', 100, 'Late', 'not-issued')`,
      );
      expect((await client.query("select id from transactions")).rows).toEqual([{ id: "t1" }]);
    } finally {
      await client.close();
    }
  });
});
