/**
 * The transactional mail outbox (docs/decisions/0120-transactional-mail-outbox.md). A message is
 * written to `mail_outbox` in the same database transaction as what it reports (`queueMail`), so
 * a process that dies after the commit loses no mail. It is delivered after the commit: at once by
 * the request that wrote it when it can (`deliverMail` with its ids), else by the sender loop
 * (`startMailSender`), which retries failures with a growing backoff and never gives up.
 *
 * Each delivery first claims its rows: one statement sets a claim token and a lease on rows that are
 * unsent and unclaimed (`FOR UPDATE SKIP LOCKED`), so two senders, in one process or on several
 * replicas, never hold one row together. Only the holder of the claim marks the row sent. A sender
 * that dies between the mail server's answer and that mark leaves a claim that lapses; the row is
 * then sent again with the same Message-ID, which receiving servers use to drop the copy.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, isNull, lt, min, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contactMessages, guardianships, mailOutbox, notifications, users } from "../db/schema";
import { type BatchLoop, startBatchLoop } from "../lib/batch-loop";
import { errorSummary } from "../lib/loggable-error";
import type { Mailer, MailMessage } from "./mailer";
import { guardianCopy } from "./templates";

/** How long a claim holds: longer than the mail transport's own timeouts. */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
/** The sender loop's pace when nothing wakes it. */
export const MAIL_SENDER_INTERVAL_MS = 15 * 1000;
/** Delivered rows are kept this long (personal data), then deleted. */
export const MAIL_KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows claimed at once by the loop. */
const BATCH = 20;

const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** How long a message waits after its `attempts`-th failed try: 30 s doubling, at most an hour. */
export function mailRetryDelayMs(attempts: number): number {
  if (attempts < 1) return 0;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 20));
}

/** What a message's delivery settles besides itself. */
export type MailAbout = { about: "contact-reply" | "notification" | "reset-code"; aboutId: string };

/** Anything that can read and insert: the database or an open transaction. */
type Writer = Pick<Database, "insert" | "select">;

export interface OutboxDeps {
  db: Database;
  /** The transport: SMTP, the outbox folder, or memory in tests. */
  mailer: Mailer;
  /** The real clock (leases and retries), never the business clock tests hold still. */
  clock?: () => Date;
}

/** Writes messages to the outbox in the caller's transaction; answers their ids, for `deliverMail`. */
export async function queueMail(
  tx: Writer,
  messages: MailMessage | readonly MailMessage[],
  about?: MailAbout | readonly MailAbout[],
  at = new Date(),
): Promise<string[]> {
  const given = Array.isArray(messages) ? messages : [messages as MailMessage];
  const givenAbouts = Array.isArray(about) ? about : about ? [about as MailAbout] : [];
  const { list, abouts } = await withGuardianCopies(tx, given, givenAbouts);
  if (list.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(
      list.map((message, index) => ({
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        replyTo: message.replyTo ?? null,
        headers: message.headers ?? {},
        about: abouts[index]?.about ?? null,
        aboutId: abouts[index]?.aboutId ?? null,
        createdAt: at,
        nextAttemptAt: at,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * A message about a player goes to each of their active guardians too, greeted by their own name
 * (docs/decisions/0160-families.md); one to a player without an address goes to the guardians only.
 */
async function withGuardianCopies(
  tx: Writer,
  given: readonly MailMessage[],
  givenAbouts: readonly MailAbout[],
): Promise<{ list: MailMessage[]; abouts: (MailAbout | undefined)[] }> {
  const playerIds = [...new Set(given.flatMap((message) => (message.player ? [message.player.id] : [])))];
  const guardians =
    playerIds.length === 0
      ? []
      : await tx
          .select({ playerId: guardianships.playerId, fullName: users.fullName, email: users.email })
          .from(guardianships)
          .innerJoin(users, eq(users.id, guardianships.guardianId))
          .where(and(inArray(guardianships.playerId, playerIds), eq(guardianships.status, "active")));
  const list: MailMessage[] = [];
  const abouts: (MailAbout | undefined)[] = [];
  given.forEach((message, index) => {
    const { player: _player, ...own } = message;
    if (own.to) {
      list.push(own);
      abouts.push(givenAbouts[index]);
    }
    for (const guardian of guardians) {
      if (guardian.playerId !== message.player?.id || !guardian.email || guardian.email === own.to) continue;
      list.push(guardianCopy(message, { fullName: guardian.fullName, email: guardian.email }));
      abouts.push(givenAbouts[index]);
    }
  });
  return { list, abouts };
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims rows for one sender: the given ids when unsent and unclaimed (whatever their retry time:
 * someone asked for them now), else up to `limit` rows that are due.
 */
async function claim(db: Database, now: Date, ids: readonly string[] | undefined, limit: number) {
  const token = randomUUID();
  const until = new Date(now.getTime() + MAIL_LEASE_MS);
  const which = ids
    ? sql`${mailOutbox.id} in ${ids}`
    : sql`${mailOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`;
  const claimable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        sql`(${mailOutbox.claimedUntil} is null or ${mailOutbox.claimedUntil} <= ${now.toISOString()}::timestamptz)`,
        which,
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ claimToken: token, claimedUntil: until, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, claimable))
    .returning();
  return { token, rows: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()) };
}

/** Marks a claimed row sent and settles what it was about, in one transaction. */
async function markSent(db: Database, row: OutboxRow, token: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .update(mailOutbox)
      .set({ sentAt: at, claimToken: null, claimedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token)))
      .returning({ id: mailOutbox.id });
    if (!sent) return false;
    // Nobody needs the code once it is in the member's mail: it is not kept here.
    if (row.about === "reset-code") await tx.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    if (!row.aboutId) return true;
    if (row.about === "contact-reply")
      await tx
        .update(contactMessages)
        .set({ repliedAt: at })
        .where(and(eq(contactMessages.id, row.aboutId), isNull(contactMessages.repliedAt)));
    if (row.about === "notification")
      await tx.update(notifications).set({ mailState: "sent" }).where(eq(notifications.id, row.aboutId));
    return true;
  });
}

async function markFailed(db: Database, row: OutboxRow, token: string, at: Date, error: unknown) {
  await db
    .update(mailOutbox)
    .set({
      claimToken: null,
      claimedUntil: null,
      nextAttemptAt: new Date(at.getTime() + mailRetryDelayMs(row.attempts)),
      lastError: errorSummary(error).slice(0, 500),
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token)));
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** Ids delivered by this call. */
  sentIds: string[];
}

/**
 * Delivers queued mail now: the rows `ids` (a request's own mail, after its commit), or the due
 * rows (`limit` at most). A failure is recorded for a later try and never thrown.
 */
export async function deliverMail(
  deps: OutboxDeps,
  { ids, limit = BATCH }: { ids?: readonly string[]; limit?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, sentIds: [] };
  if (ids && ids.length === 0) return report;
  const clock = deps.clock ?? (() => new Date());
  const { token, rows } = await claim(deps.db, clock(), ids, ids ? ids.length : limit);
  for (const row of rows) {
    try {
      await deps.mailer.send(
        {
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          ...(Object.keys(row.headers).length ? { headers: row.headers } : {}),
        },
        // Every try of one row carries one Message-ID.
        { key: row.id },
      );
    } catch (error) {
      report.failed += 1;
      console.error(`Mail "${row.subject}" could not be sent (try ${row.attempts}):`, errorSummary(error));
      await markFailed(deps.db, row, token, clock(), error).catch(() => undefined);
      continue;
    }
    if (await markSent(deps.db, row, token, clock())) {
      report.sent += 1;
      report.sentIds.push(row.id);
    }
  }
  return report;
}

const inFlight = new Set<Promise<void>>();

/** Sends a request's own mail after its commit without failing or delaying the answer. */
export function deliverSoon(deps: OutboxDeps, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const delivery: Promise<void> = deliverMail(deps, { ids })
    .then(() => undefined)
    .catch((error: unknown) => console.error("Queued mail could not be delivered yet:", errorSummary(error)))
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
}

/** Resolves once the deliveries `deliverSoon` started are over: before closing the database. */
export async function deliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** The unsent mail, for a metrics endpoint: how many messages, and how long the oldest has waited. */
export async function mailBacklog(
  db: Database,
  now = new Date(),
): Promise<{ unsent: number; oldestAgeSeconds: number | null }> {
  const [row] = await db
    .select({ unsent: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    unsent: Number(row?.unsent ?? 0),
    oldestAgeSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
  };
}

/** Deletes every queued or delivered message to or from `email` (its account was deleted). */
export async function forgetQueuedMail(db: Pick<Database, "delete">, email: string): Promise<void> {
  const wanted = email.trim().toLowerCase();
  await db
    .delete(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = ${wanted} or lower(${mailOutbox.replyTo}) = ${wanted}`);
}

export type MailSender = BatchLoop;

/**
 * The sender loop: delivers due mail every `intervalMs` (at once when woken), batch after batch
 * until nothing is due, and deletes delivered rows older than a week.
 */
export function startMailSender(
  deps: OutboxDeps,
  { intervalMs = MAIL_SENDER_INTERVAL_MS }: { intervalMs?: number } = {},
): MailSender {
  const clock = deps.clock ?? (() => new Date());
  return startBatchLoop({
    intervalMs,
    failure: "Mail sender failed:",
    batch: async () => {
      const report = await deliverMail(deps);
      return report.sent + report.failed >= BATCH;
    },
    afterBatches: async () => {
      await deps.db
        .delete(mailOutbox)
        .where(lt(mailOutbox.sentAt, new Date(clock().getTime() - MAIL_KEEP_SENT_MS)));
    },
  });
}
