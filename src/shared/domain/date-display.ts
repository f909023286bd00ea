/** How dates read on screen: in the club's time zone (Lagos). */

import { CLUB_TIME_ZONE } from "./club-zone";

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

/** A formatter of ISO strings in the club's zone, "" for a missing or invalid one. */
function inClubZone(options: Intl.DateTimeFormatOptions): (iso: string | null | undefined) => string {
  const format = keptFormat("en-NG", { ...options, timeZone: CLUB_TIME_ZONE });
  return (iso) => {
    const date = parse(iso);
    return date ? format(date) : "";
  };
}

/** A date for people: "22 Nov 2026"; "" when missing or invalid. */
export const formatDateNG = inClubZone({ day: "numeric", month: "short", year: "numeric" });

/** Month and year for the dashboard's tournament carousel: "Nov 2026". */
export const monthYear = inClubZone({ month: "short", year: "numeric" });

/** Day of the month for the dashboard's tournament carousel: "22". */
export const dayOfMonth = inClubZone({ day: "numeric" });

/** A moment for people, in Lagos time: "27 Nov, 12:40 pm"; "" when missing or invalid. */
export const formatMomentNG = inClubZone({
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
