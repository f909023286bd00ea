/** The member's billing history. */
import { api, readJson } from "./client";
import type { Transaction, TransactionsResponse } from "./contract";

/** GET /transaction/all */
export async function getTransactions(): Promise<Transaction[]> {
  return (await readJson<typeof TransactionsResponse>(api.get("transaction/all"))).trans;
}
