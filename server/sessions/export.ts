/**
 * A member's training in their data export: their places in groups, their attendance, the notes
 * their coaches shared with them and their make-up credits. Private notes stay with coach and
 * staff, like staff's member notes.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  groupPlaces,
  makeUpCredits,
  sessionAttendance,
  sessionNotes,
  trainingGroups,
  trainingSessions,
} from "../db/schema";

export async function trainingExport(db: Database, userId: string) {
  const [places, attendance, notes, credits] = await Promise.all([
    db
      .select({ place: groupPlaces, groupName: trainingGroups.name, venue: trainingGroups.venue })
      .from(groupPlaces)
      .innerJoin(trainingGroups, eq(trainingGroups.id, groupPlaces.groupId))
      .where(eq(groupPlaces.userId, userId)),
    db
      .select({
        mark: sessionAttendance,
        startsAt: trainingSessions.startsAt,
        groupName: trainingGroups.name,
      })
      .from(sessionAttendance)
      .innerJoin(trainingSessions, eq(trainingSessions.id, sessionAttendance.sessionId))
      .innerJoin(trainingGroups, eq(trainingGroups.id, trainingSessions.groupId))
      .where(eq(sessionAttendance.userId, userId))
      .orderBy(asc(trainingSessions.startsAt)),
    db
      .select({ note: sessionNotes, startsAt: trainingSessions.startsAt })
      .from(sessionNotes)
      .innerJoin(trainingSessions, eq(trainingSessions.id, sessionNotes.sessionId))
      .where(and(eq(sessionNotes.userId, userId), eq(sessionNotes.shared, true)))
      .orderBy(asc(trainingSessions.startsAt)),
    db
      .select()
      .from(makeUpCredits)
      .where(eq(makeUpCredits.userId, userId))
      .orderBy(asc(makeUpCredits.issuedAt)),
  ]);
  return {
    places: places.map(({ place, groupName, venue }) => ({
      groupName,
      venue,
      state: place.state,
      since: place.placedAt?.toISOString() ?? place.queuedAt.toISOString(),
    })),
    attendance: attendance.map(({ mark, startsAt, groupName }) => ({
      groupName,
      sessionStartsAt: startsAt.toISOString(),
      mark: mark.mark,
      saidCantCome: mark.toldByPlayer,
    })),
    sharedNotes: notes.map(({ note, startsAt }) => ({
      sessionStartsAt: startsAt.toISOString(),
      note: note.note,
    })),
    makeUpCredits: credits.map((c) => ({
      issuedAt: c.issuedAt.toISOString(),
      expiresAt: c.expiresAt.toISOString(),
      usedAt: c.usedAt?.toISOString() ?? null,
    })),
  };
}
