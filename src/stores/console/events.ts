/**
 * The console's stores for a tournament's events and an event's entries
 * (docs/decisions/0230-tournament-events.md, 0231-entries-by-staff.md): the reads, and the writes
 * that add and edit events, add late or walk-in entries and withdraw entries.
 */

import { type BodyOf, call, keyOf, keysOf } from "@/lib/api/call";
import * as apiCalls from "@/shared/api/all-calls";
import { createFetcherStore, revalidateKeys } from "../fetcher";
import { paramOf, publishingWrite, settings, TOURNAMENT_READS } from "./common";

/** Every read an event or entry write changes: the events, the entries, and the tournaments' counts. */
const EVENT_READS = [apiCalls.staffEvents, apiCalls.eventEntries, apiCalls.staffGroups, ...TOURNAMENT_READS];

/** A tournament's events, with the tournament (for its name, day and price). */
export const $events = createFetcherStore(
  keyOf(apiCalls.staffEvents, { params: { id: paramOf("tournamentEvents", "id") } }),
  {
    fetcher: async (_, id) => {
      const params = { id: String(id) };
      const [events, tournament] = await Promise.all([
        call(apiCalls.staffEvents, { params }),
        call(apiCalls.staffTournament, { params }),
      ]);
      return { events: events.events, tournament: tournament.tournament };
    },
    ...settings,
  },
);

/** An event's entries and waiting list. */
export const $entries = createFetcherStore(
  keyOf(apiCalls.eventEntries, { params: { id: paramOf("eventEntries", "id") } }),
  {
    fetcher: (_, id) => call(apiCalls.eventEntries, { params: { id: String(id) } }),
    ...settings,
  },
);

/** Reads the events again (after a stale save: someone else edited the event meanwhile). */
export function reloadEvents(): void {
  revalidateKeys(keysOf(apiCalls.staffEvents));
}

export type EventSave =
  | { tournamentId: string; input: BodyOf<typeof apiCalls.createEvent> }
  | { eventId: string; input: BodyOf<typeof apiCalls.createEvent>; version: number };

/** Adds an event to a tournament or edits one (the public page lists events, so the site is rebuilt). */
export const $saveEvent = publishingWrite(
  (save: EventSave) =>
    "eventId" in save
      ? call(apiCalls.updateEvent, {
          params: { id: save.eventId },
          body: { ...save.input, version: save.version },
        })
      : call(apiCalls.createEvent, { params: { id: save.tournamentId }, body: save.input }),
  ...EVENT_READS,
);

export type EntryWrite =
  | { action: "add"; eventId: string; entry: BodyOf<typeof apiCalls.addEntry> }
  | { action: "withdraw"; entryId: string; withdrawal: BodyOf<typeof apiCalls.withdrawEntry> };

/** Adds a late or walk-in entry, or withdraws one (places left show on the public page). */
export const $entryWrite = publishingWrite(
  (write: EntryWrite) => {
    switch (write.action) {
      case "add":
        return call(apiCalls.addEntry, { params: { id: write.eventId }, body: write.entry });
      case "withdraw":
        return call(apiCalls.withdrawEntry, { params: { id: write.entryId }, body: write.withdrawal });
    }
  },
  ...EVENT_READS,
);
