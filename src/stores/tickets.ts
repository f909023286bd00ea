/** The member's tournament tickets. */
import { cacheKey } from "@/lib/api/call";
import { getUserTickets } from "@/lib/api/matches";
import * as calls from "@/shared/api/calls";
import type { Ticket } from "@/shared/api/contract";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $token } from "./session";

export const $tickets = createFetcherStore<Ticket[]>([cacheKey(calls.userTickets), $token], {
  fetcher: listOrEmpty("tickets", getUserTickets),
});
