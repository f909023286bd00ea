/**
 * The training schedule in the database: setting up a group writes out its sessions after the
 * clash check, both under one lock so two groups set up at once cannot both take a coach or a
 * court; places and the waiting list change under the group's row lock, so a full group stays full
 * however many players press Join at once (docs/decisions/0170-training-sessions.md).
 */
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { SessionGroup, SessionGroupInput } from "@/shared/api/contract";
import {
  type BookedSlot,
  capacityProblem,
  clashMessage,
  firstClash,
  occurrences,
  planOffers,
  planReschedule,
  recurrenceProblem,
  type Slot,
  sessionDateTime,
  sessionWhen,
} from "@/shared/domain/training-sessions";
import type { Database } from "../db/client";
import { coachAccounts, coaches, groupPlaces, trainingGroups, trainingSessions } from "../db/schema";
import { httpError } from "../lib/http-error";
import { type Notice, writeNotices } from "../lib/member-notices";
import type { Tx } from "../payments/grants";

/** One lock for every schedule write: setting up groups is rare, and clashes span groups. */
const SCHEDULE_LOCK = 170_001;

export type GroupRow = typeof trainingGroups.$inferSelect;
export type SessionRow = typeof trainingSessions.$inferSelect;

const normalVenue = (venue: string) => venue.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Takes the schedule lock and refuses (409 naming the clash) planned sessions that put the coach or
 * the court in two places at once; sessions of `exceptGroupId` (the group being edited) are left out.
 */
async function refuseClash(
  tx: Tx,
  planned: readonly Slot[],
  who: { coachId: string; venue: string },
  coachName: string,
  exceptGroupId?: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
  const first = planned[0];
  const last = planned[planned.length - 1];
  if (!first || !last) return;
  const booked = await tx
    .select({
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      coachId: trainingSessions.coachId,
      venue: trainingSessions.venue,
      groupName: trainingGroups.name,
    })
    .from(trainingSessions)
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
    .where(
      and(
        isNull(trainingSessions.cancelledAt),
        lt(trainingSessions.startsAt, last.endsAt),
        gt(trainingSessions.endsAt, first.startsAt),
        exceptGroupId ? ne(trainingSessions.groupId, exceptGroupId) : undefined,
        or(
          eq(trainingSessions.coachId, who.coachId),
          sql`lower(regexp_replace(trim(${trainingSessions.venue}), '\\s+', ' ', 'g')) = ${normalVenue(who.venue)}`,
        ),
      ),
    );
  const clash = firstClash(planned, who, booked as BookedSlot[]);
  if (clash) throw httpError(409, clashMessage(clash, coachName, who.venue));
}

/** The recurrence of a group's input: a one-off session or a private lesson is its first day's first time. */
function recurrenceOf(input: SessionGroupInput) {
  const single = input.kind !== "group";
  return {
    startsOn: input.startsOn,
    endsOn: single ? input.startsOn : input.endsOn,
    weekly: single ? input.weekly.slice(0, 1) : input.weekly,
    minutes: input.minutes,
    exceptions: single ? [] : input.exceptions,
  };
}

/** Sets up a group and writes its sessions; 409 naming the clash when its coach or court is taken. */
export async function setUpGroup(
  tx: Tx,
  input: SessionGroupInput & { coachId: string },
  coachName: string,
  actorId: string,
  at: Date,
): Promise<GroupRow> {
  const recurrence = recurrenceOf(input);
  const problem = recurrenceProblem(recurrence);
  if (problem) throw httpError(400, problem);
  if (input.kind === "private" && input.capacity !== 1)
    throw httpError(400, "A private lesson is for one player");
  const planned = occurrences(recurrence);
  const first = planned[0];
  const last = planned[planned.length - 1];
  if (!first || !last) throw httpError(400, "These dates and weekly times give no session");
  if (first.startsAt.getTime() < at.getTime() - 24 * 60 * 60 * 1000)
    throw httpError(400, "A new group cannot start in the past");

  await refuseClash(tx, planned, { coachId: input.coachId, venue: input.venue }, coachName);

  const [group] = await tx
    .insert(trainingGroups)
    .values({
      name: input.name,
      kind: input.kind,
      packageKey: input.packageKey,
      coachId: input.coachId,
      venue: input.venue,
      levels: input.levels,
      capacity: input.capacity,
      startsOn: recurrence.startsOn,
      endsOn: recurrence.endsOn,
      minutes: input.minutes,
      weekly: recurrence.weekly,
      exceptions: recurrence.exceptions,
      createdBy: actorId,
      createdAt: at,
    })
    .returning();
  if (!group) throw new Error("The group was not stored");
  await tx.insert(trainingSessions).values(
    planned.map((o) => ({
      groupId: group.id,
      coachId: input.coachId,
      venue: input.venue,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
    })),
  );
  return group;
}

export interface GroupEdit {
  before: GroupRow;
  after: GroupRow;
  /** Coming sessions kept, dropped and added. */
  kept: number;
  removed: number;
  added: number;
}

/**
 * Edits a group: its name, coach, court, levels, places, weekly times, length, dates and days off.
 * Its kind and package stay. Coming sessions follow the new times (`planReschedule`): past ones and
 * cancelled ones stay as they are. 409 naming a clash, or when the places fall below the players
 * placed. Runs under the group's row lock and the schedule lock.
 */
export async function editGroup(
  tx: Tx,
  groupId: string,
  input: SessionGroupInput & { coachId: string },
  coachName: string,
  at: Date,
): Promise<GroupEdit> {
  const before = await lockGroup(tx, groupId);
  if (input.kind !== before.kind) throw httpError(400, "A group's kind stays as it was set up");
  if (input.packageKey !== before.packageKey)
    throw httpError(400, "A group's training package stays as it was set up: set up a new group");
  const recurrence = recurrenceOf(input);
  const problem = recurrenceProblem(recurrence);
  if (problem) throw httpError(400, problem);
  if (before.kind === "private" && input.capacity !== 1)
    throw httpError(400, "A private lesson is for one player");
  const { placed } = await placeCounts(tx, groupId);
  const tooFew = capacityProblem(input.capacity, placed, before.name);
  if (tooFew) throw httpError(409, tooFew);

  const planned = occurrences(recurrence);
  const existing = await tx
    .select({
      id: trainingSessions.id,
      startsAt: trainingSessions.startsAt,
      cancelledAt: trainingSessions.cancelledAt,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.groupId, groupId));
  const plan = planReschedule(
    existing.map((e) => ({ id: e.id, startsAt: e.startsAt, cancelled: e.cancelledAt !== null })),
    planned,
    at,
  );
  const coming = planned.filter((o) => o.startsAt.getTime() > at.getTime());
  await refuseClash(tx, coming, { coachId: input.coachId, venue: input.venue }, coachName, groupId);

  if (plan.remove.length > 0)
    await tx.delete(trainingSessions).where(inArray(trainingSessions.id, plan.remove));
  const ends = new Map(coming.map((o) => [o.startsAt.getTime(), o.endsAt]));
  for (const id of plan.keep) {
    const startsAt = existing.find((e) => e.id === id)?.startsAt;
    const endsAt = startsAt && ends.get(startsAt.getTime());
    if (!endsAt) continue;
    await tx
      .update(trainingSessions)
      .set({ coachId: input.coachId, venue: input.venue, endsAt })
      .where(eq(trainingSessions.id, id));
  }
  if (plan.add.length > 0) {
    await tx.insert(trainingSessions).values(
      plan.add.map((o) => ({
        groupId,
        coachId: input.coachId,
        venue: input.venue,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
      })),
    );
  }
  const [after] = await tx
    .update(trainingGroups)
    .set({
      name: input.name,
      coachId: input.coachId,
      venue: input.venue,
      levels: input.levels,
      capacity: input.capacity,
      startsOn: recurrence.startsOn,
      endsOn: recurrence.endsOn,
      minutes: input.minutes,
      weekly: recurrence.weekly,
      exceptions: recurrence.exceptions,
    })
    .where(eq(trainingGroups.id, groupId))
    .returning();
  if (!after) throw new Error("The group was not stored");
  return { before, after, kept: plan.keep.length, removed: plan.remove.length, added: plan.add.length };
}

/** The group's row, locked for the rest of the transaction (places change one request at a time). */
export async function lockGroup(tx: Tx, groupId: string): Promise<GroupRow> {
  const [group] = await tx.select().from(trainingGroups).where(eq(trainingGroups.id, groupId)).for("update");
  if (!group) throw httpError(404, "This training group does not exist");
  return group;
}

/** Placed players, live offers and the waiting list of a group. */
export async function placeCounts(db: Database | Tx, groupId: string) {
  const rows = await db
    .select({ state: groupPlaces.state, n: sql<number>`count(*)::int` })
    .from(groupPlaces)
    .where(eq(groupPlaces.groupId, groupId))
    .groupBy(groupPlaces.state);
  const of = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { placed: of("placed"), offered: of("offered"), waiting: of("waiting") };
}

/**
 * Withdraws lapsed offers and offers each free place to the next player waiting, telling them.
 * Runs under the group's lock; answers the notices it wrote.
 */
export async function refreshOffers(tx: Tx, group: GroupRow, at: Date, siteUrl: string): Promise<string[]> {
  const queue = await tx
    .select()
    .from(groupPlaces)
    .where(and(eq(groupPlaces.groupId, group.id), inArray(groupPlaces.state, ["waiting", "offered"])));
  const { placed } = await placeCounts(tx, group.id);
  const plan = planOffers({ capacity: group.capacity, placed }, queue, at);
  if (plan.lapsed.length > 0) {
    await tx
      .delete(groupPlaces)
      .where(and(eq(groupPlaces.groupId, group.id), inArray(groupPlaces.userId, plan.lapsed)));
  }
  if (plan.offer.length === 0) return [];
  await tx
    .update(groupPlaces)
    .set({ state: "offered", offeredUntil: plan.until })
    .where(and(eq(groupPlaces.groupId, group.id), inArray(groupPlaces.userId, plan.offer)));
  const notices: Notice[] = plan.offer.map((userId) => ({
    userId,
    title: "A training place is free",
    message: `A place in ${group.name} is yours if you accept it by ${sessionDateTime(plan.until)} (Lagos time), on the Training page.`,
  }));
  return writeNotices(tx, notices, at, siteUrl);
}

/** Tells a coach (through their linked account, if any) that staff gave them a new player. */
export async function tellCoach(
  tx: Tx,
  coachId: string,
  message: { title: string; message: string },
  at: Date,
  siteUrl: string,
): Promise<string[]> {
  const [link] = await tx
    .select({ userId: coachAccounts.userId })
    .from(coachAccounts)
    .where(eq(coachAccounts.coachId, coachId));
  return link ? writeNotices(tx, [{ userId: link.userId, ...message }], at, siteUrl) : [];
}

/** The answer shape of groups, with their place counts and next session. */
export async function groupViews(
  db: Database,
  groups: readonly GroupRow[],
  at: Date,
): Promise<SessionGroup[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const [counts, nexts, coachRows] = await Promise.all([
    db
      .select({ groupId: groupPlaces.groupId, state: groupPlaces.state, n: sql<number>`count(*)::int` })
      .from(groupPlaces)
      .where(inArray(groupPlaces.groupId, ids))
      .groupBy(groupPlaces.groupId, groupPlaces.state),
    db
      .select({ groupId: trainingSessions.groupId, startsAt: sql<string>`min(${trainingSessions.startsAt})` })
      .from(trainingSessions)
      .where(
        and(
          inArray(trainingSessions.groupId, ids),
          gt(trainingSessions.startsAt, at),
          isNull(trainingSessions.cancelledAt),
        ),
      )
      .groupBy(trainingSessions.groupId),
    db
      .select({ _id: coaches.id, coachName: coaches.coachName })
      .from(coaches)
      .where(inArray(coaches.id, [...new Set(groups.map((g) => g.coachId))])),
  ]);
  const count = (groupId: string, states: string[]) =>
    counts
      .filter((c) => c.groupId === groupId && states.includes(c.state))
      .reduce((sum, c) => sum + Number(c.n), 0);
  return groups.map((g) => {
    const next = nexts.find((n) => n.groupId === g.id)?.startsAt;
    return {
      _id: g.id,
      name: g.name,
      kind: g.kind,
      packageKey: g.packageKey as SessionGroup["packageKey"],
      coach: coachRows.find((c) => c._id === g.coachId) ?? { _id: g.coachId, coachName: "" },
      venue: g.venue,
      levels: g.levels,
      capacity: g.capacity,
      placed: count(g.id, ["placed", "offered"]),
      waiting: count(g.id, ["waiting"]),
      startsOn: g.startsOn,
      endsOn: g.endsOn,
      minutes: g.minutes,
      weekly: g.weekly,
      exceptions: g.exceptions,
      nextSession: next ? sessionWhen(new Date(next)) : null,
    };
  });
}

/** Groups ordered by name, optionally of one coach. */
export async function listGroups(db: Database, coachId?: string): Promise<GroupRow[]> {
  return db
    .select()
    .from(trainingGroups)
    .where(coachId ? eq(trainingGroups.coachId, coachId) : undefined)
    .orderBy(asc(trainingGroups.name), asc(trainingGroups.id));
}
