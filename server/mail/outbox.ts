/** Reads the local outbox (`DATA_DIR/outbox/*.eml`) for the /dev/mail page. */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

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
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
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
