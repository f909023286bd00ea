/**
 * The club's time zone and its wall clock, in a module of their own: the dashboard's first screen
 * formats dates in it (date-display.ts) without loading the Lagos date and time arithmetic of
 * club-time.ts.
 */
export const CLUB_TIME_ZONE = "Africa/Lagos";

/**
 * Lagos has kept West Africa Time, UTC+1 with no summer time, since 1 September 1919 (the time zone
 * database's Africa/Lagos). From 1920 on its wall clock is the UTC clock an hour on: worked out here
 * rather than asked of `Intl`, whose first time zone formatter costs a slow phone a quarter of a
 * second (docs/decisions/0300-the-club-clock-without-intl.md).
 */
const FIXED_OFFSET_SINCE = Date.UTC(1920, 0, 1);
const OFFSET_MS = 60 * 60 * 1000;

/** A month, day, hour or minute as two digits: 7 as "07". */
export const twoDigits = (n: number) => String(n).padStart(2, "0");

/** A Lagos wall-clock reading: month 1 to 12, hour 0 to 23. */
export interface ClubClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The Lagos wall clock of an instant from 1920 on; null for an earlier or invalid instant, which the
 * caller reads from the time zone database.
 */
export function clubClock(instant: Date): ClubClock | null {
  const at = instant.getTime();
  if (!(at >= FIXED_OFFSET_SINCE)) return null;
  const shifted = new Date(at + OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}
