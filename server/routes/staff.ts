/**
 * Staff work on coach assignments (docs/decisions/0007-coach-pairing-order.md): the Pending ones
 * paid for, and confirming one, which makes it Assigned and tells the member. Staff and admins only.
 */
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { Id } from "../../src/lib/api/contract";
import { coachAssignments, coaches, notifications, plans, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { httpError } from "../lib/http-error";
import { requireRole } from "../lib/roles";
import { validate } from "../lib/validate";

export const PendingAssignment = z.object({
  _id: Id,
  status: z.literal("Pending"),
  member: z.object({ _id: Id, fullName: z.string(), email: z.string(), level: z.string() }),
  coach: z.object({ _id: Id, coachName: z.string(), level: z.string() }),
  planName: z.string().nullable(),
  months: z.number().nullable(),
  createdAt: z.string(),
});
export type PendingAssignment = z.infer<typeof PendingAssignment>;

export const PendingAssignmentsResponse = z.object({ assignments: z.array(PendingAssignment) });
export const ConfirmAssignmentResponse = z.object({
  message: z.string(),
  assignment: z.object({ _id: Id, status: z.literal("Assigned"), coachId: Id, assignedAt: z.string() }),
});

/** Staff or admin, as the database says now (see lib/roles.ts). */
const requireStaff = requireRole("staff");

export function staffRoutes({ db, now, requireUser }: RouteDeps) {
  const app = new Hono<AppEnv>();

  /** Oldest first: the order staff should work through them. */
  app.get("/assigncoach/pending", requireUser, requireStaff, async (c) => {
    const rows = await db
      .select({ assignment: coachAssignments, member: users, coach: coaches, planName: plans.planName })
      .from(coachAssignments)
      .innerJoin(users, eq(users.id, coachAssignments.userId))
      .innerJoin(coaches, eq(coaches.id, coachAssignments.coachId))
      .leftJoin(plans, eq(plans.id, coachAssignments.planId))
      .where(eq(coachAssignments.status, "Pending"))
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

  app.post(
    "/assigncoach/:assignmentId/confirm",
    requireUser,
    requireStaff,
    validate("param", z.object({ assignmentId: Id })),
    async (c) => {
      const { assignmentId } = c.req.valid("param");
      const at = now();
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(coachAssignments)
          .set({ status: "Assigned", assignedAt: at })
          .where(and(eq(coachAssignments.id, assignmentId), eq(coachAssignments.status, "Pending")))
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
        throw existing
          ? httpError(409, "This coach assignment is already confirmed")
          : httpError(404, "This coach assignment does not exist");
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
    },
  );

  return app;
}
