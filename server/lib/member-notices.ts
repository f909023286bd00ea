/**
 * Notifications to members, with their mail copy. A notification is written in the transaction of
 * the event it tells about, with its mail copy queued in the mail outbox in that same transaction
 * unless the member turned the mails off (`mailState` `pending`, `sent` once the outbox delivered
 * it). After the commit, `mailPendingNotices` delivers the copies at once; the outbox's sender loop
 * retries any that could not go, and its claims keep one copy from going twice.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MessageKind } from "@/shared/domain/lists";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
import { mailOutbox, notifications, users } from "../db/schema";
import { deliverMail, type OutboxDeps, queueMail } from "../mail/mail-outbox";
import { notificationMail } from "../mail/templates";
import { messagedMembers, queueMessages } from "../messaging/outbox";
import type { Tx } from "../payments/grants";

export interface Notice {
  userId: string;
  title: string;
  message: string;
  /** The kind of message it is beyond the dashboard (WhatsApp, SMS ...); staff messages by default. */
  kind?: MessageKind;
}

/** How many notification rows go in one insert, so a big group stays within statement limits. */
export const NOTICE_BATCH = 500;

/**
 * Writes the notices (in batches), each with its mail copy queued when its member wants the mail,
 * and copies them to the messages outbox for members who take them on WhatsApp, SMS or push; for
 * those the outbox sends the mail copy when email is their channel (server/messaging/outbox.ts).
 * Answers the ids written.
 */
export async function writeNotices(
  tx: Tx,
  notices: readonly Notice[],
  at: Date,
  siteUrl: string,
  broadcastId: string | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < notices.length; start += NOTICE_BATCH) {
    const batch = notices.slice(start, start + NOTICE_BATCH);
    const wanted = await tx
      .select({ id: users.id, mail: users.notificationMail, fullName: users.fullName, email: users.email })
      .from(users)
      .where(inArray(users.id, [...new Set(batch.map((n) => n.userId))]));
    const memberOf = new Map(wanted.map((row) => [row.id, row]));
    const messaged = new Map<MessageKind, Set<string>>();
    for (const kind of new Set(batch.map((notice) => notice.kind ?? "staff-message")))
      messaged.set(
        kind,
        await messagedMembers(
          tx,
          batch.filter((notice) => (notice.kind ?? "staff-message") === kind).map((notice) => notice.userId),
          kind,
        ),
      );
    const byOutbox = (notice: Notice) =>
      messaged.get(notice.kind ?? "staff-message")?.has(notice.userId) ?? false;
    const mailOf = new Map(wanted.map((row) => [row.id, row.mail]));
    const rows = await tx
      .insert(notifications)
      .values(
        batch.map((notice) => ({
          userId: notice.userId,
          title: notice.title,
          message: notice.message,
          broadcastId,
          mailState: mailOf.get(notice.userId) && !byOutbox(notice) ? ("pending" as const) : null,
          createdAt: at,
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
    ids.push(...rows.map((row) => row.id));
    const copies = batch.flatMap((notice, index) => {
      const member = memberOf.get(notice.userId);
      const row = rows[index];
      return member?.mail && row && !byOutbox(notice) ? [{ notice, member, id: row.id }] : [];
    });
    await queueMail(
      tx,
      copies.map(({ notice, member }) => notificationMail(member, notice.title, notice.message, siteUrl)),
      copies.map(({ id }) => ({ about: "notification" as const, aboutId: id })),
    );
    await queueMessages(
      tx,
      batch.flatMap((notice, index) => {
        const row = rows[index];
        return row && byOutbox(notice)
          ? [
              {
                userId: notice.userId,
                kind: notice.kind ?? ("staff-message" as const),
                title: notice.title,
                body: notice.message,
                notificationId: row.id,
                broadcastId,
                mailCopy: true,
              },
            ]
          : [];
      }),
      at,
    );
  }
  return ids;
}

/** Delivers the queued mail copies of these notifications (by id, or all of one broadcast) now. */
export async function mailPendingNotices(
  deps: OutboxDeps,
  which: { ids: readonly string[] } | { broadcastId: string },
): Promise<number> {
  if ("ids" in which && which.ids.length === 0) return 0;
  const about =
    "ids" in which
      ? inArray(mailOutbox.aboutId, [...which.ids])
      : inArray(
          mailOutbox.aboutId,
          deps.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(eq(notifications.broadcastId, which.broadcastId)),
        );
  const queued = await deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.about, "notification"), isNull(mailOutbox.sentAt), about));
  let sent = 0;
  // In batches, so a big broadcast stays within statement limits.
  for (let start = 0; start < queued.length; start += NOTICE_BATCH) {
    const ids = queued.slice(start, start + NOTICE_BATCH).map((row) => row.id);
    sent += (await deliverMail(deps, { ids })).sent;
  }
  return sent;
}

/** A member's unread notifications. */
/** Asked by every dashboard page (the bell), so prepared once per database. */
const unreadQuery = preparedPer((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), sql`${notifications.readAt} is null`))
    .prepare("unread_notifications"),
);

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await unreadQuery(db).execute({ userId });
  return Number(row?.n ?? 0);
}
