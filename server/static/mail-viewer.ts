/**
 * `/dev/mail`: the local outbox, for trying the product without a mail server. Each message the
 * product sends is an `.eml` file; this lists them newest first and shows one as plain text.
 * Mounted only outside production.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { html } from "hono/html";

interface OutboxEntry {
  file: string;
  subject: string;
  to: string;
  sentAt: Date;
}

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1]?.trim() ?? "";
}

export async function listOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"));
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
  return entries.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
}

export function mailViewer(outboxDir: string) {
  const app = new Hono();
  app.get("/", async (c) => {
    const entries = await listOutbox(outboxDir);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head><meta charset="utf-8" /><title>Outbox</title></head>
        <body style="font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem">
          <h1>Outbox</h1>
          <p>Messages the product sent while no SMTP server is configured, newest first.</p>
          ${entries.length === 0 ? html`<p>No messages yet.</p>` : ""}
          <ul>
            ${entries.map(
              (e) =>
                html`<li><a href="/dev/mail/${encodeURIComponent(e.file)}">${e.subject || "(no subject)"}</a> to ${e.to}, ${e.sentAt.toISOString()}</li>`,
            )}
          </ul>
        </body>
      </html>`);
  });
  app.get("/:file", async (c) => {
    const file = path.basename(c.req.param("file"));
    if (!file.endsWith(".eml")) return c.json({ message: "Message not found" }, 404);
    try {
      const raw = await readFile(path.join(outboxDir, file), "utf8");
      return c.text(raw);
    } catch {
      return c.json({ message: "Message not found" }, 404);
    }
  });
  return app;
}
