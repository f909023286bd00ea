/**
 * Which WhatsApp, SMS and Web Push the server sends through, read from the environment like the
 * payment settings (docs/decisions/0190-messages-on-members-channels.md):
 *
 * - WhatsApp Business Platform (Cloud API): `WHATSAPP_TOKEN`, `WHATSAPP_PHONE_NUMBER_ID`,
 *   `WHATSAPP_APP_SECRET` (verifies the webhooks), `WHATSAPP_VERIFY_TOKEN` (the subscription check),
 *   `WHATSAPP_TEMPLATE` (an approved template with two body parameters, title and text; default
 *   `club_message`), `WHATSAPP_TEMPLATE_LANGUAGE` (default `en`), `WHATSAPP_API_URL`.
 * - Termii: `TERMII_API_KEY`, `TERMII_SENDER_ID`, `TERMII_SECRET_KEY` (verifies the webhooks),
 *   `TERMII_BASE_URL`, `SMS_PRICE_KOBO` (a page's price, for the budget; default 400).
 * - Web Push: `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT` (a mailto: or https: URL).
 *
 * A channel without its settings is off: members cannot opt in to it. In demo mode a channel
 * without settings talks to its built-in stand-in under `/dev/stand-ins` of the site's own address,
 * with keys derived from the signing secret, so every instance and restart agrees on them.
 */
import { createECDH } from "node:crypto";
import type { AppConfig } from "../config";
import { purposeKey } from "../lib/secrets";

export const WHATSAPP_API_URL = "https://graph.facebook.com/v21.0";
export const TERMII_BASE_URL = "https://api.ng.termii.com";
/** Where the product serves the stand-ins (server/product.ts mounts them there). */
export const STAND_INS_PATH = "/dev/stand-ins";
/** ₦4 a page: Termii's DND route for Nigerian numbers, roughly. */
export const DEFAULT_SMS_PRICE_KOBO = 400;

export interface WhatsAppSettings {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  template: string;
  language: string;
}

export interface TermiiSettings {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  secretKey: string;
}

export interface PushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Demo mode: subscriptions are made by the stand-in push service, whose endpoints live here. */
  standInEndpoint: string | null;
}

export interface MessagingSettings {
  whatsapp: WhatsAppSettings | null;
  sms: TermiiSettings | null;
  push: PushSettings | null;
  smsPricePerPageKobo: number;
  /** True when the channels talk to the built-in stand-ins (demo mode). */
  standIns: boolean;
}

type Env = Record<string, string | undefined>;

export class MessagingSettingsError extends Error {}

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The stand-ins' keys, derived from the signing secret. */
function standInKey(jwtSecret: string, label: string): string {
  return purposeKey(`${jwtSecret}:${label}`, "message-stand-ins").toString("hex").slice(0, 40);
}

/** A VAPID key pair (P-256) derived from the signing secret, for the demo's push. */
function standInVapid(jwtSecret: string): { publicKey: string; privateKey: string } {
  const privateKey = purposeKey(`${jwtSecret}:vapid`, "message-stand-ins");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(privateKey);
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: privateKey.toString("base64url"),
  };
}

function price(env: Env): number {
  const raw = given(env.SMS_PRICE_KOBO);
  if (!raw) return DEFAULT_SMS_PRICE_KOBO;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1 || value > 100_000)
    throw new MessagingSettingsError(
      `SMS_PRICE_KOBO must be a whole number of kobo from 1 to 100000, got "${raw}"`,
    );
  return value;
}

export function messagingSettings(
  config: Pick<AppConfig, "jwtSecret" | "publicSiteUrl" | "demoMode" | "clubEmail">,
  env: Env = process.env,
): MessagingSettings {
  const standInBase = `${config.publicSiteUrl}${STAND_INS_PATH}`;
  const demo = config.demoMode;

  let whatsapp: WhatsAppSettings | null = null;
  if (given(env.WHATSAPP_TOKEN)) {
    const phoneNumberId = given(env.WHATSAPP_PHONE_NUMBER_ID);
    const appSecret = given(env.WHATSAPP_APP_SECRET);
    const verifyToken = given(env.WHATSAPP_VERIFY_TOKEN);
    if (!phoneNumberId || !appSecret || !verifyToken)
      throw new MessagingSettingsError(
        "WHATSAPP_TOKEN needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN",
      );
    whatsapp = {
      baseUrl: (given(env.WHATSAPP_API_URL) ?? WHATSAPP_API_URL).replace(/\/+$/, ""),
      token: given(env.WHATSAPP_TOKEN)!,
      phoneNumberId,
      appSecret,
      verifyToken,
      template: given(env.WHATSAPP_TEMPLATE) ?? "club_message",
      language: given(env.WHATSAPP_TEMPLATE_LANGUAGE) ?? "en",
    };
  } else if (demo) {
    whatsapp = {
      baseUrl: `${standInBase}/whatsapp`,
      token: standInKey(config.jwtSecret, "whatsapp-token"),
      phoneNumberId: "100000000000001",
      appSecret: standInKey(config.jwtSecret, "whatsapp-app-secret"),
      verifyToken: standInKey(config.jwtSecret, "whatsapp-verify"),
      template: "club_message",
      language: "en",
    };
  }

  let sms: TermiiSettings | null = null;
  if (given(env.TERMII_API_KEY)) {
    const secretKey = given(env.TERMII_SECRET_KEY);
    if (!secretKey)
      throw new MessagingSettingsError("TERMII_API_KEY needs TERMII_SECRET_KEY (verifies Termii's webhooks)");
    sms = {
      baseUrl: (given(env.TERMII_BASE_URL) ?? TERMII_BASE_URL).replace(/\/+$/, ""),
      apiKey: given(env.TERMII_API_KEY)!,
      senderId: given(env.TERMII_SENDER_ID) ?? "ATPTennis",
      secretKey,
    };
  } else if (demo) {
    sms = {
      baseUrl: `${standInBase}/termii`,
      apiKey: standInKey(config.jwtSecret, "termii-api-key"),
      senderId: "ATPTennis",
      secretKey: standInKey(config.jwtSecret, "termii-secret"),
    };
  }

  let push: PushSettings | null = null;
  const publicKey = given(env.VAPID_PUBLIC_KEY);
  const privateKey = given(env.VAPID_PRIVATE_KEY);
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey)
      throw new MessagingSettingsError(
        "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)",
      );
    push = {
      publicKey,
      privateKey,
      subject: given(env.VAPID_SUBJECT) ?? `mailto:${config.clubEmail}`,
      standInEndpoint: null,
    };
  } else if (demo) {
    push = {
      ...standInVapid(config.jwtSecret),
      subject: `mailto:${config.clubEmail}`,
      standInEndpoint: `${standInBase}/push`,
    };
  }

  return {
    whatsapp,
    sms,
    push,
    smsPricePerPageKobo: price(env),
    standIns: demo && (!given(env.WHATSAPP_TOKEN) || !given(env.TERMII_API_KEY)),
  };
}
