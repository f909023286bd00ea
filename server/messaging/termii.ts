/**
 * The Termii SMS client (`POST /api/sms/send`, a plain message on the DND route, which reaches
 * numbers on Do-Not-Disturb), and its webhooks: delivery reports and inbound messages, signed with
 * `X-Termii-Signature`, the HMAC-SHA512 of the raw body with the account's secret key.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { answerProblem, ChannelError, PROVIDER_TIMEOUT_MS } from "./channel-error";
import type { TermiiSettings } from "./settings";
import type { ProviderEvents } from "./whatsapp";

export const TERMII_SIGNATURE_HEADER = "x-termii-signature";

const SendAnswer = z.object({
  message_id: z.union([z.string().min(1), z.number()]).transform(String),
  message: z.string().optional(),
});

export function smsRequest(settings: TermiiSettings, toE164: string, text: string) {
  return {
    api_key: settings.apiKey,
    // Termii takes the number in international form without the plus.
    to: toE164.replace(/^\+/, ""),
    from: settings.senderId,
    sms: text,
    type: "plain",
    channel: "dnd",
  };
}

export function termiiClient(settings: TermiiSettings, fetchImpl: typeof fetch = fetch) {
  return {
    /** Sends one SMS; answers Termii's message id. */
    async send(toE164: string, text: string): Promise<string> {
      let response: Response;
      try {
        response = await fetchImpl(`${settings.baseUrl}/api/sms/send`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(smsRequest(settings, toE164, text)),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ChannelError("sms", `Termii could not be reached (${(error as Error).message})`);
      }
      if (!response.ok) throw new ChannelError("sms", await answerProblem(response));
      const parsed = SendAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ChannelError("sms", "Termii's answer had no message id");
      return parsed.data.message_id;
    },
  };
}

export function termiiSignature(raw: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(raw).digest("hex");
}

export function isValidTermiiSignature(raw: string, header: string | undefined, secretKey: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(termiiSignature(raw, secretKey));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const Report = z.object({
  type: z.string(),
  message_id: z.union([z.string(), z.number()]).transform(String).optional(),
  sender: z.string().optional(),
  receiver: z.string().optional(),
  message: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});

/** What a Termii webhook tells; null when it is neither a delivery report nor an inbound message. */
export function termiiEvents(body: unknown): ProviderEvents | null {
  const parsed = Report.safeParse(body);
  if (!parsed.success) return null;
  const report = parsed.data;
  if (report.type === "inbound" && report.sender && typeof report.message === "string")
    return {
      statuses: [],
      replies: [{ from: `+${report.sender.replace(/^\+/, "")}`, text: report.message }],
    };
  if (report.type === "outbound" && report.message_id) {
    const status = (report.status ?? "").toLowerCase();
    const outcome = status.startsWith("delivered")
      ? ("delivered" as const)
      : /failed|rejected|expired|dnd active/.test(status)
        ? ("failed" as const)
        : ("other" as const);
    return {
      statuses: [
        {
          providerId: report.message_id,
          outcome,
          reason: outcome === "failed" ? (report.status ?? null) : null,
        },
      ],
      replies: [],
    };
  }
  return null;
}
