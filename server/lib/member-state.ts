/** A member's paid plans and coach, as `/me`, `/billing/pay/info` and `/billing/pay/me` report them. */
import { eq } from "drizzle-orm";
import type { BillingData, CoachInfo } from "../../src/lib/api/contract";
import type { Database } from "../db/client";
import { coachAssignments, memberships, trainingSubscriptions, users } from "../db/schema";
import { membershipStatus, type Period, trainingStatus } from "./billing-status";

export interface MemberState extends BillingData {
  coachInfo: CoachInfo;
}

function period(plan: string | null | undefined, endsAt: Date | null | undefined): Period | undefined {
  return plan != null && endsAt != null ? { plan, endsAt } : undefined;
}

/**
 * Membership, training and coach in one round trip: each table holds at most one row per member
 * (primary key or unique index on user_id), so the left joins give at most one row.
 */
export async function memberState(db: Database, userId: string, now: Date): Promise<MemberState> {
  const [row] = await db
    .select({
      membershipPlan: memberships.plan,
      membershipEndsAt: memberships.endsAt,
      trainingPlan: trainingSubscriptions.packageKey,
      trainingEndsAt: trainingSubscriptions.endsAt,
      coachStatus: coachAssignments.status,
      coachId: coachAssignments.coachId,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(trainingSubscriptions, eq(trainingSubscriptions.userId, users.id))
    .leftJoin(coachAssignments, eq(coachAssignments.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    membership: membershipStatus(period(row?.membershipPlan, row?.membershipEndsAt), now),
    training: trainingStatus(period(row?.trainingPlan, row?.trainingEndsAt), now),
    coachInfo:
      row?.coachStatus != null && row.coachId != null
        ? { status: row.coachStatus, coachId: row.coachId }
        : { status: "None", coachId: null },
  };
}

export async function billingData(db: Database, userId: string, now: Date): Promise<BillingData> {
  const { membership, training } = await memberState(db, userId, now);
  return { membership, training };
}

export async function coachInfo(db: Database, userId: string): Promise<CoachInfo> {
  const [assignment] = await db
    .select({ status: coachAssignments.status, coachId: coachAssignments.coachId })
    .from(coachAssignments)
    .where(eq(coachAssignments.userId, userId))
    .limit(1);
  return assignment ?? { status: "None", coachId: null };
}
