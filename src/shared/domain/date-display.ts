/** How dates read on screen: in the club's time zone (Lagos). */

import { CLUB_TIME_ZONE, type ClubClock, clubClock, twoDigits } from "./club-zone";

/** The date part of an ISO string, as the tournament cards show it ("2026-11-22"). */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const [datePart = ""] = iso.split("T");
  return Number.isNaN(Date.parse(datePart)) ? "" : datePart;
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date formatter built on its first use and kept: building an `Intl.DateTimeFormat` costs far more
 * than formatting with one, and a list formats a date or two per row.
 */
export function keptFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format.format(date);
  };
}

/** Short month names as browsers write them in en-NG ("Sept", as the Unicode locale data has it). */
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const shortMonth = (clock: ClubClock) => SHORT_MONTHS[clock.month - 1]!;

/**
 * A formatter of ISO strings in the club's zone, "" for a missing or invalid one. From 1920 on the
 * string is written from the club's wall clock (`clubClock`), as `Intl` would write it with these
 * options: no `Intl.DateTimeFormat` is built for the dates a screen shows
 * (docs/decisions/0300-the-club-clock-without-intl.md). Earlier instants are left to `Intl`.
 */
function inClubZone(
  options: Intl.DateTimeFormatOptions,
  write: (clock: ClubClock) => string,
  locale = "en-NG",
): (iso: string | null | undefined) => string {
  const format = keptFormat(locale, { ...options, timeZone: CLUB_TIME_ZONE });
  return (iso) => {
    const date = parse(iso);
    if (!date) return "";
    const clock = clubClock(date);
    return clock ? write(clock) : format(date);
  };
}

/** A date for people: "22 Nov 2026"; "" when missing or invalid. */
export const formatDateNG = inClubZone(
  { day: "numeric", month: "short", year: "numeric" },
  (clock) => `${clock.day} ${shortMonth(clock)} ${clock.year}`,
);

/** Month and year for the dashboard's tournament carousel: "Nov 2026". */
export const monthYear = inClubZone(
  { month: "short", year: "numeric" },
  (clock) => `${shortMonth(clock)} ${clock.year}`,
);

/** Day of the month for the dashboard's tournament carousel: "22". */
export const dayOfMonth = inClubZone({ day: "numeric" }, (clock) => String(clock.day));

/**
 * A moment for people, in Lagos time: "27 Nov, 12:40 pm"; "" when missing or invalid. Noon and
 * midnight read 12 (`hourCycle: "h12"`: with `hour12: true` some versions of the locale data write
 * "0:40 pm" for en-NG).
 */
export const formatMomentNG = inClubZone(
  { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hourCycle: "h12" },
  (clock) =>
    `${clock.day} ${shortMonth(clock)}, ${clock.hour % 12 || 12}:${twoDigits(clock.minute)} ` +
    (clock.hour < 12 ? "am" : "pm"),
);

/** A date and 24-hour time, as the console shows times: "3 Mar 2026, 14:05"; "" when missing or invalid. */
export const formatDateTime24 = inClubZone(
  { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  (clock) =>
    `${clock.day} ${shortMonth(clock)} ${clock.year}, ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`,
  "en-GB",
);
