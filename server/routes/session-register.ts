/**
 * The console's view of training: the attendance register per group, package and month (screen and
 * CSV), sessions attended against those paid for, players who missed three in a row, and make-up
 * credits with their use. Staff only; exports and uses are audited.
 */
import { and, asc, desc, eq, gte, inArray, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { RegisterGroup, RegisterQuery, RegisterResponse } from "@/shared/api/contract";
import { toCsv } from "@/shared/domain/csv";
import {
  ATTENDANCE_LABELS,
  ATTENDED_MARKS,
  type AttendanceMark,
  clubMonth,
  flaggedForMissing,
  MISSED_IN_A_ROW_FLAG,
  makeUpCreditUsable,
  registerColumns,
  registerLine,
  sessionDateTime,
} from "@/shared/domain/training-sessions";
import type { Database } from "../db/client";
import { preparedPer } from "../db/prepared";
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

type Register = Omit<RegisterResponse, "groups">;

/** The groups the query looks at: the chosen one, or those of the chosen package, or every group. */
function groupsWhere(query: RegisterQuery) {
  return and(
    query.groupId ? eq(trainingGroups.id, query.groupId) : undefined,
    query.packageKey ? eq(trainingGroups.packageKey, query.packageKey) : undefined,
  );
}

/**
 * The month's summary of each group the query looks at that has a session in it, by name: in one
 * statement of a few index lookups per group, reading no mark.
 */
function monthGroupsQuery(
  db: Database,
  where: SQL | undefined,
  month: { from: Date | Placeholder; to: Date | Placeholder; at: string | Placeholder },
) {
  const inMonth = and(
    eq(trainingSessions.groupId, trainingGroups.id),
    gte(trainingSessions.startsAt, month.from),
    lt(trainingSessions.startsAt, month.to),
  );
  // Held: not cancelled, and begun by now (the rows' `held`).
  const heldSoFar = sql`${trainingSessions.cancelledAt} is null and ${trainingSessions.startsAt} <= ${month.at}::timestamptz`;
  // Nested, so that the statement of one table still names each column's table.
  const counted = (query: SQL) => sql<number>`${query}`;
  return db
    .select({
      groupId: trainingGroups.id,
      groupName: trainingGroups.name,
      packageKey: trainingGroups.packageKey,
      players: counted(sql`(select count(*)::int from ${groupPlaces}
        where ${groupPlaces.groupId} = ${trainingGroups.id} and ${groupPlaces.state} = 'placed')`),
      sessions: counted(sql`(select count(*)::int from ${trainingSessions} where ${inMonth})`),
      held: counted(sql`(select count(*)::int from ${trainingSessions} where ${inMonth} and ${heldSoFar})`),
      // The rows' attended added up: marks that count at the held sessions, of players placed now
      // (the group's few placed players read once as a list: looked up per mark, they cost the
      // whole month's summary five times its other reads at a big club).
      attended: counted(sql`(select count(*)::int from ${trainingSessions}
        inner join ${sessionAttendance} on ${sessionAttendance.sessionId} = ${trainingSessions.id}
        where ${inMonth} and ${heldSoFar} and ${inArray(sessionAttendance.mark, [...ATTENDED_MARKS])}
        and ${sessionAttendance.userId} = any(array(select ${groupPlaces.userId} from ${groupPlaces}
          where ${groupPlaces.groupId} = ${trainingGroups.id} and ${groupPlaces.state} = 'placed')))`),
    })
    .from(trainingGroups)
    .where(and(where, sql`exists (select 1 from ${trainingSessions} where ${inMonth})`));
}

/** Every group's month: the screen as it opens, prepared once per database. */
const everyGroupsMonth = preparedPer((db) =>
  monthGroupsQuery(db, undefined, {
    from: sql.placeholder("from"),
    to: sql.placeholder("to"),
    at: sql.placeholder("at"),
  }).prepare("register_month_groups"),
);

async function monthGroups(db: Database, query: RegisterQuery, now: Date): Promise<RegisterGroup[]> {
  const { from, to } = clubMonth(query.month);
  const at = now.toISOString();
  const where = groupsWhere(query);
  const rows = where
    ? await monthGroupsQuery(db, where, { from, to, at })
    : await everyGroupsMonth(db).execute({ from: from.toISOString(), to: to.toISOString(), at });
  // By name, as the rows are.
  rows.sort((a, b) => a.groupName.localeCompare(b.groupName) || a.groupId.localeCompare(b.groupId));
  return rows.map((row) => ({
    ...row,
    packageKey: row.packageKey as RegisterGroup["packageKey"],
    players: Number(row.players),
    sessions: Number(row.sessions),
    held: Number(row.held),
    attended: Number(row.attended),
  }));
}

/** The register of the groups the query looks at: the month's sessions and a row per placed player. */
async function register(db: Database, query: RegisterQuery, now: Date): Promise<Register> {
  const { from, to } = clubMonth(query.month);
  const groupWhere = groupsWhere(query);
  const sessions = await db
    .select({
      id: trainingSessions.id,
      groupId: trainingSessions.groupId,
      startsAt: trainingSessions.startsAt,
      cancelledAt: trainingSessions.cancelledAt,
      groupName: trainingGroups.name,
      packageKey: trainingGroups.packageKey,
    })
    .from(trainingSessions)
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
    .where(and(groupWhere, gte(trainingSessions.startsAt, from), lt(trainingSessions.startsAt, to)))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingGroups.name));
  const groupIds = [...new Set(sessions.map((s) => s.groupId))];
  if (groupIds.length === 0) return { month: query.month, sessions: [], rows: [] };
  // The places and marks by the sessions' group and session ids, after the sessions: by the month
  // instead, PostgreSQL reads every mark of the club (its estimate prefers a scan to the ids' index)
  // and judges the places' statement costly enough to compile (JIT), each slower than the ids.
  const pastIds = sessions.filter((s) => s.startsAt.getTime() <= now.getTime()).map((s) => s.id);
  // A credit of this player from a session of this group.
  const theirCredits = sql`from ${makeUpCredits} inner join ${trainingSessions} on ${trainingSessions.id} = ${makeUpCredits.sessionId}
    where ${makeUpCredits.userId} = ${groupPlaces.userId} and ${trainingSessions.groupId} = ${groupPlaces.groupId}`;
  const [places, monthMarks] = await Promise.all([
    db
      .select({
        groupId: groupPlaces.groupId,
        userId: groupPlaces.userId,
        fullName: users.fullName,
        paidFrom: trainingSubscriptions.startsAt,
        paidTo: trainingSubscriptions.endsAt,
        // The flag needs only the latest past marks that are not excused (flagMarks): the group's
        // sessions are walked newest first, looking up the player's mark at each, until enough are found.
        lastMarks: sql<string | null>`(select string_agg(y.mark, ',' order by y.at desc) from (
          select x.mark, x.at from (
            select (select ${sessionAttendance.mark} from ${sessionAttendance}
              where ${sessionAttendance.sessionId} = ${trainingSessions.id} and ${sessionAttendance.userId} = ${groupPlaces.userId}) as mark,
              ${trainingSessions.startsAt} as at
            from ${trainingSessions}
            where ${trainingSessions.groupId} = ${groupPlaces.groupId} and ${trainingSessions.startsAt} <= ${now.toISOString()}::timestamptz
            order by ${trainingSessions.startsAt} desc) x
          where x.mark <> 'excused' limit ${MISSED_IN_A_ROW_FLAG}) y)`,
        // Open as `makeUpCreditUsable` says: not used, and not yet expired.
        creditsOpen: sql<number>`(select count(*)::int ${theirCredits} and ${makeUpCredits.usedAt} is null
          and ${makeUpCredits.expiresAt} > ${now.toISOString()}::timestamptz)`,
        creditsUsed: sql<number>`(select count(*)::int ${theirCredits} and ${makeUpCredits.usedAt} is not null)`,
      })
      .from(groupPlaces)
      .innerJoin(users, eq(users.id, groupPlaces.userId))
      .leftJoin(trainingSubscriptions, eq(trainingSubscriptions.userId, groupPlaces.userId))
      .where(and(inArray(groupPlaces.groupId, groupIds), eq(groupPlaces.state, "placed"))),
    // The month's marks so far: sessions still to come show none.
    pastIds.length === 0
      ? []
      : db
          .select({
            sessionId: sessionAttendance.sessionId,
            userId: sessionAttendance.userId,
            mark: sessionAttendance.mark,
          })
          .from(sessionAttendance)
          .where(inArray(sessionAttendance.sessionId, pastIds)),
  ]);
  const marksOf = new Map<string, Map<string, AttendanceMark>>();
  for (const { sessionId, userId, mark } of monthMarks) {
    const mine = marksOf.get(userId);
    if (mine) mine.set(sessionId, mark);
    else marksOf.set(userId, new Map([[sessionId, mark]]));
  }
  const groupOf = new Map(sessions.map((s) => [s.groupId, s] as const));
  const noMarks = new Map<string, AttendanceMark>();
  const rows = places
    .map((place) => {
      const group = groupOf.get(place.groupId);
      if (!group) return null;
      // A session belongs to one group, so the player's marks at it are their marks in this group.
      const marks = marksOf.get(place.userId) ?? noMarks;
      // Held and paid count the player's own group's sessions; the line has a mark for each of them.
      const ownLine = registerLine(
        sessions
          .filter((s) => s.groupId === place.groupId)
          .map((s) => ({ id: s.id, startsAt: s.startsAt, cancelled: s.cancelledAt !== null })),
        marks,
        place.paidFrom && place.paidTo ? { from: place.paidFrom, to: place.paidTo } : null,
        now,
      );
      return {
        userId: place.userId,
        fullName: place.fullName,
        groupId: place.groupId,
        groupName: group.groupName,
        packageKey: group.packageKey as RegisterResponse["rows"][number]["packageKey"],
        marks: ownLine.marks,
        attended: ownLine.attended,
        held: ownLine.held,
        paidFor: ownLine.paidFor,
        flagged: flaggedForMissing(flagMarks(place.lastMarks)),
        creditsOpen: Number(place.creditsOpen),
        creditsUsed: Number(place.creditsUsed),
      };
    })
    .filter((row) => row !== null)
    .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.fullName.localeCompare(b.fullName));
  return {
    month: query.month,
    sessions: sessions.map((s) => ({
      _id: s.id,
      groupId: s.groupId,
      groupName: s.groupName,
      startsAt: s.startsAt.toISOString(),
      cancelled: s.cancelledAt !== null,
    })),
    rows,
  };
}

/** The latest marks read newest first (comma-joined), oldest first as `flaggedForMissing` takes them. */
function flagMarks(newestFirst: string | null): AttendanceMark[] {
  return newestFirst ? (newestFirst.split(",").reverse() as AttendanceMark[]) : [];
}

export function sessionRegisterRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  // The screen looks at one group's register at a time, with the month's summary of every group;
  // without a group it has the summary alone.
  route(app, calls.sessionRegister, async (c) => {
    const query = c.req.valid("query");
    const at = now();
    const [groups, chosen] = await Promise.all([
      monthGroups(db, query, at),
      query.groupId ? register(db, query, at) : null,
    ]);
    return c.json({
      month: query.month,
      groups,
      sessions: chosen?.sessions ?? [],
      rows: chosen?.rows ?? [],
    } satisfies RegisterResponse);
  });

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
        ...registerColumns(data.sessions, row).map((m) =>
          m === null ? "" : m === "cancelled" ? "Cancelled" : ATTENDANCE_LABELS[m],
        ),
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
