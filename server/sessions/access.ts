/**
 * Who may run a session: club staff any, a coach (an account linked to a coach profile) their own.
 * The coach is read from the caller's link, never from the request.
 */
import { and, eq } from "drizzle-orm";
import { hasRole } from "@/shared/domain/roles";
import type { Database } from "../db/client";
import { coachAccounts, groupPlaces, trainingGroups, type UserRow } from "../db/schema";
import { httpError } from "../lib/http-error";
import { linkedCoachOf } from "../lib/linked-coach";

export interface SessionActor {
  staff: boolean;
  /** The coach profile the caller's account is linked to, if any. */
  coach: { _id: string; coachName: string } | null;
}

export async function sessionActor(db: Database, user: UserRow): Promise<SessionActor> {
  return { staff: hasRole(user.consoleRole, "staff"), coach: await linkedCoachOf(db, user.id) };
}

/** Staff or a linked coach; 403 for everyone else. */
export function requireStaffOrCoach(actor: SessionActor): void {
  if (!actor.staff && !actor.coach)
    throw httpError(403, "Only club staff and the club's coaches can do this");
}

/** Staff, or the coach whose session (or group) it is; 403 for another coach. */
export function requireSessionCoach(actor: SessionActor, coachId: string, what: string): void {
  if (actor.staff || actor.coach?._id === coachId) return;
  throw httpError(403, `Only this session's coach or club staff can ${what}`);
}

/** Whether the account is a linked coach with this player placed in one of their groups. */
export async function coachesPlayer(db: Database, coachUserId: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ groupId: groupPlaces.groupId })
    .from(coachAccounts)
    .innerJoin(trainingGroups, eq(trainingGroups.coachId, coachAccounts.coachId))
    .innerJoin(groupPlaces, and(eq(groupPlaces.groupId, trainingGroups.id), eq(groupPlaces.state, "placed")))
    .where(and(eq(coachAccounts.userId, coachUserId), eq(groupPlaces.userId, playerId)))
    .limit(1);
  return row !== undefined;
}
