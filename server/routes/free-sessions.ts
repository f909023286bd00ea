/**
 * The free training session of quarterly and yearly members: the member reads this quarter's
 * credit; staff list the members who have one and redeem it, once per member and quarter (the
 * table's key holds it under concurrent presses), audited in the same transaction.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { StaffFreeSession } from "@/shared/api/console-contract";
import {
  clubQuarter,
  earnsFreeSession,
  FREE_SESSION_PLANS,
  quarterLabel,
} from "@/shared/domain/free-sessions";
import { isPaid } from "@/shared/domain/subscription";
import { freeSessionRedemptions, memberships, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";
import { billingData } from "../lib/member-state";

export function freeSessionRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.freeSession, async (c) => {
    const at = now();
    const quarter = clubQuarter(at);
    const user = c.get("user");
    const { membership } = await billingData(db, user.id, at);
    const [used] = await db
      .select()
      .from(freeSessionRedemptions)
      .where(and(eq(freeSessionRedemptions.userId, user.id), eq(freeSessionRedemptions.quarter, quarter)));
    return c.json({
      freeSession: {
        eligible: earnsFreeSession(membership.plan, isPaid(membership)),
        quarter,
        quarterLabel: quarterLabel(quarter),
        redeemedAt: used?.redeemedAt.toISOString() ?? null,
      },
    });
  });

  route(app, calls.staffFreeSessions, async (c) => {
    const at = now();
    const quarter = clubQuarter(at);
    const rows = await db
      .select({ member: users, plan: memberships.plan, redemption: freeSessionRedemptions })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(
        freeSessionRedemptions,
        and(eq(freeSessionRedemptions.userId, users.id), eq(freeSessionRedemptions.quarter, quarter)),
      )
      .where(and(gt(memberships.endsAt, at), inArray(memberships.plan, FREE_SESSION_PLANS)))
      .orderBy(asc(users.fullName), asc(users.id));
    const byIds = new Map<string, string>();
    for (const { redemption } of rows) {
      if (redemption?.redeemedBy && !byIds.has(redemption.redeemedBy)) {
        const [staff] = await db
          .select({ fullName: users.fullName })
          .from(users)
          .where(eq(users.id, redemption.redeemedBy));
        byIds.set(redemption.redeemedBy, staff?.fullName ?? "");
      }
    }
    const members: StaffFreeSession[] = rows.map(({ member, plan, redemption }) => ({
      member: { _id: member.id, fullName: member.fullName, email: member.email },
      plan,
      redeemedAt: redemption?.redeemedAt.toISOString() ?? null,
      redeemedBy: redemption?.redeemedBy ? (byIds.get(redemption.redeemedBy) ?? null) : null,
    }));
    return c.json({ quarter, quarterLabel: quarterLabel(quarter), members });
  });

  route(app, calls.redeemFreeSession, async (c) => {
    const { userId } = c.req.valid("param");
    const at = now();
    const quarter = clubQuarter(at);
    const { membership } = await billingData(db, userId, at);
    const [member] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    if (!member) throw httpError(404, "This member does not exist");
    if (!earnsFreeSession(membership.plan, isPaid(membership))) {
      throw httpError(
        400,
        `${member.fullName} has no free training session: it comes with a paid quarterly or yearly membership`,
      );
    }
    const actor = c.get("user");
    const redeemed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(freeSessionRedemptions)
        .values({ userId, quarter, redeemedAt: at, redeemedBy: actor.id })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await audited(tx, actor, at, {
        action: "member.free_session",
        entityType: "user",
        entityId: userId,
        before: null,
        after: { quarter, redeemedAt: at },
      });
      return true;
    });
    if (!redeemed)
      throw httpError(409, `${member.fullName} already used this quarter's free training session`);
    return c.json({
      message: `${member.fullName}'s free training session for ${quarterLabel(quarter)} is redeemed.`,
    });
  });

  return app;
}
