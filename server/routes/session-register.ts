/**
 * The console's view of training: the attendance register per group, package and month (screen and
 * CSV), sessions attended against those paid for, players who missed three in a row, and make-up
 * credits with their use. Staff only; exports and uses are audited.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { RegisterQuery, RegisterResponse } from "@/shared/api/contract";
import { toCsv } from "@/shared/domain/csv";
import {
  ATTENDANCE_LABELS,
  type AttendanceMark,
  clubMonth,
  flaggedForMissing,
  makeUpCreditUsable,
  registerLine,
  sessionDateTime,
} from "@/shared/domain/training-sessions";
import type { Database } from "../db/client";
import {
  groupPlaces,
  makeUpCredits,
  sessionAttendance,
  trainingGroups,
  trainingSessions,
  trainingSubscriptions,
  users,
} from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";

async function register(db: Database, query: RegisterQuery, now: Date): Promise<RegisterResponse> {
  const { from, to } = clubMonth(query.month);
  const groupWhere = and(
    query.groupId ? eq(trainingGroups.id, query.groupId) : undefined,
    query.packageKey ? eq(trainingGroups.packageKey, query.packageKey) : undefined,
  );
  const sessions = await db
    .select({ session: trainingSessions, group: trainingGroups })
    .from(trainingSessions)
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
    .where(and(groupWhere, gte(trainingSessions.startsAt, from), lt(trainingSessions.startsAt, to)))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingGroups.name));
  const groupIds = [...new Set(sessions.map((s) => s.group.id))];
  if (groupIds.length === 0) return { month: query.month, sessions: [], rows: [] };
  const [places, history, credits] = await Promise.all([
    db
      .select({ groupId: groupPlaces.groupId, user: users, paid: trainingSubscriptions })
      .from(groupPlaces)
      .innerJoin(users, eq(users.id, groupPlaces.userId))
      .leftJoin(trainingSubscriptions, eq(trainingSubscriptions.userId, users.id))
      .where(and(inArray(groupPlaces.groupId, groupIds), eq(groupPlaces.state, "placed"))),
    // Every past mark in these groups, for the months' lines and the missed-in-a-row flag.
    db
      .select({
        groupId: trainingSessions.groupId,
        sessionId: sessionAttendance.sessionId,
        userId: sessionAttendance.userId,
        mark: sessionAttendance.mark,
      })
      .from(sessionAttendance)
      .innerJoin(trainingSessions, eq(trainingSessions.id, sessionAttendance.sessionId))
      .where(and(inArray(trainingSessions.groupId, groupIds), lte(trainingSessions.startsAt, now)))
      .orderBy(asc(trainingSessions.startsAt)),
    db
      .select({ credit: makeUpCredits, groupId: trainingSessions.groupId })
      .from(makeUpCredits)
      .innerJoin(trainingSessions, eq(trainingSessions.id, makeUpCredits.sessionId))
      .where(inArray(trainingSessions.groupId, groupIds)),
  ]);
  // Each player's marks in their group, gathered once rather than searched for every line.
  const marksOf = new Map<string, typeof history>();
  for (const mark of history) {
    const key = `${mark.groupId}\0${mark.userId}`;
    const list = marksOf.get(key);
    if (list) list.push(mark);
    else marksOf.set(key, [mark]);
  }
  const rows = places
    .map(({ groupId, user, paid }) => {
      const group = sessions.find((s) => s.group.id === groupId)?.group;
      if (!group) return null;
      const mine = marksOf.get(`${groupId}\0${user.id}`) ?? [];
      const marks = new Map(mine.map((h) => [h.sessionId, h.mark as AttendanceMark]));
      const line = registerLine(
        sessions.map(({ session }) => ({
          id: session.id,
          startsAt: session.startsAt,
          cancelled: session.cancelledAt !== null,
        })),
        marks,
        paid ? { from: paid.startsAt, to: paid.endsAt } : null,
        now,
      );
      // Sessions of other groups stay blank on this player's line; held and paid count their own group's.
      const own = sessions.map(({ group: g }) => g.id === groupId);
      const ownSessions = sessions.filter((_, i) => own[i]);
      const ownLine = registerLine(
        ownSessions.map(({ session }) => ({
          id: session.id,
          startsAt: session.startsAt,
          cancelled: session.cancelledAt !== null,
        })),
        marks,
        paid ? { from: paid.startsAt, to: paid.endsAt } : null,
        now,
      );
      const theirCredits = credits.filter((c) => c.groupId === groupId && c.credit.userId === user.id);
      return {
        userId: user.id,
        fullName: user.fullName,
        groupName: group.name,
        packageKey: group.packageKey as RegisterResponse["rows"][number]["packageKey"],
        marks: line.marks.map((m, i) => (own[i] ? m : null)),
        attended: ownLine.attended,
        held: ownLine.held,
        paidFor: ownLine.paidFor,
        flagged: flaggedForMissing(mine.map((h) => h.mark as AttendanceMark)),
        creditsOpen: theirCredits.filter((c) => makeUpCreditUsable(c.credit, now)).length,
        creditsUsed: theirCredits.filter((c) => c.credit.usedAt !== null).length,
      };
    })
    .filter((row) => row !== null)
    .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.fullName.localeCompare(b.fullName));
  return {
    month: query.month,
    sessions: sessions.map(({ session, group }) => ({
      _id: session.id,
      groupName: group.name,
      startsAt: session.startsAt.toISOString(),
      cancelled: session.cancelledAt !== null,
    })),
    rows,
  };
}

export function sessionRegisterRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.sessionRegister, async (c) => c.json(await register(db, c.req.valid("query"), now())));

  route(app, calls.sessionRegisterCsv, async (c) => {
    const query = c.req.valid("query");
    const at = now();
    const data = await register(db, query, at);
    const csv = toCsv(
      [
        "Player",
        "Group",
        "Package",
        ...data.sessions.map((s) => `${s.groupName}, ${sessionDateTime(new Date(s.startsAt))}`),
        "Attended",
        "Held",
        "Paid for",
        "Missed 3 in a row",
        "Make-up credits open",
        "Make-up credits used",
      ],
      data.rows.map((row) => [
        row.fullName,
        row.groupName,
        row.packageKey,
        ...row.marks.map((m) => (m === null ? "" : m === "cancelled" ? "Cancelled" : ATTENDANCE_LABELS[m])),
        row.attended,
        row.held,
        row.paidFor,
        row.flagged ? "yes" : "no",
        row.creditsOpen,
        row.creditsUsed,
      ]),
    );
    await db.transaction((tx) =>
      audited(tx, c.get("user"), at, {
        action: "session.register-export",
        entityType: "training_register",
        entityId: query.month,
        before: null,
        after: { ...query, rows: data.rows.length },
      }),
    );
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="attendance-${query.month}.csv"`,
      "cache-control": "no-store",
    });
  });

  route(app, calls.makeUpCredits, async (c) => {
    const rows = await db
      .select({
        credit: makeUpCredits,
        member: { _id: users.id, fullName: users.fullName },
        startsAt: trainingSessions.startsAt,
        groupName: trainingGroups.name,
      })
      .from(makeUpCredits)
      .innerJoin(users, eq(users.id, makeUpCredits.userId))
      .innerJoin(trainingSessions, eq(trainingSessions.id, makeUpCredits.sessionId))
      .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
      .orderBy(sql`${makeUpCredits.usedAt} is not null`, desc(makeUpCredits.issuedAt), asc(users.fullName))
      .limit(500);
    return c.json({
      credits: rows.map(({ credit, member, startsAt, groupName }) => ({
        _id: credit.id,
        member,
        sessionStartsAt: startsAt.toISOString(),
        groupName,
        issuedAt: credit.issuedAt.toISOString(),
        expiresAt: credit.expiresAt.toISOString(),
        usedAt: credit.usedAt?.toISOString() ?? null,
        usedNote: credit.usedNote,
      })),
    });
  });

  route(app, calls.useMakeUpCredit, async (c) => {
    const { creditId } = c.req.valid("param");
    const { note } = c.req.valid("json");
    const actor = c.get("user");
    const at = now();
    const name = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ credit: makeUpCredits, fullName: users.fullName })
        .from(makeUpCredits)
        .innerJoin(users, eq(users.id, makeUpCredits.userId))
        .where(eq(makeUpCredits.id, creditId))
        .for("update", { of: makeUpCredits });
      if (!row) throw httpError(404, "This make-up credit does not exist");
      if (row.credit.usedAt) throw httpError(409, `${row.fullName}'s make-up credit is already used`);
      if (!makeUpCreditUsable(row.credit, at))
        throw httpError(409, `${row.fullName}'s make-up credit has expired`);
      await tx
        .update(makeUpCredits)
        .set({ usedAt: at, usedBy: actor.id, usedNote: note })
        .where(eq(makeUpCredits.id, creditId));
      await audited(tx, actor, at, {
        action: "session.make-up-use",
        entityType: "make_up_credit",
        entityId: creditId,
        before: { usedAt: null },
        after: { userId: row.credit.userId, fullName: row.fullName, note, usedAt: at },
      });
      return row.fullName;
    });
    return c.json({ message: `${name}'s make-up credit is used` });
  });

  return app;
}
