/** Who may use the console: admins grant and withdraw staff and admin, never leaving the club without an admin. */

import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { ConsoleUser } from "@/shared/api/console-contract";
import { type UserRow, users } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { httpError } from "../../lib/http-error";
import { ROLE_CHANGE_LOCK } from "../../lib/set-console-role";
import { listPage, notFound, searching } from "./shared";

export function presentConsoleUser(user: UserRow): ConsoleUser {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    consoleRole: user.consoleRole,
    createdAt: user.createdAt.toISOString(),
  };
}

export function consoleUserRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.consoleMe, (c) => c.json({ user: presentConsoleUser(c.get("user")) }));

  route(app, calls.consoleUsers, async (c) => {
    const query = c.req.valid("query");
    const where = and(
      searching(query.q, users.fullName, users.email),
      query.role ? eq(users.consoleRole, query.role) : undefined,
    );
    return c.json(
      await listPage(
        db,
        users,
        { where, orderBy: [asc(users.fullName), asc(users.id)], page: query.page, pageSize: query.pageSize },
        (rows) => rows.map(presentConsoleUser),
      ),
    );
  });

  route(app, calls.setConsoleRole, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { role } = c.req.valid("json");
    const at = now();
    const updated = await db.transaction(async (tx) => {
      // Role changes go one at a time (a lock held to the end of this transaction), and each reads
      // the admins only once it holds it: two admins demoting each other at once cannot both succeed.
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.consoleRole, "admin"))
        .orderBy(asc(users.id))
        .for("update");
      // Checked again under the lock: another admin may have withdrawn the caller's role meanwhile.
      if (!admins.some((admin) => admin.id === actor.id))
        throw httpError(403, "Only club admins can do this");
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      if (!target) throw notFound("user");
      if (target.consoleRole === role) return target;
      if (target.consoleRole === "admin" && admins.length <= 1) {
        throw httpError(
          409,
          target.id === actor.id
            ? "You are the club's only admin: make someone else admin before withdrawing your own role"
            : "The club needs at least one admin: make someone else admin first",
        );
      }
      const [row] = await tx.update(users).set({ consoleRole: role }).where(eq(users.id, id)).returning();
      await audited(tx, actor, at, {
        action: "user.role",
        entityType: "user",
        entityId: id,
        before: { consoleRole: target.consoleRole },
        after: { consoleRole: role },
      });
      return row!;
    });
    return c.json({ message: `${updated.fullName} is now ${role}`, user: presentConsoleUser(updated) });
  });

  return app;
}
