/** Which payments have a dispute still open (src/shared/domain/disputes.ts): the ones flagged Disputed. */
import { and, inArray, notInArray } from "drizzle-orm";
import { CLOSED_DISPUTE_STATUSES } from "@/shared/domain/disputes";
import type { Database } from "../db/client";
import { paymentDisputes } from "../db/schema";

/** The ids, among the payments given, with an open dispute. */
export async function openlyDisputed(db: Database, transactionIds: readonly string[]): Promise<Set<string>> {
  if (transactionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ transactionId: paymentDisputes.transactionId })
    .from(paymentDisputes)
    .where(
      and(
        inArray(paymentDisputes.transactionId, [...transactionIds]),
        notInArray(paymentDisputes.status, [...CLOSED_DISPUTE_STATUSES]),
      ),
    );
  return new Set(rows.map((r) => r.transactionId));
}
