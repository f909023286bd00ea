/** The member's tickets, a page at a time. */

import * as calls from "@/shared/api/calls";
import type { Ticket } from "@/shared/api/contract";
import { call } from "./call";

/** A page of the member's tickets, newest purchase first, and how many they bought in all. */
export interface TicketsPage {
  tickets: Ticket[];
  more: boolean;
  total: number;
}

/** The member's newest tickets, or the page before the ticket `before`. */
export async function getUserTickets(before?: string): Promise<TicketsPage> {
  const page = await call(calls.userTickets, { query: before === undefined ? {} : { before } });
  return { tickets: page.matches, more: page.more ?? false, total: page.total ?? page.matches.length };
}
