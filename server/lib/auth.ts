/**
 * Who is calling: the Bearer token checked against the signing secret, the users table (its token
 * version) and the tokens ended by a logout, in one query.
 */
import { and, eq, notExists, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
import { type AccountRow, revokedTokens, users } from "../db/schema";
import type { AppEnv } from "./app-env";
import { httpError } from "./http-error";
import type { Keyring } from "./secrets";
import { readToken, type TokenClaims } from "./tokens";

/** Whether a user can sign in: a junior without a login of their own has no email or password. */
export function hasLogin<U extends { email: string | null; passwordHash: string | null }>(
  user: U,
): user is U & { email: string; passwordHash: string } {
  return user.email !== null && user.passwordHash !== null;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export interface TokenSession {
  user: AccountRow;
  claims: TokenClaims;
}

/**
 * The user a token belongs to and the token's claims, or null when it is forged, expired, logged
 * out (its own logout, or an older token version) or its user is gone.
 */
export async function sessionForToken(
  db: Database,
  secret: string | Keyring,
  token: string,
  now: Date,
): Promise<TokenSession | null> {
  const claims = await readToken(token, secret, now);
  if (!claims) return null;
  const [user] = await tokenUserQuery(db).execute({ id: claims.id, tokenId: claims.tokenId });
  return user && hasLogin(user) && user.tokenVersion === claims.tokenVersion ? { user, claims } : null;
}

/**
 * The token's user unless the token was logged out: asked on every signed-in call, so prepared
 * once per database (PostgreSQL plans it once per connection, not per request).
 */
const tokenUserQuery = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder("id")),
        notExists(
          db
            .select({ tokenId: revokedTokens.tokenId })
            .from(revokedTokens)
            .where(eq(revokedTokens.tokenId, sql.placeholder("tokenId"))),
        ),
      ),
    )
    .limit(1)
    .prepare("token_user"),
);

/** The user a token belongs to, or null when it is forged, expired, revoked or its user is gone. */
export async function userForToken(
  db: Database,
  secret: string | Keyring,
  token: string,
  now: Date,
): Promise<AccountRow | null> {
  return (await sessionForToken(db, secret, token, now))?.user ?? null;
}

export function requireUser(db: Database, secret: string | Keyring, now: () => Date) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw httpError(401, "Please log in to continue");
    const session = await sessionForToken(db, secret, token, now());
    if (!session) throw httpError(401, "Your session has expired. Please log in again");
    c.set("user", session.user);
    c.set("token", session.claims);
    await next();
  });
}
