/**
 * The member's billing history. A failure is shown as such (docs/product.md, Error texts), not as
 * an empty list.
 */
import { keyOf } from "@/lib/api/call";
import { getTransactions } from "@/lib/api/transactions";
import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { createFetcherStore } from "./fetcher";
import { $token } from "./session";

export const $transactions = createFetcherStore<Transaction[]>(keyOf(calls.transactions, { scope: $token }), {
  fetcher: () => getTransactions(),
});
