/** Which payments have a dispute still open (src/shared/domain/disputes.ts): the ones flagged Disputed. */
import { and, inArray, notInArray, type SQL, sql } from "drizzle-orm";
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

/** Whether the payment whose id is `transactionId` (a column of the outer query) has an open dispute. */
export function hasOpenDispute(transactionId: SQL): SQL<boolean> {
  return sql<boolean>`exists(select 1 from ${paymentDisputes} d where d.transaction_id = ${transactionId} and not (d.status in (${sql.join(
    CLOSED_DISPUTE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})))`;
}
