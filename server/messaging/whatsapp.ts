/**
 * The WhatsApp Business Platform (Cloud API) client: approved template messages
 * (`POST /{phone-number-id}/messages`, `type: "template"`), and the webhook's signature
 * (`X-Hub-Signature-256`: `sha256=` and the HMAC-SHA256 of the raw body with the app secret) and
 * contents (delivery statuses, members' replies).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { answerProblem, ChannelError, PROVIDER_TIMEOUT_MS } from "./channel-error";
import type { WhatsAppSettings } from "./settings";

export const WHATSAPP_SIGNATURE_HEADER = "x-hub-signature-256";

const SendAnswer = z.object({
  messaging_product: z.literal("whatsapp"),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

/** The template request body: two body parameters, the message's title and its text. */
export function templateRequest(settings: WhatsAppSettings, toE164: string, title: string, body: string) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    // The Cloud API takes the number with its country code and without the plus.
    to: toE164.replace(/^\+/, ""),
    type: "template",
    template: {
      name: settings.template,
      language: { code: settings.language },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: title },
            { type: "text", text: body },
          ],
        },
      ],
    },
  };
}

export function whatsappClient(settings: WhatsAppSettings, fetchImpl: typeof fetch = fetch) {
  return {
    /** Sends the club's template; answers WhatsApp's message id (wamid). */
    async send(toE164: string, title: string, body: string): Promise<string> {
      let response: Response;
      try {
        response = await fetchImpl(`${settings.baseUrl}/${settings.phoneNumberId}/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
          body: JSON.stringify(templateRequest(settings, toE164, title, body)),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ChannelError("whatsapp", `WhatsApp could not be reached (${(error as Error).message})`);
      }
      if (!response.ok) throw new ChannelError("whatsapp", await answerProblem(response));
      const parsed = SendAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ChannelError("whatsapp", "WhatsApp's answer had no message id");
      return parsed.data.messages[0]!.id;
    },
  };
}

/** `sha256=<hex>` of the raw body, as Meta signs it. */
export function whatsappSignature(raw: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;
}

export function isValidWhatsAppSignature(
  raw: string,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(whatsappSignature(raw, appSecret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const WebhookBody = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  recipient_id: z.string().optional(),
                  errors: z
                    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
                    .optional(),
                }),
              )
              .optional(),
            messages: z
              .array(
                z.object({
                  from: z.string(),
                  id: z.string(),
                  type: z.string(),
                  text: z.object({ body: z.string() }).optional(),
                  button: z.object({ text: z.string() }).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

export interface ProviderEvents {
  /** Delivery reports: the provider's message id, and whether it arrived or failed. */
  statuses: { providerId: string; outcome: "delivered" | "failed" | "other"; reason: string | null }[];
  /** Members' replies: the sender's number (E.164) and the text. */
  replies: { from: string; text: string }[];
}

/** What a webhook body tells; null when it is not a WhatsApp Business Account notification. */
export function whatsappEvents(body: unknown): ProviderEvents | null {
  const parsed = WebhookBody.safeParse(body);
  if (!parsed.success || parsed.data.object !== "whatsapp_business_account") return null;
  const events: ProviderEvents = { statuses: [], replies: [] };
  for (const entry of parsed.data.entry)
    for (const change of entry.changes) {
      for (const status of change.value.statuses ?? [])
        events.statuses.push({
          providerId: status.id,
          outcome:
            status.status === "delivered" || status.status === "read"
              ? "delivered"
              : status.status === "failed"
                ? "failed"
                : "other",
          reason: status.errors?.[0]?.title ?? null,
        });
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text;
        if (text !== undefined) events.replies.push({ from: `+${message.from.replace(/^\+/, "")}`, text });
      }
    }
  return events;
}
