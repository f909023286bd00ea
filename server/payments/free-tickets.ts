/**
 * Tickets of a free tournament (price 0, as clubs run free socials): issued at once, without a
 * checkout, since there is nothing to pay. The same rules as a paid ticket hold, in the same places:
 * `ticketOrder` refuses a cancelled or past tournament, sales not yet open to this member and a
 * second ticket; the seat is taken under the lock on the tournament row that checkouts take
 * (`holdSeat`), so concurrent requests never issue more tickets than the capacity, and the one-ticket
 * index makes a member's concurrent requests give one ticket.
 */
import { eq, sql } from "drizzle-orm";
import { notifications, tickets, tournaments, type UserRow } from "../db/schema";
import { askPartner } from "../lib/doubles-partners";
import { httpError } from "../lib/http-error";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { ticketMail } from "../mail/templates";
import { messageNotices } from "../messaging/outbox";
import type { PaymentDeps } from "./deps";
import { purchasedEventId, takeOffer } from "./grants";
import type { Order } from "./orders";
import { newTicketToken } from "./ticket-token";

export interface FreeTicket {
  message: string;
  ticket: { tournamentId: string; token: string };
}

/** Issues the free ticket of an order priced 0; tells the member by notification and mail. */
export async function issueFreeTicket(
  deps: Pick<PaymentDeps, "db" | "mailer" | "config" | "now">,
  user: UserRow,
  order: Order & { purchase: { kind: "ticket" } },
): Promise<FreeTicket> {
  const at = deps.now();
  const { tournamentId } = order.purchase;
  const issued = await deps.db.transaction(async (tx) => {
    // Locks the tournament and refuses when it is cancelled or no seat is left (409).
    await order.hold?.(tx, at);
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!tournament) throw httpError(404, "This tournament does not exist");
    const eventId = await purchasedEventId(tx, order.purchase);
    const partnerId = order.purchase.partnerId ?? null;
    const [ticket] = await tx
      .insert(tickets)
      .values({
        userId: user.id,
        tournamentId,
        eventId,
        role: eventId === null ? "spectator" : "player",
        partnerId,
        token: newTicketToken(),
        priceKobo: 0,
        createdAt: at,
      })
      // A ticket voided earlier (refunded), or an entry withdrawn, is issued again, with a new code.
      .onConflictDoUpdate({
        target: [tickets.userId, tickets.tournamentId, tickets.eventId],
        set: {
          token: newTicketToken(),
          priceKobo: 0,
          transactionId: null,
          partnerId,
          partnerConfirmedAt: null,
          voidedAt: null,
          withdrawnAt: null,
          withdrawnBy: null,
          createdAt: at,
        },
        setWhere: sql`${tickets.voidedAt} is not null or ${tickets.withdrawnAt} is not null`,
      })
      .returning({ id: tickets.id, token: tickets.token });
    if (eventId !== null) await takeOffer(tx, eventId, user.id, at);
    // The member's other request issued it a moment ago.
    if (!ticket) throw httpError(409, "Already Paid");
    // A pair's entry asks the partner to confirm it (0251).
    await askPartner(tx, ticket.id, at);
    const told = await tx
      .insert(notifications)
      .values({
        userId: user.id,
        title: "Ticket confirmed",
        message: `Your free ticket for ${tournament.name} is booked. Your ticket code is ${ticket.token}.`,
        createdAt: at,
      })
      .returning();
    await messageNotices(tx, "ticket-confirmed", told, at);
    // The ticket mail is queued with the ticket, so a crash after the commit loses no mail.
    const mail = await queueMail(
      tx,
      ticketMail(
        user,
        {
          tournamentName: tournament.name,
          date: tournament.date.toISOString(),
          time: tournament.time,
          location: tournament.location,
          token: ticket.token,
          price: 0,
        },
        deps.config.publicSiteUrl,
      ),
      undefined,
      at,
    );
    return { tournament, mail, token: ticket.token };
  });
  const { tournament, mail, token } = issued;
  await deliverMail(deps, { ids: mail });
  return {
    message: `Your free ticket for ${tournament.name} is booked.`,
    ticket: { tournamentId, token },
  };
}
