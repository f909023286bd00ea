/**
 * Session tokens: HS256 JWTs that last 7 days and name the user, their token version and the
 * token itself (`jti`, so one token can be ended by a logout). They are signed with the session
 * key derived from the server secret, and their header names the secret (`kid`), so tokens signed
 * before a rotation stay valid while that secret is listed in JWT_SECRET_PREVIOUS (lib/secrets.ts).
 * A token without a `kid` was signed with the raw secret, before keys were derived: still accepted
 * when it verifies with the current or a previous secret.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import { type Keyring, keyFor, legacySecrets, signingKey } from "./secrets";

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenSubject {
  id: string;
  tokenVersion: number;
}

/** What a genuine token says: whose it is, and which token it is until when. */
export interface TokenClaims extends TokenSubject {
  /** The token's own id: its `jti`, or for a token signed before tokens carried one, user and time. */
  tokenId: string;
  expiresAt: Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** Keys imported for HMAC once, not on every request (the derived keys are kept, so kept by them). */
const importedKeys = new WeakMap<Buffer, KeyObject>();
function imported(key: Buffer | string): KeyObject | string {
  if (typeof key === "string") return key;
  let object = importedKeys.get(key);
  if (!object) {
    object = createSecretKey(key);
    importedKeys.set(key, object);
  }
  return object;
}
const mac = (key: Buffer | string, input: string) =>
  createHmac("sha256", imported(key)).update(input).digest();

export function signToken(user: TokenSubject, secrets: string | Keyring, now: Date): Promise<string> {
  const { kid, key } = signingKey(secrets, "session");
  const iat = seconds(now);
  const input = `${part({ alg: "HS256", typ: "JWT", kid })}.${part({
    sub: user.id,
    ver: user.tokenVersion,
    jti: randomBytes(16).toString("hex"),
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
  })}`;
  return Promise.resolve(`${input}.${mac(key, input).toString("base64url")}`);
}

function decode(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function sameMac(expected: Buffer, given: string): boolean {
  const received = Buffer.from(given, "base64url");
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/**
 * Tokens already found genuine, per keyring, with their claims: a member's browser sends the same
 * token on every call, and checking its signature and decoding it again each time was a tenth of a
 * small read's work. A token is the same string whatever replica reads it and its signature never
 * stops matching, so keeping the verdict is safe; what can change (its expiry against the clock, a
 * logout, a new token version, the user's role or the user gone) is still checked on every call,
 * expiry here and the rest against the database (lib/auth.ts). Only genuine tokens are kept, at
 * most `KEPT_TOKENS` per keyring, the oldest dropped first.
 */
export const KEPT_TOKENS = 4096;
const genuineTokens = new WeakMap<Keyring, Map<string, TokenClaims>>();
const genuineTokensOfSecret = new Map<string, Map<string, TokenClaims>>();

function keptFor(secrets: string | Keyring): Map<string, TokenClaims> {
  let kept = typeof secrets === "string" ? genuineTokensOfSecret.get(secrets) : genuineTokens.get(secrets);
  if (!kept) {
    kept = new Map();
    if (typeof secrets === "string") genuineTokensOfSecret.set(secrets, kept);
    else genuineTokens.set(secrets, kept);
  }
  return kept;
}

/** How many genuine tokens are kept for `secrets` (for the tests). */
export function keptTokens(secrets: string | Keyring): number {
  return keptFor(secrets).size;
}

/** The claims of a genuine, unexpired token, or null. Expiry is checked against `now` (the app's clock). */
export async function readToken(
  token: string,
  secrets: string | Keyring,
  now: Date,
): Promise<TokenClaims | null> {
  const kept = keptFor(secrets);
  let claims = kept.get(token);
  if (!claims) {
    const read = genuineClaims(token, secrets);
    if (!read) return null;
    if (kept.size >= KEPT_TOKENS) kept.delete(kept.keys().next().value as string);
    kept.set(token, read);
    claims = read;
  }
  if (claims.expiresAt.getTime() <= seconds(now) * 1000) return null;
  return { ...claims, expiresAt: new Date(claims.expiresAt) };
}

/** The claims a token carries when its signature matches one of `secrets`, expired or not; else null. */
function genuineClaims(token: string, secrets: string | Keyring): TokenClaims | null {
  const [head = "", body = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !head || !body || !signature) return null;
  const header = decode(head);
  if (header?.alg !== "HS256") return null;
  const input = `${head}.${body}`;
  const { kid } = header;
  let genuine: boolean;
  if (typeof kid === "string") {
    const key = keyFor(secrets, "session", kid);
    genuine = key !== null && sameMac(mac(key, input), signature);
  } else {
    genuine = legacySecrets(secrets).some((secret) => sameMac(mac(secret, input), signature));
  }
  if (!genuine) return null;
  const payload = decode(body);
  if (!payload) return null;
  const { sub, ver, exp, iat, jti } = payload;
  if (typeof sub !== "string" || typeof ver !== "number" || typeof exp !== "number") return null;
  const tokenId = typeof jti === "string" && jti !== "" ? jti : `${sub}@${String(iat)}`;
  return { id: sub, tokenVersion: ver, tokenId, expiresAt: new Date(exp * 1000) };
}
