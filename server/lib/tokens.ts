/** Session tokens: HS256 JWTs that last 7 days and name the user and their token version. */
import { sign, verify } from "hono/jwt";

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenSubject {
  id: string;
  tokenVersion: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signToken(user: TokenSubject, secret: string, now: Date): Promise<string> {
  const iat = seconds(now);
  return sign(
    { sub: user.id, ver: user.tokenVersion, iat, exp: iat + TOKEN_LIFETIME_SECONDS },
    secret,
    "HS256",
  );
}

/** The subject of a genuine, unexpired token, or null. Expiry is checked against `now` (the app's clock). */
export async function readToken(token: string, secret: string, now: Date): Promise<TokenSubject | null> {
  try {
    const payload = await verify(token, secret, { alg: "HS256", exp: false, nbf: false, iat: false });
    const { sub, ver, exp } = payload;
    if (typeof sub !== "string" || typeof ver !== "number" || typeof exp !== "number") return null;
    if (exp <= seconds(now)) return null;
    return { id: sub, tokenVersion: ver };
  } catch {
    return null;
  }
}
