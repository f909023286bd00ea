/**
 * Staff work on coach assignments (docs/decisions/0007-coach-pairing-order.md): the Pending ones
 * paid for; confirming one, which makes it Assigned and tells the member; ending one before its paid
 * period is over (the member stopped training, changed coach by arrangement), which frees the member
 * to order a new pairing. Staff and admins only.
 */

import { and, asc, eq, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { PendingAssignment } from "@/shared/api/console-contract";
import { coachAssignments, coaches, notifications, plans, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { runningAssignment } from "../lib/coach-assignments";
import { httpError } from "../lib/http-error";
import { requireRole } from "../lib/roles";
import { route } from "../lib/route";

/** Staff or admin, as the database says now (see lib/roles.ts). */
const requireStaff = requireRole("staff");

export function staffRoutes({ db, now, requireUser }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /** Oldest first: the order staff should work through them. */
  route(app, calls.pendingAssignments, requireUser, requireStaff, async (c) => {
    const rows = await db
      .select({ assignment: coachAssignments, member: users, coach: coaches, planName: plans.planName })
      .from(coachAssignments)
      .innerJoin(users, eq(users.id, coachAssignments.userId))
      .innerJoin(coaches, eq(coaches.id, coachAssignments.coachId))
      .leftJoin(plans, eq(plans.id, coachAssignments.planId))
      .where(and(eq(coachAssignments.status, "Pending"), runningAssignment(now())))
      .orderBy(asc(coachAssignments.createdAt), asc(coachAssignments.id));
    const assignments: PendingAssignment[] = rows.map(({ assignment, member, coach, planName }) => ({
      _id: assignment.id,
      status: "Pending",
      member: { _id: member.id, fullName: member.fullName, email: member.email, level: member.level },
      coach: { _id: coach.id, coachName: coach.coachName, level: coach.level },
      planName,
      months: assignment.months,
      createdAt: assignment.createdAt.toISOString(),
    }));
    return c.json({ assignments });
  });

  /**
   * Moves one running assignment on with a single conditional update (of two staff doing it at
   * once, one does it and the other hears 409) and tells the member in the same transaction.
   * Answers the updated row, or the assignment's status now when nothing matched (null: no such one).
   */
  async function moveAssignment(
    assignmentId: string,
    at: Date,
    move: {
      set: Partial<typeof coachAssignments.$inferInsert>;
      onlyIf?: SQL;
      notice: (coachName: string | undefined) => { title: string; message: string };
    },
  ) {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(coachAssignments)
        .set(move.set)
        .where(and(eq(coachAssignments.id, assignmentId), move.onlyIf, runningAssignment(at)))
        .returning();
      if (!updated) return null;
      const [coach] = await tx
        .select({ name: coaches.coachName })
        .from(coaches)
        .where(eq(coaches.id, updated.coachId));
      await tx
        .insert(notifications)
        .values({ userId: updated.userId, ...move.notice(coach?.name), createdAt: at });
      return updated;
    });
    if (row) return { row };
    const [existing] = await db
      .select({ status: coachAssignments.status })
      .from(coachAssignments)
      .where(eq(coachAssignments.id, assignmentId));
    return { status: existing?.status ?? null };
  }

  route(app, calls.confirmAssignment, requireUser, requireStaff, async (c) => {
    const { assignmentId } = c.req.valid("param");
    const at = now();
    const moved = await moveAssignment(assignmentId, at, {
      set: { status: "Assigned", assignedAt: at },
      onlyIf: eq(coachAssignments.status, "Pending"),
      notice: (coachName) => ({
        title: "Your coach is ready",
        message: `${coachName ?? "Your coach"} is now your coach. Say hello on the Your Coach page.`,
      }),
    });
    if (!moved.row) {
      if (!moved.status) throw httpError(404, "This coach assignment does not exist");
      throw moved.status === "Assigned"
        ? httpError(409, "This coach assignment is already confirmed")
        : httpError(409, "This coach assignment has ended");
    }
    return c.json({
      message: "Coach assignment confirmed",
      assignment: {
        _id: moved.row.id,
        status: "Assigned" as const,
        coachId: moved.row.coachId,
        assignedAt: at.toISOString(),
      },
    });
  });

  route(app, calls.endAssignment, requireUser, requireStaff, async (c) => {
    const { assignmentId } = c.req.valid("param");
    const at = now();
    const moved = await moveAssignment(assignmentId, at, {
      set: { status: "Ended", endedAt: at },
      notice: (coachName) => ({
        title: "Your coaching has ended",
        message: `Your time with ${coachName ?? "your coach"} has ended. You can choose a new coach pairing from the membership pages.`,
      }),
    });
    if (!moved.row) {
      throw moved.status
        ? httpError(409, "This coach assignment has already ended")
        : httpError(404, "This coach assignment does not exist");
    }
    return c.json({
      message: "Coach assignment ended",
      assignment: {
        _id: moved.row.id,
        status: "Ended" as const,
        coachId: moved.row.coachId,
        endedAt: at.toISOString(),
      },
    });
  });

  return app;
}
