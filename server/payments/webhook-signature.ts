/** Paystack's webhook signature: hex HMAC-SHA512 of the raw request body, keyed with the secret key. */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-paystack-signature";

export function signWebhookBody(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

/** True only for the exact signature of this body; compared in constant time. */
export function isValidWebhookSignature(
  rawBody: string,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, secretKey), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
