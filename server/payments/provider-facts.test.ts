/**
 * A verified payment keeps what the provider says about it for the books: its id, fee, channel and
 * the time it was paid. Payments made before these were kept stay as they were.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PaymentLinkResponse } from "@/shared/api/contract";
import { PGLITE_EXTENSIONS } from "../db/client";
import { sandboxPaystackTransactions, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series"); // ₦3,000

describe("a verified payment", () => {
  it("keeps the provider's transaction id, fee, channel and paid-at time", async () => {
    h.setNow(new Date("2026-11-20T10:00:00Z"));
    const { token } = await h.newMember();
    const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
    const link = PaymentLinkResponse.parse(body).paystackResponse.data;
    h.webhooks.hold = true;
    const returned = await h.pay(link.authorization_url);
    expect((await h.returnTo(returned, token)).status).toBe(200);
    const [provider] = await h.db
      .select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, link.reference));
    const [payment] = await h.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, link.reference));
    expect(payment).toMatchObject({
      status: "complete",
      providerId: provider?.id,
      // 1.5% of ₦3,000 plus ₦100.
      feesKobo: 14_500,
      channel: "card",
      paidAt: new Date("2026-11-20T10:00:00Z"),
    });
  });
});

describe("the migration that keeps provider facts", () => {
  it("keeps every existing payment and numbers the sandbox's existing transactions", {
    timeout: 120_000,
  }, async () => {
    const folder = fileURLToPath(new URL("../db/migrations", import.meta.url));
    const before = await mkdtemp(path.join(tmpdir(), "club-migrations-"));
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      // The migrations as they were before this one.
      await cp(folder, before, { recursive: true });
      const journalPath = path.join(before, "meta", "_journal.json");
      const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < "0005_round_three");
      await writeFile(journalPath, JSON.stringify(journal));
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into sandbox_paystack_transactions (reference, email, amount_kobo, status)
        values ('old_1', 'a@example.com', 500000, 'success'), ('old_2', 'b@example.com', 300000, 'pending')`);
      await db.execute(sql`insert into transactions (id, reference, kind, amount_kobo, status, description, channel)
        values ('t1', 'old_1', 'membership', 500000, 'complete', 'Monthly', 'card')`);

      await migrate(db, { migrationsFolder: folder });
      const sandboxRows = await db.execute(
        sql`select reference, id from sandbox_paystack_transactions order by reference`,
      );
      const ids = (sandboxRows.rows as { reference: string; id: number | string }[]).map((r) => Number(r.id));
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
      const kept = await db.execute(
        sql`select reference, status, amount_kobo, channel, provider_id, fees_kobo, paid_at from transactions`,
      );
      expect(kept.rows).toEqual([
        {
          reference: "old_1",
          status: "complete",
          amount_kobo: 500000,
          channel: "card",
          provider_id: null,
          fees_kobo: null,
          paid_at: null,
        },
      ]);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
