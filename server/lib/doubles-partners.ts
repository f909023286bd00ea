/**
 * Doubles partners (docs/decisions/0251-doubles-partners.md): a pair's entry names the partner, who
 * (or whose guardian) confirms or declines it. The partner is asked when the entry is made, and the
 * entrant is told the answer, each by notification and on their message channels.
 */
import { eq, or } from "drizzle-orm";
import { formatMomentNG } from "@/shared/domain/date-display";
import { entriesCloseAt } from "@/shared/domain/tournament-events";
import type { Database } from "../db/client";
import { notifications, tickets, tournamentEvents, tournaments, users } from "../db/schema";
import { messageNotices } from "../messaging/outbox";

import { httpError } from "./http-error";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A player named by the email or the username of their profile (a child has a username only): a
 * partner named in the Buy Ticket dialog, or a player or partner staff add (0231).
 */
export async function playerNamed(db: Database, named: string) {
  const [player] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, named), eq(users.username, named)))
    .limit(1);
  if (!player) throw httpError(404, `No member has the email or username ${named}`);
  return player;
}

/** A doubles entry with what the partner and the entrant read of it. */
export async function pairEntry(db: Database | Tx, ticketId: string) {
  const [row] = await db
    .select({
      ticket: tickets,
      eventName: tournamentEvents.name,
      entryDeadline: tournamentEvents.entryDeadline,
      tournamentName: tournaments.name,
      tournamentDate: tournaments.date,
      entrantName: users.fullName,
    })
    .from(tickets)
    .innerJoin(tournamentEvents, eq(tournamentEvents.id, tickets.eventId))
    .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(eq(tickets.id, ticketId))
    .limit(1);
  if (!row) return null;
  return { ...row, confirmBy: entriesCloseAt({ entryDeadline: row.entryDeadline }, row.tournamentDate) };
}

async function tell(tx: Tx, userId: string, title: string, message: string, at: Date): Promise<void> {
  const told = await tx.insert(notifications).values({ userId, title, message, createdAt: at }).returning();
  await messageNotices(tx, "doubles-partner", told, at);
}

/** Asks the partner named by a new doubles entry to confirm it (no partner: nothing to ask). */
export async function askPartner(tx: Tx, ticketId: string, at: Date): Promise<void> {
  const entry = await pairEntry(tx, ticketId);
  if (!entry?.ticket.partnerId || entry.ticket.partnerConfirmedAt) return;
  await tell(
    tx,
    entry.ticket.partnerId,
    "Doubles partner wanted",
    `${entry.entrantName} has entered ${entry.eventName} at ${entry.tournamentName} with you as partner. Confirm or decline under Tickets by ${formatMomentNG(entry.confirmBy.toISOString())}; until then the pair is not drawn.`,
    at,
  );
}

/** Tells the entrant their partner's answer. */
export async function tellEntrant(
  tx: Tx,
  entry: NonNullable<Awaited<ReturnType<typeof pairEntry>>>,
  partnerName: string,
  answer: "confirmed" | "declined",
  at: Date,
): Promise<void> {
  const where = `${entry.eventName} at ${entry.tournamentName}`;
  await tell(
    tx,
    entry.ticket.userId,
    answer === "confirmed" ? "Doubles partner confirmed" : "Doubles partner declined",
    answer === "confirmed"
      ? `${partnerName} confirmed as your partner in ${where}: the pair is entered.`
      : `${partnerName} declined to partner you in ${where}. Your entry is withdrawn: a fee paid by card is refunded in full, one paid at the club is given back there. Enter again with another partner while entries are open.`,
    at,
  );
}
