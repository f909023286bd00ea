/**
 * The member's tickets kept on the phone (localStorage) after each successful read, so `/u/tickets`
 * and the ticket's QR code still show with no network at the gate. Kept for one user only and
 * removed at logout.
 */
import type { Ticket } from "@/shared/api/contract";

export const KEPT_TICKETS = "kept-tickets";

export function keepTickets(userId: string, tickets: Ticket[]): void {
  try {
    localStorage.setItem(KEPT_TICKETS, JSON.stringify({ userId, tickets }));
  } catch {
    // Storage full or refused: the tickets just are not kept.
  }
}

export function keptTickets(userId: string): Ticket[] | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_TICKETS) ?? "null") as {
      userId: string;
      tickets: Ticket[];
    } | null;
    return kept?.userId === userId && Array.isArray(kept.tickets) ? kept.tickets : null;
  } catch {
    return null;
  }
}
