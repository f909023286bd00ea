/**
 * How members last paid: the channel (card, bank_transfer, ussd ...) of each one's latest completed
 * payment, which decides with `renewsOnCard` (src/shared/domain/renewal-notices.ts) whether the
 * membership renews on the saved card. Read by the renewal notices, the renewal job and the
 * console's Auto-renewals list alike.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { transactions } from "../db/schema";
import type { Tx } from "./grants";

/** Each member's last channel; a member without a completed payment (or a known channel) maps to null. */
export async function lastChannels(
  db: Database | Tx,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>(userIds.map((id) => [id, null]));
  if (userIds.length === 0) return found;
  const rows = await db
    .selectDistinctOn([transactions.userId], { userId: transactions.userId, channel: transactions.channel })
    .from(transactions)
    .where(and(inArray(transactions.userId, [...userIds]), eq(transactions.status, "complete")))
    .orderBy(
      transactions.userId,
      sql`${transactions.fulfilledAt} desc nulls last`,
      sql`${transactions.id} desc`,
    );
  for (const row of rows) if (row.userId) found.set(row.userId, row.channel);
  return found;
}

/** One member's last channel, or null. */
export async function lastChannel(db: Database | Tx, userId: string): Promise<string | null> {
  return (await lastChannels(db, [userId])).get(userId) ?? null;
}
