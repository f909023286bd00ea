/**
 * Password reset codes (docs/decisions/0010-password-reset-codes.md): 6 digits from a CSPRNG, kept
 * only as an HMAC, valid for 15 minutes and void after 5 wrong tries. Each try takes its place in
 * the count before the code is compared (one conditional UPDATE in the route), so tries sent at
 * once cannot get more than 5.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { type Keyring, legacySecrets, signingKey, verificationKeys } from "./secrets";

export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export function generateResetCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

function codeMac(key: Buffer | string, code: string, userId: string): string {
  return createHmac("sha256", key).update(`${userId}:${code}`).digest("hex");
}

/**
 * Keyed by the reset-code key of the server secret and bound to the user, so a leaked table does
 * not give codes away.
 */
export function hashResetCode(code: string, userId: string, secrets: string | Keyring): string {
  return codeMac(signingKey(secrets, "reset-code").key, code, userId);
}

/**
 * Every hash the code may have been stored under: by the reset-code key of the current or a
 * previous secret, or (codes issued before keys were derived) by a raw secret.
 */
function candidateHashes(code: string, userId: string, secrets: string | Keyring): string[] {
  return [
    ...verificationKeys(secrets, "reset-code").map(({ key }) => codeMac(key, code, userId)),
    ...legacySecrets(secrets).map((secret) => codeMac(secret, code, userId)),
  ];
}

export function resetCodeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + RESET_CODE_MINUTES * 60_000);
}

export interface StoredResetCode {
  codeHash: string;
  expiresAt: Date;
  /** Tries before the one being judged. */
  attempts: number;
}

export type ResetCodeVerdict = "valid" | "wrong" | "void";

/** "void": expired or out of tries, whatever was typed; "wrong": counts as a try. */
export function checkResetCode(
  stored: StoredResetCode,
  code: string,
  userId: string,
  secrets: string | Keyring,
  now: Date,
): ResetCodeVerdict {
  if (stored.expiresAt.getTime() <= now.getTime() || stored.attempts >= RESET_CODE_MAX_ATTEMPTS)
    return "void";
  const expected = Buffer.from(stored.codeHash, "hex");
  const matches = candidateHashes(code, userId, secrets).map((hash) => {
    const given = Buffer.from(hash, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches.includes(true) ? "valid" : "wrong";
}
