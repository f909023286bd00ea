/**
 * Sets a user's console role from the command line (`npm run user:role -- email role`): how the first
 * admin is made. Audited like a change made in the console, with the operator as the actor.
 */
import { eq, sql } from "drizzle-orm";
import type { ConsoleRole } from "@/shared/api/console-contract";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { audited } from "./audit";

export const OPERATOR = { id: null, email: "command line" };

/** The advisory lock every console role change holds, so the "one admin at least" check cannot race. */
export const ROLE_CHANGE_LOCK = 7_301_001;

/** Answers the user's role before the change; throws when the email is unknown or the last admin would go. */
export async function setConsoleRole(
  db: Database,
  email: string,
  role: ConsoleRole,
  now = new Date(),
): Promise<ConsoleRole> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.consoleRole, "admin"))
      .for("update");
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .for("update");
    if (!user) throw new Error(`No user has the email ${email}`);
    if (user.consoleRole === "admin" && role !== "admin" && admins.length <= 1) {
      throw new Error(`${email} is the only admin: make someone else admin first`);
    }
    if (user.consoleRole !== role) {
      await tx.update(users).set({ consoleRole: role }).where(eq(users.id, user.id));
      await audited(tx, OPERATOR, now, {
        action: "user.role",
        entityType: "user",
        entityId: user.id,
        before: { consoleRole: user.consoleRole },
        after: { consoleRole: role },
      });
    }
    return user.consoleRole;
  });
}
