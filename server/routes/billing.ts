/** What the member has paid for, and the auto-renew switch. The payment calls live in payments. */

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { billingData, memberState } from "../lib/member-state";

export function billingRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.billingInfo, async (c) => {
    return c.json({ data: await billingData(db, c.get("user").id, now()) });
  });

  route(app, calls.playerTraining, async (c) => {
    const { training, coachInfo, coachName } = await memberState(db, c.get("player").id, now());
    const { status } = coachInfo;
    return c.json({
      training,
      coach: status !== "None" && status !== "Ended" && coachName !== null ? { status, coachName } : null,
    });
  });

  route(app, calls.billingMe, async (c) => {
    const user = c.get("user");
    const { membership, training, savedCard } = await memberState(db, user.id, now());
    return c.json({ membership, training, autoRenew: user.autoRenew, hasSavedCard: savedCard });
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
