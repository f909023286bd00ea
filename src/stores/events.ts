/**
 * A tournament's events as the acting player sees them (admitted or why not, entered, in line), and
 * joining a full event's waiting list (docs/decisions/0230-tournament-events.md, 0232-waiting-lists.md),
 * and the doubles entries the acting player is asked to partner (0251-doubles-partners.md).
 */
import { keyOf, keysOf } from "@/lib/api/call";
import { answerPartner, getEventChoices, getPartnerRequests, joinWaitlist } from "@/lib/api/events";
import * as calls from "@/shared/api/calls";
import type { EventChoicesResponse, PartnerRequestsResponse } from "@/shared/api/contract";
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

/** The doubles entries waiting for the acting player (a guardian's shown child) to answer as partner. */
export const $partnerRequests = createFetcherStore<PartnerRequestsResponse>(
  keyOf(calls.partnerRequests, { scope: $playerKey }),
  { fetcher: () => getPartnerRequests() },
);

/** Confirms or declines partnering a doubles entry; answers the server's sentence. */
export const $answerPartner = createMutatorStore<{ ticketId: string; answer: "confirm" | "decline" }, string>(
  async ({ data, revalidate }) => {
    const message = await answerPartner(data.ticketId, data.answer);
    revalidate(keysOf(calls.partnerRequests, calls.eventChoices, calls.notifications));
    return message;
  },
);
