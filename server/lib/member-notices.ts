/**
 * Notifications to members, with their mail copy. A notification is written in the transaction of
 * the event it tells about, marked `pending` for mail unless the member turned the mails off. After
 * the commit, `mailPendingNotices` claims the pending rows (one update flips them to `sent`) and
 * mails what it claimed: a retry or a second instance claims nothing twice, so no mail goes out
 * twice for one notification.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { notifications, users } from "../db/schema";
import { type Mailer, sendQuietly } from "../mail/mailer";
import { notificationMail } from "../mail/templates";
import type { Tx } from "../payments/grants";

export interface Notice {
  userId: string;
  title: string;
  message: string;
}

/** How many notification rows go in one insert, so a big group stays within statement limits. */
export const NOTICE_BATCH = 500;

/**
 * Writes the notices (in batches), each marked for mail when its member wants the mail. Answers the
 * ids written.
 */
export async function writeNotices(
  tx: Tx,
  notices: readonly Notice[],
  at: Date,
  broadcastId: string | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < notices.length; start += NOTICE_BATCH) {
    const batch = notices.slice(start, start + NOTICE_BATCH);
    const wanted = await tx
      .select({ id: users.id, mail: users.notificationMail })
      .from(users)
      .where(inArray(users.id, [...new Set(batch.map((n) => n.userId))]));
    const mailOf = new Map(wanted.map((row) => [row.id, row.mail]));
    const rows = await tx
      .insert(notifications)
      .values(
        batch.map((notice) => ({
          ...notice,
          broadcastId,
          mailState: mailOf.get(notice.userId) ? ("pending" as const) : null,
          createdAt: at,
        })),
      )
      .returning({ id: notifications.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Claims and mails the pending copies of these notifications (by id, or all of one broadcast). */
export async function mailPendingNotices(
  db: Database,
  mailer: Mailer,
  siteUrl: string,
  which: { ids: readonly string[] } | { broadcastId: string },
): Promise<number> {
  if ("ids" in which && which.ids.length === 0) return 0;
  const claimed = await db
    .update(notifications)
    .set({ mailState: "sent" })
    .where(
      and(
        eq(notifications.mailState, "pending"),
        "ids" in which
          ? inArray(notifications.id, [...which.ids])
          : eq(notifications.broadcastId, which.broadcastId),
      ),
    )
    .returning({ userId: notifications.userId, title: notifications.title, message: notifications.message });
  if (claimed.length === 0) return 0;
  const recipients = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((row) => row.userId))]));
  const byId = new Map(recipients.map((row) => [row.id, row]));
  let sent = 0;
  for (const row of claimed) {
    const to = byId.get(row.userId);
    if (to && (await sendQuietly(mailer, notificationMail(to, row.title, row.message, siteUrl)))) sent += 1;
  }
  return sent;
}

/** A member's unread notifications. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.readAt} is null`));
  return Number(row?.n ?? 0);
}
