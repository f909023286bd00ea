/**
 * Where a member's membership stands, as the console's Members screen filters it: active, expiring
 * this month (it ends before the club's calendar month is over), lapsed (it ended) or never had one.
 * Months are Lagos months, like every date the club shows.
 */
import { clubInstant, clubLocal } from "./club-time";

export const MEMBER_STANDINGS = ["active", "expiring", "lapsed", "none"] as const;
export type MemberStanding = (typeof MEMBER_STANDINGS)[number];

/** The first instant of the Lagos calendar month after the one `now` falls in. */
export function nextClubMonthStart(now: Date): Date {
  const [year, month] = clubLocal(now).date.split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return clubInstant({ date: next, time: "00:00" });
}

/** The standing of a membership ending at `endsAt` (null: never had one) at `now`. */
export function memberStanding(endsAt: Date | null, now: Date): MemberStanding {
  if (endsAt === null) return "none";
  if (endsAt.getTime() <= now.getTime()) return "lapsed";
  return endsAt.getTime() < nextClubMonthStart(now).getTime() ? "expiring" : "active";
}
