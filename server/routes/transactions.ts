/**
 * A member's payment history, newest first, each payment with its refunds and whether a dispute
 * of it is still open (a resolved one no longer flags it).
 */

import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { type RefundStatus, TRANSACTION_KIND_LABELS } from "@/shared/domain/lists";
import { toNaira } from "@/shared/domain/pricing";
import type { Database } from "../db/client";
import { jsonList } from "../db/json-list";
import { preparedPer } from "../db/prepared";
import { refunds, transactions } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { httpError } from "../lib/http-error";
import { hasOpenDispute } from "../payments/disputes";
import { presentPaymentLines } from "../payments/household";

/** The payments a page of the member's history holds (docs/decisions/0277-member-lists-in-one-statement.md). */
export const TRANSACTIONS_PAGE = 20;

/** The history's payment, as the refunds' and disputes' subqueries name it. */
const payment = sql`${transactions}.${sql.identifier("id")}`;

// Only what the history shows: not the payment's metadata, checkout or provider fields. Its refunds
// (oldest first) and whether a dispute of it is open come in the same row, read by the payment's id
// (`refunds_transaction_idx`, `payment_disputes_transaction_idx`).
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
  refunds: sql<
    string | null
  >`(select json_agg(json_build_array(r.id, r.amount_kobo, r.status, r.reason, r.created_at) order by r.created_at, r.id)::text from ${refunds} r where r.transaction_id = ${payment})`,
  disputed: hasOpenDispute(payment),
};

type RefundTuple = [id: string, amountKobo: number, status: RefundStatus, reason: string, createdAt: string];

type HistoryRow = {
  [K in Exclude<
    keyof typeof HISTORY_COLUMNS,
    "refunds" | "disputed"
  >]: (typeof HISTORY_COLUMNS)[K]["_"]["notNull"] extends true
    ? (typeof HISTORY_COLUMNS)[K]["_"]["data"]
    : (typeof HISTORY_COLUMNS)[K]["_"]["data"] | null;
} & { refunds: string | null; disputed: boolean };

/** A page of the member's payments, newest first, one more than a page to tell whether more are older. */
function historyPage(db: Database, where: SQL | undefined) {
  return db
    .select(HISTORY_COLUMNS)
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(TRANSACTIONS_PAGE + 1);
}

/** The newest page: every Billing visit asks it, so it is prepared once per database. */
const firstPage = preparedPer((db) =>
  historyPage(db, eq(transactions.userId, sql.placeholder("userId"))).prepare("billing_history_first_page"),
);

export function transactionRoutes({ db, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /** The history's rows with their family lines, read for the page's family checkouts only. */
  async function present(rows: HistoryRow[]): Promise<Transaction[]> {
    if (rows.length === 0) return [];
    const lines = await presentPaymentLines(db, rows);
    return rows.map((row) => ({
      _id: row.id,
      type: TRANSACTION_KIND_LABELS[row.kind],
      amount: toNaira(row.amountKobo),
      status: row.status,
      date: row.createdAt.toISOString(),
      reference: row.reference,
      description: row.description,
      channel: row.channel,
      refunds: jsonList<RefundTuple>(row.refunds).map(([id, amountKobo, status, reason, createdAt]) => ({
        _id: id,
        amount: toNaira(amountKobo),
        status,
        date: new Date(createdAt).toISOString(),
        reason,
      })),
      disputed: row.disputed,
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
    const rows =
      before === undefined
        ? await firstPage(db).execute({ userId })
        : await historyPage(
            db,
            and(
              eq(transactions.userId, userId),
              // Compared in the database: its timestamps are finer than a JavaScript date.
              sql`(${transactions.createdAt}, ${transactions.id}) < (select b.created_at, b.id from ${transactions} b where b.id = ${before})`,
            ),
          );
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
