/**
 * Messages in the console (staff; docs/decisions/0086-staff-notifications.md): notifications to a
 * member or a group, the contact inbox with replies by mail, and the newsletter's subscribers with
 * a CSV of the confirmed ones. Every write is audited in its transaction; mail goes after the commit.
 */

import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { Audience, Broadcast, ContactMessage, Subscriber } from "@/shared/api/console-contract";
import { audienceLabel, inAudience, type MemberFacts } from "@/shared/domain/audience";
import type { AuditAction } from "@/shared/domain/audit-actions";
import { toCsv } from "@/shared/domain/csv";
import type { Database } from "../../db/client";
import {
  broadcasts,
  coachAssignments,
  coaches,
  contactMessages,
  mailOutbox,
  memberships,
  newsletterSubscribers,
  tickets,
  tournaments,
  users,
} from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { runningAssignment } from "../../lib/coach-assignments";
import { httpError } from "../../lib/http-error";
import { mailPendingNotices, writeNotices } from "../../lib/member-notices";
import { deliverMail, queueMail } from "../../mail/mail-outbox";
import { contactReplyMail } from "../../mail/templates";
import type { Tx } from "../../payments/grants";
import { isMember, notFound, paging, searching } from "./shared";

type BroadcastRow = typeof broadcasts.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;

function presentBroadcast(row: BroadcastRow, audienceName: string | null): Broadcast {
  return {
    _id: row.id,
    audience: row.audience as Broadcast["audience"],
    audienceName,
    title: row.title,
    message: row.message,
    recipients: row.recipients,
    sentBy: row.sentBy,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentContact(row: ContactRow): ContactMessage {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    status: row.handledAt ? "handled" : "new",
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The members the audience reaches now, by the shared rule (`inAudience`): members only, never the
 * club's own staff and admin accounts (`isMember`), whatever the group.
 */
async function audienceMembers(tx: Database | Tx, audience: Audience, at: Date): Promise<string[]> {
  const id = "id" in audience ? audience.id : undefined;
  if (audience.kind === "member") {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, audience.id), isMember));
    if (!member) throw notFound("member");
  }
  if (audience.kind === "tournament") {
    const [tournament] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.id, audience.id));
    if (!tournament) throw notFound("tournament");
  }
  if (audience.kind === "coach") {
    const [coach] = await tx.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, audience.id));
    if (!coach) throw notFound("coach");
  }
  const base = await tx
    .select({ id: users.id, membershipEndsAt: memberships.endsAt })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(isMember);
  const held = new Map<string, string[]>();
  if (audience.kind === "tournament") {
    const rows = await tx
      .select({ userId: tickets.userId, tournamentId: tickets.tournamentId })
      .from(tickets)
      .where(eq(tickets.tournamentId, audience.id));
    for (const row of rows)
      if (row.userId) held.set(row.userId, [...(held.get(row.userId) ?? []), row.tournamentId]);
  }
  const coachOf = new Map<string, string>();
  if (audience.kind === "coach") {
    const rows = await tx
      .select({ userId: coachAssignments.userId, coachId: coachAssignments.coachId })
      .from(coachAssignments)
      .where(and(eq(coachAssignments.coachId, audience.id), runningAssignment(at)));
    for (const row of rows) coachOf.set(row.userId, row.coachId);
  }
  const choice = id === undefined ? { kind: audience.kind } : { kind: audience.kind, id };
  return base
    .map(
      (row): MemberFacts => ({
        id: row.id,
        membershipEndsAt: row.membershipEndsAt,
        tournamentIds: held.get(row.id) ?? [],
        coachId: coachOf.get(row.id) ?? null,
      }),
    )
    .filter((member) => inAudience(member, choice, at))
    .map((member) => member.id);
}

/** The name of the member, tournament or coach an audience names; null for the other groups. */
async function audienceName(db: Database | Tx, audience: Broadcast["audience"]): Promise<string | null> {
  const id = audience.id;
  if (id === undefined) return null;
  if (audience.kind === "member") {
    const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, id));
    return row?.name ?? null;
  }
  if (audience.kind === "tournament") {
    const [row] = await db.select({ name: tournaments.name }).from(tournaments).where(eq(tournaments.id, id));
    return row?.name ?? null;
  }
  if (audience.kind === "coach") {
    const [row] = await db.select({ name: coaches.coachName }).from(coaches).where(eq(coaches.id, id));
    return row?.name ?? null;
  }
  return null;
}

export function consoleMessageRoutes({ db, now, route, mailer, config }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.sendNotification, async (c) => {
    const input = c.req.valid("json");
    const actor = c.get("user");
    const at = now();
    const written = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(broadcasts)
        .values({
          requestKey: input.requestKey,
          audience: input.audience,
          title: input.title,
          message: input.message,
          recipients: 0,
          sentBy: actor.id,
          createdAt: at,
        })
        // A retried or doubled send: the first one wrote it (or is writing it, and this waits).
        .onConflictDoNothing({ target: broadcasts.requestKey })
        .returning();
      if (!row) return null;
      const members = await audienceMembers(tx, input.audience, at);
      if (members.length === 0) throw httpError(400, "Nobody is in this group yet: nothing was sent");
      await writeNotices(
        tx,
        members.map((userId) => ({ userId, title: input.title, message: input.message })),
        at,
        config.publicSiteUrl,
        row.id,
      );
      const [saved] = await tx
        .update(broadcasts)
        .set({ recipients: members.length })
        .where(eq(broadcasts.id, row.id))
        .returning();
      await audited(tx, actor, at, {
        action: "notification.send",
        entityType: "broadcast",
        entityId: row.id,
        before: null,
        after: {
          audience: input.audience,
          title: input.title,
          message: input.message,
          recipients: members.length,
        },
      });
      return saved!;
    });
    const broadcast =
      written ?? (await db.select().from(broadcasts).where(eq(broadcasts.requestKey, input.requestKey)))[0];
    if (!broadcast) throw httpError(409, "This notification is being sent: reload in a moment");
    // Claims only rows not mailed yet: a retry finishes what an interrupted send left, never repeats.
    await mailPendingNotices({ db, mailer }, { broadcastId: broadcast.id });
    return c.json({
      message: written
        ? `Notification sent to ${broadcast.recipients} ${broadcast.recipients === 1 ? "member" : "members"}`
        : "This notification was already sent",
      broadcast: presentBroadcast(
        broadcast,
        await audienceName(db, broadcast.audience as Broadcast["audience"]),
      ),
    });
  });

  route(app, calls.audienceCount, async (c) => {
    const audience = c.req.valid("query");
    const members = await audienceMembers(db, audience, now());
    return c.json({
      label: audienceLabel(audience, await audienceName(db, audience)),
      members: members.length,
    });
  });

  route(app, calls.staffBroadcasts, async (c) => {
    const query = c.req.valid("query");
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(broadcasts)
        .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
        .limit(paging(query).limit)
        .offset(paging(query).offset),
      db.select({ n: count() }).from(broadcasts),
    ]);
    return c.json({
      items: await Promise.all(
        rows.map(async (row) =>
          presentBroadcast(row, await audienceName(db, row.audience as Broadcast["audience"])),
        ),
      ),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  route(app, calls.contactMessages, async (c) => {
    const query = c.req.valid("query");
    const where = and(
      searching(
        query.q,
        contactMessages.firstName,
        contactMessages.lastName,
        contactMessages.email,
        contactMessages.message,
      ),
      query.status === "new"
        ? isNull(contactMessages.handledAt)
        : query.status === "handled"
          ? isNotNull(contactMessages.handledAt)
          : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(paging(query).limit)
        .offset(paging(query).offset),
      db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return c.json({
      items: rows.map(presentContact),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  /** Changes one contact message under a row lock, audited with its status before and after. */
  async function changeContact(
    actor: { id: string; email: string },
    id: string,
    action: AuditAction,
    change: (before: ContactRow, at: Date) => Partial<ContactRow>,
    /** Also written in the transaction (the reply's mail). */
    alongside?: (tx: Tx, after: ContactRow) => Promise<void>,
  ): Promise<ContactRow> {
    const at = now();
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for("update");
      if (!before) throw notFound("message");
      const [after] = await tx
        .update(contactMessages)
        .set(change(before, at))
        .where(eq(contactMessages.id, id))
        .returning();
      const facts = (row: ContactRow) => ({ status: row.handledAt ? "handled" : "new", reply: row.reply });
      await audited(tx, actor, at, {
        action,
        entityType: "contact_message",
        entityId: id,
        before: facts(before),
        after: facts(after!),
      });
      await alongside?.(tx, after!);
      return after!;
    });
  }

  /**
   * Stores the reply and queues its mail in one transaction, then delivers it after the commit.
   * `repliedAt` is when the mail went (set by the outbox on delivery): a reply kept with no
   * `repliedAt` is not mailed yet. The outbox keeps trying it by itself; sending the same text again
   * tries its queued mail at once rather than queueing another, and the outbox's claim lets one
   * request deliver it, whatever others arrive at once.
   */
  route(app, calls.replyToContact, async (c) => {
    const { id } = c.req.valid("param");
    const { reply } = c.req.valid("json");
    const actor = c.get("user");
    const queued: string[] = [];
    const row = await changeContact(
      actor,
      id,
      "contact.reply",
      (before, at) => {
        // Under the row lock: of two different replies at once, one is stored, the other refused.
        if (before.repliedAt !== null || (before.reply !== null && before.reply !== reply))
          throw httpError(409, "This message has already been answered");
        // A reply kept but not mailed is tried again below; the row stays as it is.
        if (before.reply !== null) return { reply };
        return { reply, repliedBy: actor.id, handledAt: before.handledAt ?? at };
      },
      async (tx, after) => {
        const [waiting] = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.about, "contact-reply"), eq(mailOutbox.aboutId, id), isNull(mailOutbox.sentAt)),
          );
        if (waiting) queued.push(waiting.id);
        else
          queued.push(
            ...(await queueMail(
              tx,
              contactReplyMail({ fullName: after.firstName, email: after.email }, reply, after.message),
              { about: "contact-reply", aboutId: id },
            )),
          );
      },
    );
    const delivered = await deliverMail({ db, mailer }, { ids: queued });
    const [current] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (delivered.sent > 0 && current?.repliedAt)
      return c.json({ message: `Reply sent to ${row.email}`, contact: presentContact(current) });
    // Another request holds the mail (sending it now) or has sent it.
    const [elsewhere] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.id, queued),
          or(isNotNull(mailOutbox.sentAt), gt(mailOutbox.claimedUntil, new Date())),
        ),
      );
    if (elsewhere || current?.repliedAt) throw httpError(409, "This message has already been answered");
    throw httpError(
      503,
      `The reply was saved but the mail to ${row.email} could not be sent yet. It is tried again by itself; you can also send it again shortly.`,
    );
  });

  route(app, calls.setContactStatus, async (c) => {
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const row = await changeContact(c.get("user"), id, "contact.status", (before, at) => ({
      handledAt: status === "handled" ? (before.handledAt ?? at) : null,
    }));
    return c.json({ message: `Marked ${status}`, contact: presentContact(row) });
  });

  route(app, calls.newsletterSubscribers, async (c) => {
    const query = c.req.valid("query");
    const where = and(
      searching(query.q, newsletterSubscribers.email),
      query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.requestedAt), desc(newsletterSubscribers.id))
        .limit(paging(query).limit)
        .offset(paging(query).offset),
      db.select({ n: count() }).from(newsletterSubscribers).where(where),
    ]);
    const items: Subscriber[] = rows.map((row) => ({
      _id: row.id,
      email: row.email,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    }));
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  /** Audited with its row count in the read's own transaction: the file carries members' emails. */
  route(app, calls.newsletterCsv, async (c) => {
    const at = now();
    const rows = await db.transaction(async (tx) => {
      const confirmed = await tx
        .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "confirmed"))
        .orderBy(newsletterSubscribers.email);
      await audited(tx, c.get("user"), at, {
        action: "newsletter.export",
        entityType: "newsletter",
        entityId: "csv",
        before: null,
        after: { status: "confirmed", rows: confirmed.length },
      });
      return confirmed;
    });
    const body = toCsv(
      ["email", "confirmed_at"],
      rows.map((row) => [row.email, row.confirmedAt?.toISOString() ?? ""]),
    );
    const day = at.toISOString().slice(0, 10);
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="newsletter-confirmed-${day}.csv"`,
      "cache-control": "no-store",
    });
  });

  return app;
}
