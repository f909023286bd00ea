/** The member's tournament tickets. */
import { cacheKey } from "@/lib/api/call";
import * as calls from "@/lib/api/calls";
import type { Ticket } from "@/lib/api/contract";
import { getUserTickets } from "@/lib/api/matches";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $token } from "./session";

export const $tickets = createFetcherStore<Ticket[]>([cacheKey(calls.userTickets), $token], {
  fetcher: listOrEmpty("tickets", getUserTickets),
});
