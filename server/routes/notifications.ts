/**
 * A member's notifications a page at a time, each page oldest first (the dashboard reverses them), their unread count, marking
 * them read, and whether a mail copy of each is wanted.
 */

import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
import { notifications, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { httpError } from "../lib/http-error";
import { unreadCount } from "../lib/member-notices";

/**
 * Notifications per page: a busy member has a thousand, the screen shows the newest and pages the
 * rest (docs/decisions/0277-member-lists-in-one-statement.md).
 */
export const NOTIFICATIONS_PAGE = 20;

/** A page of a player's notices, newest first, one more than a page to tell whether more are older. */
function pageQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE + 1);
}

/** The newest page: every Notifications visit asks it, so it is prepared once per database. */
const firstPage = preparedPer((db) =>
  pageQuery(db, eq(notifications.userId, sql.placeholder("playerId"))).prepare("notifications_first_page"),
);

export function notificationRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.notifications, async (c) => {
    const playerId = c.get("player").id;
    const { before } = c.req.valid("query");
    if (before !== undefined) {
      const [from] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, before), eq(notifications.userId, playerId)));
      if (!from) throw httpError(404, "That notification was not found");
    }
    const rows =
      before === undefined
        ? await firstPage(db).execute({ playerId })
        : await pageQuery(
            db,
            and(
              eq(notifications.userId, playerId),
              // Compared in the database: its timestamps are finer than a JavaScript date.
              sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${before})`,
            ),
          );
    return c.json({
      notifications: rows
        .slice(0, NOTIFICATIONS_PAGE)
        .reverse()
        .map((row) => ({
          _id: row.id,
          title: row.title,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
      more: rows.length > NOTIFICATIONS_PAGE,
    });
  });

  route(app, calls.unreadNotifications, async (c) =>
    c.json({ unread: await unreadCount(db, c.get("player").id) }),
  );

  route(app, calls.markAllNotificationsRead, async (c) => {
    const userId = c.get("player").id;
    await db
      .update(notifications)
      .set({ readAt: now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return c.json({ message: "All notifications marked read", unread: 0 });
  });

  route(app, calls.markNotificationRead, async (c) => {
    const userId = c.get("player").id;
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
    c.json({ notificationMail: c.get("player").notificationMail }),
  );

  route(app, calls.updateNotificationSettings, async (c) => {
    const { notificationMail } = c.req.valid("json");
    await db
      .update(users)
      .set({ notificationMail })
      .where(eq(users.id, c.get("player").id));
    return c.json({ notificationMail });
  });

  return app;
}
