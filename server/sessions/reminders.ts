/**
 * The reminder the day before a session, sent by the hourly housekeeping: every player with a place
 * who has not said "Can't come" is told once (a notification with its mail copy), recorded in
 * `session_reminders` with the notice in one transaction, so concurrent runs send each once. The
 * same run withdraws waiting-list offers that lapsed and offers those places to the next in line.
 */
import { and, eq, gt, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { clubDay, coachCallName, reminderDue, sessionDateTime } from "@/shared/domain/training-sessions";
import {
  coaches,
  groupPlaces,
  sessionAttendance,
  sessionReminders,
  trainingGroups,
  trainingSessions,
} from "../db/schema";
import { mailPendingNotices, writeNotices } from "../lib/member-notices";
import type { PaymentDeps } from "../payments/deps";
import { refreshOffers } from "./schedule";

type Deps = Pick<PaymentDeps, "db" | "mailer" | "config" | "now">;

export async function sendSessionReminders(deps: Deps): Promise<number> {
  const { db, config } = deps;
  const at = deps.now();
  const tomorrow = clubDay(new Date(clubDay(at).to.getTime() + 60 * 60 * 1000));
  const rows = await db
    .select({
      session: trainingSessions,
      group: trainingGroups,
      coachName: coaches.coachName,
      userId: groupPlaces.userId,
    })
    .from(trainingSessions)
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
    .innerJoin(coaches, eq(coaches.id, trainingSessions.coachId))
    .innerJoin(groupPlaces, and(eq(groupPlaces.groupId, trainingGroups.id), eq(groupPlaces.state, "placed")))
    .leftJoin(
      sessionAttendance,
      and(
        eq(sessionAttendance.sessionId, trainingSessions.id),
        eq(sessionAttendance.userId, groupPlaces.userId),
      ),
    )
    .leftJoin(
      sessionReminders,
      and(
        eq(sessionReminders.sessionId, trainingSessions.id),
        eq(sessionReminders.userId, groupPlaces.userId),
      ),
    )
    .where(
      and(
        isNull(trainingSessions.cancelledAt),
        gt(trainingSessions.startsAt, at),
        lte(trainingSessions.startsAt, tomorrow.to),
        isNull(sessionReminders.sentAt),
        sql`(${sessionAttendance.toldByPlayer} is null or ${sessionAttendance.toldByPlayer} = false)`,
      ),
    );
  const due = rows.filter((row) => reminderDue(row.session.startsAt, at));
  if (due.length === 0) return 0;
  const ids = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sessionReminders)
      .values(due.map((row) => ({ sessionId: row.session.id, userId: row.userId, sentAt: at })))
      .onConflictDoNothing()
      .returning();
    const mine = due.filter((row) =>
      claimed.some((c) => c.sessionId === row.session.id && c.userId === row.userId),
    );
    return writeNotices(
      tx,
      mine.map((row) => ({
        userId: row.userId,
        title: "Training tomorrow",
        message: `${row.group.name} is tomorrow, ${sessionDateTime(row.session.startsAt)} (Lagos time), at ${row.session.venue} with ${coachCallName(row.coachName)}. Can't come? Say so on the Training page.`,
      })),
      at,
      config.publicSiteUrl,
    );
  });
  await mailPendingNotices(deps, { ids });
  return ids.length;
}

/** Withdraws lapsed waiting-list offers and offers their places to the next in line. */
export async function refreshLapsedOffers(deps: Deps): Promise<number> {
  const at = deps.now();
  const lapsed = await deps.db
    .selectDistinct({ groupId: groupPlaces.groupId })
    .from(groupPlaces)
    .where(and(eq(groupPlaces.state, "offered"), lt(groupPlaces.offeredUntil, at)));
  let offered = 0;
  for (const { groupId } of lapsed) {
    const ids = await deps.db.transaction(async (tx) => {
      const [group] = await tx
        .select()
        .from(trainingGroups)
        .where(inArray(trainingGroups.id, [groupId]))
        .for("update");
      return group ? refreshOffers(tx, group, at, deps.config.publicSiteUrl) : [];
    });
    offered += ids.length;
    await mailPendingNotices(deps, { ids });
  }
  return offered;
}
