/**
 * The tokens in the newsletter's links: one to confirm a sign-up, one to unsubscribe, each bound
 * to one subscriber and one purpose by an HMAC with the server secret. They need no storage, so
 * every newsletter mail can carry its subscriber's unsubscribe link, and they work without logging
 * in; nobody can make one for another subscriber without the secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

const SUBSCRIBER_ID = /^[0-9a-f]{24}$/;

function mac(secret: string, purpose: NewsletterTokenPurpose, subscriberId: string): string {
  return createHmac("sha256", secret).update(`newsletter:${purpose}:${subscriberId}`).digest("base64url");
}

export function newsletterToken(
  secret: string,
  purpose: NewsletterTokenPurpose,
  subscriberId: string,
): string {
  return `${subscriberId}.${mac(secret, purpose, subscriberId)}`;
}

/** The subscriber a token was made for, or null for a token that is not one of ours for this purpose. */
export function readNewsletterToken(
  secret: string,
  purpose: NewsletterTokenPurpose,
  token: string,
): string | null {
  const [subscriberId = "", given = "", ...rest] = token.split(".");
  if (rest.length > 0 || !SUBSCRIBER_ID.test(subscriberId)) return null;
  const expected = Buffer.from(mac(secret, purpose, subscriberId));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected) ? subscriberId : null;
}
