/**
 * The member's billing history, the newest page first and earlier pages on asking, and a payment's
 * receipt. A failure is shown as such (docs/product.md, Error texts), not as an empty list.
 */
import { atom } from "nanostores";
import { keyOf } from "@/lib/api/call";
import { getTransaction, getTransactions } from "@/lib/api/transactions";
import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { earlierPages } from "./earlier-pages";
import { createFetcherStore } from "./fetcher";
import { $token } from "./session";

/** Whether payments earlier than the newest page remain. */
export const $earlierPaymentsRemain = atom(false);

export const $transactions = createFetcherStore<Transaction[]>(keyOf(calls.transactions, { scope: $token }), {
  fetcher: async () => {
    const page = await getTransactions();
    $earlierPaymentsRemain.set(page.more);
    return page.trans;
  },
});

/** The member's earlier payments, a page at a time below the newest page. */
export const { $earlier: $earlierTransactions, showEarlier: showEarlierTransactions } =
  earlierPages<Transaction>(
    "payments",
    () => $transactions.get().data?.at(-1)?._id,
    async (before) => {
      const page = await getTransactions(before);
      return { items: page.trans, more: page.more };
    },
    { resetOn: $token, newest: $transactions },
  );

/** A receipt's payment not among the pages read: read on its own (null: none asked). */
export const $receiptId = atom<string | null>(null);

export const $receiptTransaction = createFetcherStore<Transaction>(
  keyOf(calls.transactionReceipt, { params: { id: $receiptId }, scope: $token }),
  { fetcher: (_path, id) => getTransaction(String(id)) },
);
