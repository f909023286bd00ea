/**
 * Training sessions (docs/decisions/0170-training-sessions.md): staff and coaches set up groups,
 * players join them or wait, members read their schedule and say "Can't come", coaches run their
 * sessions (roster, attendance, notes, cancelling one for rain). Staff actions and coaches'
 * changes are audited in the transaction that makes them.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { CoachSession, OpenGroup, RosterEntry } from "@/shared/api/contract";
import { clubInstant, clubLocal } from "@/shared/domain/club-time";
import { isJunior, shownPhoto } from "@/shared/domain/families";
import { clubQuarter, FREE_SESSION_PLANS } from "@/shared/domain/free-sessions";
import {
  type AttendanceMark,
  canSayCantCome,
  clubDay,
  groupFits,
  joinOutcome,
  MAKE_UP_CREDIT_DAYS,
  makeUpCreditExpiry,
  markRefusal,
  nextSessionLine,
  sessionDateTime,
  sessionWhen,
  weeklyLine,
} from "@/shared/domain/training-sessions";
import type { Database } from "../db/client";
import { jsonList } from "../db/json-list";
import { preparedPer } from "../db/prepared";
import {
  calendarFeeds,
  coaches,
  freeSessionRedemptions,
  groupPlaces,
  guardianships,
  juniorDetails,
  makeUpCredits,
  memberships,
  sessionAttendance,
  sessionNotes,
  trainingGroups,
  trainingSessions,
  trainingSubscriptions,
  type UserRow,
  users,
} from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";
import { mailPendingNotices, writeNotices } from "../lib/member-notices";
import type { Tx } from "../payments/grants";
import { coachesPlayer, requireSessionCoach, requireStaffOrCoach, sessionActor } from "../sessions/access";
import { calendarText } from "../sessions/calendar";
import {
  editGroup,
  type GroupRow,
  groupViews,
  listGroups,
  lockGroup,
  placeCounts,
  refreshOffers,
  type SessionRow,
  setUpGroup,
  tellCoach,
} from "../sessions/schedule";
import { redeemFreeSession } from "./free-sessions";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The member's schedule and the coach's app look this far ahead. */
const SCHEDULE_DAYS = 28;
const COACH_DAYS = 7;
/** A mark dated later than this past the server's clock is taken as now (a phone's clock runs fast). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The member's schedule shows the coach's newest notes shared with them. */
const SHARED_NOTES = 20;

// The schedule's lists as the database builds them: one array per session, note or credit, its
// timestamps as the database writes them in JSON.
type ComingRow = [
  id: string,
  groupName: string,
  startsAt: string,
  endsAt: string,
  venue: string,
  coachName: string,
  cancelled: boolean,
  cancelReason: string | null,
  told: boolean | null,
];
type PastRow = [
  id: string,
  groupName: string,
  startsAt: string,
  cancelled: boolean,
  mark: AttendanceMark | null,
];
type NoteRow = [sessionId: string, startsAt: string, coachName: string, note: string];
type CreditRow = [
  id: string,
  sessionStartsAt: string,
  groupName: string,
  issuedAt: string,
  expiresAt: string,
  usedAt: string | null,
];

/**
 * The member's schedule in one statement, prepared once per database (every Training visit asks
 * it): the sessions of the groups they have a place in from now to four weeks ahead (with whether
 * they said they cannot come), those of the past four weeks (with their mark), the newest shared
 * notes, their make-up credits and their calendar feed's token. Both lists of sessions come from one
 * pass over the member's places (`group_places_user_idx`), their groups' sessions by group and time
 * (`training_sessions_group_start_unique`) and their own row of each (primary keys), each list
 * taking its own sessions (a session under way is in both); notes and credits are read by the
 * member (`session_notes_user_idx`, `make_up_credits_user_session_unique`).
 */
const mySchedule = preparedPer((db) => {
  const userId = sql.placeholder("userId");
  const at = sql`${sql.placeholder("at")}::timestamptz`;
  const until = sql`${sql.placeholder("until")}::timestamptz`;
  const since = sql`${sql.placeholder("since")}::timestamptz`;
  const coming = sql`s.ends_at > ${at}`;
  const past = sql`s.starts_at < ${at} and s.starts_at >= ${since}`;
  return db
    .select({
      // [coming, past]: each list null when it has no session. A filtered aggregate works out its
      // arguments for the sessions it takes only, so the coach's name is looked up for coming ones.
      sessions: sql<string>`(select json_build_array(
          json_agg(json_build_array(s.id, g.name, s.starts_at, s.ends_at, s.venue, (select c.coach_name from ${coaches} c where c.id = s.coach_id), s.cancelled_at is not null, s.cancel_reason, a.told_by_player) order by s.starts_at, s.id) filter (where ${coming}),
          json_agg(json_build_array(s.id, g.name, s.starts_at, s.cancelled_at is not null, a.mark) order by s.starts_at desc, s.id desc) filter (where ${past}))::text
        from ${groupPlaces} p
        join ${trainingGroups} g on g.id = p.group_id
        join ${trainingSessions} s on s.group_id = p.group_id
        left join ${sessionAttendance} a on a.session_id = s.id and a.user_id = p.user_id
        where p.user_id = ${userId} and p.state = 'placed' and s.starts_at < ${until} and ((${coming}) or (${past})))`,
      notes: sql<
        string | null
      >`(select json_agg(json_build_array(n.session_id, n.starts_at, n.coach_name, n.note) order by n.starts_at desc, n.session_id desc)::text
        from (select n.session_id, s.starts_at, c.coach_name, n.note from ${sessionNotes} n
          join ${trainingSessions} s on s.id = n.session_id
          join ${coaches} c on c.id = s.coach_id
          where n.user_id = ${userId} and n.shared
          order by s.starts_at desc, n.session_id desc limit ${SHARED_NOTES}) n)`,
      credits: sql<
        string | null
      >`(select json_agg(json_build_array(m.id, s.starts_at, g.name, m.issued_at, m.expires_at, m.used_at) order by m.issued_at desc, m.id desc)::text
        from ${makeUpCredits} m
        join ${trainingSessions} s on s.id = m.session_id
        join ${trainingGroups} g on g.id = s.group_id
        where m.user_id = ${userId})`,
      calendarToken: sql<string | null>`(select f.token from ${calendarFeeds} f where f.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare("my_schedule");
});

/** The member's running training package, if any. */
async function activePackage(db: Database | Tx, userId: string, at: Date): Promise<string | null> {
  const [row] = await db
    .select({ packageKey: trainingSubscriptions.packageKey })
    .from(trainingSubscriptions)
    .where(and(eq(trainingSubscriptions.userId, userId), gt(trainingSubscriptions.endsAt, at)));
  return row?.packageKey ?? null;
}

/** Why this player cannot have a place in this group, or null. */
async function placeProblem(
  tx: Tx,
  group: GroupRow,
  player: UserRow,
  at: Date,
  self = false,
): Promise<string | null> {
  const packageKey = await activePackage(tx, player.id, at);
  if (!packageKey)
    return self
      ? "Joining a training group needs a running training package"
      : `${player.fullName} has no running training package`;
  if (!groupFits(group, { packageKey, level: player.level }))
    return `${group.name} is for the ${group.packageKey} package at ${group.levels.join(", ")} level; ${self ? "you are" : `${player.fullName} is`} on the ${packageKey} package at ${player.level} level`;
  if (group.endsOn < clubLocal(at).date) return `${group.name} has ended`;
  return null;
}

async function sessionOf(db: Database | Tx, sessionId: string) {
  const [row] = await db
    .select({ session: trainingSessions, group: trainingGroups })
    .from(trainingSessions)
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
    .where(eq(trainingSessions.id, sessionId));
  if (!row) throw httpError(404, "This session does not exist");
  return row;
}

/** The coach's view of sessions: each with its roster (placed players, and anyone already marked). */
async function coachSessionViews(
  db: Database | Tx,
  rows: readonly { session: SessionRow; group: GroupRow }[],
  at: Date,
): Promise<CoachSession[]> {
  if (rows.length === 0) return [];
  const groupIds = [...new Set(rows.map((r) => r.group.id))];
  const sessionIds = rows.map((r) => r.session.id);
  const [placed, marks, notes, free, guardians] = await Promise.all([
    db
      .select({ groupId: groupPlaces.groupId, user: users })
      .from(groupPlaces)
      .innerJoin(users, eq(users.id, groupPlaces.userId))
      .where(and(inArray(groupPlaces.groupId, groupIds), eq(groupPlaces.state, "placed"))),
    db
      .select({ mark: sessionAttendance, user: users })
      .from(sessionAttendance)
      .innerJoin(users, eq(users.id, sessionAttendance.userId))
      .where(inArray(sessionAttendance.sessionId, sessionIds)),
    db.select().from(sessionNotes).where(inArray(sessionNotes.sessionId, sessionIds)),

    // The free quarterly session of each player with a place: earned, and used this quarter or not.
    db
      .select({ userId: memberships.userId, redeemedAt: freeSessionRedemptions.redeemedAt })
      .from(memberships)
      .innerJoin(
        groupPlaces,
        and(eq(groupPlaces.userId, memberships.userId), eq(groupPlaces.state, "placed")),
      )
      .leftJoin(
        freeSessionRedemptions,
        and(
          eq(freeSessionRedemptions.userId, memberships.userId),
          eq(freeSessionRedemptions.quarter, clubQuarter(at)),
        ),
      )
      .where(
        and(
          inArray(groupPlaces.groupId, groupIds),
          gt(memberships.endsAt, at),
          inArray(memberships.plan, FREE_SESSION_PLANS),
        ),
      ),
    // Each junior's guardians, to call or message from court.
    db
      .select({
        playerId: guardianships.playerId,
        fullName: users.fullName,
        phone: users.phoneNumber,
        acceptedAt: guardianships.acceptedAt,
      })
      .from(guardianships)
      .innerJoin(users, eq(users.id, guardianships.guardianId))
      .innerJoin(
        groupPlaces,
        and(eq(groupPlaces.userId, guardianships.playerId), eq(groupPlaces.state, "placed")),
      )
      .where(and(inArray(groupPlaces.groupId, groupIds), eq(guardianships.status, "active")))
      .orderBy(asc(guardianships.acceptedAt)),
  ]);
  // Photo consent of the juniors among them: a junior's photo only with it (0207).
  const playerIds = [...new Set([...placed, ...marks].map((p) => p.user.id))];
  const photoConsents = playerIds.length
    ? await db
        .select({ playerId: juniorDetails.playerId, photoConsent: juniorDetails.photoConsent })
        .from(juniorDetails)
        .where(inArray(juniorDetails.playerId, playerIds))
    : [];
  const guardianOf = (user: UserRow) => {
    if (!isJunior(user.dob, at)) return null;
    const row = guardians.find((g) => g.playerId === user.id);
    return row ? { fullName: row.fullName, phone: row.phone } : null;
  };
  const freeOf = (userId: string) => {
    const row = free.find((f) => f.userId === userId);
    return row ? (row.redeemedAt ? ("used" as const) : ("available" as const)) : null;
  };
  return rows.map(({ session, group }) => {
    const people = new Map<string, UserRow>();
    for (const p of placed) if (p.groupId === group.id) people.set(p.user.id, p.user);
    for (const m of marks) if (m.mark.sessionId === session.id) people.set(m.user.id, m.user);
    const roster: RosterEntry[] = [...people.values()]
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id))
      .map((user) => {
        const mark = marks.find((m) => m.mark.sessionId === session.id && m.user.id === user.id)?.mark;
        const note = notes.find((n) => n.sessionId === session.id && n.userId === user.id);
        return {
          userId: user.id,
          fullName: user.fullName,
          picture: shownPhoto(
            user.picture,
            {
              dob: user.dob,
              photoConsent: photoConsents.find((p) => p.playerId === user.id)?.photoConsent ?? null,
            },
            at,
          ),
          level: user.level,
          mark: mark?.mark ?? null,
          markedAt: mark?.markedAt.toISOString() ?? null,
          toldByPlayer: mark?.toldByPlayer ?? false,
          note: note?.note ?? null,
          noteShared: note?.shared ?? false,
          freeSession: freeOf(user.id),
          guardian: guardianOf(user),
        };
      });
    return {
      _id: session.id,
      groupId: group.id,
      groupName: group.name,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      date: clubLocal(session.startsAt).date,
      when: sessionWhen(session.startsAt),
      venue: session.venue,
      cancelled: session.cancelledAt !== null,
      cancelReason: session.cancelReason,
      roster,
    };
  });
}

export function sessionRoutes({ db, mailer, config, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();
  const siteUrl = config.publicSiteUrl;
  const mailNotices = (ids: string[]) => mailPendingNotices({ db, mailer }, { ids });

  /* Groups -------------------------------------------------------------------------------- */

  /** The group's coach for this caller: staff choose any, a coach is always their own (403 otherwise). */
  async function groupCoach(actor: Awaited<ReturnType<typeof sessionActor>>, chosen: string | undefined) {
    let coachId = chosen;
    if (!actor.staff) {
      if (coachId && coachId !== actor.coach?._id)
        throw httpError(403, "A coach sets up groups for themselves only");
      coachId = actor.coach?._id;
    }
    if (!coachId) throw httpError(400, "Choose the group's coach");
    const [coach] = await db.select().from(coaches).where(eq(coaches.id, coachId));
    if (!coach) throw httpError(404, "This coach does not exist");
    if (coach.retiredAt) throw httpError(400, `${coach.coachName} has left the club`);
    return coach;
  }

  route(app, calls.createSessionGroup, async (c) => {
    const input = c.req.valid("json");
    const user = c.get("user");
    const actor = await sessionActor(db, user);
    requireStaffOrCoach(actor);
    const coach = await groupCoach(actor, input.coachId);
    const coachId = coach.id;
    let player: UserRow | undefined;
    if (input.playerId) {
      if (input.kind === "group")
        throw httpError(400, "A weekly group's players join it or are placed by the club");
      [player] = await db.select().from(users).where(eq(users.id, input.playerId));
      if (!player) throw httpError(404, "This member does not exist");
      if (!actor.staff && !(await coachesPlayer(db, user.id, player.id)))
        throw httpError(403, "A coach sets up lessons for their own players only");
    }
    const at = now();
    const { group, notices } = await db.transaction(async (tx) => {
      const row = await setUpGroup(tx, { ...input, coachId }, coach.coachName, user.id, at);
      await audited(tx, user, at, {
        action: "session.group-create",
        entityType: "training_group",
        entityId: row.id,
        before: null,
        after: {
          name: row.name,
          kind: row.kind,
          coachId,
          coachName: coach.coachName,
          venue: row.venue,
          startsOn: row.startsOn,
          endsOn: row.endsOn,
          weekly: row.weekly,
          ...(player ? { userId: player.id, fullName: player.fullName } : {}),
        },
      });
      if (!player) return { group: row, notices: [] as string[] };
      const problem = await placeProblem(tx, row, player, at);
      if (problem) throw httpError(400, problem);
      await tx.insert(groupPlaces).values({
        groupId: row.id,
        userId: player.id,
        state: "placed",
        queuedAt: at,
        placedAt: at,
        placedBy: user.id,
      });
      const notices = await writeNotices(
        tx,
        [
          {
            userId: player.id,
            title: row.kind === "private" ? "Your private lesson" : "Your training session",
            message: `${coach.coachName} booked you ${row.name} on ${sessionDateTime(clubInstant({ date: row.startsOn, time: row.weekly[0]?.time ?? "00:00" }))} at ${row.venue}. It is on the Training page.`,
          },
        ],
        at,
        siteUrl,
      );
      return { group: row, notices };
    });
    await mailNotices(notices);
    const [view] = await groupViews(db, [group], at);
    if (!view) throw new Error("The group was not read back");
    return c.json({
      message: `${group.name} is set up${player ? ` for ${player.fullName}` : ""}`,
      group: view,
    });
  });

  route(app, calls.editSessionGroup, async (c) => {
    const { groupId } = c.req.valid("param");
    const input = c.req.valid("json");
    const user = c.get("user");
    const actor = await sessionActor(db, user);
    const [current] = await db.select().from(trainingGroups).where(eq(trainingGroups.id, groupId));
    if (!current) throw httpError(404, "This training group does not exist");
    requireSessionCoach(actor, current.coachId, "change it");
    const coach = await groupCoach(actor, input.coachId ?? current.coachId);
    const at = now();
    const { edit, notices } = await db.transaction(async (tx) => {
      const edit = await editGroup(tx, groupId, { ...input, coachId: coach.id }, coach.coachName, at);
      const { before, after } = edit;
      const shape = (g: GroupRow) => ({
        name: g.name,
        coachId: g.coachId,
        venue: g.venue,
        levels: g.levels,
        capacity: g.capacity,
        startsOn: g.startsOn,
        endsOn: g.endsOn,
        minutes: g.minutes,
        weekly: g.weekly,
        exceptions: g.exceptions,
      });
      await audited(tx, user, at, {
        action: "session.group-edit",
        entityType: "training_group",
        entityId: groupId,
        before: shape(before),
        after: {
          ...shape(after),
          coachName: coach.coachName,
          sessionsKept: edit.kept,
          sessionsRemoved: edit.removed,
          sessionsAdded: edit.added,
        },
      });
      const moved =
        edit.removed > 0 ||
        edit.added > 0 ||
        before.coachId !== after.coachId ||
        before.venue !== after.venue ||
        before.minutes !== after.minutes;
      const placed = await tx
        .select({ userId: groupPlaces.userId })
        .from(groupPlaces)
        .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.state, "placed")));
      const notices = [
        ...(moved
          ? await writeNotices(
              tx,
              placed.map((p) => ({
                userId: p.userId,
                title: "Your training times changed",
                message: `${after.name} now meets ${weeklyLine(after.weekly)} at ${after.venue} with ${coach.coachName}, from ${after.startsOn} to ${after.endsOn}. Your sessions are on the Training page.`,
              })),
              at,
              siteUrl,
            )
          : []),
        ...(before.coachId !== after.coachId
          ? await tellCoach(
              tx,
              after.coachId,
              {
                title: "A group is now yours",
                message: `The club made you the coach of ${after.name} (${placed.length} ${placed.length === 1 ? "player" : "players"}).`,
              },
              at,
              siteUrl,
            )
          : []),
        // More places: the waiting list moves up.
        ...(after.capacity > before.capacity ? await refreshOffers(tx, after, at, siteUrl) : []),
      ];
      return { edit, notices };
    });
    await mailNotices(notices);
    const [view] = await groupViews(db, [edit.after], at);
    if (!view) throw new Error("The group was not read back");
    return c.json({ message: `${edit.after.name} is changed`, group: view });
  });

  route(app, calls.sessionGroups, async (c) => {
    const actor = await sessionActor(db, c.get("user"));
    // The groups the caller runs: staff all of them, a coach their own, anyone else none.
    if (!actor.staff && !actor.coach) return c.json({ groups: [] });
    const groups = await listGroups(db, actor.staff ? undefined : actor.coach?._id);
    return c.json({ groups: await groupViews(db, groups, now()) });
  });

  route(app, calls.groupSessions, async (c) => {
    const { groupId } = c.req.valid("param");
    const actor = await sessionActor(db, c.get("user"));
    const [group] = await db.select().from(trainingGroups).where(eq(trainingGroups.id, groupId));
    if (!group) throw httpError(404, "This training group does not exist");
    requireSessionCoach(actor, group.coachId, "see its sessions");
    const at = now();
    const sessions = await db
      .select({ session: trainingSessions, group: trainingGroups })
      .from(trainingSessions)
      .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
      .where(
        and(
          eq(trainingSessions.groupId, groupId),
          gt(trainingSessions.endsAt, at),
          lt(trainingSessions.startsAt, new Date(at.getTime() + SCHEDULE_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(trainingSessions.startsAt));
    const [view] = await groupViews(db, [group], at);
    if (!view) throw new Error("The group was not read back");
    return c.json({ group: view, sessions: await coachSessionViews(db, sessions, at) });
  });

  route(app, calls.placePlayer, async (c) => {
    const { groupId } = c.req.valid("param");
    const { userId, waitingList } = c.req.valid("json");
    const user = c.get("user");
    const actor = await sessionActor(db, user);
    if (!actor.staff) throw httpError(403, "Only club staff can do this");
    const [player] = await db.select().from(users).where(eq(users.id, userId));
    if (!player) throw httpError(404, "This member does not exist");
    const at = now();
    const { group, notices, state } = await db.transaction(async (tx) => {
      const group = await lockGroup(tx, groupId);
      const problem = await placeProblem(tx, group, player, at);
      if (problem) throw httpError(400, problem);
      const [current] = await tx
        .select()
        .from(groupPlaces)
        .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.userId, userId)));
      if (current?.state === "placed")
        throw httpError(409, `${player.fullName} already has a place in ${group.name}`);
      const { placed, offered, waiting } = await placeCounts(tx, groupId);
      if (waitingList) {
        if (current)
          throw httpError(409, `${player.fullName} is already on the waiting list of ${group.name}`);
        await tx
          .insert(groupPlaces)
          .values({ groupId, userId, state: "waiting", queuedAt: at, placedBy: user.id });
        await audited(tx, user, at, {
          action: "session.place",
          entityType: "training_group",
          entityId: groupId,
          before: null,
          after: { userId, fullName: player.fullName, groupName: group.name, state: "waiting" },
        });
        // A free place nobody waits for goes to them at once, as an offer with its deadline.
        const notices = await refreshOffers(tx, group, at, siteUrl);
        return { group, notices, state: "waiting" as const };
      }
      // An offer held for this player is their own place.
      const taken = placed + offered - (current?.state === "offered" ? 1 : 0);
      if (taken >= group.capacity)
        throw httpError(
          409,
          `${group.name} is full (${group.capacity} ${group.capacity === 1 ? "place" : "places"}): put ${player.fullName} on its waiting list`,
        );
      if (waiting > 0 && current?.state !== "offered")
        throw httpError(
          409,
          `${waiting} ${waiting === 1 ? "player waits" : "players wait"} for a place in ${group.name}: put ${player.fullName} on its waiting list`,
        );
      await tx
        .insert(groupPlaces)
        .values({ groupId, userId, state: "placed", queuedAt: at, placedAt: at, placedBy: user.id })
        .onConflictDoUpdate({
          target: [groupPlaces.groupId, groupPlaces.userId],
          set: { state: "placed", offeredUntil: null, placedAt: at, placedBy: user.id },
        });
      await audited(tx, user, at, {
        action: "session.place",
        entityType: "training_group",
        entityId: groupId,
        before: current ? { userId, state: current.state } : null,
        after: { userId, fullName: player.fullName, groupName: group.name, state: "placed" },
      });
      const notices = [
        ...(await writeNotices(
          tx,
          [
            {
              userId,
              title: "Your training group",
              message: `The club gave you a place in ${group.name} at ${group.venue}. Your sessions are on the Training page.`,
            },
          ],
          at,
          siteUrl,
        )),
        ...(await tellCoach(
          tx,
          group.coachId,
          {
            title: "A new player in your group",
            message: `The club placed ${player.fullName} in ${group.name}.`,
          },
          at,
          siteUrl,
        )),
      ];
      return { group, notices, state: "placed" as const };
    });
    await mailNotices(notices);
    return c.json({
      message:
        state === "placed"
          ? `${player.fullName} has a place in ${group.name}`
          : `${player.fullName} is on the waiting list of ${group.name}`,
      state,
    });
  });

  /* Joining ------------------------------------------------------------------------------- */

  route(app, calls.openSessionGroups, async (c) => {
    const user = c.get("player");
    const at = now();
    const packageKey = await activePackage(db, user.id, at);
    const mine = await db.select().from(groupPlaces).where(eq(groupPlaces.userId, user.id));
    const candidates = await db
      .select()
      .from(trainingGroups)
      .where(
        or(
          and(
            packageKey ? eq(trainingGroups.packageKey, packageKey) : sql`false`,
            gte(trainingGroups.endsOn, clubLocal(at).date),
            ne(trainingGroups.kind, "private"),
          ),
          mine.length > 0
            ? inArray(
                trainingGroups.id,
                mine.map((p) => p.groupId),
              )
            : sql`false`,
        ),
      )
      .orderBy(asc(trainingGroups.name), asc(trainingGroups.id));
    const fitting = candidates.filter(
      (g) => mine.some((p) => p.groupId === g.id) || groupFits(g, { packageKey, level: user.level }),
    );
    const views = await groupViews(db, fitting, at);
    const groups: OpenGroup[] = views.map(({ exceptions: _exceptions, ...view }) => {
      const place = mine.find((p) => p.groupId === view._id);
      return {
        ...view,
        myState: place?.state ?? null,
        offeredUntil: place?.offeredUntil?.toISOString() ?? null,
      };
    });
    return c.json({ groups });
  });

  route(app, calls.joinSessionGroup, async (c) => {
    const { groupId } = c.req.valid("param");
    const user = c.get("player");
    const at = now();
    const state = await db.transaction(async (tx) => {
      const group = await lockGroup(tx, groupId);
      if (group.kind === "private") throw httpError(403, "Private lessons are arranged by the club");
      const problem = await placeProblem(tx, group, user, at, true);
      if (problem) throw httpError(400, problem);
      const [current] = await tx
        .select()
        .from(groupPlaces)
        .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.userId, user.id)));
      if (current) {
        throw httpError(
          409,
          current.state === "placed"
            ? `You already have a place in ${group.name}`
            : `You are already on the waiting list of ${group.name}`,
        );
      }
      const { placed, offered, waiting } = await placeCounts(tx, groupId);
      const outcome = joinOutcome({
        capacity: group.capacity,
        taken: placed + offered,
        waiting: waiting + offered,
      });
      await tx.insert(groupPlaces).values({
        groupId,
        userId: user.id,
        state: outcome,
        queuedAt: at,
        placedAt: outcome === "placed" ? at : null,
      });
      return { outcome, group };
    });
    return c.json({
      message:
        state.outcome === "placed"
          ? `You have a place in ${state.group.name}`
          : `${state.group.name} is full: you are on its waiting list, and the club will offer you the next free place`,
      state: state.outcome,
    });
  });

  route(app, calls.acceptSessionPlace, async (c) => {
    const { groupId } = c.req.valid("param");
    const user = c.get("player");
    const at = now();
    const result = await db.transaction(async (tx) => {
      const group = await lockGroup(tx, groupId);
      const [current] = await tx
        .select()
        .from(groupPlaces)
        .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.userId, user.id)));
      if (current?.state === "placed") return { group, accepted: true, notices: [] as string[] };
      if (current?.state !== "offered" || !current.offeredUntil || current.offeredUntil <= at) {
        const notices = await refreshOffers(tx, group, at, siteUrl);
        return { group, accepted: false, notices };
      }
      await tx
        .update(groupPlaces)
        .set({ state: "placed", offeredUntil: null, placedAt: at })
        .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.userId, user.id)));
      return { group, accepted: true, notices: [] as string[] };
    });
    await mailNotices(result.notices);
    if (!result.accepted) throw httpError(409, `No place in ${result.group.name} is offered to you now`);
    return c.json({ message: `You have a place in ${result.group.name}`, state: "placed" as const });
  });

  route(app, calls.leaveSessionGroup, async (c) => {
    const { groupId } = c.req.valid("param");
    const user = c.get("player");
    const at = now();
    const result = await db.transaction(async (tx) => {
      const group = await lockGroup(tx, groupId);
      const left = await tx
        .delete(groupPlaces)
        .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.userId, user.id)))
        .returning();
      if (left.length === 0) throw httpError(404, `You have no place in ${group.name}`);
      return { group, notices: await refreshOffers(tx, group, at, siteUrl) };
    });
    await mailNotices(result.notices);
    return c.json({ message: `You left ${result.group.name}` });
  });

  /* The member's schedule ----------------------------------------------------------------- */

  route(app, calls.mySessions, async (c) => {
    const user = c.get("player");
    const at = now();
    const [row] = await mySchedule(db).execute({
      userId: user.id,
      at: at.toISOString(),
      until: new Date(at.getTime() + SCHEDULE_DAYS * DAY_MS).toISOString(),
      since: new Date(at.getTime() - SCHEDULE_DAYS * DAY_MS).toISOString(),
    });
    const [coming, past] = row ? (JSON.parse(row.sessions) as [ComingRow[] | null, PastRow[] | null]) : [];
    const rows = (coming ?? []).map(
      ([id, groupName, startsAt, endsAt, venue, coachName, cancelled, cancelReason, told]) => ({
        id,
        groupName,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        venue,
        coachName,
        cancelled,
        cancelReason,
        told,
      }),
    );
    const next = rows.find((r) => !r.cancelled && r.startsAt > at);
    const feedToken = row?.calendarToken ?? null;
    return c.json({
      nextSession: next
        ? nextSessionLine({ startsAt: next.startsAt, venue: next.venue, coachName: next.coachName })
        : null,
      sessions: rows.map((session) => ({
        _id: session.id,
        groupName: session.groupName,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        when: sessionWhen(session.startsAt),
        venue: session.venue,
        coachName: session.coachName,
        cancelled: session.cancelled,
        cancelReason: session.cancelReason,
        cantCome: session.told === true,
      })),
      attendance: (past ?? []).map(([id, groupName, startsAt, cancelled, mark]) => {
        const date = new Date(startsAt);
        return {
          _id: id,
          groupName,
          startsAt: date.toISOString(),
          when: sessionWhen(date),
          cancelled,
          mark: cancelled ? null : mark,
        };
      }),
      notes: jsonList<NoteRow>(row?.notes).map(([sessionId, startsAt, coachName, note]) => ({
        sessionId,
        startsAt: new Date(startsAt).toISOString(),
        coachName,
        note,
      })),
      credits: jsonList<CreditRow>(row?.credits).map(
        ([id, sessionStartsAt, groupName, issuedAt, expiresAt, usedAt]) => ({
          _id: id,
          sessionStartsAt: new Date(sessionStartsAt).toISOString(),
          groupName,
          issuedAt: new Date(issuedAt).toISOString(),
          expiresAt: new Date(expiresAt).toISOString(),
          usedAt: usedAt === null ? null : new Date(usedAt).toISOString(),
        }),
      ),
      calendarUrl: feedToken === null ? null : calendarUrl(siteUrl, feedToken),
    });
  });

  /**
   * The player's own session that has not started and is not cancelled, for "Can't come" and its
   * taking back; refused with the reason otherwise.
   */
  async function sessionToTell(sessionId: string, userId: string, at: Date) {
    const { session, group } = await sessionOf(db, sessionId);
    const [place] = await db
      .select()
      .from(groupPlaces)
      .where(
        and(
          eq(groupPlaces.groupId, group.id),
          eq(groupPlaces.userId, userId),
          eq(groupPlaces.state, "placed"),
        ),
      );
    if (!place) throw httpError(403, "This is not one of your sessions");
    if (!canSayCantCome({ startsAt: session.startsAt, cancelled: session.cancelledAt !== null }, at)) {
      throw httpError(
        409,
        session.cancelledAt
          ? "This session is cancelled"
          : "This session has started: tell your coach on court",
      );
    }
    return { session, group };
  }

  route(app, calls.cantCome, async (c) => {
    const { sessionId } = c.req.valid("param");
    const user = c.get("player");
    const at = now();
    const { session, group } = await sessionToTell(sessionId, user.id, at);
    const notices = await db.transaction(async (tx) => {
      await tx
        .insert(sessionAttendance)
        .values({
          sessionId,
          userId: user.id,
          mark: "excused",
          toldByPlayer: true,
          markedAt: at,
          // Who told: the player, or the guardian acting for them.
          markedBy: c.get("user").id,
        })
        .onConflictDoUpdate({
          target: [sessionAttendance.sessionId, sessionAttendance.userId],
          set: { mark: "excused", toldByPlayer: true, markedAt: at, markedBy: c.get("user").id },
        });
      return tellCoach(
        tx,
        session.coachId,
        {
          title: "A player can't come",
          message: `${user.fullName} can't come to ${group.name} on ${sessionDateTime(session.startsAt)}.`,
        },
        at,
        siteUrl,
      );
    });
    await mailNotices(notices);
    return c.json({ message: "Your coach knows you can't come" });
  });

  route(app, calls.canComeAfterAll, async (c) => {
    const { sessionId } = c.req.valid("param");
    const user = c.get("player");
    const at = now();
    const { session, group } = await sessionToTell(sessionId, user.id, at);
    const notices = await db.transaction(async (tx) => {
      // Only the player's own word is taken back: a mark the coach has made since stays.
      const taken = await tx
        .delete(sessionAttendance)
        .where(
          and(
            eq(sessionAttendance.sessionId, sessionId),
            eq(sessionAttendance.userId, user.id),
            eq(sessionAttendance.toldByPlayer, true),
          ),
        )
        .returning({ userId: sessionAttendance.userId });
      if (taken.length === 0) throw httpError(409, "You have not said you can't come to this session");
      return tellCoach(
        tx,
        session.coachId,
        {
          title: "A player can come after all",
          message: `${user.fullName} can come to ${group.name} on ${sessionDateTime(session.startsAt)} after all.`,
        },
        at,
        siteUrl,
      );
    });
    await mailNotices(notices);
    return c.json({ message: "Your coach knows you are coming after all" });
  });

  /* The calendar feed --------------------------------------------------------------------- */

  route(app, calls.newCalendarFeed, async (c) => {
    const user = c.get("player");
    const token = randomBytes(24).toString("base64url");
    await db
      .insert(calendarFeeds)
      .values({ userId: user.id, token, createdAt: now() })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now() } });
    return c.json({
      message:
        "Your calendar address is ready: add it to your calendar app. An earlier address stops working.",
      calendarUrl: calendarUrl(siteUrl, token),
    });
  });

  route(app, calls.revokeCalendarFeed, async (c) => {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, c.get("player").id));
    return c.json({ message: "Your calendar address no longer works", calendarUrl: null });
  });

  route(app, calls.calendarFeed, async (c) => {
    const token = c.req.valid("param").token.replace(/\.ics$/, "");
    const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
    if (!feed) throw httpError(404, "This calendar address does not exist or was replaced");
    const at = now();
    const rows = await db
      .select({ session: trainingSessions, group: trainingGroups, coachName: coaches.coachName })
      .from(groupPlaces)
      .innerJoin(trainingGroups, eq(trainingGroups.id, groupPlaces.groupId))
      .innerJoin(trainingSessions, eq(trainingSessions.groupId, trainingGroups.id))
      .innerJoin(coaches, eq(coaches.id, trainingSessions.coachId))
      .where(
        and(
          eq(groupPlaces.userId, feed.userId),
          eq(groupPlaces.state, "placed"),
          gt(trainingSessions.startsAt, new Date(at.getTime() - SCHEDULE_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(trainingSessions.startsAt))
      .limit(400);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Cache-Control", "private, no-store");
    return c.body(
      calendarText(
        rows.map(({ session, group, coachName }) => ({
          id: session.id,
          title: `${group.name} (${coachName})`,
          venue: session.venue,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          cancelled: session.cancelledAt !== null,
        })),
        at,
      ),
    );
  });

  /* The coach's app ----------------------------------------------------------------------- */

  route(app, calls.coachSessions, async (c) => {
    const actor = await sessionActor(db, c.get("user"));
    if (!actor.coach)
      throw httpError(403, "Only coaches whose account the club linked to their coach profile can see this");
    const at = now();
    const day = clubDay(at);
    const rows = await db
      .select({ session: trainingSessions, group: trainingGroups })
      .from(trainingSessions)
      .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
      .where(
        and(
          eq(trainingSessions.coachId, actor.coach._id),
          gte(trainingSessions.startsAt, day.from),
          lt(trainingSessions.startsAt, new Date(day.from.getTime() + COACH_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(trainingSessions.startsAt));
    const players = await db
      .selectDistinct({ _id: users.id, fullName: users.fullName, level: users.level })
      .from(groupPlaces)
      .innerJoin(trainingGroups, eq(trainingGroups.id, groupPlaces.groupId))
      .innerJoin(users, eq(users.id, groupPlaces.userId))
      .where(and(eq(trainingGroups.coachId, actor.coach._id), eq(groupPlaces.state, "placed")))
      .orderBy(asc(users.fullName), asc(users.id));
    return c.json({
      coach: actor.coach,
      today: day.date,
      sessions: await coachSessionViews(db, rows, at),
      players,
    });
  });

  route(app, calls.coachRedeemFreeSession, async (c) => {
    const { userId } = c.req.valid("param");
    const user = c.get("user");
    if (!(await coachesPlayer(db, user.id, userId)))
      throw httpError(403, "This player has no place in any of your groups");
    return c.json(await redeemFreeSession(db, user, userId, now()));
  });

  route(app, calls.takeAttendance, async (c) => {
    const { sessionId } = c.req.valid("param");
    const { marks } = c.req.valid("json");
    const user = c.get("user");
    const actor = await sessionActor(db, user);
    const row = await sessionOf(db, sessionId);
    requireSessionCoach(actor, row.session.coachId, "take its attendance");
    const at = now();
    // Each mark as of the tap (a phone offline at the session syncs later), never later than now.
    const stamped = marks.map(
      (m) => new Date(Math.min(Date.parse(m.markedAt), at.getTime() + CLOCK_SKEW_MS)),
    );
    const [view] = await coachSessionViews(db, [row], at);
    const onRoster = new Set(view?.roster.map((r) => r.userId));
    const stranger = marks.find((m) => !onRoster.has(m.userId));
    if (stranger) throw httpError(400, "A player marked is not in this session's group");
    const held = { startsAt: row.session.startsAt, cancelled: row.session.cancelledAt !== null };
    const refusal = marks.map((m, i) => markRefusal(held, m.mark, stamped[i] ?? at)).find(Boolean);
    if (refusal) throw httpError(409, refusal);
    const session = await db.transaction(async (tx) => {
      for (const [i, m] of marks.entries()) {
        const markedAt = stamped[i] ?? at;
        await tx
          .insert(sessionAttendance)
          .values({ sessionId, userId: m.userId, mark: m.mark, markedAt, markedBy: user.id })
          .onConflictDoUpdate({
            target: [sessionAttendance.sessionId, sessionAttendance.userId],
            set: { mark: m.mark, toldByPlayer: false, markedAt, markedBy: user.id },
            // The latest tap wins, whichever phone synced first.
            setWhere: sql`${sessionAttendance.markedAt} <= ${markedAt.toISOString()}::timestamptz`,
          });
      }
      await audited(tx, user, at, {
        action: "session.attendance",
        entityType: "training_session",
        entityId: sessionId,
        before: null,
        after: { groupName: row.group.name, startsAt: row.session.startsAt, marks },
      });
      const [fresh] = await coachSessionViews(tx, [row], at);
      return fresh;
    });
    if (!session) throw new Error("The session was not read back");
    return c.json({ message: "Attendance saved", session });
  });

  route(app, calls.writeSessionNote, async (c) => {
    const { sessionId } = c.req.valid("param");
    const { userId, note, shared } = c.req.valid("json");
    const user = c.get("user");
    const actor = await sessionActor(db, user);
    const row = await sessionOf(db, sessionId);
    requireSessionCoach(actor, row.session.coachId, "write notes on it");
    const at = now();
    const [view] = await coachSessionViews(db, [row], at);
    if (!view?.roster.some((r) => r.userId === userId))
      throw httpError(400, "This player is not in this session's group");
    if (note === "") {
      await db
        .delete(sessionNotes)
        .where(and(eq(sessionNotes.sessionId, sessionId), eq(sessionNotes.userId, userId)));
    } else {
      await db
        .insert(sessionNotes)
        .values({ sessionId, userId, note, shared, writtenBy: user.id, updatedAt: at })
        .onConflictDoUpdate({
          target: [sessionNotes.sessionId, sessionNotes.userId],
          set: { note, shared, writtenBy: user.id, updatedAt: at },
        });
    }
    const [session] = await coachSessionViews(db, [row], at);
    if (!session) throw new Error("The session was not read back");
    return c.json({ message: note === "" ? "Note removed" : "Note saved", session });
  });

  route(app, calls.cancelSession, async (c) => {
    const { sessionId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const user = c.get("user");
    const actor = await sessionActor(db, user);
    const at = now();
    const result = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.id, sessionId))
        .for("update");
      if (!locked) throw httpError(404, "This session does not exist");
      requireSessionCoach(actor, locked.coachId, "cancel it");
      if (locked.cancelledAt) throw httpError(409, "This session is already cancelled");
      if (locked.endsAt <= at) throw httpError(409, "This session has already taken place");
      const [group] = await tx.select().from(trainingGroups).where(eq(trainingGroups.id, locked.groupId));
      if (!group) throw httpError(404, "This session does not exist");
      await tx
        .update(trainingSessions)
        .set({ cancelledAt: at, cancelReason: reason, cancelledBy: user.id })
        .where(eq(trainingSessions.id, sessionId));
      const players = await tx
        .select({ userId: groupPlaces.userId })
        .from(groupPlaces)
        .where(and(eq(groupPlaces.groupId, group.id), eq(groupPlaces.state, "placed")));
      if (players.length > 0) {
        await tx
          .insert(makeUpCredits)
          .values(
            players.map((p) => ({
              userId: p.userId,
              sessionId,
              issuedAt: at,
              expiresAt: makeUpCreditExpiry(at),
            })),
          )
          .onConflictDoNothing();
      }
      const when = sessionDateTime(locked.startsAt);
      const notices = await writeNotices(
        tx,
        players.map((p) => ({
          userId: p.userId,
          title: "Session cancelled",
          message: `${group.name} on ${when} at ${locked.venue} is cancelled: ${reason}. You have a make-up session to use within ${MAKE_UP_CREDIT_DAYS} days; the club will arrange it with you.`,
        })),
        at,
        siteUrl,
      );
      await audited(tx, user, at, {
        action: "session.cancel",
        entityType: "training_session",
        entityId: sessionId,
        before: { cancelled: false },
        after: { groupName: group.name, startsAt: locked.startsAt, reason, told: players.length },
      });
      return { notices, told: players.length, group, when };
    });
    await mailNotices(result.notices);
    return c.json({
      message: `${result.group.name} on ${result.when} is cancelled; ${result.told} ${result.told === 1 ? "player was" : "players were"} told and given a make-up credit`,
      told: result.told,
    });
  });

  return app;
}

/** The address of a member's private calendar feed. */
function calendarUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}/api/calendar/${token}.ics`;
}
