/** What the member has paid for, and the auto-renew switch. The payment calls live in payments. */

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { cardAuthorizations, coaches, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { assignmentOf, assignmentStatusAt } from "../lib/coach-assignments";
import { billingData } from "../lib/member-state";

export function billingRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.billingInfo, async (c) => {
    return c.json({ data: await billingData(db, c.get("user").id, now()) });
  });

  route(app, calls.playerTraining, async (c) => {
    const player = c.get("player");
    const at = now();
    const [{ training }, current] = await Promise.all([
      billingData(db, player.id, at),
      assignmentOf(db, player.id),
    ]);
    const status =
      current && assignmentStatusAt({ ...current.assignment, trainingEndsAt: current.trainingEndsAt }, at);
    const [coach] =
      current && status !== "Ended"
        ? await db
            .select({ coachName: coaches.coachName })
            .from(coaches)
            .where(eq(coaches.id, current.assignment.coachId))
        : [];
    return c.json({
      training,
      coach: coach && status && status !== "Ended" ? { status, coachName: coach.coachName } : null,
    });
  });

  route(app, calls.billingMe, async (c) => {
    const user = c.get("user");
    const [billing, [card]] = await Promise.all([
      billingData(db, user.id, now()),
      db
        .select({ userId: cardAuthorizations.userId })
        .from(cardAuthorizations)
        .where(eq(cardAuthorizations.userId, user.id))
        .limit(1),
    ]);
    return c.json({ ...billing, autoRenew: user.autoRenew, hasSavedCard: card !== undefined });
  });

  // docs/decisions/0011-auto-renew.md: a stored flag; renewals charge the saved card when the
  // period ends.
  route(app, calls.setAutoRenew, async (c) => {
    const { autoRenew } = c.req.valid("json");
    await db
      .update(users)
      .set({ autoRenew })
      .where(eq(users.id, c.get("user").id));
    return c.json({
      message: autoRenew
        ? "Auto-renew is on: your membership renews with your saved card when it ends."
        : "Auto-renew is off: your membership ends on its end date.",
      autoRenew,
    });
  });

  return app;
}
