/**
 * When a coach assignment is over. An assignment lasts as long as the period paid for with it (a
 * pairing's months, or the training period it came with); it is Ended from its end date on, or
 * from when staff end it. Readers compute the status, so an assignment stops counting the moment
 * its period ends; the housekeeping job also stamps it Ended in the table.
 */
import { and, eq, gt, isNull, ne, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AssignmentStatus } from "@/shared/domain/lists";
import type { Database } from "../db/client";
import { coachAssignments, trainingSubscriptions } from "../db/schema";

export interface AssignmentFacts {
  status: AssignmentStatus;
  /** The end of the paid period kept with the assignment; null on assignments older than that. */
  endsAt: Date | null;
  /** The member's training end, which older assignments end with. */
  trainingEndsAt: Date | null;
}

/** When the assignment's paid period ends, if known. */
export function assignmentEnd({ endsAt, trainingEndsAt }: AssignmentFacts): Date | null {
  return endsAt ?? trainingEndsAt;
}

/** The assignment's status at `now`: Ended once its period has ended, whatever the row still says. */
export function assignmentStatusAt(facts: AssignmentFacts, now: Date): AssignmentStatus {
  if (facts.status === "Ended") return "Ended";
  const end = assignmentEnd(facts);
  return end !== null && end.getTime() <= now.getTime() ? "Ended" : facts.status;
}

/**
 * SQL: the assignment row is still running at `now` (Pending or Assigned, its own end date not
 * reached). Older rows without an end date count as running here; the housekeeping job ends them
 * with the member's training.
 */
export function runningAssignment(now: Date | Placeholder): SQL {
  return and(
    ne(coachAssignments.status, "Ended"),
    or(isNull(coachAssignments.endsAt), gt(coachAssignments.endsAt, now)),
  ) as SQL;
}

/**
 * Stamps Ended, with the date the period ended, on every assignment whose period is over.
 * Answers how many it ended.
 */
export async function endFinishedAssignments(db: Database, now: Date): Promise<number> {
  const trainingEnd = sql`(select ${trainingSubscriptions.endsAt} from ${trainingSubscriptions} where ${trainingSubscriptions.userId} = ${coachAssignments.userId})`;
  const end = sql`coalesce(${coachAssignments.endsAt}, ${trainingEnd})`;
  const ended = await db
    .update(coachAssignments)
    .set({ status: "Ended", endedAt: sql`${end}` })
    .where(and(ne(coachAssignments.status, "Ended"), sql`${end} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: coachAssignments.id });
  return ended.length;
}

/** The member's assignment row and training end, for `assignmentStatusAt`. */
export async function assignmentOf(db: Database, userId: string) {
  const [row] = await db
    .select({ assignment: coachAssignments, trainingEndsAt: trainingSubscriptions.endsAt })
    .from(coachAssignments)
    .leftJoin(trainingSubscriptions, eq(trainingSubscriptions.userId, coachAssignments.userId))
    .where(eq(coachAssignments.userId, userId))
    .limit(1);
  return row;
}
