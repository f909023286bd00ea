/**
 * The server secret (`JWT_SECRET`) and the earlier ones still accepted (`JWT_SECRET_PREVIOUS`), as
 * one key per purpose: sessions, rate-limit keys, reset-code hashes, newsletter links and the
 * payment sandbox each use their own key, derived from the secret with HKDF-SHA256 and the purpose
 * as its label, so no two uses share a key and a key of one cannot be turned to another.
 *
 * What is signed carries the id (`kid`) of the secret that signed it, a hash of the secret that
 * gives nothing of it away; a verifier takes the key of that id among the current and the previous
 * secrets. Rotating is: set the new secret, move the old one to JWT_SECRET_PREVIOUS, and drop it
 * from there once what it signed has no more use (sessions: 7 days; reset codes: 15 minutes;
 * newsletter links: as long as mail sent before should still unsubscribe).
 *
 * Before keys were derived, sessions, reset codes and newsletter links were signed with the raw
 * secret and carry no id; they are still accepted when signed by the current or a previous
 * secret (`legacySecrets`), so nothing signed before this change stops working.
 */
import { createHash, hkdfSync } from "node:crypto";
import type { AppConfig } from "../config";

export type SecretPurpose =
  | "session"
  | "rate-limit"
  | "reset-code"
  | "newsletter"
  | "paystack-sandbox"
  | "message-stand-ins";

export interface Keyring {
  /** Signs everything new. */
  current: string;
  /** Still accepted for verification, newest first. */
  previous: readonly string[];
}

export interface PurposeKey {
  kid: string;
  key: Buffer;
}

/** A keyring of `current` and the secrets it replaced. */
export function keyring(current: string, previous: readonly string[] = []): Keyring {
  return { current, previous: previous.filter((secret) => secret !== current) };
}

/** The server's keyring: JWT_SECRET and JWT_SECRET_PREVIOUS. */
export function secretsOf(config: Pick<AppConfig, "jwtSecret" | "jwtPreviousSecrets">): Keyring {
  return keyring(config.jwtSecret, config.jwtPreviousSecrets);
}

/** A bare secret is a keyring of one. */
export function asKeyring(secrets: string | Keyring): Keyring {
  return typeof secrets === "string" ? keyring(secrets) : secrets;
}

const derived = new Map<string, Buffer>();

/** HKDF-SHA256 of `secret` for `purpose`: 32 bytes, the same on every replica sharing the secret. */
export function purposeKey(secret: string, purpose: SecretPurpose): Buffer {
  const cacheKey = `${purpose}\0${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "atp-tennis-club", `club:${purpose}:v1`, 32));
    derived.set(cacheKey, key);
  }
  return key;
}

/** Key ids by secret: asked on every signed-in request, computed once. */
const keyIds = new Map<string, string>();

/** The public id of a secret: 12 characters of a hash, telling which secret signed, not the secret. */
export function keyId(secret: string): string {
  let id = keyIds.get(secret);
  if (!id) {
    id = createHash("sha256").update(`club-key-id\0${secret}`).digest("base64url").slice(0, 12);
    keyIds.set(secret, id);
  }
  return id;
}

/** The key new material of `purpose` is signed with, and its id. */
export function signingKey(secrets: string | Keyring, purpose: SecretPurpose): PurposeKey {
  const { current } = asKeyring(secrets);
  return { kid: keyId(current), key: purposeKey(current, purpose) };
}

/** Every key that verifies `purpose`: the current secret's first. */
export function verificationKeys(secrets: string | Keyring, purpose: SecretPurpose): PurposeKey[] {
  const { current, previous } = asKeyring(secrets);
  return [current, ...previous].map((secret) => ({ kid: keyId(secret), key: purposeKey(secret, purpose) }));
}

/** The key of `kid` for `purpose`, or null when no accepted secret has that id. */
export function keyFor(secrets: string | Keyring, purpose: SecretPurpose, kid: string): Buffer | null {
  return verificationKeys(secrets, purpose).find((k) => k.kid === kid)?.key ?? null;
}

/** The raw secrets, for material signed before keys were derived (it carries no key id). */
export function legacySecrets(secrets: string | Keyring): string[] {
  const { current, previous } = asKeyring(secrets);
  return [current, ...previous];
}
