/**
 * The messages outbox (docs/decisions/0190-messages-on-members-channels.md): every message to a
 * member beyond the dashboard goes through here. `queueMessages` writes it in the transaction of
 * what it reports; after the commit a sender claims it (a lease and `FOR UPDATE SKIP LOCKED`, as the
 * mail outbox does, so two senders never hold one row) and tries the member's channels in their
 * order: WhatsApp, SMS, push, then email, which is the mail outbox (a mail copy queued there). A
 * channel that fails is recorded and the next one tried; a provider's report of a failure later
 * (a webhook) puts the message back for the next channel. Quiet hours hold all but the urgent; SMS
 * spends from the month's budget first, in one conditional update, so a budget is never overspent.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { MessageChannel, MessageKind } from "@/shared/domain/lists";
import {
  type ChannelFacts,
  channelPlan,
  inQuietHours,
  isUrgent,
  messagedBeyondMail,
  nextChannel,
  quietHoursEnd,
  sendTime,
  smsCostKobo,
  smsText,
} from "@/shared/domain/messaging";
import type { Database } from "../db/client";
import { messageOutbox, messageSettings, notifications, pushSubscriptions, users } from "../db/schema";
import { type BatchLoop, startBatchLoop } from "../lib/batch-loop";
import { errorSummary } from "../lib/loggable-error";
import { deliverSoon, queueMail } from "../mail/mail-outbox";
import type { Mailer } from "../mail/mailer";
import { notificationMail } from "../mail/templates";
import type { Tx } from "../payments/grants";
import { ChannelError } from "./channel-error";
import { pushClient } from "./push";
import type { MessagingSettings } from "./settings";
import { releaseSms, reserveSms } from "./sms-budget";
import { termiiClient } from "./termii";
import { whatsappClient } from "./whatsapp";

/** How long a claim holds: longer than a provider's timeout. */
export const MESSAGE_LEASE_MS = 2 * 60 * 1000;
/** The sender loop's pace when nothing wakes it. */
export const MESSAGE_SENDER_INTERVAL_MS = 10 * 1000;
/** Rounds over every channel before a message is given up. */
export const MAX_ROUNDS = 5;
const BATCH = 20;

/** A round after every channel failed waits 1 min, 5 min, 25 min ... */
export function roundDelayMs(round: number): number {
  return Math.min(6 * 60 * 60 * 1000, 60 * 1000 * 5 ** Math.max(0, round - 1));
}

/** Anything that can read and insert: the database or an open transaction. */
type Writer = Database | Tx;

export interface MessageItem {
  userId: string;
  kind: MessageKind;
  title: string;
  body: string;
  /** The dashboard notification it copies. */
  notificationId?: string | null;
  broadcastId?: string | null;
  /** When the event it reports takes place (a cancelled tournament's day), for urgency. */
  eventAt?: Date | null;
  /** Email sends a mail of its own for it (see `messageOutbox.mailCopy`). */
  mailCopy?: boolean;
  onlyChannel?: MessageChannel | null;
}

interface MemberChannels {
  fullName: string;
  /** Null for a junior without a login (their guardians get the mail copy). */
  email: string | null;
  phoneNumber: string;
  facts: ChannelFacts;
}

/** What the outbox knows of members' channels, in one read. */
export async function memberChannels(
  tx: Writer,
  userIds: readonly string[],
): Promise<Map<string, MemberChannels>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [rows, devices] = await Promise.all([
    tx
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        phoneNeedsFix: users.phoneNeedsFix,
        mail: users.notificationMail,
        optedIn: messageSettings.optedIn,
        order: messageSettings.channelOrder,
        kindsOff: messageSettings.kindsOff,
      })
      .from(users)
      .leftJoin(messageSettings, eq(messageSettings.userId, users.id))
      .where(inArray(users.id, ids)),
    tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, ids)),
  ]);
  const withDevice = new Set(devices.map((d) => d.userId));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        fullName: row.fullName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        facts: {
          order: row.order ?? [],
          optedIn: [...(row.optedIn ?? []), ...(row.mail ? (["email"] as const) : [])],
          kindsOff: row.kindsOff ?? [],
          hasPhone: !row.phoneNeedsFix && /^\+\d{7,15}$/.test(row.phoneNumber),
          hasPushDevice: withDevice.has(row.id),
        },
      },
    ]),
  );
}

/** The plan for one message: its only channel, else the member's channels for its kind. */
function planFor(
  kind: MessageKind,
  onlyChannel: MessageChannel | null,
  facts: ChannelFacts,
  configured?: (channel: MessageChannel) => boolean,
): MessageChannel[] {
  const plan = onlyChannel
    ? channelPlan(kind, { ...facts, order: [onlyChannel], kindsOff: [] }).filter((c) => c === onlyChannel)
    : channelPlan(kind, facts);
  return configured ? plan.filter(configured) : plan;
}

/**
 * The members among `userIds` whose messages of `kind` go through this outbox (a channel before
 * email): their notification's mail copy is the outbox's to send, as their email channel.
 */
export async function messagedMembers(
  tx: Writer,
  userIds: readonly string[],
  kind: MessageKind,
): Promise<Set<string>> {
  const channels = await memberChannels(tx, userIds);
  return new Set(
    [...channels]
      .filter(([, member]) => messagedBeyondMail(channelPlan(kind, member.facts)))
      .map(([id]) => id),
  );
}

/**
 * Writes the messages of members reached beyond mail (a channel before email, or an only channel)
 * in the caller's transaction; others are left to the dashboard and the mail the event sends.
 * A notification is copied once (unique), whoever asks twice. Answers the ids written.
 */
export async function queueMessages(tx: Writer, items: readonly MessageItem[], at: Date): Promise<string[]> {
  if (items.length === 0) return [];
  const channels = await memberChannels(
    tx,
    items.map((item) => item.userId),
  );
  const rows = items.flatMap((item) => {
    const member = channels.get(item.userId);
    if (!member) return [];
    const plan = planFor(item.kind, item.onlyChannel ?? null, member.facts);
    if (item.onlyChannel ? plan.length === 0 : !messagedBeyondMail(plan)) return [];
    const urgent = isUrgent(item.kind, item.eventAt ?? null, at);
    return [
      {
        userId: item.userId,
        kind: item.kind,
        title: item.title,
        body: item.body,
        urgent,
        notificationId: item.notificationId ?? null,
        broadcastId: item.broadcastId ?? null,
        mailCopy: item.mailCopy ?? false,
        onlyChannel: item.onlyChannel ?? null,
        nextAttemptAt: sendTime(at, urgent),
        createdAt: at,
      },
    ];
  });
  if (rows.length === 0) return [];
  const written = await tx
    .insert(messageOutbox)
    .values(rows)
    .onConflictDoNothing({ target: messageOutbox.notificationId })
    .returning({ id: messageOutbox.id });
  if (written.length > 0) afterCommitWake();
  return written.map((row) => row.id);
}

/**
 * Copies notifications just written (`notifications` rows, with their kind) into the outbox:
 * the one-line addition where an event writes a notification itself.
 */
export async function messageNotices(
  tx: Writer,
  kind: MessageKind,
  written: readonly { id: string; userId: string; title: string; message: string }[],
  at: Date,
  eventAt: Date | null = null,
): Promise<string[]> {
  return queueMessages(
    tx,
    written.map((row) => ({
      userId: row.userId,
      kind,
      title: row.title,
      body: row.message,
      notificationId: row.id,
      eventAt,
    })),
    at,
  );
}

export interface MessagingDeps {
  db: Database;
  mailer: Mailer;
  settings: MessagingSettings;
  /** The site's address, for links in pushes and mail copies. */
  siteUrl: string;
  /** The clock: quiet hours, leases and retries. */
  now: () => Date;
}

type OutboxRow = typeof messageOutbox.$inferSelect;

async function claim(db: Database, now: Date, ids: readonly string[] | undefined, limit: number) {
  const token = randomUUID();
  const until = new Date(now.getTime() + MESSAGE_LEASE_MS);
  const which = ids
    ? inArray(messageOutbox.id, [...ids])
    : sql`${messageOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`;
  const claimable = db
    .select({ id: messageOutbox.id })
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.status, "queued"),
        sql`(${messageOutbox.claimedUntil} is null or ${messageOutbox.claimedUntil} <= ${now.toISOString()}::timestamptz)`,
        which,
      ),
    )
    .orderBy(messageOutbox.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(messageOutbox)
    .set({ claimToken: token, claimedUntil: until, attempts: sql`${messageOutbox.attempts} + 1` })
    .where(inArray(messageOutbox.id, claimable))
    .returning();
  return { token, rows };
}

/** Changes a claimed row and lets the claim go; false when the claim was lost. */
async function settle(db: Writer, row: OutboxRow, token: string, set: Partial<OutboxRow>): Promise<boolean> {
  const [done] = await db
    .update(messageOutbox)
    .set({ ...set, claimToken: null, claimedUntil: null })
    .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.claimToken, token)))
    .returning({ id: messageOutbox.id });
  return done !== undefined;
}

export interface MessageReport {
  sent: number;
  failed: number;
  held: number;
}

function configuredIn(settings: MessagingSettings) {
  return (channel: MessageChannel) =>
    channel === "email" ||
    (channel === "whatsapp" ? !!settings.whatsapp : channel === "sms" ? !!settings.sms : !!settings.push);
}

/** Sends one message on one channel; answers the provider's id and the cost, or throws ChannelError. */
async function sendOn(
  deps: MessagingDeps,
  channel: MessageChannel,
  row: OutboxRow,
  member: MemberChannels,
  token: string,
  failed: { channels: MessageChannel[]; lastError: string | null },
): Promise<{ providerId: string | null; costKobo: number; mailIds?: string[] }> {
  const { settings } = deps;
  if (channel === "whatsapp") {
    return {
      providerId: await whatsappClient(settings.whatsapp!).send(member.phoneNumber, row.title, row.body),
      costKobo: 0,
    };
  }
  if (channel === "sms") {
    const text = smsText(row.title, row.body);
    const cost = smsCostKobo(text, settings.smsPricePerPageKobo);
    if (!(await reserveSms(deps.db, cost, deps.now())))
      throw new ChannelError("sms", "The SMS budget for this month is spent");
    try {
      return { providerId: await termiiClient(settings.sms!).send(member.phoneNumber, text), costKobo: cost };
    } catch (error) {
      await releaseSms(deps.db, cost, deps.now());
      throw error;
    }
  }
  if (channel === "push") {
    const targets = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, row.userId));
    const outcome = await pushClient(settings.push!).send(
      targets,
      row.title,
      row.body,
      `${deps.siteUrl}/u/notifications`,
    );
    if (outcome.gone.length > 0)
      await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, outcome.gone));
    return { providerId: outcome.providerId, costKobo: 0 };
  }
  // Email: the mail outbox delivers it. A mail copy is queued with the row's settling, so it is
  // queued once; without a copy of its own the event's own mail already reached the member.
  if (!row.mailCopy) return { providerId: null, costKobo: 0 };
  const mailIds = await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.claimToken, token)))
      .for("update");
    if (!held) return [];
    const ids = await queueMail(
      tx,
      notificationMail(member, row.title, row.body, deps.siteUrl),
      row.notificationId ? { about: "notification", aboutId: row.notificationId } : undefined,
      deps.now(),
    );
    if (row.notificationId)
      await tx
        .update(notifications)
        .set({ mailState: "pending" })
        .where(eq(notifications.id, row.notificationId));
    await settle(tx, row, token, {
      status: "sent",
      channel: "email",
      sentAt: deps.now(),
      failedChannels: failed.channels,
      lastError: failed.channels.length > 0 ? failed.lastError : null,
    });
    return ids;
  });
  if (mailIds.length === 0) throw new ChannelError("email", "The message was taken over by another sender");
  return { providerId: null, costKobo: 0, mailIds };
}

/** Tries one claimed message on its channels, in order, until one takes it. */
async function deliverOne(deps: MessagingDeps, row: OutboxRow, token: string, report: MessageReport) {
  const now = deps.now();
  if (!row.urgent && inQuietHours(now)) {
    await settle(deps.db, row, token, { nextAttemptAt: quietHoursEnd(now), attempts: row.attempts - 1 });
    report.held += 1;
    return;
  }
  const member = (await memberChannels(deps.db, [row.userId])).get(row.userId);
  const plan = member ? planFor(row.kind, row.onlyChannel, member.facts, configuredIn(deps.settings)) : [];
  const failed = [...row.failedChannels];
  let lastError = row.lastError;
  for (;;) {
    const channel = nextChannel(plan, failed);
    if (!channel || !member) break;
    try {
      const sent = await sendOn(deps, channel, row, member, token, { channels: failed, lastError });
      if (sent.mailIds) {
        deliverSoon({ db: deps.db, mailer: deps.mailer }, sent.mailIds);
      } else {
        await settle(deps.db, row, token, {
          status: "sent",
          channel,
          providerId: sent.providerId,
          costKobo: row.costKobo + sent.costKobo,
          failedChannels: failed,
          sentAt: deps.now(),
          lastError: failed.length > 0 ? lastError : null,
        });
      }
      report.sent += 1;
      return;
    } catch (error) {
      failed.push(channel);
      lastError =
        error instanceof ChannelError ? error.message : `${channel}: ${errorSummary(error)}`.slice(0, 500);
      await deps.db
        .update(messageOutbox)
        .set({ failedChannels: failed, lastError })
        .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.claimToken, token)));
    }
  }
  report.failed += 1;
  // Every channel failed this round: another round later, from the first channel, until MAX_ROUNDS.
  if (plan.length > 0 && row.attempts < MAX_ROUNDS) {
    await settle(deps.db, row, token, {
      failedChannels: [],
      nextAttemptAt: new Date(now.getTime() + roundDelayMs(row.attempts)),
      lastError,
    });
    return;
  }
  await settle(deps.db, row, token, {
    status: "failed",
    failedChannels: failed,
    lastError:
      plan.length === 0 ? (lastError ?? "No channel reaches the member for this message") : lastError,
  });
}

/**
 * Delivers due messages now: the rows `ids`, or up to `limit` due rows. A failure is recorded on the
 * row and never thrown.
 */
export async function deliverMessages(
  deps: MessagingDeps,
  { ids, limit = BATCH }: { ids?: readonly string[]; limit?: number } = {},
): Promise<MessageReport> {
  const report: MessageReport = { sent: 0, failed: 0, held: 0 };
  if (ids && ids.length === 0) return report;
  const { token, rows } = await claim(deps.db, deps.now(), ids, ids ? ids.length : limit);
  for (const row of rows) {
    try {
      await deliverOne(deps, row, token, report);
    } catch (error) {
      console.error(`Message ${row.id} could not be sent:`, errorSummary(error));
      await settle(deps.db, row, token, { lastError: errorSummary(error).slice(0, 500) }).catch(
        () => undefined,
      );
    }
  }
  return report;
}

/**
 * A provider reported a message delivered, or failed after it took it (a number not on WhatsApp):
 * a failure puts the message back for the member's next channel at once.
 */
export async function applyDeliveryReport(
  db: Database,
  channel: MessageChannel,
  report: { providerId: string; outcome: "delivered" | "failed" | "other"; reason: string | null },
  at: Date,
): Promise<boolean> {
  if (report.outcome === "other") return false;
  const where = and(
    eq(messageOutbox.channel, channel),
    eq(messageOutbox.providerId, report.providerId),
    inArray(messageOutbox.status, ["sent"]),
  );
  if (report.outcome === "delivered") {
    const rows = await db
      .update(messageOutbox)
      .set({ status: "delivered", deliveredAt: at })
      .where(where)
      .returning();
    return rows.length > 0;
  }
  const rows = await db
    .update(messageOutbox)
    .set({
      status: "queued",
      channel: null,
      providerId: null,
      failedChannels: sql`${messageOutbox.failedChannels} || ${JSON.stringify([channel])}::jsonb`,
      lastError: `${channel}: ${report.reason ?? "the provider could not deliver it"}`.slice(0, 500),
      nextAttemptAt: at,
    })
    .where(where)
    .returning();
  if (rows.length > 0) wakeMessageSenders();
  return rows.length > 0;
}

export type MessageSender = BatchLoop;

const senders = new Set<MessageSender>();

/** Wakes this process's senders (after a commit that queued messages). */
export function wakeMessageSenders(): void {
  for (const sender of senders) sender.wake();
}

/** Queued inside a transaction: the wake waits for the commit (the sender's claim skips rows it cannot see yet). */
function afterCommitWake(): void {
  setTimeout(wakeMessageSenders, 50).unref();
}

/** The sender loop: due messages every `intervalMs`, at once when woken, batch after batch. */
export function startMessageSender(
  deps: MessagingDeps,
  { intervalMs = MESSAGE_SENDER_INTERVAL_MS }: { intervalMs?: number } = {},
): MessageSender {
  const loop = startBatchLoop({
    intervalMs,
    failure: "Message sender failed:",
    batch: async () => {
      const report = await deliverMessages(deps);
      return report.sent + report.failed + report.held >= BATCH;
    },
  });
  const sender: MessageSender = {
    wake: loop.wake,
    async stop() {
      senders.delete(sender);
      await loop.stop();
    },
  };
  senders.add(sender);
  return sender;
}
