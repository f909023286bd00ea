/**
 * A member's notifications, oldest first (the dashboard reverses them), their unread count, marking
 * them read, and whether a mail copy of each is wanted.
 */

import { and, asc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { notifications, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { httpError } from "../lib/http-error";
import { unreadCount } from "../lib/member-notices";

export function notificationRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.notifications, async (c) => {
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
        readAt: row.readAt?.toISOString() ?? null,
      })),
    });
  });

  route(app, calls.unreadNotifications, async (c) =>
    c.json({ unread: await unreadCount(db, c.get("user").id) }),
  );

  route(app, calls.markAllNotificationsRead, async (c) => {
    const userId = c.get("user").id;
    await db
      .update(notifications)
      .set({ readAt: now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return c.json({ message: "All notifications marked read", unread: 0 });
  });

  route(app, calls.markNotificationRead, async (c) => {
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    const [row] = await db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    // Another member's notification is as unknown as a missing one.
    if (!row) throw httpError(404, "This notification does not exist");
    if (row.readAt === null) {
      await db.update(notifications).set({ readAt: now() }).where(eq(notifications.id, id));
    }
    return c.json({ message: "Notification marked read", unread: await unreadCount(db, userId) });
  });

  route(app, calls.notificationSettings, async (c) =>
    c.json({ notificationMail: c.get("user").notificationMail }),
  );

  route(app, calls.updateNotificationSettings, async (c) => {
    const { notificationMail } = c.req.valid("json");
    await db
      .update(users)
      .set({ notificationMail })
      .where(eq(users.id, c.get("user").id));
    return c.json({ notificationMail });
  });

  return app;
}
