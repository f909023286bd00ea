/** The club's calendar day (Lagos, UTC+1 all year): a tournament stays "upcoming" all of its day. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Lagos at the start of the day `now` falls in, as an instant. */
export function startOfClubDay(now: Date): Date {
  const local = now.getTime() + LAGOS_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - LAGOS_OFFSET_MS);
}
