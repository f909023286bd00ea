/**
 * The member's billing history a page at a time, and a receipt read on its own when its payment is
 * older than the pages read (docs/decisions/0265-a-members-reads-bounded.md).
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import * as calls from "@/shared/api/all-calls";
import { TransactionResponse, TransactionsResponse } from "@/shared/api/contract";
import { fillClub } from "../../bench/lib/club-scale";
import { truncateAll } from "../db/reset";
import { refunds, transactions } from "../db/schema";
import { ADMIN_ID, MEMBER_ID } from "../db/seed";
import { demoId } from "../db/seed/ids";
import { createHarness, type Harness } from "../testing/harness";
import { statementsDuring } from "../testing/statements";
import { executedRows } from "../testing/test-database";
import { TRANSACTIONS_PAGE } from "./transactions";

// A small club whose demo member made the first 130 of its payments, some refunded.
const CLUB = {
  players: 30,
  tournaments: 6,
  tickets: 12,
  payments: 130,
  results: 10,
  notifications: 10,
  years: 1,
} as const;

let h: Harness;
let token = "";

beforeAll(async () => {
  h = await createHarness();
  await truncateAll(h.database.db);
  const now = new Date("2026-11-27T10:00:00Z");
  await fillClub(h.database.db, now, CLUB);
  h.setNow(now);
  token = await h.signIn("member");
  // Two refunds of a payment on a later page, one of a payment on the first.
  const paid = await h.database.db
    .select({ id: transactions.id, amountKobo: transactions.amountKobo })
    .from(transactions)
    .where(eq(transactions.userId, MEMBER_ID))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  await h.database.db.insert(refunds).values(
    [paid[3]!, paid[70]!, paid[70]!].map((payment, i) => ({
      id: demoId(`paging:refund:${i}`),
      transactionId: payment.id,
      providerRefundId: `paging-refund-${i}`,
      amountKobo: Math.min(100, payment.amountKobo),
      status: "processed" as const,
      cause: "staff" as const,
      reason: "Could not attend",
      requestedBy: ADMIN_ID,
      createdAt: new Date(now.getTime() + i * 60_000),
    })),
  );
}, 120_000);
afterAll(() => h.close());

describe("a member's billing history, a page at a time", () => {
  it("lists every payment once, newest first, each with its own refunds", async () => {
    const db = h.database.db;
    const all = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, MEMBER_ID))
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
    expect(all.length).toBeGreaterThan(TRANSACTIONS_PAGE * 2);

    const first = TransactionsResponse.parse((await h.call(pathOf(calls.transactions), { token })).body);
    // A page holds 20 (docs/decisions/0277-member-lists-in-one-statement.md).
    expect(first.trans).toHaveLength(20);
    expect(first.more).toBe(true);
    const listed = [...first.trans];
    let more = first.more;
    while (more) {
      const { status, body } = await h.call(`${pathOf(calls.transactions)}?before=${listed.at(-1)!._id}`, {
        token,
      });
      expect(status).toBe(200);
      const page = TransactionsResponse.parse(body);
      expect(page.trans.length).toBeLessThanOrEqual(TRANSACTIONS_PAGE);
      listed.push(...page.trans);
      more = page.more;
    }
    expect(listed.map((t) => t._id)).toEqual(all.map((row) => row.id));

    const refunded = await db
      .select({ id: refunds.id, transactionId: refunds.transactionId })
      .from(refunds)
      .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
      .where(eq(transactions.userId, MEMBER_ID))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    expect(refunded.length).toBeGreaterThan(0);
    for (const payment of listed)
      expect(payment.refunds.map((r) => r._id)).toEqual(
        refunded.filter((r) => r.transactionId === payment._id).map((r) => r.id),
      );
  });

  it("reads the newest page with its refunds and open disputes in one statement after the token's", async () => {
    let answer: Awaited<ReturnType<Harness["call"]>> | undefined;
    const statements = await statementsDuring(h.database.db, async () => {
      answer = await h.call(pathOf(calls.transactions), { token });
    });
    expect(statements).toBe(2);
    const page = TransactionsResponse.parse(answer?.body);
    expect(page.trans[3]?.refunds).toEqual([
      expect.objectContaining({ amount: 1, status: "processed", reason: "Could not attend" }),
    ]);
    expect(page.trans.filter((t) => t.refunds.length > 0)).toHaveLength(1);
  });

  it("reads a page in the history's order from the member's index, with no sort", async () => {
    // The admin has no payments here, as most members have few among the club's: their index is read.
    const plan = await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return executedRows<Record<string, string>>(
        await tx.execute(
          sql`explain select ${transactions.id} from ${transactions} where ${transactions.userId} = ${ADMIN_ID} order by ${transactions.createdAt} desc, ${transactions.id} desc limit ${TRANSACTIONS_PAGE + 1}`,
        ),
      );
    });
    const text = plan.map((row) => Object.values(row).join(" ")).join("\n");
    expect(text).toContain("transactions_user_idx");
    expect(text).not.toMatch(/Sort/);
  });

  it("reads one payment for its receipt, the member's own only", async () => {
    const history = TransactionsResponse.parse((await h.call(pathOf(calls.transactions), { token })).body);
    const [oldest] = await h.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, MEMBER_ID))
      .orderBy(asc(transactions.createdAt))
      .limit(1);
    expect(history.trans.map((t) => t._id)).not.toContain(oldest!.id);
    const receipt = await h.call(pathOf(calls.transactionReceipt, { id: oldest!.id }), { token });
    expect(receipt.status).toBe(200);
    expect(TransactionResponse.parse(receipt.body).transaction._id).toBe(oldest!.id);

    const other = await h.call(pathOf(calls.transactionReceipt, { id: oldest!.id }), {
      token: await h.signIn("free"),
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("That payment was not found");
    const before = await h.call(`${pathOf(calls.transactions)}?before=${oldest!.id}`, {
      token: await h.signIn("free"),
    });
    expect(before.status).toBe(404);
  });
});
