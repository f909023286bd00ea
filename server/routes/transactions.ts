/** A member's payment history, newest first. */

import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { TRANSACTION_KIND_LABELS } from "@/shared/domain/lists";
import { toNaira } from "@/shared/domain/pricing";
import { transactions } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { route } from "../lib/route";

export function transactionRoutes({ db, requireUser }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.transactions, requireUser, async (c) => {
    const rows = await db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, c.get("user").id))
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
    const trans: Transaction[] = rows.map((row) => ({
      _id: row.id,
      type: TRANSACTION_KIND_LABELS[row.kind],
      amount: toNaira(row.amountKobo),
      status: row.status,
      date: row.createdAt.toISOString(),
      reference: row.reference,
      description: row.description,
      channel: row.channel,
    }));
    return c.json({ trans });
  });

  return app;
}
