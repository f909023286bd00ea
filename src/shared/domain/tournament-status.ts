/**
 * Where a tournament stands, as the console says it: not on sale yet (with the day sales open and
 * the paid members' head start), on sale to paid members only, on sale, sold out, cancelled, or
 * finished. A tournament is one day in Lagos: it has started from its start time and is finished
 * from the Lagos midnight after its day, when the ticket shop stops selling it too.
 */
import { clubLocal } from "./club-time";
import { formatDateNG } from "./dates";
import { salesOpenFor, type TicketSales } from "./ticket-sales";

export const TOURNAMENT_STATUS_KINDS = [
  "not-on-sale",
  "members-early",
  "on-sale",
  "sold-out",
  "cancelled",
  "finished",
] as const;
export type TournamentStatusKind = (typeof TOURNAMENT_STATUS_KINDS)[number];

export interface TournamentStatusFacts extends TicketSales {
  /** The start, an instant. */
  readonly startsAt: Date;
  readonly cancelled: boolean;
  readonly soldOut: boolean;
}

export interface TournamentStatus {
  readonly kind: TournamentStatusKind;
  /** A word or two for the badge: "On sale", "Finished". */
  readonly label: string;
  /** When sales open, or null when the label says it all. */
  readonly detail: string | null;
}

/** Whether the tournament's start time has come. */
export function tournamentStarted(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

/** Whether the tournament's Lagos day is over. */
export function tournamentFinished(startsAt: Date, now: Date): boolean {
  return clubLocal(now).date > clubLocal(startsAt).date;
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export function tournamentStatus(facts: TournamentStatusFacts, now: Date): TournamentStatus {
  if (facts.cancelled) return { kind: "cancelled", label: "Cancelled", detail: null };
  if (tournamentFinished(facts.startsAt, now)) return { kind: "finished", label: "Finished", detail: null };
  if (facts.soldOut) return { kind: "sold-out", label: "Sold out", detail: null };
  const everyone = salesOpenFor(facts, false);
  const members = salesOpenFor(facts, true);
  if (everyone === null || everyone.getTime() <= now.getTime())
    return { kind: "on-sale", label: "On sale", detail: null };
  const opens = formatDateNG(everyone.toISOString());
  if (members !== null && members.getTime() <= now.getTime())
    return {
      kind: "members-early",
      label: "On sale to paid members",
      detail: `Everyone from ${opens}`,
    };
  const headStart =
    facts.memberEarlyDays > 0
      ? `; paid members from ${formatDateNG(members?.toISOString())} (${days(facts.memberEarlyDays)} earlier)`
      : "";
  return { kind: "not-on-sale", label: "Not on sale yet", detail: `Sales open ${opens}${headStart}` };
}

/**
 * Why a tournament takes no results yet, or null once it has started. `time` is its start as the
 * cards show it ("9:00 AM"). The draw and the Results screen both ask it.
 */
export function resultsNotYet(
  tournament: { name: string; startsAt: Date; time: string },
  now: Date,
): string | null {
  if (tournamentStarted(tournament.startsAt, now)) return null;
  return `${tournament.name} has not started yet: its results can be entered from ${formatDateNG(tournament.startsAt.toISOString())} at ${tournament.time}`;
}

/**
 * Why a result cannot have been played on `playedOn`, or null. All are Lagos dates (YYYY-MM-DD):
 * not after today and, for a tournament's result, not before the tournament's day (null for a
 * friendly). The draw and the Results screen both follow it.
 */
export function resultDayProblem(
  playedOn: string,
  tournamentDay: string | null,
  today: string,
): string | null {
  if (playedOn > today) return "The day it was played cannot be in the future";
  if (tournamentDay !== null && playedOn < tournamentDay)
    return `The day it was played cannot be before the tournament, which started on ${formatDateNG(`${tournamentDay}T12:00:00+01:00`)}`;
  return null;
}
