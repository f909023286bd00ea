/**
 * The tokens in the newsletter's links: one to confirm a sign-up, one to unsubscribe, each bound
 * to one subscriber and one purpose by an HMAC with the newsletter key of the server secret. They
 * need no storage, so every newsletter mail can carry its subscriber's unsubscribe link, and they
 * work without logging in; nobody can make one for another subscriber without the secret.
 *
 * A token is `subscriber.kid.mac`: the key id names the secret that signed it, so links in mail
 * sent before a rotation keep working while that secret is listed in JWT_SECRET_PREVIOUS. Links
 * sent before keys were derived are `subscriber.mac`, keyed by the raw secret, and still accepted.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { type Keyring, keyFor, legacySecrets, signingKey } from "./secrets";

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

const SUBSCRIBER_ID = /^[0-9a-f]{24}$/;

function mac(key: Buffer | string, purpose: NewsletterTokenPurpose, subscriberId: string): string {
  return createHmac("sha256", key).update(`newsletter:${purpose}:${subscriberId}`).digest("base64url");
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function newsletterToken(
  secrets: string | Keyring,
  purpose: NewsletterTokenPurpose,
  subscriberId: string,
): string {
  const { kid, key } = signingKey(secrets, "newsletter");
  return `${subscriberId}.${kid}.${mac(key, purpose, subscriberId)}`;
}

/** The subscriber a token was made for, or null for a token that is not one of ours for this purpose. */
export function readNewsletterToken(
  secrets: string | Keyring,
  purpose: NewsletterTokenPurpose,
  token: string,
): string | null {
  const parts = token.split(".");
  const [subscriberId = ""] = parts;
  if (!SUBSCRIBER_ID.test(subscriberId)) return null;
  if (parts.length === 3) {
    const key = keyFor(secrets, "newsletter", parts[1] ?? "");
    return key && same(parts[2] ?? "", mac(key, purpose, subscriberId)) ? subscriberId : null;
  }
  if (parts.length === 2) {
    const given = parts[1] ?? "";
    return legacySecrets(secrets).some((secret) => same(given, mac(secret, purpose, subscriberId)))
      ? subscriberId
      : null;
  }
  return null;
}
