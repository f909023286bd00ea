/**
 * Outgoing mail through nodemailer: an SMTP server when `SMTP_URL` is set, else each message is
 * written as an `.eml` file to the outbox folder (listed at /dev/mail in demo mode).
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { errorSummary } from "../lib/loggable-error";
import { removeOutboxMailOf } from "./outbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Further headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Drops the copies this mailer keeps of mail to or about `email` (its account was deleted). Only
   * the outbox keeps copies; an SMTP server keeps none on our side.
   */
  forgetRecipient?(email: string): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
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
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
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

/**
 * Sends without letting a mail failure fail the request that triggered it: the failure is logged
 * and reported as `false`.
 */
export async function sendQuietly(mailer: Mailer, message: MailMessage): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    console.error(`Mail "${message.subject}" could not be sent:`, errorSummary(error));
    return false;
  }
}
