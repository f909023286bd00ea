/**
 * The mail outbox against a database (PGlite, and PostgreSQL in the `postgres` test project, which
 * leaves server/mail/ out: hence this file lives here).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { contactMessages, mailOutbox } from "../db/schema";
import {
  deliverMail,
  MAIL_LEASE_MS,
  mailBacklog,
  mailRetryDelayMs,
  queueMail,
  startMailSender,
} from "../mail/mail-outbox";
import type { Mailer, MailMessage } from "../mail/mailer";
import { openTestDatabase } from "../testing/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(contactMessages);
});

const T0 = new Date("2026-11-22T12:00:00Z");

/** A transport that keeps what it sent, failing its first `failures` tries, each taking `delayMs`. */
function transport({ failures = 0, delayMs = 0 } = {}) {
  const sent: MailMessage[] = [];
  let tries = 0;
  const mailer: Mailer = {
    async send(message) {
      tries += 1;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (tries <= failures) throw new Error("421 Service not available");
      sent.push(message);
    },
  };
  return { mailer, sent, tries: () => tries };
}

const message = (n: number): MailMessage => ({
  to: `member${n}@example.com`,
  subject: `Receipt ${n}`,
  text: "Paid",
});

/** A contact message and its mail to the club, written in one transaction, as the contact form does. */
async function commitWithMail(n = 1): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      firstName: "Bola",
      lastName: "Ade",
      email: `bola${n}@example.com`,
      phoneNumber: "0800",
      message: "Are the courts lit?",
    });
    return queueMail(tx, message(n), undefined, T0);
  });
}

describe("the mail outbox", () => {
  it("loses nothing when the process dies between the commit and the send: a later sender sends it once", async () => {
    await commitWithMail();
    // The process that committed died here: nothing was sent.
    expect(await mailBacklog(database.db, new Date(T0.getTime() + 90_000))).toEqual({
      unsent: 1,
      oldestAgeSeconds: 90,
    });

    const after = transport();
    const sender = startMailSender({ db: database.db, mailer: after.mailer }, { intervalMs: 20 });
    try {
      await vi.waitFor(() => expect(after.sent).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await sender.stop();
    }
    expect(after.sent).toEqual([message(1)]);
    expect(await deliverMail({ db: database.db, mailer: after.mailer })).toMatchObject({ sent: 0 });
    expect(await mailBacklog(database.db)).toEqual({ unsent: 0, oldestAgeSeconds: null });
  });

  it("writes nothing when the transaction is rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, message(1));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await mailBacklog(database.db)).toMatchObject({ unsent: 0 });
  });

  it("retries through a mail server outage with a growing backoff and sends exactly once", async () => {
    const [id] = await commitWithMail();
    const smtp = transport({ failures: 3 });
    let now = T0;
    const deps = { db: database.db, mailer: smtp.mailer, clock: () => now };

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await deliverMail(deps)).toMatchObject({ sent: 0, failed: 1 });
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
      expect(row).toMatchObject({ attempts: attempt, sentAt: null, claimToken: null });
      expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + mailRetryDelayMs(attempt));
      expect(row?.lastError).toMatch(/Service not available/);
      // Not due before its backoff is over.
      expect(await deliverMail(deps)).toMatchObject({ sent: 0, failed: 0 });
      now = row!.nextAttemptAt;
    }
    expect(await deliverMail(deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(await deliverMail(deps)).toMatchObject({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(await deliverMail(deps)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.sent).toEqual([message(1)]);
    expect(smtp.tries()).toBe(4);
    expect(mailRetryDelayMs(1)).toBe(30_000);
    expect(mailRetryDelayMs(2)).toBe(60_000);
    expect(mailRetryDelayMs(50)).toBe(60 * 60_000);
  });

  it("sends each message once when several senders race for the same rows", async () => {
    for (let n = 0; n < 30; n++) await commitWithMail(n);
    const smtp = transport({ delayMs: 5 });
    const senders = Array.from({ length: 4 }, () => ({ db: database.db, mailer: smtp.mailer }));
    const reports = await Promise.all([
      ...senders.map((deps) => deliverMail(deps, { limit: 30 })),
      ...senders.map((deps) => deliverMail(deps, { limit: 10 })),
    ]);
    // Whatever a sender skipped (held by another) the loop picks up; nothing twice.
    await deliverMail({ db: database.db, mailer: smtp.mailer }, { limit: 30 });
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBeLessThanOrEqual(30);
    expect(smtp.sent).toHaveLength(30);
    expect(new Set(smtp.sent.map((m) => m.to)).size).toBe(30);
  });

  it("sends again a message whose sender died holding it, once its claim has lapsed", async () => {
    const [id] = await commitWithMail();
    // A sender claimed it and died before the mail server answered.
    await database.db
      .update(mailOutbox)
      .set({ claimToken: "dead", claimedUntil: new Date(T0.getTime() + MAIL_LEASE_MS), attempts: 1 })
      .where(eq(mailOutbox.id, id!));
    const smtp = transport();
    expect(await deliverMail({ db: database.db, mailer: smtp.mailer, clock: () => T0 })).toMatchObject({
      sent: 0,
    });
    const later = () => new Date(T0.getTime() + MAIL_LEASE_MS + 1);
    expect(await deliverMail({ db: database.db, mailer: smtp.mailer, clock: later })).toMatchObject({
      sent: 1,
    });
    expect(smtp.sent).toHaveLength(1);
  });
});
