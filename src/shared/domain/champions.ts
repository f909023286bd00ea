/**
 * Recent champions for the public tournaments page: the winners (and runners-up) of published
 * draws whose final is played, newest tournament first, at most `limit`.
 */

export interface ChampionSource {
  tournamentId: string;
  tournamentName: string;
  /** ISO date-time of the tournament's start. */
  date: string;
  /** The event's name when the draw is an event's ("Under-12 Round Robin"). */
  eventName?: string | null;
  medallists: { winner: string; runnerUp: string } | null;
}

export interface Champion {
  key: string;
  title: string;
  date: string;
  champion: string;
  runnerUp: string;
}

export const RECENT_CHAMPIONS = 6;

export function recentChampions(draws: readonly ChampionSource[], limit = RECENT_CHAMPIONS): Champion[] {
  return draws
    .filter(
      (d): d is ChampionSource & { medallists: NonNullable<ChampionSource["medallists"]> } => !!d.medallists,
    )
    .toSorted((x, y) => Date.parse(y.date) - Date.parse(x.date))
    .slice(0, limit)
    .map((d) => ({
      key: `${d.tournamentId}:${d.eventName ?? ""}`,
      title: d.eventName ? `${d.tournamentName}, ${d.eventName}` : d.tournamentName,
      date: d.date,
      champion: d.medallists.winner,
      runnerUp: d.medallists.runnerUp,
    }));
}
