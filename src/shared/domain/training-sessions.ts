/**
 * Training sessions on court: a group's weekly times in Lagos time between two dates, less its
 * exceptions (holidays, rained-off days); who may be where when (a coach or a court in one place at
 * a time); places, the waiting list and its offers; what counts as attended; make-up credits.
 *
 * Every time is a Lagos wall-clock time: Lagos keeps UTC+1 all year, so a group at 17:00 on
 * Tuesdays is at 17:00 Lagos time every week, whatever zone the phone showing it is in. Times are
 * turned into instants through `clubInstant`, and shown back through `clubLocal`, never through the
 * device's own zone.
 */
import { clubInstant, clubLocal, isLocalDate, isLocalTime } from "./club-time";
import { keptFormat } from "./date-display";

/** ISO weekdays: Monday 1 to Sunday 7. */
export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** What a group is: a weekly group, a one-off session, or a private lesson (one player). */
export const GROUP_KINDS = ["group", "one-off", "private"] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** A player's place in a group: placed, waiting in line, or offered a freed place. */
export const PLACE_STATES = ["placed", "waiting", "offered"] as const;
export type PlaceState = (typeof PLACE_STATES)[number];

/** A coach's marks for a player at a session, in the order the coach's buttons show them. */
export const ATTENDANCE_MARKS = ["present", "late", "absent", "excused"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const ATTENDANCE_LABELS: Readonly<Record<AttendanceMark, string>> = {
  present: "Present",
  late: "Late",
  absent: "Absent",
  excused: "Excused",
};

/** A group's sessions run at most this long, and a group spans at most this many sessions. */
export const MAX_SESSION_MINUTES = 240;
export const MAX_SESSIONS_PER_GROUP = 200;
/** A group holds at most this many players. */
export const MAX_GROUP_CAPACITY = 40;
/** How long a waiting player has to accept the place offered to them. */
export const OFFER_HOURS = 48;
/** A make-up credit from a club-cancelled session can be honoured for this many days. */
export const MAKE_UP_CREDIT_DAYS = 60;
/** Missed sessions in a row (absent, not excused) that flag a player to staff. */
export const MISSED_IN_A_ROW_FLAG = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeeklyTime {
  /** ISO weekday, Monday 1 to Sunday 7. */
  weekday: number;
  /** HH:MM, Lagos time. */
  time: string;
}

export interface Recurrence {
  /** First and last day (YYYY-MM-DD, Lagos), both included. */
  startsOn: string;
  endsOn: string;
  weekly: readonly WeeklyTime[];
  minutes: number;
  /** Days (YYYY-MM-DD) with no session: holidays, a rained-off day known in advance. */
  exceptions: readonly string[];
}

export interface Occurrence {
  /** Lagos date and time. */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/** The ISO weekday (Monday 1 ... Sunday 7) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a recurrence, or null when it can be scheduled. */
export function recurrenceProblem(r: Recurrence): string | null {
  if (!isLocalDate(r.startsOn) || !isLocalDate(r.endsOn)) return "Give the first and last day as dates";
  if (r.endsOn < r.startsOn) return "The last day cannot be before the first day";
  if (r.weekly.length === 0) return "Give at least one weekly time";
  for (const slot of r.weekly) {
    if (!Number.isInteger(slot.weekday) || slot.weekday < 1 || slot.weekday > 7)
      return "A weekly time needs a day of the week";
    if (!isLocalTime(slot.time)) return "A weekly time needs a time of day (HH:MM)";
  }
  if (!Number.isInteger(r.minutes) || r.minutes < 15 || r.minutes > MAX_SESSION_MINUTES)
    return `A session lasts from 15 to ${MAX_SESSION_MINUTES} minutes`;
  if (r.exceptions.some((day) => !isLocalDate(day))) return "Exceptions are dates (YYYY-MM-DD)";
  const count = occurrences(r).length;
  if (count === 0) return "These dates and weekly times give no session";
  if (count > MAX_SESSIONS_PER_GROUP)
    return `A group runs at most ${MAX_SESSIONS_PER_GROUP} sessions: shorten its dates`;
  return null;
}

/**
 * Every session of a recurrence in time order: each weekly time on each matching day from the first
 * to the last day, less the exception days. Stops one past the most a group may hold, so an
 * over-long range is cheap to refuse.
 */
export function occurrences(r: Recurrence): Occurrence[] {
  if (!isLocalDate(r.startsOn) || !isLocalDate(r.endsOn) || r.endsOn < r.startsOn) return [];
  const skip = new Set(r.exceptions);
  const slots = [...r.weekly].sort((a, b) => a.time.localeCompare(b.time));
  const found: Occurrence[] = [];
  for (let date = r.startsOn; date <= r.endsOn; date = addDays(date, 1)) {
    if (skip.has(date)) continue;
    const weekday = isoWeekday(date);
    for (const slot of slots) {
      if (slot.weekday !== weekday || !isLocalTime(slot.time)) continue;
      const startsAt = clubInstant({ date, time: slot.time });
      found.push({
        date,
        time: slot.time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + r.minutes * 60_000),
      });
      if (found.length > MAX_SESSIONS_PER_GROUP) return found;
    }
  }
  return found;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** Whether two sessions share any minute (one ending as the other starts does not clash). */
export function overlaps(a: Slot, b: Slot): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

export interface BookedSlot extends Slot {
  coachId: string;
  venue: string;
  /** The group the booked session belongs to, for the message. */
  groupName: string;
}

export interface Clash {
  /** Who or what would be in two places: the coach or the court. */
  what: "coach" | "venue";
  at: Slot;
  with: BookedSlot;
}

/** Courts are named freely ("Court 2", "court 2 "): the same court whatever the spacing or case. */
export function sameVenue(a: string, b: string): boolean {
  const norm = (v: string) => v.trim().replace(/\s+/g, " ").toLowerCase();
  return norm(a) === norm(b);
}

/** The first planned session that puts its coach or its court in two places at once, if any. */
export function firstClash(
  planned: readonly Slot[],
  who: { coachId: string; venue: string },
  booked: readonly BookedSlot[],
): Clash | null {
  for (const at of planned) {
    for (const other of booked) {
      if (!overlaps(at, other)) continue;
      if (other.coachId === who.coachId) return { what: "coach", at, with: other };
      if (sameVenue(other.venue, who.venue)) return { what: "venue", at, with: other };
    }
  }
  return null;
}

export interface ExistingSession {
  id: string;
  startsAt: Date;
  cancelled: boolean;
}

export interface Reschedule {
  /** Coming sessions that stay at their hour: they take the group's new coach, court and length. */
  keep: string[];
  /** Coming sessions the new times no longer hold. */
  remove: string[];
  /** New times with no session yet. */
  add: Occurrence[];
}

/**
 * What editing a group does to its sessions: only those starting after `from` change. Past
 * sessions keep their attendance; a coming session at an hour the new times still hold stays (with
 * its "Can't come" marks and notes), one at an hour they drop goes; a cancelled one stays as it
 * is (its make-up credits point at it) and its hour is not booked again.
 */
export function planReschedule(
  existing: readonly ExistingSession[],
  planned: readonly Occurrence[],
  from: Date,
): Reschedule {
  const coming = existing.filter((s) => s.startsAt.getTime() > from.getTime());
  const byStart = new Map(coming.map((s) => [s.startsAt.getTime(), s]));
  const wanted = planned.filter((o) => o.startsAt.getTime() > from.getTime());
  const wantedStarts = new Set(wanted.map((o) => o.startsAt.getTime()));
  return {
    keep: coming.filter((s) => !s.cancelled && wantedStarts.has(s.startsAt.getTime())).map((s) => s.id),
    remove: coming.filter((s) => !s.cancelled && !wantedStarts.has(s.startsAt.getTime())).map((s) => s.id),
    add: wanted.filter((o) => !byStart.has(o.startsAt.getTime())),
  };
}

/** Why a group's places cannot change to `capacity`, or null: never below the players placed. */
export function capacityProblem(capacity: number, placed: number, groupName: string): string | null {
  if (capacity >= placed) return null;
  return `${placed} ${placed === 1 ? "player has" : "players have"} a place in ${groupName}: give it at least ${placed} ${placed === 1 ? "place" : "places"}`;
}

/** "Tuesday 17:00, Thursday 07:30": a group's weekly times, Monday first. */
export function weeklyLine(weekly: readonly WeeklyTime[]): string {
  return [...weekly]
    .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time))
    .map((w) => `${WEEKDAY_NAMES[w.weekday - 1]} ${w.time}`)
    .join(", ");
}

/** "Tuesday 17:00", the Lagos day and time of an instant. */
export function sessionWhen(startsAt: Date): string {
  const { date, time } = clubLocal(startsAt);
  return `${WEEKDAY_NAMES[isoWeekday(date) - 1]} ${time}`;
}

const longMonth = keptFormat("en-GB", { month: "long", timeZone: "UTC" });

/** "Tuesday 1 December 2026, 17:00", for clash messages and notices. */
export function sessionDateTime(startsAt: Date): string {
  const { date, time } = clubLocal(startsAt);
  const [year, month, day] = date.split("-").map(Number);
  const monthName = longMonth(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)));
  return `${WEEKDAY_NAMES[isoWeekday(date) - 1]} ${day} ${monthName} ${year}, ${time}`;
}

/** The 409 message for a clash: who is already where. */
export function clashMessage(clash: Clash, coachName: string, venue: string): string {
  const when = sessionDateTime(clash.at.startsAt);
  return clash.what === "coach"
    ? `${coachName} is already coaching ${clash.with.groupName} at ${clash.with.venue} on ${when}`
    : `${venue} is already taken by ${clash.with.groupName} on ${when}`;
}

/** How a coach is called on court: "Coach Oluwaseun" for Oluwaseun Adebayo. */
export function coachCallName(coachName: string): string {
  const first = coachName.trim().split(/\s+/)[0] ?? "";
  return `Coach ${first}`;
}

/** "Next session: Tuesday 17:00, Court 2, Coach Oluwaseun" */
export function nextSessionLine(session: { startsAt: Date; venue: string; coachName: string }): string {
  return `Next session: ${sessionWhen(session.startsAt)}, ${session.venue}, ${coachCallName(session.coachName)}`;
}

/** Present and late count as attended; absent and excused do not. */
export const ATTENDED_MARKS: readonly AttendanceMark[] = ["present", "late"];

export function countsAsAttended(mark: AttendanceMark | null | undefined): boolean {
  return mark !== null && mark !== undefined && ATTENDED_MARKS.includes(mark);
}

/**
 * A group's attendance in the register's summary: its players' attended marks out of the places
 * its held sessions had (each player placed now, at each session held), as the group's rows add up.
 * "5 of 8 (63%)"; "No session held yet" before the first, "No player placed" in an empty group.
 */
export function groupAttendanceText(group: { attended: number; held: number; players: number }): string {
  if (group.held === 0) return "No session held yet";
  if (group.players === 0) return "No player placed";
  const places = group.held * group.players;
  return `${group.attended} of ${places} (${Math.round((group.attended / places) * 100)}%)`;
}

/**
 * The sessions a player missed in a row, counting back from the latest marked one: absent counts,
 * excused (told in advance, or the coach excused them) neither counts nor breaks the run, attended
 * ends it. `marks` run oldest first.
 */
export function missedInARow(marks: readonly AttendanceMark[]): number {
  let missed = 0;
  for (let i = marks.length - 1; i >= 0; i--) {
    const mark = marks[i];
    if (mark === "excused") continue;
    if (mark === "absent") missed += 1;
    else break;
  }
  return missed;
}

/** Whether staff should look at a player: they missed MISSED_IN_A_ROW_FLAG sessions in a row. */
export function flaggedForMissing(marks: readonly AttendanceMark[]): boolean {
  return missedInARow(marks) >= MISSED_IN_A_ROW_FLAG;
}

/** A player may say "Can't come" until the session starts, not for a cancelled one. */
export function canSayCantCome(session: { startsAt: Date; cancelled: boolean }, now: Date): boolean {
  return !session.cancelled && now.getTime() < session.startsAt.getTime();
}

/** What a coach is told when a session's attendance cannot be taken: it was cancelled. */
const CANCELLED_NO_ATTENDANCE = "This session was cancelled: there is no attendance to take";

/**
 * Why a coach may not give this mark at this session at `at`, or null when they may
 * (docs/decisions/0308-attendance-opens-on-the-sessions-day.md). None at a cancelled session.
 * Present, late and absent from the session's day (Lagos) on: a coach takes the register at the
 * session, not a week ahead. Excused at any time: a player or parent may tell the coach in advance.
 */
export function markRefusal(
  session: { startsAt: Date; cancelled: boolean },
  mark: AttendanceMark,
  at: Date,
): string | null {
  if (session.cancelled) return CANCELLED_NO_ATTENDANCE;
  if (mark === "excused" || clubLocal(at).date >= clubLocal(session.startsAt).date) return null;
  return `The register of ${sessionDateTime(session.startsAt)} opens on the day: until then a player can only be marked excused`;
}

/** Whether a group with these places and this player's package and level may take them. */
export function groupFits(
  group: { packageKey: string; levels: readonly string[] },
  player: { packageKey: string | null; level: string },
): boolean {
  return player.packageKey === group.packageKey && group.levels.includes(player.level);
}

/** What joining does: a free place is taken; a full group puts the player on its waiting list. */
export function joinOutcome(group: {
  capacity: number;
  taken: number;
  waiting: number;
}): "placed" | "waiting" {
  // A place held by an offer counts as taken, and a waiting list means the free place is someone else's.
  return group.taken < group.capacity && group.waiting === 0 ? "placed" : "waiting";
}

export interface WaitingPlayer {
  userId: string;
  /** Order of joining. */
  position: number;
  /** Set while a place is offered to them. */
  offeredUntil: Date | null;
}

export interface OfferPlan {
  /** Players whose offer lapsed: they leave the waiting list. */
  lapsed: string[];
  /** Players to offer a place now, until `until`. */
  offer: string[];
  until: Date;
}

/**
 * The waiting list in order of joining: offers that lapsed are withdrawn, then each free place
 * (capacity less placed players less live offers) is offered to the next player in order, who has
 * OFFER_HOURS to accept.
 */
export function planOffers(
  group: { capacity: number; placed: number },
  waiting: readonly WaitingPlayer[],
  now: Date,
): OfferPlan {
  const ordered = [...waiting].sort((a, b) => a.position - b.position);
  const lapsed = ordered.filter((w) => w.offeredUntil && w.offeredUntil.getTime() <= now.getTime());
  const remaining = ordered.filter((w) => !lapsed.includes(w));
  const live = remaining.filter((w) => w.offeredUntil).length;
  const free = Math.max(0, group.capacity - group.placed - live);
  const offer = remaining
    .filter((w) => !w.offeredUntil)
    .slice(0, free)
    .map((w) => w.userId);
  return {
    lapsed: lapsed.map((w) => w.userId),
    offer,
    until: new Date(now.getTime() + OFFER_HOURS * 60 * 60 * 1000),
  };
}

/** When a make-up credit issued at `issuedAt` stops being honoured. */
export function makeUpCreditExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + MAKE_UP_CREDIT_DAYS * DAY_MS);
}

/** Whether the club can still honour a make-up credit. */
export function makeUpCreditUsable(credit: { usedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return credit.usedAt === null && now.getTime() < credit.expiresAt.getTime();
}

/** The latest mark wins: a mark taken offline earlier does not overwrite a later one. */
export function newerMark(
  current: { markedAt: Date } | null | undefined,
  incoming: { markedAt: Date },
): boolean {
  return !current || incoming.markedAt.getTime() >= current.markedAt.getTime();
}

/** The Lagos day bounds [start, end) of the week (Monday to Sunday) holding `at`. */
export function clubWeek(at: Date): { from: Date; to: Date; monday: string } {
  const today = clubLocal(at).date;
  const monday = addDays(today, 1 - isoWeekday(today));
  return {
    monday,
    from: clubInstant({ date: monday, time: "00:00" }),
    to: clubInstant({ date: addDays(monday, 7), time: "00:00" }),
  };
}

/** The Lagos day bounds [start, end) of the day holding `at`. */
export function clubDay(at: Date): { from: Date; to: Date; date: string } {
  const date = clubLocal(at).date;
  return {
    date,
    from: clubInstant({ date, time: "00:00" }),
    to: clubInstant({ date: addDays(date, 1), time: "00:00" }),
  };
}

/** The first and last instant of a calendar month ("2026-11") in Lagos: [from, to). */
export function clubMonth(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${(year ?? 0) + 1}-01` : `${year}-${String((m ?? 0) + 1).padStart(2, "0")}`;
  return {
    from: clubInstant({ date: `${month}-01`, time: "00:00" }),
    to: clubInstant({ date: `${next}-01`, time: "00:00" }),
  };
}

export interface RegisterSession {
  id: string;
  startsAt: Date;
  cancelled: boolean;
}

/**
 * One player's line of the attendance register over a group's sessions (time order): their mark at
 * each ("cancelled" for a club-cancelled one), sessions attended against those held so far, and
 * against those their paid package covers (the group's sessions while it runs, cancelled ones
 * included: the club owes those as make-up credits).
 */
export function registerLine(
  sessions: readonly RegisterSession[],
  marks: ReadonlyMap<string, AttendanceMark>,
  paid: { from: Date; to: Date } | null,
  now: Date,
): { marks: (AttendanceMark | "cancelled" | null)[]; attended: number; held: number; paidFor: number } {
  const line = sessions.map((s) => (s.cancelled ? "cancelled" : (marks.get(s.id) ?? null)));
  return {
    marks: line,
    attended: line.filter((m) => m !== "cancelled" && countsAsAttended(m)).length,
    held: sessions.filter((s) => !s.cancelled && s.startsAt.getTime() <= now.getTime()).length,
    paidFor: paid
      ? sessions.filter(
          (s) => s.startsAt.getTime() >= paid.from.getTime() && s.startsAt.getTime() < paid.to.getTime(),
        ).length
      : 0,
  };
}

/**
 * A register row's marks (one per session of the row's group, in time order) spread over every
 * session of the register: null under another group's session.
 */
export function registerColumns<M>(
  sessions: readonly { groupId: string }[],
  row: { groupId: string; marks: readonly M[] },
): (M | null)[] {
  let next = 0;
  return sessions.map((s) => (s.groupId === row.groupId ? (row.marks[next++] ?? null) : null));
}

/** A session's reminder is due on the Lagos day before it. */
export function reminderDue(startsAt: Date, now: Date): boolean {
  return clubLocal(startsAt).date === addDays(clubLocal(now).date, 1);
}
