/** The member's tournament tickets. */
import type { Ticket } from "@/lib/api/contract";
import { getUserTickets } from "@/lib/api/matches";
import { createFetcherStore, listOrEmpty } from "./fetcher";
import { $token } from "./session";

export const $tickets = createFetcherStore<Ticket[]>(["/match/getUserMatches#", $token], {
  fetcher: listOrEmpty("tickets", getUserTickets),
});
