/**
 * Demo mode's stand-ins of the providers (docs/decisions/0190-messages-on-members-channels.md): each
 * serves the provider's own HTTP API, so the real clients talk to them unchanged, checks the
 * credentials the demo settings derive, and keeps what it was sent, listed at `/dev/messages`.
 *
 * - WhatsApp Cloud API: `POST /whatsapp/{phone-number-id}/messages` (a template message).
 * - Termii: `POST /termii/api/sms/send`.
 * - A Web Push service: `POST /push/{id}`, the endpoint of subscriptions the demo dashboard makes.
 *
 * `behaviour` lets tests (and a curious demo user) take a provider down or make a number unreachable
 * on WhatsApp, to watch the outbox fall back.
 */
import { randomBytes } from "node:crypto";
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import type { Database } from "../db/client";
import { standInMessages } from "../db/schema";
import type { MessagingSettings } from "./settings";

export interface StandInBehaviour {
  /** Every WhatsApp send fails with a server error. */
  whatsappDown: boolean;
  /** Every SMS send fails with a server error. */
  smsDown: boolean;
  /** Numbers (digits, no plus) WhatsApp answers "not a WhatsApp user" for. */
  notOnWhatsApp: Set<string>;
}

export function standInBehaviour(): StandInBehaviour {
  return { whatsappDown: false, smsDown: false, notOnWhatsApp: new Set() };
}

const TemplateMessage = z.object({
  messaging_product: z.literal("whatsapp"),
  to: z.string().regex(/^\d{7,15}$/),
  type: z.literal("template"),
  template: z.object({
    name: z.string().min(1),
    language: z.object({ code: z.string().min(2) }),
    components: z
      .array(
        z.object({
          type: z.string(),
          parameters: z.array(z.object({ type: z.literal("text"), text: z.string() })),
        }),
      )
      .optional(),
  }),
});

const TermiiSend = z.object({
  api_key: z.string(),
  to: z.string().regex(/^\d{7,15}$/),
  from: z.string().min(3).max(11),
  sms: z.string().min(1),
  type: z.literal("plain"),
  channel: z.enum(["generic", "dnd", "whatsapp"]),
});

const graphError = (message: string, code: number) => ({
  error: { message, type: "OAuthException", code, fbtrace_id: randomBytes(8).toString("hex") },
});

export function messageStandIns({
  db,
  settings,
  behaviour,
  now = () => new Date(),
}: {
  db: Database;
  settings: MessagingSettings;
  behaviour: StandInBehaviour;
  now?: () => Date;
}) {
  const app = new Hono();
  const keep = (provider: string, providerId: string, recipient: string, body: string) =>
    db.insert(standInMessages).values({ provider, providerId, recipient, body, at: now() });

  app.post("/whatsapp/:phoneNumberId/messages", async (c) => {
    const whatsapp = settings.whatsapp;
    if (!whatsapp || c.req.header("authorization") !== `Bearer ${whatsapp.token}`)
      return c.json(graphError("Invalid OAuth access token.", 190), 401);
    if (c.req.param("phoneNumberId") !== whatsapp.phoneNumberId)
      return c.json(graphError("Unsupported post request.", 100), 400);
    const parsed = TemplateMessage.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(graphError("(#100) Invalid parameter", 100), 400);
    if (behaviour.whatsappDown) return c.json(graphError("Service temporarily unavailable", 2), 503);
    const { to, template } = parsed.data;
    if (behaviour.notOnWhatsApp.has(to))
      return c.json(
        graphError("(#131026) Message undeliverable: the number is not on WhatsApp", 131026),
        400,
      );
    const id = `wamid.${randomBytes(18).toString("base64url")}`;
    const text = (template.components ?? []).flatMap((part) => part.parameters.map((p) => p.text)).join("\n");
    await keep("whatsapp", id, `+${to}`, text);
    return c.json({
      messaging_product: "whatsapp",
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id }],
    });
  });

  app.post("/termii/api/sms/send", async (c) => {
    const parsed = TermiiSend.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "The request is not a valid message" }, 400);
    if (!settings.sms || parsed.data.api_key !== settings.sms.apiKey)
      return c.json({ message: "Invalid API key" }, 401);
    if (behaviour.smsDown) return c.json({ message: "Service unavailable" }, 503);
    const id = String(BigInt(`0x${randomBytes(7).toString("hex")}`));
    await keep("sms", id, `+${parsed.data.to}`, parsed.data.sms);
    return c.json({ message_id: id, message: "Successfully Sent", balance: 10_000, user: "ATP Tennis" });
  });

  app.post("/push/:id", async (c) => {
    const authorization = c.req.header("authorization") ?? "";
    if (
      !settings.push ||
      !authorization.startsWith("vapid ") ||
      !authorization.includes(`k=${settings.push.publicKey}`)
    )
      return c.json({ message: "Unauthorized" }, 401);
    if (c.req.header("content-encoding") !== "aes128gcm")
      return c.json({ message: "Expected aes128gcm" }, 400);
    const bytes = (await c.req.arrayBuffer()).byteLength;
    const id = randomBytes(12).toString("hex");
    await keep("push", id, c.req.param("id"), `(an encrypted notification of ${bytes} bytes)`);
    c.header("location", `${c.req.url.replace(/\/push\/.*$/, "/push")}/messages/${id}`);
    return c.body(null, 201);
  });

  return app;
}

/** `/dev/messages`: what the stand-ins were sent, newest first (demo mode only). */
export function standInViewer(db: Database) {
  const app = new Hono();
  app.get("/", async (c) => {
    const rows = await db.select().from(standInMessages).orderBy(desc(standInMessages.at)).limit(200);
    const names: Record<string, string> = { whatsapp: "WhatsApp", sms: "SMS", push: "Push" };
    return c.html(html`<!doctype html>
      <html lang="en">
        <head><meta charset="utf-8" /><title>Messages</title></head>
        <body style="font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem">
          <h1>Messages</h1>
          <p>WhatsApp, SMS and push messages the product sent to the demo stand-ins, newest first. Mail is at <a href="/dev/mail">/dev/mail</a>.</p>
          ${rows.length === 0 ? html`<p>No messages yet.</p>` : ""}
          <ul>
            ${rows.map(
              (row) =>
                html`<li data-channel="${row.provider}"><strong>${names[row.provider] ?? row.provider}</strong> to ${row.recipient}, ${row.at.toISOString()}<pre style="white-space: pre-wrap">${row.body}</pre></li>`,
            )}
          </ul>
        </body>
      </html>`);
  });
  return app;
}
