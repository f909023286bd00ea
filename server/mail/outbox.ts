/**
 * The local outbox (`DATA_DIR/outbox/*.eml`): read for the /dev/mail page, and kept from holding
 * personal data longer than it must. Messages are removed when the member they concern deletes
 * their account, and every message after 30 days.
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";

/** How long a message stays in the local outbox. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface OutboxEntry {
  /** File name, safe to put in a URL. */
  file: string;
  subject: string;
  to: string;
  sentAt: Date;
}

function header(head: string, name: string): string {
  // Folded header lines continue on lines that start with whitespace.
  const match = head.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, "im"));
  return match?.[1]?.replace(/\n[ \t]+/g, " ").trim() ?? "";
}

/** Messages in the outbox, newest first; empty when the folder does not exist yet. */
export async function listOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const files = await outboxFiles(outboxDir);
  const entries = await Promise.all(
    files.map(async (file) => {
      const full = path.join(outboxDir, file);
      const [raw, info] = await Promise.all([readFile(full, "utf8"), stat(full)]);
      const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
      return { file, subject: header(head, "Subject"), to: header(head, "To"), sentAt: info.mtime };
    }),
  );
  return entries.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || b.file.localeCompare(a.file));
}

/** The raw text of one message, or null when there is no such file. */
export async function readOutboxMessage(outboxDir: string, file: string): Promise<string | null> {
  const name = path.basename(file);
  if (!name.endsWith(".eml")) return null;
  try {
    return await readFile(path.join(outboxDir, name), "utf8");
  } catch {
    return null;
  }
}

async function outboxFiles(outboxDir: string): Promise<string[]> {
  try {
    return (await readdir(outboxDir)).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
}

/** Email addresses in a header value such as `"Ada" <ada@example.com>, club@example.com`, lowercased. */
export function headerAddresses(value: string): string[] {
  return (value.match(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g) ?? []).map((address) => address.toLowerCase());
}

/**
 * Removes every message sent to `email`, or carrying it as the address to reply to (contact-form
 * messages to the club). Answers how many were removed.
 */
export async function removeOutboxMailOf(outboxDir: string, email: string): Promise<number> {
  const wanted = email.trim().toLowerCase();
  let removed = 0;
  for (const file of await outboxFiles(outboxDir)) {
    const full = path.join(outboxDir, file);
    let raw: string;
    try {
      raw = await readFile(full, "utf8");
    } catch {
      continue;
    }
    const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
    const addresses = ["To", "Cc", "Bcc", "Reply-To"].flatMap((name) => headerAddresses(header(head, name)));
    if (addresses.includes(wanted)) {
      await rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Removes messages written longer than `maxAgeMs` ago. Answers how many were removed. */
export async function pruneOutbox(
  outboxDir: string,
  now: Date,
  maxAgeMs = OUTBOX_MAX_AGE_MS,
): Promise<number> {
  let removed = 0;
  for (const file of await outboxFiles(outboxDir)) {
    const full = path.join(outboxDir, file);
    try {
      const { mtime } = await stat(full);
      if (now.getTime() - mtime.getTime() > maxAgeMs) {
        await rm(full, { force: true });
        removed += 1;
      }
    } catch {
      // Removed meanwhile by another instance: nothing to do.
    }
  }
  return removed;
}
