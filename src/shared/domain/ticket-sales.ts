/**
 * When a member may buy a tournament ticket: sales open to everyone at the tournament's sales
 * opening (none set: on sale now), and to paid members a set number of days earlier (the membership
 * plans promise priority access to tournaments).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The most days ahead of everyone else a tournament may open sales to paid members. */
export const MAX_MEMBER_EARLY_DAYS = 60;

export interface TicketSales {
  /** When sales open to everyone; null: on sale from the start. */
  readonly salesOpenAt: Date | null;
  /** How many days earlier paid members may buy. */
  readonly memberEarlyDays: number;
}

/** When sales open for this member: everyone's opening, less the early days for a paid member. */
export function salesOpenFor(sales: TicketSales, isPaidMember: boolean): Date | null {
  if (!sales.salesOpenAt) return null;
  const early = isPaidMember ? sales.memberEarlyDays : 0;
  return new Date(sales.salesOpenAt.getTime() - early * DAY_MS);
}

/** Whether this member may buy a ticket now. */
export function canBuyTicket(sales: TicketSales, isPaidMember: boolean, now: Date): boolean {
  const opensAt = salesOpenFor(sales, isPaidMember);
  return opensAt === null || opensAt.getTime() <= now.getTime();
}

/** Whether paid members may buy now while everyone else still waits. */
export function inMemberEarlySales(sales: TicketSales, now: Date): boolean {
  return canBuyTicket(sales, true, now) && !canBuyTicket(sales, false, now);
}
