/**
 * Coaches in the console (staff): list, create, edit, retire. A retired coach leaves the public list
 * and the membership flow; their reviews, assignments and page stay.
 */

import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import * as calls from "@/shared/api/all-calls";
import type { CreateCoachRequest, StaffCoach } from "@/shared/api/console-contract";
import { toKobo, toNaira } from "@/shared/domain/pricing";
import type { Database } from "../../db/client";
import { coachAssignments, coaches } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { httpError } from "../../lib/http-error";
import type { Tx } from "../../payments/grants";
import { listPage, notFound, searching, staleSave } from "./shared";

type CoachRow = typeof coaches.$inferSelect;

function snapshot(row: CoachRow) {
  return {
    coachName: row.coachName,
    imageUrl: row.imageUrl,
    bioInfo: row.bioInfo,
    level: row.level,
    priceKobo: row.priceKobo,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    version: row.version,
  };
}

async function presentRows(db: Database | Tx, rows: CoachRow[]): Promise<StaffCoach[]> {
  const members = new Map<string, number>();
  if (rows.length > 0) {
    const counted = await db
      .select({ coachId: coachAssignments.coachId, n: count() })
      .from(coachAssignments)
      .groupBy(coachAssignments.coachId);
    for (const row of counted) members.set(row.coachId, row.n);
  }
  return rows.map((row) => ({
    _id: row.id,
    coachName: row.coachName,
    imageUrl: row.imageUrl,
    bioInfo: row.bioInfo,
    level: row.level,
    price: toNaira(row.priceKobo),
    retired: row.retiredAt !== null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    members: members.get(row.id) ?? 0,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const columns = (input: z.output<typeof CreateCoachRequest>) => ({
  coachName: input.coachName,
  imageUrl: input.imageUrl,
  bioInfo: input.bioInfo,
  level: input.level,
  priceKobo: toKobo(input.price),
});

export function consoleCoachRoutes({ db, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.staffCoaches, async (c) => {
    const query = c.req.valid("query");
    const where = and(
      searching(query.q, coaches.coachName, coaches.level),
      query.retired === "true"
        ? isNotNull(coaches.retiredAt)
        : query.retired === "false"
          ? isNull(coaches.retiredAt)
          : undefined,
    );
    return c.json(
      await listPage(
        db,
        coaches,
        {
          where,
          orderBy: [asc(coaches.coachName), asc(coaches.id)],
          page: query.page,
          pageSize: query.pageSize,
        },
        (rows) => presentRows(db, rows),
      ),
    );
  });

  route(app, calls.staffCoach, async (c) => {
    const [row] = await db
      .select()
      .from(coaches)
      .where(eq(coaches.id, c.req.valid("param").id));
    if (!row) throw notFound("coach");
    return c.json({ coach: (await presentRows(db, [row]))[0] });
  });

  route(app, calls.createCoach, async (c) => {
    const actor = c.get("user");
    const at = now();
    const coach = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coaches)
        .values({ ...columns(c.req.valid("json")), createdAt: at, updatedAt: at })
        .returning();
      await audited(tx, actor, at, {
        action: "coach.create",
        entityType: "coach",
        entityId: row!.id,
        before: null,
        after: snapshot(row!),
      });
      return (await presentRows(tx, [row!]))[0]!;
    });
    siteDataChanged(`coach added: ${coach.coachName}`);
    return c.json({ coach }, 201);
  });

  route(app, calls.updateCoach, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const coach = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(coaches).where(eq(coaches.id, id)).for("update");
      if (!before) throw notFound("coach");
      if (before.version !== input.version) throw staleSave("coach");
      const [row] = await tx
        .update(coaches)
        .set({ ...columns(input), version: before.version + 1, updatedAt: at })
        .where(eq(coaches.id, id))
        .returning();
      await audited(tx, actor, at, {
        action: "coach.update",
        entityType: "coach",
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
      return (await presentRows(tx, [row!]))[0]!;
    });
    siteDataChanged(`coach edited: ${coach.coachName}`);
    return c.json({ coach });
  });

  route(app, calls.retireCoach, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const at = now();
    const coach = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(coaches).where(eq(coaches.id, id)).for("update");
      if (!before) throw notFound("coach");
      if (before.version !== version) throw staleSave("coach");
      if (before.retiredAt) throw httpError(409, `${before.coachName} is already retired`);
      const [row] = await tx
        .update(coaches)
        .set({ retiredAt: at, version: before.version + 1, updatedAt: at })
        .where(eq(coaches.id, id))
        .returning();
      await audited(tx, actor, at, {
        action: "coach.retire",
        entityType: "coach",
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
      return (await presentRows(tx, [row!]))[0]!;
    });
    siteDataChanged(`coach retired: ${coach.coachName}`);
    return c.json({ coach });
  });

  return app;
}
