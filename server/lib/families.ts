/**
 * Families on the server (docs/decisions/0160-families.md): an account's players, their guardians
 * and consents as the family calls present them, and the checks the payment and public reads make.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { FamilyPlayer, PlayerLogin } from "@/shared/api/contract";
import {
  AWAITING_GUARDIAN_APPROVAL,
  ageAt,
  CONSENT_TEXT_VERSION,
  consentNeeded,
  isJunior,
  juniorApproved,
} from "@/shared/domain/families";
import type { Database } from "../db/client";
import { type AccountRow, consents, guardianships, juniorDetails, type UserRow, users } from "../db/schema";
import { httpError } from "./http-error";

type Reader = Pick<Database, "select">;

/** Active guardians of a player. */
async function activeGuardianCount(db: Reader, playerId: string): Promise<number> {
  const rows = await db
    .select({ id: guardianships.id })
    .from(guardianships)
    .where(and(eq(guardianships.playerId, playerId), eq(guardianships.status, "active")));
  return rows.length;
}

/** 403 for a junior's own login that no guardian has approved yet: it cannot pay. */
export async function refuseUnapprovedPayer(db: Reader, payer: AccountRow, now: Date): Promise<void> {
  if (!isJunior(payer.dob, now)) return;
  const activeGuardians = await activeGuardianCount(db, payer.id);
  if (!juniorApproved({ dob: payer.dob, activeGuardians }, now))
    throw httpError(403, AWAITING_GUARDIAN_APPROVAL);
}

/** How a player signs in, as the family calls say it. */
export function loginOf(player: UserRow, self: boolean, activeGuardians: number, now: Date): PlayerLogin {
  if (player.email === null || player.passwordHash === null) return "none";
  if (isJunior(player.dob, now)) return activeGuardians > 0 ? "own" : "awaiting-approval";
  return self ? "account" : "own";
}

/** The players as the family screen shows them: each with guardians, latest consent and photo consent. */
export async function presentFamilyPlayers(
  db: Reader,
  callerId: string,
  players: readonly UserRow[],
  now: Date,
): Promise<FamilyPlayer[]> {
  const ids = players.map((p) => p.id);
  if (ids.length === 0) return [];
  const [guardianRows, consentRows, detailRows] = await Promise.all([
    db
      .select({ row: guardianships, fullName: users.fullName })
      .from(guardianships)
      .leftJoin(users, eq(users.id, guardianships.guardianId))
      .where(inArray(guardianships.playerId, ids))
      .orderBy(guardianships.createdAt),
    db
      .select()
      .from(consents)
      .where(inArray(consents.playerId, ids))
      .orderBy(desc(consents.givenAt), desc(consents.id)),
    db.select().from(juniorDetails).where(inArray(juniorDetails.playerId, ids)),
  ]);
  return players.map((player) => {
    const guardians = guardianRows.filter((g) => g.row.playerId === player.id);
    const active = guardians.filter((g) => g.row.status === "active").length;
    const latest = consentRows.find((row) => row.playerId === player.id) ?? null;
    const details = detailRows.find((row) => row.playerId === player.id);
    const junior = isJunior(player.dob, now);
    const self = player.id === callerId;
    return {
      _id: player.id,
      fullName: player.fullName,
      dob: player.dob,
      age: ageAt(player.dob, now),
      junior,
      level: player.level,
      self,
      login: loginOf(player, self, active, now),
      consent: latest && {
        givenBy: latest.givenByName,
        relationship: latest.relationship,
        version: latest.version,
        givenAt: latest.givenAt.toISOString(),
        source: latest.source,
      },
      consentNeeded: junior && consentNeeded(latest?.version ?? null, CONSENT_TEXT_VERSION),
      photoConsent: details?.photoConsent ?? !junior,
      guardians: guardians.map((g) => ({
        _id: g.row.status === "active" ? g.row.guardianId : null,
        fullName: g.row.status === "active" ? g.fullName : null,
        invitedEmail: g.row.status === "invited" ? g.row.invitedEmail : null,
        relationship: g.row.relationship,
        status: g.row.status,
      })),
    };
  });
}

/** The caller and the juniors they actively guard, the caller first, then by birth date. */
export async function familyOf(db: Reader, caller: AccountRow): Promise<UserRow[]> {
  const rows = await db
    .select({ player: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.playerId))
    .where(and(eq(guardianships.guardianId, caller.id), eq(guardianships.status, "active")))
    .orderBy(users.dob);
  return [caller, ...rows.map((r) => r.player)];
}
