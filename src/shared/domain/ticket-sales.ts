/**
 * When a member may buy a tournament ticket: sales open to everyone at the tournament's sales
 * opening (none set: on sale now), and to paid members a set number of days earlier (the membership
 * plans promise priority access to tournaments).
 */

import type { TicketNotIssued } from "./lists";

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

/**
 * Whether a ticket whose payment has just arrived can still be issued. A checkout holds its seat for
 * a while only, so by the time a late payment arrives the seats may all be sold, or the tournament
 * cancelled: then no ticket is issued and the payment is given back. `sold` counts valid tickets
 * only; a null capacity has no limit.
 */
export function ticketNotIssued(tournament: {
  readonly cancelled: boolean;
  readonly capacity: number | null;
  readonly sold: number;
}): TicketNotIssued | null {
  if (tournament.cancelled) return "cancelled";
  if (tournament.capacity !== null && tournament.sold >= tournament.capacity) return "sold-out";
  return null;
}

/** What the member reads when their paid ticket was not issued (return page, notification, refund). */
export function ticketNotIssuedText(why: TicketNotIssued, tournamentName: string): string {
  return why === "cancelled"
    ? `${tournamentName} was cancelled before your payment arrived, so no ticket was issued`
    : `${tournamentName} sold out before your payment arrived, so no ticket was issued`;
}
