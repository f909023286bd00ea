/**
 * What a verified payment gives, written inside the fulfilment's database transaction: a ticket, a
 * membership or training period started or extended (docs/decisions/0005-membership-periods.md), a
 * Pending coach assignment (docs/decisions/0007-coach-pairing-order.md), the card saved for
 * auto-renew (docs/decisions/0011-auto-renew.md). Rows a concurrent fulfilment of another payment
 * could also change are locked first.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MembershipKey } from "@/shared/api/contract";
import { addMonths, membershipEndDate, trainingEndDate } from "@/shared/domain/dates";
import { TRAINING_DURATION_LABELS } from "@/shared/domain/lists";
import { toNaira } from "@/shared/domain/pricing";
import type { Database } from "../db/client";
import {
  cardAuthorizations,
  coachAssignments,
  coaches,
  eventWaitlist,
  memberships,
  type TransactionRow,
  tickets,
  tournamentEvents,
  tournaments,
  trainingPackages,
  trainingSubscriptions,
  users,
} from "../db/schema";
import { assignmentStatusAt, runningAssignment } from "../lib/coach-assignments";
import { askPartner } from "../lib/doubles-partners";
import type { PaystackTransaction } from "./paystack-client";
import type { Purchase } from "./purchase";
import { newTicketToken } from "./ticket-token";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type Grant =
  | { kind: "ticket"; token: string; tournament: typeof tournaments.$inferSelect }
  | { kind: "membership"; plan: MembershipKey; endsAt: Date; renewal: boolean }
  | { kind: "training"; endsAt: Date }
  | { kind: "pairing" }
  | { kind: "household"; lines: HouseholdGrantLine[] };

/** What a household payment gave one player, with what their receipt line says. */
interface HouseholdGrantLine {
  playerId: string;
  fullName: string;
  /** "Regular training, 1 Month" */
  description: string;
  /** Naira: what the line cost, and the household discount taken off it. */
  amount: number;
  discount: number;
  endsAt: Date;
}

interface GrantInput {
  userId: string;
  transaction: TransactionRow;
  purchase: Purchase;
  now: Date;
}

/**
 * The event a ticket purchase enters: the one it names, or, for a payment made before tournaments
 * had events, the tournament's first; null for a spectator's ticket, which enters none.
 */
export async function purchasedEventId(
  tx: Tx,
  purchase: { tournamentId: string; eventId?: string | undefined; spectator?: true | undefined },
): Promise<string | null> {
  if (purchase.spectator) return null;
  if (purchase.eventId) return purchase.eventId;
  const [first] = await tx
    .select({ id: tournamentEvents.id })
    .from(tournamentEvents)
    .where(eq(tournamentEvents.tournamentId, purchase.tournamentId))
    .orderBy(asc(tournamentEvents.position), asc(tournamentEvents.createdAt))
    .limit(1);
  if (!first) throw new Error(`Tournament ${purchase.tournamentId} has no event to enter`);
  return first.id;
}

/**
 * Ticket codes are unique; one ticket per member, tournament and event, so a second payment keeps
 * the first ticket. A place offered from the waiting list is taken by the entry.
 */
async function grantTicket(
  tx: Tx,
  { userId, transaction, purchase, now }: GrantInput & { purchase: { kind: "ticket" } },
) {
  const eventId = await purchasedEventId(tx, purchase);
  const [created] = await tx
    .insert(tickets)
    .values({
      userId,
      tournamentId: purchase.tournamentId,
      eventId,
      role: eventId === null ? "spectator" : "player",
      partnerId: purchase.partnerId ?? null,
      token: newTicketToken(),
      priceKobo: transaction.amountKobo,
      transactionId: transaction.id,
      createdAt: now,
    })
    // A ticket voided by a refund, or an entry withdrawn, is issued again, with a new code, for the
    // new payment.
    .onConflictDoUpdate({
      target: [tickets.userId, tickets.tournamentId, tickets.eventId],
      set: {
        token: newTicketToken(),
        priceKobo: transaction.amountKobo,
        transactionId: transaction.id,
        partnerId: purchase.partnerId ?? null,
        partnerConfirmedAt: null,
        voidedAt: null,
        withdrawnAt: null,
        withdrawnBy: null,
        createdAt: now,
      },
      setWhere: sql`${tickets.voidedAt} is not null or ${tickets.withdrawnAt} is not null`,
    })
    .returning({ id: tickets.id, token: tickets.token });
  // A pair's entry asks the partner to confirm it (0251).
  if (created) await askPartner(tx, created.id, now);
  const ticket =
    created ??
    (
      await tx
        .select({ token: tickets.token })
        .from(tickets)
        .where(
          and(
            eq(tickets.userId, userId),
            eq(tickets.tournamentId, purchase.tournamentId),
            eventId === null ? isNull(tickets.eventId) : eq(tickets.eventId, eventId),
          ),
        )
    )[0];
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, purchase.tournamentId));
  if (!ticket || !tournament) throw new Error(`Ticket of ${transaction.reference} could not be issued`);
  if (eventId !== null) await takeOffer(tx, eventId, userId, now);
  return { kind: "ticket" as const, token: ticket.token, tournament };
}

/** An entry made: the player's place on the event's waiting list (offered or not) is theirs. */
export async function takeOffer(tx: Tx, eventId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(eventWaitlist)
    .set({ status: "entered", updatedAt: now })
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        eq(eventWaitlist.userId, userId),
        inArray(eventWaitlist.status, ["waiting", "offered"]),
      ),
    );
}

async function grantMembership(
  tx: Tx,
  { userId, purchase, now }: GrantInput & { purchase: { kind: "membership" } },
) {
  const [current] = await tx.select().from(memberships).where(eq(memberships.userId, userId)).for("update");
  const endsAt = membershipEndDate(purchase.plan, now, current?.endsAt);
  // An unbroken membership keeps its start; a lapsed one starts again today.
  const startsAt = current && current.endsAt.getTime() > now.getTime() ? current.startsAt : now;
  await tx
    .insert(memberships)
    .values({ userId, plan: purchase.plan, startsAt, endsAt, updatedAt: now })
    .onConflictDoUpdate({
      target: memberships.userId,
      set: { plan: purchase.plan, startsAt, endsAt, updatedAt: now },
    });
  // The member's choice at checkout sets the flag; a renewal leaves it as it is.
  if (!purchase.renewal)
    await tx.update(users).set({ autoRenew: purchase.autoRenew }).where(eq(users.id, userId));
  return { kind: "membership" as const, plan: purchase.plan, endsAt, renewal: purchase.renewal === true };
}

/**
 * The coach with the fewest current members among those of the member's level (any level when
 * none fits); ended assignments do not count.
 */
async function coachForLevel(tx: Tx, level: string, now: Date): Promise<string | undefined> {
  const [coach] = await tx
    .select({ id: coaches.id })
    .from(coaches)
    .leftJoin(coachAssignments, and(eq(coachAssignments.coachId, coaches.id), runningAssignment(now)))
    // Retired coaches take no new members.
    .where(isNull(coaches.retiredAt))
    .groupBy(coaches.id)
    .orderBy(desc(sql`${coaches.level} = ${level}`), asc(count(coachAssignments.id)), asc(coaches.id))
    .limit(1);
  return coach?.id;
}

async function grantTraining(
  tx: Tx,
  { userId, transaction, purchase, now }: GrantInput & { purchase: { kind: "training" } },
) {
  const [current] = await tx
    .select()
    .from(trainingSubscriptions)
    .where(eq(trainingSubscriptions.userId, userId))
    .for("update");
  const endsAt = trainingEndDate(purchase.duration, now, current?.endsAt);
  const startsAt = current && current.endsAt.getTime() > now.getTime() ? current.startsAt : now;
  const values = {
    packageKey: purchase.package,
    duration: purchase.duration,
    startsAt,
    endsAt,
    updatedAt: now,
  };
  await tx
    .insert(trainingSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: trainingSubscriptions.userId, set: values });
  await assignTrainingCoach(
    tx,
    { userId, transactionId: transaction.id, endsAt, now },
    current?.endsAt ?? null,
  );
  return { kind: "training" as const, endsAt };
}

/**
 * Training comes with a coach for its period: staff confirm the one proposed here. A member whose
 * coach is still on keeps them, for at least as long as the training; an ended assignment is
 * replaced by a new Pending one.
 */
async function assignTrainingCoach(
  tx: Tx,
  { userId, transactionId, endsAt, now }: { userId: string; transactionId: string; endsAt: Date; now: Date },
  previousTrainingEnd: Date | null,
) {
  const [current] = await tx
    .select()
    .from(coachAssignments)
    .where(eq(coachAssignments.userId, userId))
    .for("update");
  if (current && assignmentStatusAt({ ...current, trainingEndsAt: previousTrainingEnd }, now) !== "Ended") {
    if (current.endsAt === null || current.endsAt.getTime() < endsAt.getTime()) {
      await tx.update(coachAssignments).set({ endsAt }).where(eq(coachAssignments.id, current.id));
    }
    return;
  }
  const [member] = await tx.select({ level: users.level }).from(users).where(eq(users.id, userId));
  const coachId = member && (await coachForLevel(tx, member.level, now));
  if (!coachId) return;
  const values = {
    coachId,
    status: "Pending" as const,
    planId: null,
    months: null,
    transactionId,
    assignedAt: null,
    endsAt,
    endedAt: null,
    createdAt: now,
  };
  await tx
    .insert(coachAssignments)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: coachAssignments.userId, set: values });
}

/**
 * A paid pairing replaces any earlier coach: the new one waits for staff to confirm, and the
 * assignment ends when the months paid for, counted from the payment, are over.
 */
async function grantPairing(
  tx: Tx,
  { userId, transaction, purchase, now }: GrantInput & { purchase: { kind: "pairing" } },
) {
  const values = {
    coachId: purchase.coachId,
    status: "Pending" as const,
    planId: purchase.planId,
    months: purchase.months,
    transactionId: transaction.id,
    assignedAt: null,
    endsAt: addMonths(now, purchase.months),
    endedAt: null,
  };
  await tx
    .insert(coachAssignments)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: coachAssignments.userId, set: { ...values, createdAt: now } });
  return { kind: "pairing" as const };
}

/**
 * A household payment gives each of its players exactly what a single training payment for them
 * gives (docs/decisions/0200-household-checkout.md). Each player's row is locked first, in id order,
 * so a single payment for one of them being fulfilled at the same time takes its turn.
 */
async function grantHousehold(
  tx: Tx,
  { transaction, purchase, now }: GrantInput & { purchase: { kind: "household" } },
) {
  const ids = [...new Set(purchase.lines.map((line) => line.playerId))].sort();
  for (const id of ids) await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
  const lines: HouseholdGrantLine[] = [];
  const names = new Map(
    (await tx.select({ key: trainingPackages.key, name: trainingPackages.name }).from(trainingPackages)).map(
      (p) => [p.key, p.name],
    ),
  );
  for (const line of purchase.lines) {
    const [player] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, line.playerId));
    // A player deleted since the checkout: their line is paid for, there is nobody to give it to.
    if (!player) continue;
    const { endsAt } = await grantTraining(tx, {
      userId: line.playerId,
      transaction,
      purchase: { kind: "training", package: line.package, duration: line.duration },
      now,
    });
    lines.push({
      playerId: line.playerId,
      fullName: player.fullName,
      description: `${names.get(line.package) ?? line.package} training, ${TRAINING_DURATION_LABELS[line.duration]}`,
      amount: toNaira(line.amountKobo),
      discount: toNaira(line.discountKobo),
      endsAt,
    });
  }
  return { kind: "household" as const, lines };
}

export function grantPurchase(tx: Tx, input: GrantInput): Promise<Grant> {
  const { purchase } = input;
  switch (purchase.kind) {
    case "ticket":
      return grantTicket(tx, { ...input, purchase });
    case "membership":
      return grantMembership(tx, { ...input, purchase });
    case "training":
      return grantTraining(tx, { ...input, purchase });
    case "pairing":
      return grantPairing(tx, { ...input, purchase });
    case "household":
      return grantHousehold(tx, { ...input, purchase });
  }
}

/** Keeps the card of a successful charge for auto-renewals, when the provider says it can be reused. */
export async function saveCard(tx: Tx, userId: string, charge: PaystackTransaction, fallbackEmail: string) {
  const card = charge.authorization;
  if (!card?.authorization_code || card.reusable !== true) return;
  const values = {
    authorizationCode: card.authorization_code,
    email: charge.customer?.email ?? fallbackEmail,
    last4: card.last4 ?? null,
    cardType: card.card_type ?? null,
    bank: card.bank ?? null,
    expMonth: card.exp_month ?? null,
    expYear: card.exp_year ?? null,
  };
  await tx
    .insert(cardAuthorizations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: cardAuthorizations.userId, set: values });
}
