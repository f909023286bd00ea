/**
 * The member's tournament tickets, the newest page first and earlier pages on asking; the newest
 * page read last is kept on the phone for use offline.
 */
import { atom } from "nanostores";
import { keyOf } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import { getUserTickets } from "@/lib/api/tickets";
import { keepTickets, keptTickets } from "@/lib/offline/kept-tickets";
import * as calls from "@/shared/api/calls";
import type { Ticket } from "@/shared/api/contract";
import { earlierPages } from "./earlier-pages";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $playerKey, $user } from "./session";

async function ticketsKeptOffline(): Promise<Ticket[]> {
  const userId = $user.get()?._id ?? "";
  try {
    const page = await getUserTickets();
    keepTickets(userId, page.tickets);
    $ticketsBought.set({ total: page.total, more: page.more });
    return page.tickets;
  } catch (error) {
    // No network: the tickets last read on this phone.
    const kept = error instanceof ApiError ? null : keptTickets(userId);
    $ticketsBought.set(null);
    if (kept) return kept;
    throw error;
  }
}

/** How many tickets the member bought in all and whether earlier pages remain; null offline. */
export const $ticketsBought = atom<{ total: number; more: boolean } | null>(null);

export const $tickets = createFetcherStore<Ticket[]>(keyOf(calls.userTickets, { scope: $playerKey }), {
  fetcher: listOrEmpty("tickets", ticketsKeptOffline),
});

/** The member's earlier tickets, a page at a time below the newest page. */
export const { $earlier: $earlierTickets, showEarlier: showEarlierTickets } = earlierPages<Ticket>(
  "tickets",
  () => $tickets.get().data?.at(-1)?._id,
  async (before) => {
    const page = await getUserTickets(before);
    return { items: page.tickets, more: page.more };
  },
  { resetOn: $playerKey, newest: $tickets },
);
