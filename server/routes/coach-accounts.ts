/**
 * A coach's own view, for member accounts staff linked to a coach profile
 * (docs/decisions/0080-coach-accounts.md): the members assigned to that coach and its reviews. The
 * coach is read from the caller's link, never from the request, so no request can reach another
 * coach's members.
 */

import { and, asc, count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { publicReviewerName } from "@/shared/domain/reviewer-name";
import { NO_PLAN } from "@/shared/domain/subscription";
import { coachAssignments, coachReviews, memberships, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { runningAssignment } from "../lib/coach-assignments";

const PAGE_SIZE = 20;
const REVIEWS = 20;

export function coachAccountRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.coachOwnMembers, async (c) => {
    const coach = c.get("coach");
    const { page } = c.req.valid("query");
    const at = now();
    const where = and(eq(coachAssignments.coachId, coach._id), runningAssignment(at));
    const [rows, [total], reviews] = await Promise.all([
      db
        .select({ assignment: coachAssignments, member: users, membership: memberships })
        .from(coachAssignments)
        .innerJoin(users, eq(users.id, coachAssignments.userId))
        .leftJoin(memberships, eq(memberships.userId, users.id))
        .where(where)
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
      db.select({ n: count() }).from(coachAssignments).where(where),
      db
        .select({ review: coachReviews, author: users.fullName })
        .from(coachReviews)
        .leftJoin(users, eq(users.id, coachReviews.userId))
        .where(eq(coachReviews.coachId, coach._id))
        .orderBy(desc(coachReviews.createdAt), desc(coachReviews.id))
        .limit(REVIEWS),
    ]);
    return c.json({
      coach,
      members: rows.map(({ assignment, member, membership }) => ({
        fullName: member.fullName,
        level: member.level,
        plan: membership && membership.endsAt > at ? membership.plan : NO_PLAN,
        status: assignment.status,
        since: (assignment.assignedAt ?? assignment.createdAt).toISOString(),
      })),
      page,
      pageSize: PAGE_SIZE,
      total: total?.n ?? 0,
      reviews: reviews.map(({ review, author }) => ({
        _id: review.id,
        rating: review.rating,
        comment: review.comment,
        reviewerName: publicReviewerName(author),
        createdAt: review.createdAt.toISOString(),
      })),
    });
  });

  return app;
}
