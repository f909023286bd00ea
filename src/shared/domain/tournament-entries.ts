/**
 * Whether a tournament takes entries, as its public page says at build time, with the date that
 * matters: entries open on the day sales open (paid members earlier), and close at the end of the
 * tournament's day in Lagos (the server sells no ticket after it), or when every place is taken.
 * The public calendar lists the tournaments of the last `RECENT_TOURNAMENT_DAYS` days after the
 * upcoming ones (docs/decisions/0138-public-tournament-calendar.md).
 */
import { clubLocal } from "./club-time";
import { formatDateNG } from "./date-display";

/** How far back the public calendar lists past tournaments. */
export const RECENT_TOURNAMENT_DAYS = 90;

export interface EntriesTournament {
  /** The start (ISO). */
  date: string;
  soldOut?: boolean | undefined;
  cancelled?: boolean | undefined;
  /** When sales open to everyone (ISO); absent: on sale from the start. */
  salesOpenAt?: string | undefined;
  memberEarlyDays?: number | undefined;
}

export interface EntriesState {
  open: boolean;
  text: string;
}

const DAY_MS = 86_400_000;

/** Entries as of `now`, said with the date they open or close. */
export function entriesState(tournament: EntriesTournament, now: Date): EntriesState {
  const day = formatDateNG(tournament.date);
  if (tournament.cancelled) return { open: false, text: "Cancelled: no entries are taken" };
  // The Lagos calendar day of the start and of now, compared as dates.
  if (clubLocal(new Date(tournament.date)).date < clubLocal(now).date)
    return { open: false, text: `Entries closed on ${day}` };
  if (tournament.soldOut) return { open: false, text: "Entries closed: every place is taken" };
  const opensAt = tournament.salesOpenAt ? Date.parse(tournament.salesOpenAt) : Number.NaN;
  if (!Number.isNaN(opensAt) && opensAt > now.getTime()) {
    const early = tournament.memberEarlyDays ?? 0;
    const members =
      early > 0
        ? ` (paid members from ${formatDateNG(new Date(opensAt - early * DAY_MS).toISOString())})`
        : "";
    return { open: false, text: `Entries open on ${formatDateNG(tournament.salesOpenAt)}${members}` };
  }
  return { open: true, text: `Entries open until ${day}` };
}
