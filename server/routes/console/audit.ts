/** The audit log, newest first, filtered by actor, record and time, a page at a time (admins). */

import { and, desc, eq, gte, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import { auditLog } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { requireRole } from "../../lib/roles";
import { route } from "../../lib/route";
import { listPage } from "./shared";

export function auditRoutes({ db, requireUser }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.audit, requireUser, requireRole("admin"), async (c) => {
    const query = c.req.valid("query");
    const where = and(
      query.actor
        ? or(eq(auditLog.actorId, query.actor), eq(auditLog.actorEmail, query.actor.toLowerCase()))
        : undefined,
      query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
      query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
      query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
      query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
    );
    return c.json(
      await listPage(
        db,
        auditLog,
        {
          where,
          orderBy: [desc(auditLog.at), desc(auditLog.seq)],
          page: query.page,
          pageSize: query.pageSize,
        },
        (rows) =>
          rows.map((row) => ({
            _id: row.id,
            actor: { _id: row.actorId, email: row.actorEmail },
            action: row.action,
            entityType: row.entityType,
            entityId: row.entityId,
            before: row.before,
            after: row.after,
            at: row.at.toISOString(),
          })),
      ),
    );
  });

  return app;
}
