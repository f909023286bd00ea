/** A member's paid plans and coach, as `/me`, `/billing/pay/info` and `/billing/pay/me` report them. */
import { eq } from "drizzle-orm";
import type { BillingData, CoachInfo } from "../../src/lib/api/contract";
import type { Database } from "../db/client";
import { coachAssignments, memberships, trainingSubscriptions } from "../db/schema";
import { membershipStatus, trainingStatus } from "./billing-status";

export async function billingData(db: Database, userId: string, now: Date): Promise<BillingData> {
  const [[membership], [training]] = await Promise.all([
    db.select().from(memberships).where(eq(memberships.userId, userId)).limit(1),
    db.select().from(trainingSubscriptions).where(eq(trainingSubscriptions.userId, userId)).limit(1),
  ]);
  return {
    membership: membershipStatus(membership, now),
    training: trainingStatus(training && { plan: training.packageKey, endsAt: training.endsAt }, now),
  };
}

export async function coachInfo(db: Database, userId: string): Promise<CoachInfo> {
  const [assignment] = await db
    .select({ status: coachAssignments.status, coachId: coachAssignments.coachId })
    .from(coachAssignments)
    .where(eq(coachAssignments.userId, userId))
    .limit(1);
  return assignment ?? { status: "None", coachId: null };
}
