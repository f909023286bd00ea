/**
 * A member's payment history, newest first, each payment with its refunds and whether a dispute
 * of it is still open (a resolved one no longer flags it).
 */

import { asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { TRANSACTION_KIND_LABELS } from "@/shared/domain/lists";
import { toNaira } from "@/shared/domain/pricing";
import { refunds, transactions } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { openlyDisputed } from "../payments/disputes";
import { presentPaymentLines } from "../payments/household";

export function transactionRoutes({ db, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.transactions, async (c) => {
    const userId = c.get("user").id;
    // Refunds and disputes are reached through the member's own payments only.
    const [rows, refundRows] = await Promise.all([
      // Only what the history shows: not the payment's metadata, checkout or provider fields.
      db
        .select({
          id: transactions.id,
          kind: transactions.kind,
          amountKobo: transactions.amountKobo,
          status: transactions.status,
          createdAt: transactions.createdAt,
          reference: transactions.reference,
          description: transactions.description,
          channel: transactions.channel,
          // A family checkout's lines, one per player.
          metadata: transactions.metadata,
        })
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id)),
      db
        .select({
          id: refunds.id,
          transactionId: refunds.transactionId,
          amountKobo: refunds.amountKobo,
          status: refunds.status,
          reason: refunds.reason,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
        .where(eq(transactions.userId, userId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    ]);
    const [disputed, lines] = await Promise.all([
      openlyDisputed(
        db,
        rows.map((r) => r.id),
      ),
      presentPaymentLines(db, rows),
    ]);
    const trans: Transaction[] = rows.map((row) => ({
      _id: row.id,
      type: TRANSACTION_KIND_LABELS[row.kind],
      amount: toNaira(row.amountKobo),
      status: row.status,
      date: row.createdAt.toISOString(),
      reference: row.reference,
      description: row.description,
      channel: row.channel,
      refunds: refundRows
        .filter((r) => r.transactionId === row.id)
        .map((r) => ({
          _id: r.id,
          amount: toNaira(r.amountKobo),
          status: r.status,
          date: r.createdAt.toISOString(),
          reason: r.reason,
        })),
      disputed: disputed.has(row.id),
      lines: lines.get(row.id) ?? [],
    }));
    return c.json({ trans });
  });

  return app;
}
