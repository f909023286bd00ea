/**
 * Staff work on coach assignments (docs/decisions/0007-coach-pairing-order.md): the Pending ones
 * paid for; confirming one, which makes it Assigned and tells the member; ending one before its paid
 * period is over (the member stopped training, changed coach by arrangement), which frees the member
 * to order a new pairing. Staff and admins only.
 */

import { and, asc, eq } from "drizzle-orm";
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

  route(app, calls.confirmAssignment, requireUser, requireStaff, async (c) => {
    const { assignmentId } = c.req.valid("param");
    const at = now();
    const confirmed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(coachAssignments)
        .set({ status: "Assigned", assignedAt: at })
        .where(
          and(
            eq(coachAssignments.id, assignmentId),
            eq(coachAssignments.status, "Pending"),
            runningAssignment(at),
          ),
        )
        .returning();
      if (!row) return null;
      const [coach] = await tx
        .select({ name: coaches.coachName })
        .from(coaches)
        .where(eq(coaches.id, row.coachId));
      await tx.insert(notifications).values({
        userId: row.userId,
        title: "Your coach is ready",
        message: `${coach?.name ?? "Your coach"} is now your coach. Say hello on the Your Coach page.`,
        createdAt: at,
      });
      return row;
    });
    if (!confirmed) {
      const [existing] = await db
        .select({ status: coachAssignments.status })
        .from(coachAssignments)
        .where(eq(coachAssignments.id, assignmentId));
      if (!existing) throw httpError(404, "This coach assignment does not exist");
      throw existing.status === "Assigned"
        ? httpError(409, "This coach assignment is already confirmed")
        : httpError(409, "This coach assignment has ended");
    }
    return c.json({
      message: "Coach assignment confirmed",
      assignment: {
        _id: confirmed.id,
        status: "Assigned" as const,
        coachId: confirmed.coachId,
        assignedAt: at.toISOString(),
      },
    });
  });

  route(app, calls.endAssignment, requireUser, requireStaff, async (c) => {
    const { assignmentId } = c.req.valid("param");
    const at = now();
    const ended = await db.transaction(async (tx) => {
      // One conditional update: of two staff ending it at once, one ends it and the other hears 409.
      const [row] = await tx
        .update(coachAssignments)
        .set({ status: "Ended", endedAt: at })
        .where(and(eq(coachAssignments.id, assignmentId), runningAssignment(at)))
        .returning();
      if (!row) return null;
      const [coach] = await tx
        .select({ name: coaches.coachName })
        .from(coaches)
        .where(eq(coaches.id, row.coachId));
      await tx.insert(notifications).values({
        userId: row.userId,
        title: "Your coaching has ended",
        message: `Your time with ${coach?.name ?? "your coach"} has ended. You can choose a new coach pairing from the membership pages.`,
        createdAt: at,
      });
      return row;
    });
    if (!ended) {
      const [existing] = await db
        .select({ id: coachAssignments.id })
        .from(coachAssignments)
        .where(eq(coachAssignments.id, assignmentId));
      throw existing
        ? httpError(409, "This coach assignment has already ended")
        : httpError(404, "This coach assignment does not exist");
    }
    return c.json({
      message: "Coach assignment ended",
      assignment: {
        _id: ended.id,
        status: "Ended" as const,
        coachId: ended.coachId,
        endedAt: at.toISOString(),
      },
    });
  });

  return app;
}
