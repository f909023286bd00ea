/**
 * Telling the holder of a cancelled tournament's ticket that has no online payment (a free ticket,
 * or one the club gave): there is nothing to refund online, so the ticket is voided and its holder
 * told by notification and mail, once (the void is the mark: a second run finds it void and skips
 * it), with an audit entry under the admin who asked.
 */
import { and, eq, isNull } from "drizzle-orm";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { toNaira } from "@/shared/domain/pricing";
import { notifications, tickets, type tournaments } from "../db/schema";

type TicketRow = typeof tickets.$inferSelect;
type TournamentRow = typeof tournaments.$inferSelect;

import { audited } from "../lib/audit";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { noticeMail, type Recipient } from "../mail/templates";
import { messageNotices } from "../messaging/outbox";
import type { PaymentDeps } from "./deps";

export interface HolderToTell {
  ticket: TicketRow;
  member: Recipient & { id: string };
  tournament: TournamentRow;
  /** The admin's reason, as the holders read it. */
  reason: string;
  actor: { id: string; email: string };
}

/** What the holder reads: the cancellation, the reason, and what becomes of their ticket and money. */
export function cancelledTicketNotice(ticket: TicketRow, tournament: TournamentRow, reason: string) {
  const money =
    ticket.priceKobo === 0
      ? "It was a free ticket, so there is nothing to refund."
      : `No payment was taken online for this ticket (${formatNaira(toNaira(ticket.priceKobo))}), so nothing is refunded online; if you paid the club another way, the club will settle it with you.`;
  const why = reason.trim() === "" ? "" : ` ${reason.trim()}${/[.!?]$/.test(reason.trim()) ? "" : "."}`;
  return {
    title: `${tournament.name} is cancelled`,
    message: `${tournament.name} on ${formatDateNG(tournament.date.toISOString())} was cancelled, so your ticket is no longer valid.${why} ${money}`,
  };
}

/** Voids the ticket and tells its holder; what happened in words, or null when it was already void. */
export async function tellHolder(
  deps: Pick<PaymentDeps, "db" | "mailer" | "now">,
  { ticket, member, tournament, reason, actor }: HolderToTell,
): Promise<string | null> {
  const at = deps.now();
  const notice = cancelledTicketNotice(ticket, tournament, reason);
  // The mail is queued with the void, so a crash after the commit still tells the holder.
  const voided = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tickets)
      .set({ voidedAt: at })
      .where(and(eq(tickets.id, ticket.id), isNull(tickets.voidedAt)))
      .returning();
    if (!row) return null;
    const told = await tx
      .insert(notifications)
      .values({ userId: member.id, ...notice, createdAt: at })
      .returning();
    // Urgent when the tournament was to be played today: it may break quiet hours.
    await messageNotices(tx, "tournament-cancelled", told, at, tournament.date);
    await audited(tx, actor, at, {
      action: "ticket.void-cancelled",
      entityType: "ticket",
      entityId: ticket.id,
      before: { voidedAt: null, tournamentId: tournament.id, userId: member.id, priceKobo: ticket.priceKobo },
      after: { voidedAt: at, told: true },
    });
    return queueMail(tx, noticeMail(member, notice.title, [notice.message]), undefined, at);
  });
  if (!voided) return null;
  const mailed = (await deliverMail(deps, { ids: voided })).sent > 0;
  const told = mailed
    ? "told by notification and mail"
    : "told by notification; the mail goes out when it can";
  return ticket.priceKobo === 0
    ? `Free ticket voided, ${told}; nothing to refund.`
    : `Ticket voided, ${told}; no online payment: settle any money paid another way by hand.`;
}
