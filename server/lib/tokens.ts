/**
 * Session tokens: HS256 JWTs that last 7 days and name the user, their token version and the
 * token itself (`jti`, so one token can be ended by a logout).
 */
import { randomBytes } from "node:crypto";
import { sign, verify } from "hono/jwt";

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

const HMAC_SHA256 = { name: "HMAC", hash: "SHA-256" } as const;
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC key of a secret, imported once per secret (a process has one) rather than on every
 * token signed or read.
 */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), HMAC_SHA256, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(user: TokenSubject, secret: string, now: Date): Promise<string> {
  const iat = seconds(now);
  return sign(
    {
      sub: user.id,
      ver: user.tokenVersion,
      jti: randomBytes(16).toString("hex"),
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
    },
    await keyOf(secret),
    "HS256",
  );
}

/** The claims of a genuine, unexpired token, or null. Expiry is checked against `now` (the app's clock). */
export async function readToken(token: string, secret: string, now: Date): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, await keyOf(secret), {
      alg: "HS256",
      exp: false,
      nbf: false,
      iat: false,
    });
    const { sub, ver, exp, iat, jti } = payload;
    if (typeof sub !== "string" || typeof ver !== "number" || typeof exp !== "number") return null;
    if (exp <= seconds(now)) return null;
    const tokenId = typeof jti === "string" && jti !== "" ? jti : `${sub}@${String(iat)}`;
    return { id: sub, tokenVersion: ver, tokenId, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}
