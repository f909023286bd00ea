/**
 * `/dev/mail`: the local outbox, for trying the product without a mail server. Each message the
 * product sends is an `.eml` file; this lists them newest first and shows one as plain text.
 * Mounted in demo mode only.
 */
import { Hono } from "hono";
import { html } from "hono/html";
import { listOutbox, readOutboxMessage } from "../mail/outbox";

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
    const raw = await readOutboxMessage(outboxDir, c.req.param("file"));
    return raw === null ? c.json({ message: "Message not found" }, 404) : c.text(raw);
  });
  return app;
}
