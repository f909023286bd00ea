/**
 * The coach profile a member account is linked to (docs/decisions/0080-coach-accounts.md), and the
 * guard of the calls only such accounts may make: it puts the linked coach on the context.
 */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { coachAccounts, coaches } from "../db/schema";
import type { AppEnv } from "./app-env";
import { httpError } from "./http-error";

/** The coach profile an account is linked to, if any. */
export async function linkedCoachOf(db: Database, userId: string) {
  const [link] = await db
    .select({ _id: coaches.id, coachName: coaches.coachName })
    .from(coachAccounts)
    .innerJoin(coaches, eq(coaches.id, coachAccounts.coachId))
    .where(eq(coachAccounts.userId, userId));
  return link ?? null;
}

export type LinkedCoach = NonNullable<Awaited<ReturnType<typeof linkedCoachOf>>>;

/** After `requireUser`: lets the call through only for an account linked to a coach profile. */
export function requireCoach(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const coach = await linkedCoachOf(db, c.get("user").id);
    if (!coach)
      throw httpError(403, "Only coaches whose account the club linked to their coach profile can see this");
    c.set("coach", coach);
    await next();
  });
}
