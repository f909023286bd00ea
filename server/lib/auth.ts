/** Who is calling: the Bearer token checked against the signing secret and the users table. */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { type UserRow, users } from "../db/schema";
import type { AppEnv } from "./app-env";
import { httpError } from "./http-error";
import { readToken } from "./tokens";

export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The user a token belongs to, or null when it is forged, expired, revoked or its user is gone. */
export async function userForToken(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<UserRow | null> {
  const subject = await readToken(token, secret, now);
  if (!subject) return null;
  const [user] = await db.select().from(users).where(eq(users.id, subject.id)).limit(1);
  return user && user.tokenVersion === subject.tokenVersion ? user : null;
}

export function requireUser(db: Database, secret: string, now: () => Date) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw httpError(401, "Please log in to continue");
    const user = await userForToken(db, secret, token, now());
    if (!user) throw httpError(401, "Your session has expired. Please log in again");
    c.set("user", user);
    await next();
  });
}
