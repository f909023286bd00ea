/** A member's notifications, oldest first (the dashboard reverses them). */

import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { notifications } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { route } from "../lib/route";

export function notificationRoutes({ db, requireUser }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.notifications, requireUser, async (c) => {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.get("user").id))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
    return c.json({
      notifications: rows.map((row) => ({
        _id: row.id,
        title: row.title,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });

  return app;
}
