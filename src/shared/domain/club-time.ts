/**
 * The club's wall clock (Africa/Lagos). Staff enter a tournament's start as a Lagos date and time;
 * the database keeps the instant, and both are answered back, so nobody has to guess a zone.
 */
import { CLUB_TIME_ZONE } from "./club-zone";

export { CLUB_TIME_ZONE };

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Built on first use, not when the module loads: the first formatter with a time zone costs a slow
 * phone tens of milliseconds, which would otherwise hold up every page that imports this module.
 */
let partsFormat: Intl.DateTimeFormat | undefined;

export interface ClubLocal {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

/**
 * Instants already read, with their Lagos date and time: the same few (a member's coming sessions,
 * a tournament's start) are read on every visit, and asking the time zone database costs more than
 * the rest of such a read. At most `KEPT_INSTANTS` minutes, the oldest read dropped first.
 */
const keptLocal = new Map<number, ClubLocal>();
export const KEPT_INSTANTS = 4096;

/** The Lagos calendar date and clock time of an instant. */
export function clubLocal(instant: Date): ClubLocal {
  const at = instant.getTime();
  // Kept by the minute: every instant of a minute reads the same date and time (the zone's offsets
  // since 1970 are whole minutes), so the clock's "now", a new millisecond on every request, is
  // read from the zone database once a minute. Earlier instants are kept by the millisecond.
  const minute = at >= 0 ? Math.floor(at / 60_000) : at;
  const kept = keptLocal.get(minute);
  if (kept) return { ...kept };
  partsFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: CLUB_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = partsFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const local = {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
  // An invalid date is answered as read, never kept.
  if (Number.isFinite(at)) {
    if (keptLocal.size >= KEPT_INSTANTS) keptLocal.delete(keptLocal.keys().next().value as number);
    keptLocal.set(minute, local);
  }
  return { ...local };
}

/** How many instants `clubLocal` keeps now (for its test). */
export function keptInstants(): number {
  return keptLocal.size;
}

export function isLocalDate(value: string): boolean {
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

export function isLocalTime(value: string): boolean {
  return LOCAL_TIME.test(value);
}

/**
 * The instant a Lagos date and time name. The zone's offset is read from the time zone database
 * (UTC+1 today) rather than assumed, and checked by converting back.
 */
export function clubInstant({ date, time }: ClubLocal): Date {
  if (!isLocalDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  if (!isLocalTime(time)) throw new RangeError(`Not a time of day: ${time}`);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const seen = clubLocal(new Date(guess));
    const seenUtc = Date.parse(`${seen.date}T${seen.time}:00Z`);
    const drift = seenUtc - asUtc;
    if (drift === 0) return new Date(guess);
    guess -= drift;
  }
  return new Date(guess);
}

/** "9:00 AM", as the tournament cards show a start time. */
export function displayClockTime(time: string): string {
  const match = LOCAL_TIME.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
