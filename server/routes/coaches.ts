/** Coaches with their reviews, and a member's review of their own assigned coach. */
import { asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { Coach, CoachComment } from "@/shared/api/contract";
import { toNaira } from "@/shared/domain/pricing";
import { averageRating } from "@/shared/domain/rating";
import { publicReviewerName } from "@/shared/domain/reviewer-name";
import type { Database } from "../db/client";
import { coaches, coachReviews, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { assignmentOf, assignmentStatusAt } from "../lib/coach-assignments";
import { httpError } from "../lib/http-error";

type CoachRow = typeof coaches.$inferSelect;

/** Reviews of the given coaches, newest first, grouped by coach. */
async function reviewsByCoach(db: Database, coachIds: string[]): Promise<Map<string, CoachComment[]>> {
  const grouped = new Map<string, CoachComment[]>();
  if (coachIds.length === 0) return grouped;
  const rows = await db
    .select({ review: coachReviews, authorName: users.fullName })
    .from(coachReviews)
    .leftJoin(users, eq(users.id, coachReviews.userId))
    .where(inArray(coachReviews.coachId, coachIds))
    .orderBy(desc(coachReviews.createdAt), desc(coachReviews.id));
  for (const { review, authorName } of rows) {
    const list = grouped.get(review.coachId) ?? [];
    list.push({
      _id: review.id,
      // Reviews are public: the author is named by first name and initial only.
      userID: authorName === null ? null : { fullName: publicReviewerName(authorName) },
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
    });
    grouped.set(review.coachId, list);
  }
  return grouped;
}

function presentCoach(row: CoachRow, comments: CoachComment[]): Coach {
  return {
    _id: row.id,
    id: row.id,
    coachName: row.coachName,
    imageUrl: row.imageUrl,
    bioInfo: row.bioInfo,
    level: row.level,
    price: toNaira(row.priceKobo),
    // Two decimals keep the figure short; the client rounds again for stars and its label.
    avgRate: Math.round(averageRating(comments.map((c) => c.rating)) * 100) / 100,
    comment: comments,
    ...(row.retiredAt ? { retired: true } : {}),
  };
}

export function coachRoutes({ db, config, now, route, rateLimiter, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.coaches, async (c) => {
    // Retired coaches leave the public list and the membership flow; their own page stays for history.
    const rows = await db
      .select()
      .from(coaches)
      .where(isNull(coaches.retiredAt))
      .orderBy(asc(coaches.coachName), asc(coaches.id));
    const reviews = await reviewsByCoach(
      db,
      rows.map((r) => r.id),
    );
    return c.json({ coaches: rows.map((row) => presentCoach(row, reviews.get(row.id) ?? [])) });
  });

  route(app, calls.coach, async (c) => {
    const { id } = c.req.valid("param");
    const [row] = await db.select().from(coaches).where(eq(coaches.id, id)).limit(1);
    if (!row) throw httpError(404, "Coach not found");
    const reviews = await reviewsByCoach(db, [row.id]);
    return c.json({ coach: presentCoach(row, reviews.get(row.id) ?? []) });
  });

  // Only the coach assigned to the member can be reviewed; a second review replaces the first.
  // Each review asks for a site rebuild, so a member may post a few an hour.
  route(app, calls.postReview, async (c) => {
    const user = c.get("user");
    await rateLimiter.enforce(c, [{ name: "review", rule: config.rateLimits.review, subject: user.id }]);
    const { coachId, rating, comment } = c.req.valid("json");
    const [coach] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, coachId)).limit(1);
    if (!coach) throw httpError(404, "Coach not found");
    const current = await assignmentOf(db, user.id);
    const assigned =
      current?.assignment.coachId === coachId &&
      assignmentStatusAt({ ...current.assignment, trainingEndsAt: current.trainingEndsAt }, now()) ===
        "Assigned";
    if (!assigned) throw httpError(403, "You can only review the coach assigned to you");

    const values = { rating, comment, createdAt: now() };
    const [review] = await db
      .insert(coachReviews)
      .values({ coachId, userId: user.id, ...values })
      .onConflictDoUpdate({ target: [coachReviews.coachId, coachReviews.userId], set: values })
      .returning();
    siteDataChanged("coach review");
    const posted: CoachComment = {
      _id: review!.id,
      userID: { fullName: publicReviewerName(user.fullName) },
      rating: review!.rating,
      comment: review!.comment,
      createdAt: review!.createdAt.toISOString(),
    };
    return c.json({ message: "Thank you for your review", comment: posted }, 201);
  });

  return app;
}
