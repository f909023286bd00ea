/**
 * The doubles entries the acting player (a guardian's shown child) is asked to partner, and the
 * answer (docs/decisions/0251-doubles-partners.md). Apart from the events' stores: Tickets
 * reads the requests, and carries nothing else of events for it.
 */
import { keyOf, keysOf } from "@/lib/api/call";
import { answerPartner, getPartnerRequests } from "@/lib/api/partners";
import * as calls from "@/shared/api/calls";
import type { PartnerRequestsResponse } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore } from "./fetcher";
import { $playerKey } from "./session";

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
