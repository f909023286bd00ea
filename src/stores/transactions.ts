/**
 * The member's billing history. A failure is shown as such (docs/product.md, Error texts), not as
 * an empty list.
 */
import type { Transaction } from "@/lib/api/contract";
import { getTransactions } from "@/lib/api/transactions";
import { createFetcherStore } from "./fetcher";
import { $token } from "./session";

export const $transactions = createFetcherStore<Transaction[]>(["/transaction/all#", $token], {
  fetcher: () => getTransactions(),
});
