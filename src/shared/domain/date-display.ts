/** How dates read on screen: in the club's time zone (Lagos). */

import { CLUB_TIME_ZONE } from "./club-time";

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

function formatInClubZone(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat("en-NG", { ...options, timeZone: CLUB_TIME_ZONE }).format(date) : "";
}

/** A date for people: "22 Nov 2026"; "" when missing or invalid. */
export function formatDateNG(iso: string | null | undefined): string {
  return formatInClubZone(iso, { day: "numeric", month: "short", year: "numeric" });
}

/** Month and year for the dashboard's tournament carousel: "Nov 2026". */
export function monthYear(iso: string | null | undefined): string {
  return formatInClubZone(iso, { month: "short", year: "numeric" });
}

/** Day of the month for the dashboard's tournament carousel: "22". */
export function dayOfMonth(iso: string | null | undefined): string {
  return formatInClubZone(iso, { day: "numeric" });
}

/** A moment for people, in Lagos time: "27 Nov, 12:40 pm"; "" when missing or invalid. */
export function formatMomentNG(iso: string | null | undefined): string {
  return formatInClubZone(iso, {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
}
