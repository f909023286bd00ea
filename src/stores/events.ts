/**
 * A tournament's events as the acting player sees them (admitted or why not, entered, in line), and
 * joining a full event's waiting list (docs/decisions/0230-tournament-events.md, 0232-waiting-lists.md).
 */
import { keyOf, keysOf } from "@/lib/api/call";
import { getEventChoices, joinWaitlist } from "@/lib/api/events";
import * as calls from "@/shared/api/calls";
import type { EventChoicesResponse } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore, type FetcherStore } from "./fetcher";
import { $playerKey } from "./session";

const choiceStores = new Map<string, FetcherStore<EventChoicesResponse>>();

/** The tournament's events for the acting player (one store per tournament, created once). */
export function eventChoicesStore(tourId: string): FetcherStore<EventChoicesResponse> {
  let store = choiceStores.get(tourId);
  if (!store) {
    store = createFetcherStore<EventChoicesResponse>(
      keyOf(calls.eventChoices, { params: { tourId }, scope: $playerKey }),
      { fetcher: () => getEventChoices(tourId) },
    );
    choiceStores.set(tourId, store);
  }
  return store;
}

/** Puts the acting player in line for a full event; answers the sentence saying their place. */
export const $joinWaitlist = createMutatorStore<{ tourId: string; eventId: string }, string>(
  async ({ data, revalidate }) => {
    const message = await joinWaitlist(data.tourId, data.eventId);
    revalidate(keysOf(calls.eventChoices));
    return message;
  },
);
