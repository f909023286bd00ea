/**
 * Demo training: a weekly group for every demo coach, four weeks back and four weeks ahead of the
 * seeding day (so the demo is always current), with attendance taken at the past sessions. The demo
 * coach's group meets today and on Tuesdays at 17:00 on Court 2, with the demo member in it, so
 * coach@example.com has a session today and member@example.com a next session; the demo parent's
 * youngest trains in her coach's juniors' group, so the parent sees a child's sessions and marks.
 */
import { clubLocal } from "@/shared/domain/club-time";
import type { Level } from "@/shared/domain/lists";
import {
  type AttendanceMark,
  addDays,
  isoWeekday,
  occurrences,
  type WeeklyTime,
} from "@/shared/domain/training-sessions";
import type { Tx } from "../../payments/grants";
import * as t from "../schema";
import { DEMO_COACHES, DEMO_PLAYERS, DEMO_REVIEWERS, reviewerIdOf } from "./catalogue";
import { demoId } from "./ids";

const WEEKS = 4;
const MINUTES = 90;
/**
 * Court and start of each coach's group, one per coach, so no two groups share a court at an hour:
 * the demo coach's group has Court 2 to itself, since its 17:00 would overlap 16:00 and 17:30 there.
 */
const MEMBER_SLOT = { venue: "Court 2", time: "17:00" };
const SLOTS = ["16:00", "17:30", "19:00"].flatMap((time) =>
  [1, 3, 4, 5, 6].map((court) => ({ venue: `Court ${court}`, time })),
);

const ADULT_LEVELS: Level[] = ["adult amatuer", "adult mid-level", "adult professional"];
const KIDS_LEVELS: Level[] = ["kids amatuer", "kids mid-level", "kids professional"];

/** A fixed, varied pattern of marks: mostly present, some late, an excused and a run of absences. */
function markFor(player: number, session: number, sessions: number): AttendanceMark {
  // The last player of the demo coach's group missed the last three: the register flags them.
  if (player === -1 && session >= sessions - 3) return "absent";
  const turn = (player * 7 + session * 3) % 11;
  return turn === 0 ? "late" : turn === 5 ? "excused" : turn === 9 ? "absent" : "present";
}

export async function seedTrainingSessions(
  tx: Tx,
  now: Date,
  ids: {
    memberId: string;
    memberCoachId: string;
    staffId: string;
    /** The demo family's junior on a Regular package, placed in their coach's juniors' group. */
    junior: { playerId: string; coachId: string; packageKey: string };
  },
): Promise<void> {
  const today = clubLocal(now).date;
  const startsOn = addDays(today, -7 * WEEKS);
  const endsOn = addDays(today, 7 * WEEKS);
  const todayWeekday = isoWeekday(today);
  const players = [...DEMO_PLAYERS, ...DEMO_REVIEWERS.filter((r) => r.key !== "fatima-sani")];
  const adults = players.filter((p) => p.level.startsWith("adult"));
  const kids = players.filter((p) => p.level.startsWith("kids"));

  let slot = 0;
  for (const [index, coach] of DEMO_COACHES.entries()) {
    const isMemberCoach = coach.id === ids.memberCoachId;
    const kidsGroup = coach.level.startsWith("kids");
    const juniorsCoach = coach.id === ids.junior.coachId;
    const place = isMemberCoach ? MEMBER_SLOT : (SLOTS[slot++ % SLOTS.length] ?? MEMBER_SLOT);
    // The demo coach: today and Tuesdays (or Fridays when today is a Tuesday); others two set days.
    const weekdays = isMemberCoach
      ? [todayWeekday, todayWeekday === 2 ? 5 : 2]
      : [(index % 5) + 1, ((index + 2) % 5) + 1];
    const weekly: WeeklyTime[] = weekdays.map((weekday) => ({ weekday, time: place.time }));
    const groupId = demoId(`training-group:${coach.id}`);
    const name = isMemberCoach
      ? "Standard adults, evenings"
      : `${coach.coachName.split(" ")[0]}'s ${kidsGroup ? "juniors" : "adults"}`;
    await tx.insert(t.trainingGroups).values({
      id: groupId,
      name,
      kind: "group",
      packageKey: isMemberCoach
        ? "standard"
        : juniorsCoach
          ? ids.junior.packageKey
          : kidsGroup
            ? "family"
            : "regular",
      coachId: coach.id,
      venue: place.venue,
      levels: kidsGroup ? KIDS_LEVELS : ADULT_LEVELS,
      capacity: 8,
      startsOn,
      endsOn,
      minutes: MINUTES,
      weekly,
      exceptions: [],
      createdBy: ids.staffId,
      createdAt: new Date(now.getTime() - (WEEKS * 7 + 3) * 24 * 60 * 60 * 1000),
    });
    const planned = occurrences({ startsOn, endsOn, weekly, minutes: MINUTES, exceptions: [] });
    const sessions = planned.map((o, i) => ({
      id: demoId(`training-session:${coach.id}:${i}`),
      groupId,
      coachId: coach.id,
      venue: place.venue,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
    }));
    await tx.insert(t.trainingSessions).values(sessions);

    const pool = kidsGroup ? kids : adults;
    const chosen = pool.length === 0 ? [] : [0, 1, 2].map((k) => pool[(index + k) % pool.length]);
    const members = [
      ...(isMemberCoach ? [ids.memberId] : []),
      ...[...new Set(chosen.filter((p) => p !== undefined).map((p) => reviewerIdOf(p.key)))],
      ...(juniorsCoach ? [ids.junior.playerId] : []),
    ];
    if (members.length === 0) continue;
    await tx.insert(t.groupPlaces).values(
      members.map((userId) => ({
        groupId,
        userId,
        state: "placed" as const,
        queuedAt: new Date(startsOn),
        placedAt: new Date(startsOn),
        placedBy: ids.staffId,
      })),
    );
    const past = sessions.filter((s) => s.endsAt.getTime() <= now.getTime());
    const marks = past.flatMap((session, s) =>
      members.map((userId, p) => ({
        sessionId: session.id,
        userId,
        mark: markFor(isMemberCoach && p === members.length - 1 ? -1 : p + index, s, past.length),
        markedAt: new Date(session.startsAt.getTime() + 5 * 60 * 1000),
        markedBy: null,
      })),
    );
    if (marks.length > 0) await tx.insert(t.sessionAttendance).values(marks);
  }
}
