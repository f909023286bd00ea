/**
 * Staff work on coach assignments (docs/decisions/0007-coach-pairing-order.md,
 * docs/decisions/0085-assignment-steps.md): the Pending ones paid for, oldest first; confirming one
 * with the ordered coach or with another coach whose level fits, which makes it Assigned; ending
 * one before its paid period is over, with a reason, which frees the member to order a new pairing;
 * and the history of these steps. Each step is audited in its transaction and tells the member by
 * notification, mailed after the commit. Staff and admins only.
 */

import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { AssignmentEvent, PendingAssignment } from "@/shared/api/console-contract";
import { coachFitsPlan } from "@/shared/domain/coach-fit";
import type { Database } from "../db/client";
import { auditLog, coachAssignments, coaches, memberships, plans, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import { runningAssignment } from "../lib/coach-assignments";
import { httpError } from "../lib/http-error";
import { mailPendingNotices, writeNotices } from "../lib/member-notices";
import type { Tx } from "../payments/grants";
import { paging } from "./console/shared";

/** Staff or admin, as the database says now (see lib/roles.ts). */

const ENTITY = "coach_assignment";
const EVENTS: Record<string, string> = {
  "assignment.confirm": "confirmed",
  "assignment.reassign": "reassigned",
  "assignment.end": "ended",
};

/** The coach levels an assignment may go to: its plan's levels, or else the member's own level. */
async function fitLevels(db: Database | Tx, planId: string | null, memberLevel: string): Promise<string[]> {
  if (planId) {
    const [plan] = await db.select({ levels: plans.filterPrams }).from(plans).where(eq(plans.id, planId));
    if (plan) return plan.levels;
  }
  return [memberLevel];
}

export function staffRoutes({ db, now, route, mailer, config }: RouteDeps) {
  const app = new Hono<AppEnv>();
  const mailNotices = (ids: string[]) => mailPendingNotices({ db, mailer }, { ids });

  /** Oldest first: the order staff should work through them. */
  route(app, calls.pendingAssignments, async (c) => {
    const query = c.req.valid("query");
    const at = now();
    const where = and(eq(coachAssignments.status, "Pending"), runningAssignment(at));
    const { limit, offset } = paging(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          assignment: coachAssignments,
          member: users,
          coach: coaches,
          planName: plans.planName,
          planLevels: plans.filterPrams,
          membershipPlan: memberships.plan,
        })
        .from(coachAssignments)
        .innerJoin(users, eq(users.id, coachAssignments.userId))
        .innerJoin(coaches, eq(coaches.id, coachAssignments.coachId))
        .leftJoin(plans, eq(plans.id, coachAssignments.planId))
        .leftJoin(memberships, and(eq(memberships.userId, users.id), gt(memberships.endsAt, at)))
        .where(where)
        .orderBy(asc(coachAssignments.createdAt), asc(coachAssignments.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(coachAssignments).where(where),
    ]);
    const assignments: PendingAssignment[] = rows.map(
      ({ assignment, member, coach, planName, planLevels, membershipPlan }) => ({
        _id: assignment.id,
        status: "Pending",
        member: { _id: member.id, fullName: member.fullName, email: member.email, level: member.level },
        coach: { _id: coach.id, coachName: coach.coachName, level: coach.level },
        planName,
        months: assignment.months,
        membershipPlan: membershipPlan ?? null,
        fitLevels: planLevels ?? [member.level],
        createdAt: assignment.createdAt.toISOString(),
      }),
    );
    return c.json({ assignments, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  /** Confirms a Pending assignment, with its own coach or (`coachId`) another one that fits. */
  async function confirm(
    assignmentId: string,
    actor: { id: string; email: string },
    change?: { coachId: string; reason?: string | undefined },
  ) {
    const at = now();
    const result = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ assignment: coachAssignments, memberLevel: users.level })
        .from(coachAssignments)
        .innerJoin(users, eq(users.id, coachAssignments.userId))
        .where(eq(coachAssignments.id, assignmentId))
        .for("update");
      if (!current) throw httpError(404, "This coach assignment does not exist");
      const before = current.assignment;
      const [running] = await tx
        .select({ id: coachAssignments.id })
        .from(coachAssignments)
        .where(and(eq(coachAssignments.id, assignmentId), runningAssignment(at)));
      if (!running) throw httpError(409, "This coach assignment has ended");
      if (before.status === "Assigned") throw httpError(409, "This coach assignment is already confirmed");
      const coachId = change?.coachId ?? before.coachId;
      const [coach] = await tx.select().from(coaches).where(eq(coaches.id, coachId));
      if (!coach) throw httpError(404, "This coach does not exist");
      if (change) {
        if (coach.retiredAt !== null)
          throw httpError(400, `${coach.coachName} has retired: choose another coach`);
        const levels = await fitLevels(tx, before.planId, current.memberLevel);
        if (!coachFitsPlan({ filterPrams: levels }, coach.level)) {
          throw httpError(
            400,
            `${coach.coachName} coaches ${coach.level}, which does not fit this assignment (${levels.join(", ")})`,
          );
        }
      }
      const [row] = await tx
        .update(coachAssignments)
        .set({ status: "Assigned", assignedAt: at, coachId })
        .where(eq(coachAssignments.id, assignmentId))
        .returning();
      if (!row) throw httpError(404, "This coach assignment does not exist");
      const reassigned = coachId !== before.coachId;
      await audited(tx, actor, at, {
        action: reassigned ? "assignment.reassign" : "assignment.confirm",
        entityType: ENTITY,
        entityId: row.id,
        before: { userId: before.userId, coachId: before.coachId, status: before.status },
        after: {
          userId: row.userId,
          coachId,
          coachName: coach.coachName,
          status: row.status,
          reason: change?.reason ?? null,
        },
      });
      const notices = await writeNotices(
        tx,
        [
          {
            userId: row.userId,
            title: "Your coach is ready",
            message: reassigned
              ? `${coach.coachName} is now your coach: the club paired you with them in place of the coach you chose. Say hello on the Your Coach page.`
              : `${coach.coachName} is now your coach. Say hello on the Your Coach page.`,
          },
        ],
        at,
        config.publicSiteUrl,
      );
      return { row, notices, reassigned };
    });
    await mailNotices(result.notices);
    return { ...result, at };
  }

  route(app, calls.confirmAssignment, async (c) => {
    const { assignmentId } = c.req.valid("param");
    const { row, at } = await confirm(assignmentId, c.get("user"));
    return c.json({
      message: "Coach assignment confirmed",
      assignment: {
        _id: row.id,
        status: "Assigned" as const,
        coachId: row.coachId,
        assignedAt: at.toISOString(),
      },
    });
  });

  route(app, calls.reassignAssignment, async (c) => {
    const { assignmentId } = c.req.valid("param");
    const { row, at, reassigned } = await confirm(assignmentId, c.get("user"), c.req.valid("json"));
    return c.json({
      message: reassigned ? "Coach assignment confirmed with another coach" : "Coach assignment confirmed",
      assignment: {
        _id: row.id,
        status: "Assigned" as const,
        coachId: row.coachId,
        assignedAt: at.toISOString(),
      },
    });
  });

  route(app, calls.endAssignment, async (c) => {
    const { assignmentId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const actor = c.get("user");
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
      await audited(tx, actor, at, {
        action: "assignment.end",
        entityType: ENTITY,
        entityId: row.id,
        before: { userId: row.userId, coachId: row.coachId },
        after: {
          userId: row.userId,
          coachId: row.coachId,
          coachName: coach?.name ?? null,
          status: "Ended",
          reason,
        },
      });
      const notices = await writeNotices(
        tx,
        [
          {
            userId: row.userId,
            title: "Your coaching has ended",
            message: `Your time with ${coach?.name ?? "your coach"} has ended: ${reason}. You can choose a new coach pairing from the membership pages.`,
          },
        ],
        at,
        config.publicSiteUrl,
      );
      return { row, notices };
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
    await mailNotices(ended.notices);
    return c.json({
      message: "Coach assignment ended",
      assignment: {
        _id: ended.row.id,
        status: "Ended" as const,
        coachId: ended.row.coachId,
        endedAt: at.toISOString(),
      },
    });
  });

  /** Every staff step on assignments, newest first; of one member with `member`. */
  route(app, calls.assignmentHistory, async (c) => {
    const query = c.req.valid("query");
    const where = and(
      eq(auditLog.entityType, ENTITY),
      inArray(auditLog.action, Object.keys(EVENTS)),
      query.member ? sql`${auditLog.after}->>'userId' = ${query.member}` : undefined,
    );
    const { limit, offset } = paging(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({ entry: auditLog, member: { _id: users.id, fullName: users.fullName } })
        .from(auditLog)
        .leftJoin(users, sql`${users.id} = ${auditLog.after}->>'userId'`)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.seq))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const items: AssignmentEvent[] = rows.map(({ entry, member }) => {
      const after = (entry.after ?? {}) as { coachName?: string | null; reason?: string | null };
      return {
        _id: entry.id,
        event: EVENTS[entry.action] ?? entry.action,
        member: member?._id ? member : null,
        coachName: after.coachName ?? null,
        reason: after.reason ?? null,
        actorEmail: entry.actorEmail,
        at: entry.at.toISOString(),
      };
    });
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  return app;
}
