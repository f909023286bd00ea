/** Which tournaments the dashboard offers, and the Next Tour figure. */
import type { Tournament } from "@/shared/api/contract";

/** Start of the day `now` falls on, so a tournament stays on offer on its own day. */
function startOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

/** Tournaments from today on, soonest first; past ones can no longer be joined. */
export function upcomingTournaments(tours: readonly Tournament[], now: Date): Tournament[] {
  const from = startOfDay(now);
  return tours
    .filter((tour) => {
      const at = Date.parse(tour.date);
      return !Number.isNaN(at) && at >= from;
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** The Next Tour card: the soonest upcoming tournament's name, or No tours yet. */
export function nextTourName(upcoming: readonly Tournament[]): string {
  return upcoming[0]?.name ?? "No tours yet";
}
