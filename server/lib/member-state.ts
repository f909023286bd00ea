/** A member's paid plans and coach, as `/me`, `/billing/pay/info` and `/billing/pay/me` report them. */
import { and, eq, sql } from "drizzle-orm";
import type { BillingData, CoachInfo } from "@/shared/api/contract";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
import {
  cardAuthorizations,
  coachAssignments,
  coaches,
  guardianships,
  memberships,
  trainingSubscriptions,
  users,
} from "../db/schema";
import { membershipStatus, type Period, trainingStatus } from "./billing-status";
import { assignmentOf, assignmentStatusAt } from "./coach-assignments";

export interface MemberState extends BillingData {
  coachInfo: CoachInfo;
  /** The assigned coach's name, whatever the assignment's status. */
  coachName: string | null;
  /** Whether a card is saved for renewals. */
  savedCard: boolean;
  /** Whether the member actively guards a junior (a parent's dashboard shows the switcher). */
  guardian: boolean;
}

function period(plan: string | null | undefined, endsAt: Date | null | undefined): Period | undefined {
  return plan != null && endsAt != null ? { plan, endsAt } : undefined;
}

/**
 * Membership, training and coach in one round trip: each table holds at most one row per member
 * (primary key or unique index on user_id), so the left joins give at most one row. Whether they
 * actively guard a junior, whether a card is saved and the coach's name come in the same row. Prepared: `/me` asks it on every dashboard visit.
 */
const memberStateQuery = preparedPer((db) =>
  db
    .select({
      membershipPlan: memberships.plan,
      membershipEndsAt: memberships.endsAt,
      trainingPlan: trainingSubscriptions.packageKey,
      trainingEndsAt: trainingSubscriptions.endsAt,
      coachStatus: coachAssignments.status,
      coachId: coachAssignments.coachId,
      coachEndsAt: coachAssignments.endsAt,
      coachName: coaches.coachName,
      savedCard: sql<boolean>`exists(${db
        .select({ id: cardAuthorizations.userId })
        .from(cardAuthorizations)
        .where(eq(cardAuthorizations.userId, users.id))})`,
      guardian: sql<boolean>`exists(${db
        .select({ id: guardianships.playerId })
        .from(guardianships)
        .where(and(eq(guardianships.guardianId, users.id), eq(guardianships.status, "active")))})`,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(trainingSubscriptions, eq(trainingSubscriptions.userId, users.id))
    .leftJoin(coachAssignments, eq(coachAssignments.userId, users.id))
    .leftJoin(coaches, eq(coaches.id, coachAssignments.coachId))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("member_state"),
);

export async function memberState(db: Database, userId: string, now: Date): Promise<MemberState> {
  const [row] = await memberStateQuery(db).execute({ userId });
  return {
    membership: membershipStatus(period(row?.membershipPlan, row?.membershipEndsAt), now),
    training: trainingStatus(period(row?.trainingPlan, row?.trainingEndsAt), now),
    coachInfo:
      row?.coachStatus != null && row.coachId != null
        ? {
            status: assignmentStatusAt(
              {
                status: row.coachStatus,
                endsAt: row.coachEndsAt ?? null,
                trainingEndsAt: row.trainingEndsAt ?? null,
              },
              now,
            ),
            coachId: row.coachId,
          }
        : { status: "None", coachId: null },
    coachName: row?.coachName ?? null,
    savedCard: row?.savedCard === true,
    guardian: row?.guardian === true,
  };
}

export async function billingData(db: Database, userId: string, now: Date): Promise<BillingData> {
  const { membership, training } = await memberState(db, userId, now);
  return { membership, training };
}

/** The member's coach: Pending, Assigned, Ended once its paid period is over, or None. */
export async function coachInfo(db: Database, userId: string, now: Date): Promise<CoachInfo> {
  const row = await assignmentOf(db, userId);
  if (!row) return { status: "None", coachId: null };
  const { assignment, trainingEndsAt } = row;
  return {
    status: assignmentStatusAt({ status: assignment.status, endsAt: assignment.endsAt, trainingEndsAt }, now),
    coachId: assignment.coachId,
  };
}
