/** The member's tournament tickets; the last list read is kept on the phone for use offline. */
import { keyOf } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import { getUserTickets } from "@/lib/api/matches";
import { keepTickets, keptTickets } from "@/lib/offline/kept-tickets";
import * as calls from "@/shared/api/calls";
import type { Ticket } from "@/shared/api/contract";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $playerKey, $user } from "./session";

async function ticketsKeptOffline(): Promise<Ticket[]> {
  const userId = $user.get()?._id ?? "";
  try {
    const tickets = await getUserTickets();
    keepTickets(userId, tickets);
    return tickets;
  } catch (error) {
    // No network: the tickets last read on this phone.
    const kept = error instanceof ApiError ? null : keptTickets(userId);
    if (kept) return kept;
    throw error;
  }
}

export const $tickets = createFetcherStore<Ticket[]>(keyOf(calls.userTickets, { scope: $playerKey }), {
  fetcher: listOrEmpty("tickets", ticketsKeptOffline),
});
