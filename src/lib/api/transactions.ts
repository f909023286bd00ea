/** The member's billing history. */
import { call } from "./call";
import * as calls from "./calls";
import type { Transaction } from "./contract";

export async function getTransactions(): Promise<Transaction[]> {
  return (await call(calls.transactions)).trans;
}
