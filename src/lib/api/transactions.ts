/** The member's billing history. */

import * as calls from "@/shared/api/calls";
import type { Transaction } from "@/shared/api/contract";
import { call } from "./call";

export async function getTransactions(): Promise<Transaction[]> {
  return (await call(calls.transactions)).trans;
}
