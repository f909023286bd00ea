/**
 * A tournament's entrants (docs/decisions/0230-tournament-events.md): the one rule for an entry that
 * stands, and the players holding one, with their kept ratings, for draws and groups alike (a
 * doubles pair once its partner confirmed, 0251).
 */
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { readyToDraw } from "@/shared/domain/tournament-events";
import type { Database } from "../db/client";
import { tickets, users } from "../db/schema";
import type { Tx } from "../payments/grants";
import { keptRatings } from "./kept-ratings";

/** An entry standing: not voided by a refund, not withdrawn. */
export const standingEntry = and(isNull(tickets.voidedAt), isNull(tickets.withdrawnAt));

/** The players holding a standing player entry that matches `where`, by name, with their ratings. */
export async function ratedEntrants(db: Database | Tx, where: SQL | undefined) {
  const entries = await db
    .select({
      userId: users.id,
      name: users.fullName,
      partnerId: tickets.partnerId,
      partnerConfirmedAt: tickets.partnerConfirmedAt,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(and(where, eq(tickets.role, "player"), standingEntry))
    .orderBy(users.fullName, users.id);
  // A pair waiting for its partner to confirm is not drawn (0251).
  const holders = entries.filter(readyToDraw).map(({ userId, name }) => ({ userId, name }));
  const ratings = await keptRatings(
    db,
    holders.map((h) => h.userId),
  );
  return holders.map((h) => ({ ...h, rating: ratings.get(h.userId) ?? null }));
}
