/**
 * The demo tournaments' events (docs/decisions/0230-tournament-events.md): one event per tournament
 * admitting whom its category admits, as the events migration gives existing tournaments, except
 * the Port Harcourt Under-14 Cup, a junior tournament of two events: Under-12 Singles (8 places, its
 * own fee) and Under-14 Singles (16 places, the tournament's price).
 */
import { clubLocal } from "@/shared/domain/club-time";
import type { tournamentEvents, tournaments } from "../schema";
import { tournamentIdOf } from "./catalogue";
import { demoId } from "./ids";

type TournamentSeed = typeof tournaments.$inferInsert & { id: string; date: Date };
type EventSeed = typeof tournamentEvents.$inferInsert & { id: string };

/** The junior tournament with more than one event. */
export const JUNIOR_EVENTS_TOURNAMENT = "Port Harcourt Under-14 Cup";

/** A demo event's fixed id: its tournament's key and the event's key ("default" for the only one). */
export function eventIdOf(tournamentKey: string, eventKey = "default"): string {
  return demoId(`event:${tournamentIdOf(tournamentKey)}:${eventKey}`);
}

/** The id of the default event of a demo tournament, by the tournament's id. */
export function defaultEventIdOf(tournamentId: string): string {
  return demoId(`event:${tournamentId}:default`);
}

export function demoEvents(calendar: readonly TournamentSeed[]): EventSeed[] {
  return calendar.flatMap((tournament): EventSeed[] => {
    const ageCutoff = clubLocal(tournament.date).date;
    const base = {
      tournamentId: tournament.id,
      ageCutoff,
      createdAt: tournament.createdAt ?? tournament.date,
      updatedAt: tournament.createdAt ?? tournament.date,
    };
    if (tournament.id === tournamentIdOf(JUNIOR_EVENTS_TOURNAMENT)) {
      return [
        {
          ...base,
          id: eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-12"),
          name: "Under-12 Singles",
          underAge: 12,
          capacity: 8,
          feeKobo: 300_000,
          position: 0,
        },
        {
          ...base,
          id: eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-14"),
          name: "Under-14 Singles",
          underAge: 14,
          capacity: 16,
          position: 1,
        },
      ];
    }
    const juniors = tournament.category === "juniors";
    return [
      {
        ...base,
        id: defaultEventIdOf(tournament.id),
        name: juniors ? "Under-18 Singles" : "Adult Singles",
        underAge: juniors ? 18 : null,
        minAge: juniors ? null : 18,
        position: 0,
      },
    ];
  });
}
