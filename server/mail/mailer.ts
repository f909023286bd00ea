/**
 * Outgoing mail through nodemailer: an SMTP server when `SMTP_URL` is set, else each message is
 * written as an `.eml` file to the outbox folder (listed at /dev/mail in demo mode).
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { removeOutboxMailOf } from "./outbox";

export interface MailMessage {
  /** The address; empty for a player without one, whose guardians get the copies (`player`). */
  to: string;
  /**
   * The player the message is about, when their guardians should have a copy too (a junior's
   * notices, tickets, receipts): `queueMail` adds one per active guardian (0160).
   */
  player?: { id: string; fullName: string };
  subject: string;
  text: string;
  replyTo?: string;
  /** Further headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SendOptions {
  /** A stable key of the message: every try with one key carries one Message-ID. */
  key?: string;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  /**
   * Drops the copies this mailer keeps of mail to or about `email` (its account was deleted). Only
   * the outbox keeps copies; an SMTP server keeps none on our side.
   */
  forgetRecipient?(email: string): Promise<void>;
}

/** `<key@domain of the sender>`, so receiving servers can drop a copy sent twice. */
function messageId(from: string, options: SendOptions | undefined): { messageId?: string } {
  if (!options?.key) return {};
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return { messageId: `<${options.key}@${domain}>` };
}

/** Timeouts shorter than the outbox's claim lease, so a hung server never outlives a claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message, options) {
      await transport.sendMail({ from, ...message, ...messageId(from, options) });
    },
  };
}

/** A file name that sorts by time and never collides: 2026-11-22T15-38-19-123Z-1a2b3c.eml */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`;
}

export function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, options) {
      const info = await transport.sendMail({ from, ...message, ...messageId(from, options) });
      // Mail holds reset codes and personal data: the folder and its files are the owner's only,
      // whatever the umask or an older folder's mode.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await chmod(outboxDir, 0o700);
      await writeFile(path.join(outboxDir, outboxFileName(new Date())), info.message, { mode: 0o600 });
    },
    async forgetRecipient(email) {
      await removeOutboxMailOf(outboxDir, email);
    },
  };
}

/**
 * Keeps messages in memory: for tests, which read what was sent (a reset code, a receipt). Like
 * the outbox, it forgets a deleted member's mail.
 */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async forgetRecipient(email) {
      const wanted = email.toLowerCase();
      const kept = sent.filter((m) => m.to.toLowerCase() !== wanted && m.replyTo?.toLowerCase() !== wanted);
      sent.splice(0, sent.length, ...kept);
    },
  };
}
