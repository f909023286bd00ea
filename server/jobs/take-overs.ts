/**
 * Coming of age (docs/decisions/0205-coming-of-age.md), run by the housekeeping: a player a guardian
 * manages who is 18 on today's Lagos date takes over their profile. A player with a login of their
 * own becomes their own account holder at once (their guardianships end); a player without one gets,
 * through their guardians' mail, a link to choose their own email and password (`takeOver` in
 * routes/families.ts ends the guardianships then). Either way the guardians are told.
 *
 * Each player is claimed once: one statement stamps `junior_details.take_over_invited_at` only while
 * it is empty, in the transaction that queues the mail, so of two runs at once only one mails.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { clubLocal } from "@/shared/domain/club-time";
import { adultsBornOnOrBefore, takeOverDue } from "@/shared/domain/families";
import type { Database } from "../db/client";
import { guardianships, juniorDetails, type UserRow, users } from "../db/schema";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { guardianReleasedMail, ownProfileMail, takeOverInvitationMail } from "../mail/templates";
import type { PaymentDeps } from "../payments/deps";

export type TakeOverDeps = Pick<PaymentDeps, "db" | "mailer" | "config" | "now">;

/** SHA-256 (hex) of a take-over link's token: only the hash is kept. */
export const takeOverTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page a player who turned 18 opens to take over their profile. */
const takeOverLink = (siteUrl: string, token: string) => `${siteUrl}/take-over?token=${token}`;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Stamps the player's take-over once; false when another run (or an earlier one) already did. */
async function claim(tx: Tx, player: UserRow, guardian: UserRow, tokenHash: string | null, at: Date) {
  const [claimed] = await tx
    .insert(juniorDetails)
    .values({
      playerId: player.id,
      emergencyContactName: guardian.fullName,
      emergencyContactPhone: guardian.phoneNumber,
      takeOverInvitedAt: at,
      takeOverTokenHash: tokenHash,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: juniorDetails.playerId,
      set: { takeOverInvitedAt: at, takeOverTokenHash: tokenHash, updatedAt: at },
      setWhere: isNull(juniorDetails.takeOverInvitedAt),
    })
    .returning({ playerId: juniorDetails.playerId });
  return claimed !== undefined;
}

/** Invites every managed player who turned 18 to take over their profile; answers how many. */
export async function inviteTakeOvers(deps: TakeOverDeps): Promise<number> {
  const now = deps.now();
  const cutoff = adultsBornOnOrBefore(clubLocal(now).date);
  // A junior's own login that no guardian approved is theirs at 18: its open approval links stop.
  await deps.db
    .delete(guardianships)
    .where(
      and(
        eq(guardianships.status, "invited"),
        inArray(
          guardianships.playerId,
          deps.db.select({ id: users.id }).from(users).where(lte(users.dob, cutoff)),
        ),
      ),
    );
  const due = await deps.db
    .selectDistinct({ player: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.playerId))
    .leftJoin(juniorDetails, eq(juniorDetails.playerId, users.id))
    .where(
      and(
        eq(guardianships.status, "active"),
        lte(users.dob, cutoff),
        isNull(juniorDetails.takeOverInvitedAt),
      ),
    );
  let invited = 0;
  for (const { player } of due) {
    if (!takeOverDue(player.dob, now, false)) continue;
    const queued = await deps.db.transaction(async (tx) => {
      const guardians = await tx
        .select({ guardian: users })
        .from(guardianships)
        .innerJoin(users, eq(users.id, guardianships.guardianId))
        .where(and(eq(guardianships.playerId, player.id), eq(guardianships.status, "active")))
        .orderBy(guardianships.createdAt);
      const first = guardians[0]?.guardian;
      if (!first) return null;
      const withMail = guardians.flatMap(({ guardian }) =>
        guardian.email ? [{ fullName: guardian.fullName, email: guardian.email }] : [],
      );
      if (player.email !== null && player.passwordHash !== null) {
        // A login of their own: the player is their own account holder from today.
        if (!(await claim(tx, player, first, null, now))) return null;
        await tx.delete(guardianships).where(eq(guardianships.playerId, player.id));
        return queueMail(tx, [
          ownProfileMail({ fullName: player.fullName, email: player.email }, deps.config.publicSiteUrl),
          ...withMail.map((guardian) => guardianReleasedMail(guardian, player.fullName)),
        ]);
      }
      const token = randomBytes(32).toString("base64url");
      if (!(await claim(tx, player, first, takeOverTokenHash(token), now))) return null;
      const link = takeOverLink(deps.config.publicSiteUrl, token);
      return queueMail(
        tx,
        withMail.map((guardian) => takeOverInvitationMail(guardian, player.fullName, link)),
      );
    });
    if (!queued) continue;
    invited++;
    await deliverMail(deps, { ids: queued });
  }
  return invited;
}
