/**
 * Outgoing mail through nodemailer: an SMTP server when `SMTP_URL` is set, else each message is
 * written as an `.eml` file to the outbox folder (listed at /dev/mail in demo mode).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { errorSummary } from "../lib/loggable-error";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, outboxFileName(new Date())), info.message);
    },
  };
}

/** Keeps messages in memory: for tests, which read what was sent (a reset code, a receipt). */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
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
