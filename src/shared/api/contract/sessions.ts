/**
 * The contract of the training-session calls (calls/sessions.ts, calls/sessions.staff.ts): groups and their sessions, places
 * and the waiting list, the member's schedule, the coach's day and attendance, make-up credits and
 * the attendance register. Conventions as in contract.ts.
 */
import { z } from "zod";
import { isLocalDate, isLocalTime } from "../../domain/club-time";
import { LEVELS, TRAINING_KEYS } from "../../domain/lists";
import {
  ATTENDANCE_MARKS,
  GROUP_KINDS,
  MAX_GROUP_CAPACITY,
  PLACE_STATES,
} from "../../domain/training-sessions";
import { Id } from "../../domain/validation";

const LocalDate = z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD");
const LocalTime = z.string().refine(isLocalTime, "Use a time of day as HH:MM");
const Instant = z.string();

export const AttendanceMark = z.enum(ATTENDANCE_MARKS);
export type AttendanceMark = z.infer<typeof AttendanceMark>;

export const GroupKind = z.enum(GROUP_KINDS);
export type GroupKind = z.infer<typeof GroupKind>;

export const WeeklyTime = z.object({ weekday: z.number().int().min(1).max(7), time: LocalTime });
export type WeeklyTime = z.infer<typeof WeeklyTime>;

export const GroupParam = z.object({ groupId: Id });
export const SessionParam = z.object({ sessionId: Id });
export const CreditParam = z.object({ creditId: Id });

/** A group (weekly), a one-off session or a private lesson, as staff or its coach set it up. */
export const SessionGroupInput = z.object({
  name: z.string().trim().min(1, "Give the group a name").max(80),
  kind: GroupKind.default("group"),
  packageKey: z.enum(TRAINING_KEYS),
  /** Staff choose the coach; a coach's own groups are always theirs. */
  coachId: Id.optional(),
  venue: z.string().trim().min(1, "Give the court or venue").max(80),
  levels: z.array(z.enum(LEVELS)).min(1, "Choose at least one level").max(LEVELS.length),
  capacity: z.number().int().min(1).max(MAX_GROUP_CAPACITY),
  startsOn: LocalDate,
  endsOn: LocalDate,
  weekly: z.array(WeeklyTime).min(1, "Give at least one weekly time").max(7),
  minutes: z.number().int().min(15).max(240),
  exceptions: z.array(LocalDate).max(60).default([]),
  /**
   * A one-off session's or a private lesson's player, placed at set-up: for a coach, one of their
   * own players (placed in one of their groups).
   */
  playerId: Id.optional(),
});
export type SessionGroupInput = z.infer<typeof SessionGroupInput>;

const CoachRef = z.object({ _id: Id, coachName: z.string() });

export const SessionGroup = z.object({
  _id: Id,
  name: z.string(),
  kind: GroupKind,
  packageKey: z.enum(TRAINING_KEYS),
  coach: CoachRef,
  venue: z.string(),
  levels: z.array(z.enum(LEVELS)),
  capacity: z.number().int(),
  placed: z.number().int(),
  waiting: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  minutes: z.number().int(),
  weekly: z.array(WeeklyTime),
  exceptions: z.array(z.string()),
  /** "Tuesday 17:00", the next session not cancelled; null once none is left. */
  nextSession: z.string().nullable(),
});
export type SessionGroup = z.infer<typeof SessionGroup>;

export const SessionGroupResponse = z.object({ message: z.string(), group: SessionGroup });
export type SessionGroupResponse = z.infer<typeof SessionGroupResponse>;

export const SessionGroupsResponse = z.object({ groups: z.array(SessionGroup) });
export type SessionGroupsResponse = z.infer<typeof SessionGroupsResponse>;

export const PlacePlayerRequest = z.object({
  userId: Id,
  /** Onto the waiting list rather than a place: the only way into a full group. */
  waitingList: z.boolean().default(false),
});
export type PlacePlayerRequest = z.infer<typeof PlacePlayerRequest>;

export const PlaceState = z.enum(PLACE_STATES);
export type PlaceState = z.infer<typeof PlaceState>;

export const JoinGroupResponse = z.object({ message: z.string(), state: PlaceState });
export type JoinGroupResponse = z.infer<typeof JoinGroupResponse>;

/** A group the member may join: it fits their package and level. */
export const OpenGroup = SessionGroup.omit({ exceptions: true }).extend({
  myState: PlaceState.nullable(),
  /** While a place is offered to the member: accept by then. */
  offeredUntil: Instant.nullable(),
});
export type OpenGroup = z.infer<typeof OpenGroup>;

export const OpenGroupsResponse = z.object({ groups: z.array(OpenGroup) });
export type OpenGroupsResponse = z.infer<typeof OpenGroupsResponse>;

/* The member's schedule ---------------------------------------------------------------------- */

export const MemberSession = z.object({
  _id: Id,
  groupName: z.string(),
  startsAt: Instant,
  endsAt: Instant,
  /** "Tuesday 17:00" in Lagos time. */
  when: z.string(),
  venue: z.string(),
  coachName: z.string(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  /** The member said "Can't come". */
  cantCome: z.boolean(),
});
export type MemberSession = z.infer<typeof MemberSession>;

export const SharedNote = z.object({
  sessionId: Id,
  startsAt: Instant,
  coachName: z.string(),
  note: z.string(),
});
export type SharedNote = z.infer<typeof SharedNote>;

export const MakeUpCredit = z.object({
  _id: Id,
  /** The cancelled session it makes up for. */
  sessionStartsAt: Instant,
  groupName: z.string(),
  issuedAt: Instant,
  expiresAt: Instant,
  usedAt: Instant.nullable(),
});
export type MakeUpCredit = z.infer<typeof MakeUpCredit>;

/** A past session of the member's and their mark (null while unmarked). */
export const PastSession = z.object({
  _id: Id,
  groupName: z.string(),
  startsAt: Instant,
  when: z.string(),
  cancelled: z.boolean(),
  mark: AttendanceMark.nullable(),
});
export type PastSession = z.infer<typeof PastSession>;

export const MySessionsResponse = z.object({
  /** "Next session: Tuesday 17:00, Court 2, Coach Oluwaseun", or null without one. */
  nextSession: z.string().nullable(),
  /** The coming four weeks, cancelled sessions included. */
  sessions: z.array(MemberSession),
  /** The past four weeks' sessions, newest first, with the coach's mark. */
  attendance: z.array(PastSession),
  notes: z.array(SharedNote),
  credits: z.array(MakeUpCredit),
  /** The private calendar address, while the member has one. */
  calendarUrl: z.string().nullable(),
});
export type MySessionsResponse = z.infer<typeof MySessionsResponse>;

export const CalendarFeedResponse = z.object({ message: z.string(), calendarUrl: z.string().nullable() });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;

export const CalendarTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) });

/* The coach's app ---------------------------------------------------------------------------- */

export const RosterEntry = z.object({
  userId: Id,
  fullName: z.string(),
  picture: z.string().nullable(),
  level: z.enum(LEVELS),
  mark: AttendanceMark.nullable(),
  markedAt: Instant.nullable(),
  /** The player said "Can't come" before the start. */
  toldByPlayer: z.boolean(),
  note: z.string().nullable(),
  noteShared: z.boolean(),
  /** This quarter's free session of a quarterly or yearly member; null without one. */
  freeSession: z.enum(["available", "used"]).nullable(),
  /** A junior's guardian to call or message from court; null for an adult or a junior without one. */
  guardian: z.object({ fullName: z.string(), phone: z.string() }).nullable(),
});
export type RosterEntry = z.infer<typeof RosterEntry>;

export const CoachSession = z.object({
  _id: Id,
  groupId: Id,
  groupName: z.string(),
  startsAt: Instant,
  endsAt: Instant,
  /** Lagos date (YYYY-MM-DD) and "Tuesday 17:00". */
  date: z.string(),
  when: z.string(),
  venue: z.string(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  roster: z.array(RosterEntry),
});
export type CoachSession = z.infer<typeof CoachSession>;

export const CoachSessionsResponse = z.object({
  coach: CoachRef,
  /** Today's Lagos date: the sessions of the week from Monday, today's among them. */
  today: z.string(),
  sessions: z.array(CoachSession),
  /** The players placed in the coach's groups, to set up a private lesson or one-off session for. */
  players: z.array(z.object({ _id: Id, fullName: z.string(), level: z.enum(LEVELS) })),
});
export type CoachSessionsResponse = z.infer<typeof CoachSessionsResponse>;

export const GroupSessionsResponse = z.object({ group: SessionGroup, sessions: z.array(CoachSession) });
export type GroupSessionsResponse = z.infer<typeof GroupSessionsResponse>;

export const MarkInput = z.object({
  userId: Id,
  mark: AttendanceMark,
  /** When the coach tapped it, on the phone's clock (marks taken offline sync later). */
  markedAt: z.iso.datetime({ offset: true }),
});
export type MarkInput = z.infer<typeof MarkInput>;

export const AttendanceRequest = z.object({ marks: z.array(MarkInput).min(1).max(80) });
export type AttendanceRequest = z.infer<typeof AttendanceRequest>;

export const AttendanceResponse = z.object({ message: z.string(), session: CoachSession });
export type AttendanceResponse = z.infer<typeof AttendanceResponse>;

export const SessionNoteRequest = z.object({
  userId: Id,
  note: z.string().trim().max(1000),
  shared: z.boolean(),
});
export type SessionNoteRequest = z.infer<typeof SessionNoteRequest>;

export const CancelSessionRequest = z.object({
  reason: z.string().trim().min(1, "Say why the session is cancelled").max(200),
});
export type CancelSessionRequest = z.infer<typeof CancelSessionRequest>;

export const CancelSessionResponse = z.object({
  message: z.string(),
  /** Players told and given a make-up credit. */
  told: z.number().int(),
});
export type CancelSessionResponse = z.infer<typeof CancelSessionResponse>;

/* The console ------------------------------------------------------------------------------- */

export const RegisterQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Give the month as YYYY-MM"),
  groupId: Id.optional(),
  packageKey: z.enum(TRAINING_KEYS).optional(),
});
export type RegisterQuery = z.infer<typeof RegisterQuery>;

export const RegisterRow = z.object({
  userId: Id,
  fullName: z.string(),
  groupId: Id,
  groupName: z.string(),
  packageKey: z.enum(TRAINING_KEYS),
  /**
   * One mark (or null) per session of the row's group in `sessions`, in order; "cancelled" for a
   * called-off one (`registerColumns` spreads them over every session).
   */
  marks: z.array(z.union([AttendanceMark, z.literal("cancelled")]).nullable()),
  attended: z.number().int(),
  /** Sessions held (not cancelled) this month that the player's group had. */
  held: z.number().int(),
  /** Sessions the paid package covers in the month (its weekly times over the month's weeks). */
  paidFor: z.number().int(),
  /** Missed three in a row (absent, not excused), counted over every past session. */
  flagged: z.boolean(),
  creditsOpen: z.number().int(),
  creditsUsed: z.number().int(),
});
export type RegisterRow = z.infer<typeof RegisterRow>;

/** One group's month in the register's summary: its players and sessions. */
export const RegisterGroup = z.object({
  groupId: Id,
  groupName: z.string(),
  packageKey: z.enum(TRAINING_KEYS),
  /** Players placed in the group now. */
  players: z.number().int(),
  /** The group's sessions in the month, cancelled ones included. */
  sessions: z.number().int(),
  /** Its sessions held (not cancelled) so far this month. */
  held: z.number().int(),
  /**
   * Present or late marks at those sessions of the players placed in it now: out of `held` times
   * `players`, as the group's rows add up.
   */
  attended: z.number().int(),
});
export type RegisterGroup = z.infer<typeof RegisterGroup>;

/**
 * A month of the register: the summary of each group it looks at (every group with a session in the
 * month, or those of `packageKey`, or the one of `groupId`), and, for the group chosen with `groupId`
 * only, its sessions and a row per placed player.
 * Without a group, `sessions` and `rows` are empty: the screen shows one group's register at a time
 * (the CSV file still holds every group's).
 */
export const RegisterResponse = z.object({
  month: z.string(),
  groups: z.array(RegisterGroup),
  sessions: z.array(
    z.object({ _id: Id, groupId: Id, groupName: z.string(), startsAt: Instant, cancelled: z.boolean() }),
  ),
  rows: z.array(RegisterRow),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const StaffMakeUpCredit = MakeUpCredit.extend({
  member: z.object({ _id: Id, fullName: z.string() }),
  usedNote: z.string().nullable(),
});
export type StaffMakeUpCredit = z.infer<typeof StaffMakeUpCredit>;

export const MakeUpCreditsResponse = z.object({ credits: z.array(StaffMakeUpCredit) });
export type MakeUpCreditsResponse = z.infer<typeof MakeUpCreditsResponse>;

export const UseCreditRequest = z.object({
  note: z.string().trim().min(1, "Say which session honoured it").max(200),
});
export type UseCreditRequest = z.infer<typeof UseCreditRequest>;
