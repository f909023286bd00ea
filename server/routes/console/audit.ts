/**
 * The audit log, newest first, filtered by actor, kind of action, record and time, a page at a time
 * (admins). Each entry comes with the names of the members, coaches, tournaments, tickets and
 * contact messages its ids point at, so the console can say it in a sentence (`auditSentence`).
 */

import { and, desc, eq, gte, inArray, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { Database } from "../../db/client";
import { auditLog, coaches, contactMessages, tickets, tournaments, users } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { listPage } from "./shared";

type AuditRow = typeof auditLog.$inferSelect;

/** The ids an entry mentions: its record's, and each `...Id` field (and an audience's id) it recorded. */
function idsOf(row: AuditRow): string[] {
  const ids = [row.entityId];
  for (const side of [row.before, row.after]) {
    if (side === null || typeof side !== "object" || Array.isArray(side)) continue;
    for (const [key, value] of Object.entries(side)) {
      if (key.endsWith("Id") && typeof value === "string") ids.push(value);
      if (
        key === "audience" &&
        value &&
        typeof value === "object" &&
        "id" in value &&
        typeof value.id === "string"
      )
        ids.push(value.id);
    }
  }
  return ids;
}

/** The names of the ids, from every table an audited id can point at. */
async function namesOf(db: Database, rows: AuditRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap(idsOf))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const [people, coachRows, tournamentRows, ticketRows, contactRows] = await Promise.all([
    db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids)),
    db.select({ id: coaches.id, name: coaches.coachName }).from(coaches).where(inArray(coaches.id, ids)),
    db
      .select({ id: tournaments.id, name: tournaments.name })
      .from(tournaments)
      .where(inArray(tournaments.id, ids)),
    db
      .select({ id: tickets.id, name: users.fullName })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .where(inArray(tickets.id, ids)),
    db
      .select({ id: contactMessages.id, first: contactMessages.firstName, last: contactMessages.lastName })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids)),
  ]);
  for (const row of [...people, ...coachRows, ...tournamentRows, ...ticketRows]) names.set(row.id, row.name);
  for (const row of contactRows) names.set(row.id, `${row.first} ${row.last}`.trim());
  return names;
}

export function auditRoutes({ db, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.audit, async (c) => {
    const query = c.req.valid("query");
    const where = and(
      query.actor
        ? or(eq(auditLog.actorId, query.actor), eq(auditLog.actorEmail, query.actor.toLowerCase()))
        : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
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
        async (rows) => {
          const names = await namesOf(db, rows);
          return rows.map((row) => ({
            _id: row.id,
            actor: { _id: row.actorId, email: row.actorEmail },
            action: row.action,
            entityType: row.entityType,
            entityId: row.entityId,
            before: row.before,
            after: row.after,
            names: Object.fromEntries(
              idsOf(row).flatMap((id) => (names.has(id) ? [[id, names.get(id)!]] : [])),
            ),
            at: row.at.toISOString(),
          }));
        },
      ),
    );
  });

  return app;
}
