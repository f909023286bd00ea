/**
 * Deleting a player's personal data (docs/decisions/0012-account-deletion.md), one home for an
 * account deleting itself and a guardian deleting a child (0160): payments stay, anonymised, for
 * the books; everything else about the player goes in the caller's transaction.
 */
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import {
  clubMatchPlayers,
  coachReviews,
  contactMessages,
  guardianships,
  newsletterSubscribers,
  PERSONAL_METADATA_KEYS,
  transactions,
  type UserRow,
  users,
} from "../db/schema";
import { forgetQueuedMail } from "../mail/mail-outbox";
import type { Tx } from "../payments/grants";
import { firstRatedAt, keepRatings } from "./ratings";

/** What the erased player left on published pages: reviews and played matches (site rebuild). */
export interface Erased {
  reviews: number;
  played: number;
}

export async function erasePlayer(tx: Tx, player: Pick<UserRow, "id" | "email">, at: Date): Promise<Erased> {
  const [{ reviews } = { reviews: 0 }] = await tx
    .select({ reviews: count() })
    .from(coachReviews)
    .where(eq(coachReviews.userId, player.id));
  const [{ played } = { played: 0 }] = await tx
    .select({ played: count() })
    .from(clubMatchPlayers)
    .where(eq(clubMatchPlayers.userId, player.id));
  await tx
    .update(transactions)
    .set({
      userId: null,
      checkoutKey: null,
      metadata: sql`${transactions.metadata} - array[${sql.join(
        PERSONAL_METADATA_KEYS.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`,
      updatedAt: at,
    })
    .where(eq(transactions.userId, player.id));
  if (player.email !== null) {
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, player.email));
    await tx.delete(contactMessages).where(eq(contactMessages.email, player.email));
  }
  // Cascades to tickets, matches, notifications, plans, coach assignment, saved card, reset code,
  // guardianships, consents and junior details; reviews stay on the coach's page as Anonymous User.
  const rated = await firstRatedAt(tx, player.id);
  await tx.delete(users).where(eq(users.id, player.id));
  // Their matches are no longer rated (a player is gone): the ratings after them replay.
  await keepRatings(tx, rated);
  if (player.email !== null) await forgetQueuedMail(tx, player.email);
  return { reviews, played };
}

/** The juniors only this guardian manages: their data goes with the guardian's account. */
export async function juniorsOnlyGuardedBy(tx: Tx, guardianId: string): Promise<UserRow[]> {
  const guarded = await tx
    .select({ player: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.playerId))
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.status, "active")));
  if (guarded.length === 0) return [];
  const others = await tx
    .select({ playerId: guardianships.playerId })
    .from(guardianships)
    .where(
      and(
        inArray(
          guardianships.playerId,
          guarded.map((g) => g.player.id),
        ),
        eq(guardianships.status, "active"),
        ne(guardianships.guardianId, guardianId),
      ),
    );
  const shared = new Set(others.map((o) => o.playerId));
  // A junior with a login of their own keeps it while another guardian or they themself go on.
  return guarded.map((g) => g.player).filter((player) => !shared.has(player.id) && player.email === null);
}
