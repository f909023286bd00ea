/**
 * The club's wall clock (Africa/Lagos). Staff enter a tournament's start as a Lagos date and time;
 * the database keeps the instant, and both are answered back, so nobody has to guess a zone.
 */
import { CLUB_TIME_ZONE, clubClock, twoDigits } from "./club-zone";

export { CLUB_TIME_ZONE };

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * For instants before 1920 only (dates of birth, say): the zone's offsets then were not whole hours.
 * Built on first use, not when the module loads.
 */
let partsFormat: Intl.DateTimeFormat | undefined;

export interface ClubLocal {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

/**
 * The Lagos calendar date and clock time of an instant: from 1920 on the club's wall clock
 * (`clubClock`, UTC+1), worked out without asking the time zone database
 * (docs/decisions/0300-the-club-clock-without-intl.md); before, read from it.
 */
export function clubLocal(instant: Date): ClubLocal {
  const clock = clubClock(instant);
  if (clock) {
    return {
      date: `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`,
      time: `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`,
    };
  }
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
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
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
