/**
 * The free training session the quarterly and yearly plans promise: one credit per calendar
 * quarter (Lagos time) while the membership is paid, redeemed by club staff.
 */
import { clubLocal } from "./club-time";
import type { MembershipKey } from "./lists";

/** The membership plans that earn a free session each quarter. */
export const FREE_SESSION_PLANS: MembershipKey[] = ["quarterly", "yearly"];

/** Whether a member on this plan, paid or not, has a free session credit. */
export function earnsFreeSession(plan: string | null | undefined, paid: boolean): boolean {
  return paid && FREE_SESSION_PLANS.some((key) => key === plan);
}

/** The calendar quarter an instant falls in, in Lagos: "2026-Q4". */
export function clubQuarter(at: Date): string {
  const [year, month] = clubLocal(at).date.split("-").map(Number);
  return `${year}-Q${Math.floor(((month ?? 1) - 1) / 3) + 1}`;
}

const QUARTER_MONTHS = ["January to March", "April to June", "July to September", "October to December"];

/** "October to December 2026" for "2026-Q4". */
export function quarterLabel(quarter: string): string {
  const [year, q] = quarter.split("-Q");
  return `${QUARTER_MONTHS[Number(q) - 1] ?? ""} ${year}`;
}
