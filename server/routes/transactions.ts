/**
 * A member's payment history, newest first, each payment with its refunds and whether a dispute
 * of it is still open (a resolved one no longer flags it).
 */

import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { TRANSACTION_KIND_LABELS } from "@/shared/domain/lists";
import { toNaira } from "@/shared/domain/pricing";
import { refunds, transactions } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { httpError } from "../lib/http-error";
import { openlyDisputed } from "../payments/disputes";
import { presentPaymentLines } from "../payments/household";

/** The payments a page of the member's history holds. */
export const TRANSACTIONS_PAGE = 50;

// Only what the history shows: not the payment's metadata, checkout or provider fields.
const HISTORY_COLUMNS = {
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
};

type HistoryRow = {
  [K in keyof typeof HISTORY_COLUMNS]: (typeof HISTORY_COLUMNS)[K]["_"]["notNull"] extends true
    ? (typeof HISTORY_COLUMNS)[K]["_"]["data"]
    : (typeof HISTORY_COLUMNS)[K]["_"]["data"] | null;
};

export function transactionRoutes({ db, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /**
   * The history's rows with their refunds, disputes and family lines: refunds and disputes are
   * reached through the member's own payments only.
   */
  async function present(rows: HistoryRow[]): Promise<Transaction[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [refundRows, disputed, lines] = await Promise.all([
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
        .where(inArray(refunds.transactionId, ids))
        .orderBy(asc(refunds.createdAt), asc(refunds.id)),
      openlyDisputed(db, ids),
      presentPaymentLines(db, rows),
    ]);
    return rows.map((row) => ({
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
  }

  /** A page of the member's payments, newest first, and whether earlier ones remain. */
  route(app, calls.transactions, async (c) => {
    const userId = c.get("user").id;
    const { before } = c.req.valid("query");
    if (before !== undefined) {
      const [from] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.id, before), eq(transactions.userId, userId)));
      if (!from) throw httpError(404, "That payment was not found");
    }
    const rows = await db
      .select(HISTORY_COLUMNS)
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          // Compared in the database: its timestamps are finer than a JavaScript date.
          before === undefined
            ? undefined
            : sql`(${transactions.createdAt}, ${transactions.id}) < (select b.created_at, b.id from ${transactions} b where b.id = ${before})`,
        ),
      )
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(TRANSACTIONS_PAGE + 1);
    const trans = await present(rows.slice(0, TRANSACTIONS_PAGE));
    return c.json({ trans, more: rows.length > TRANSACTIONS_PAGE });
  });

  /** One of the member's payments, for its receipt. */
  route(app, calls.transactionReceipt, async (c) => {
    const rows = await db
      .select(HISTORY_COLUMNS)
      .from(transactions)
      .where(and(eq(transactions.id, c.req.valid("param").id), eq(transactions.userId, c.get("user").id)));
    const [transaction] = await present(rows);
    if (!transaction) throw httpError(404, "That payment was not found");
    return c.json({ transaction });
  });

  return app;
}
