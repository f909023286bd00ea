/** The member's billing history, a page at a time, and one payment for its receipt. */

import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { call } from "./call";

/** The newest payments, or the page before the payment `before`, and whether earlier ones remain. */
export async function getTransactions(before?: string): Promise<{ trans: Transaction[]; more: boolean }> {
  const page = await call(calls.transactions, { query: before === undefined ? {} : { before } });
  return { trans: page.trans, more: page.more ?? false };
}

/** One of the member's payments. */
export async function getTransaction(id: string): Promise<Transaction> {
  return (await call(calls.transactionReceipt, { params: { id } })).transaction;
}
