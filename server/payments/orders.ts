/**
 * What a member asks to buy, priced by the server only (docs/decisions/0003-duration-price.md,
 * 0005-membership-periods.md and 0009-member-training-price.md): the amount, the description the
 * history and receipts show, and the page the provider sends the browser back to. Each refuses what
 * cannot be bought: unknown items (404), a past tournament or a coach who does not fit the plan
 * (400), and what the member already has (409).
 */

import { and, asc, eq, isNull, or } from "drizzle-orm";
import { coachFitsPlan } from "@/shared/domain/coach-fit";
import { formatDateNG } from "@/shared/domain/dates";
import { monthsLabel } from "@/shared/domain/format";
import {
  type MembershipKey,
  TRAINING_DURATION_LABELS,
  type TrainingDuration,
  type TrainingKey,
} from "@/shared/domain/lists";
import { membershipPlan } from "@/shared/domain/membership-plans";
import { durationPrice, ticketPrice, toKobo, toNaira, trainingPrice } from "@/shared/domain/pricing";
import { RENEW_BY_HAND_DAYS, within } from "@/shared/domain/renewal-notices";
import { isPaid } from "@/shared/domain/subscription";
import { canBuyTicket, salesOpenFor } from "@/shared/domain/ticket-sales";
import { entriesClosedText, entriesOpen, pairRefusal } from "@/shared/domain/tournament-events";
import type { Database } from "../db/client";
import {
  coaches,
  plans,
  tickets,
  tournamentEvents,
  tournaments,
  trainingPackages,
  type UserRow,
  users,
} from "../db/schema";
import { startOfClubDay } from "../lib/club-day";
import { assignmentEnd, assignmentOf, assignmentStatusAt } from "../lib/coach-assignments";
import { holdPlace } from "../lib/event-places";
import { httpError } from "../lib/http-error";
import { billingData } from "../lib/member-state";
import { holdSeat } from "../lib/tournament-sales";
import type { Tx } from "./grants";
import { membershipPriceRow } from "./membership-prices";
import type { Purchase } from "./purchase";

export interface Order {
  purchase: Purchase;
  amountKobo: number;
  description: string;
  /** Our payment result page; the provider appends `trxref` and `reference`. */
  callbackUrl: string;
  /**
   * Run in the transaction that records the checkout, before it is recorded: takes what is limited
   * (a tournament seat) or refuses the order.
   */
  hold?: (tx: Tx, now: Date) => Promise<void>;
}

export interface OrderContext {
  db: Database;
  user: UserRow;
  now: Date;
  /** The site's public address. */
  siteUrl: string;
}

export function membershipDescription(plan: MembershipKey): string {
  return `${membershipPlan(plan).title} membership`;
}

/** Which event an order enters, and with whom. */
export interface EntryChoice {
  /** Absent: the tournament's only event (a tournament with several asks which). */
  eventId?: string | undefined;
  /** A doubles entry's partner. */
  partnerId?: string | undefined;
  /** Staff add the entry (late or walk-in): the entry deadline and the sales opening do not hold. */
  byStaff?: boolean;
}

/**
 * The event an entry is for: the one named, which must be the tournament's, or the tournament's only
 * event when none is named (a tournament with several asks which).
 */
export async function entryEvent(
  db: Database | Tx,
  tournament: { id: string; name: string },
  eventId: string | undefined,
): Promise<{ event: typeof tournamentEvents.$inferSelect; several: boolean }> {
  const events = await db
    .select()
    .from(tournamentEvents)
    .where(eq(tournamentEvents.tournamentId, tournament.id))
    .orderBy(asc(tournamentEvents.position), asc(tournamentEvents.createdAt));
  const several = events.length > 1;
  if (eventId !== undefined) {
    const event = events.find((e) => e.id === eventId);
    if (!event) throw httpError(404, `${tournament.name} has no such event`);
    return { event, several };
  }
  const [only] = events;
  if (!only) throw httpError(409, `${tournament.name} takes no entries: it has no events`);
  if (several) {
    throw httpError(409, `${tournament.name} has ${events.length} events: choose the one to enter`);
  }
  return { event: only, several };
}

/** The player's entry to the event standing (not voided, not withdrawn), or as doubles partner. */
async function alreadyEntered(db: Database, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.eventId, eventId),
        isNull(tickets.voidedAt),
        isNull(tickets.withdrawnAt),
        or(eq(tickets.userId, userId), eq(tickets.partnerId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The tournament whose tickets are bought: it exists, is not cancelled and has not taken place. */
async function sellingTournament(db: Database, tournamentId: string, now: Date) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
  if (!tournament) throw httpError(404, "This tournament does not exist");
  if (tournament.cancelledAt) throw httpError(409, `${tournament.name} was cancelled: tickets are not sold`);
  if (tournament.date.getTime() < startOfClubDay(now).getTime()) {
    throw httpError(400, "This tournament has already taken place: tickets are no longer sold");
  }
  return tournament;
}

/** Whether the buyer is a paid member, once tickets are on sale to them (staff need not wait). */
async function paidMemberOnSale(
  db: Database,
  tournament: typeof tournaments.$inferSelect,
  userId: string,
  now: Date,
  byStaff: boolean,
): Promise<boolean> {
  const { membership } = await billingData(db, userId, now);
  const paidMember = isPaid(membership);
  if (!byStaff && !canBuyTicket(tournament, paidMember, now)) {
    const opens = salesOpenFor(tournament, paidMember) ?? now;
    const early = !paidMember && tournament.memberEarlyDays > 0 ? " Paid members can buy earlier." : "";
    throw httpError(
      409,
      `Tickets for ${tournament.name} go on sale on ${formatDateNG(opens.toISOString())}.${early}`,
    );
  }
  return paidMember;
}

/**
 * A spectator's ticket (docs/decisions/0240-spectator-tickets.md): a seat at the tournament, at the
 * tournament's price (5% less for paid members), on sale as its tickets are, counted against its
 * capacity; it enters no event, so no event's admission, places or deadline apply.
 */
export async function spectatorTicketOrder(
  { db, user, now, siteUrl }: OrderContext,
  tournamentId: string,
): Promise<Order> {
  const tournament = await sellingTournament(db, tournamentId, now);
  const [held] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.tournamentId, tournamentId),
        eq(tickets.userId, user.id),
        isNull(tickets.eventId),
        isNull(tickets.voidedAt),
      ),
    )
    .limit(1);
  if (held) throw httpError(409, "Already Paid");
  const paidMember = await paidMemberOnSale(db, tournament, user.id, now, false);
  return {
    purchase: { kind: "ticket", tournamentId, spectator: true },
    amountKobo: toKobo(ticketPrice(toNaira(tournament.priceKobo), paidMember)),
    description: `Spectator ticket: ${tournament.name}`,
    callbackUrl: `${siteUrl}/u/ticket/${encodeURIComponent(tournamentId)}`,
    hold: (tx, at) => holdSeat(tx, tournamentId, user.id, at),
  };
}

export async function ticketOrder(
  { db, user, now, siteUrl }: OrderContext,
  tournamentId: string,
  choice: EntryChoice = {},
): Promise<Order> {
  const tournament = await sellingTournament(db, tournamentId, now);
  const { event, several } = await entryEvent(db, tournament, choice.eventId);
  if (await alreadyEntered(db, event.id, user.id)) throw httpError(409, "Already Paid");
  let partner: UserRow | null = null;
  if (choice.partnerId !== undefined) {
    [partner = null] = await db.select().from(users).where(eq(users.id, choice.partnerId)).limit(1);
    if (!partner) throw httpError(404, "The partner named is not a member of the club");
    if (partner.id === user.id) throw httpError(400, "A doubles partner is another player");
    if (await alreadyEntered(db, event.id, partner.id)) {
      throw httpError(409, `${partner.fullName} is already entered in ${event.name}`);
    }
  }
  // Whoever asks (the player, a guardian for a child, staff), the event admits the players or not.
  const notAdmitted = pairRefusal(event, user, partner);
  if (notAdmitted) throw httpError(403, notAdmitted);
  if (!choice.byStaff && !entriesOpen(event, tournament.date, now)) {
    throw httpError(409, entriesClosedText(event.name));
  }
  const paidMember = await paidMemberOnSale(db, tournament, user.id, now, choice.byStaff === true);
  return {
    purchase: {
      kind: "ticket",
      tournamentId,
      eventId: event.id,
      ...(partner ? { partnerId: partner.id } : {}),
    },
    // Paid members pay 5% less.
    amountKobo: toKobo(ticketPrice(toNaira(event.feeKobo ?? tournament.priceKobo), paidMember)),
    description: several ? `Ticket: ${tournament.name}, ${event.name}` : `Ticket: ${tournament.name}`,
    callbackUrl: `${siteUrl}/u/ticket/${encodeURIComponent(tournamentId)}`,
    hold: async (tx, at) => {
      await holdSeat(tx, tournamentId, user.id, at);
      await holdPlace(tx, event.id, user.id, at);
    },
  };
}

export async function membershipOrder(
  { db, user, now, siteUrl }: OrderContext,
  plan: MembershipKey,
  autoRenew: boolean,
): Promise<Order> {
  const { membership } = await billingData(db, user.id, now);
  // In its last week a membership can be renewed: the new period starts when this one ends.
  if (isPaid(membership) && !within(new Date(membership.endDate ?? 0), RENEW_BY_HAND_DAYS, now)) {
    throw httpError(
      409,
      `You are already on a Membership Package until ${formatDateNG(membership.endDate)}. You can choose a new one when it ends.`,
    );
  }
  const chosen = membershipPlan(plan);
  // The stored list price: what the plan cards showed the member when the site was last built.
  const price = await membershipPriceRow(db, plan);
  return {
    purchase: { kind: "membership", plan, autoRenew },
    amountKobo: price.priceKobo,
    description: membershipDescription(plan),
    callbackUrl: `${siteUrl}/u/bills/membership/${plan}/${chosen.months}/${autoRenew}`,
  };
}

export async function trainingOrder(
  { db, user, now, siteUrl }: OrderContext,
  key: TrainingKey,
  duration: TrainingDuration,
): Promise<Order> {
  const { membership, training } = await billingData(db, user.id, now);
  if (isPaid(training)) {
    throw httpError(
      409,
      `You are already on a Training Package until ${formatDateNG(training.endDate)}. You can choose a new one when it ends.`,
    );
  }
  const [pkg] = await db.select().from(trainingPackages).where(eq(trainingPackages.key, key)).limit(1);
  if (!pkg) throw httpError(404, "This training package is not offered");
  const price = trainingPrice(
    {
      plans: [{ price: toNaira(pkg.oneMonthKobo) }, { price: toNaira(pkg.threeMonthsKobo) }],
      discount: pkg.discountPercent,
    },
    duration,
    isPaid(membership),
  );
  return {
    purchase: { kind: "training", package: key, duration },
    amountKobo: toKobo(price),
    description: `${pkg.name} training, ${TRAINING_DURATION_LABELS[duration]}`,
    callbackUrl: `${siteUrl}/u/bills/training/${key}/${duration}/none`,
  };
}

/**
 * A coach-pairing order (docs/decisions/0007-coach-pairing-order.md): a plan of the membership
 * pages, a coach who fits it, and one of its durations.
 */
export async function pairingOrder(
  { db, user, now, siteUrl }: OrderContext,
  planId: string,
  months: number,
  coachId: string,
): Promise<Order> {
  const [[plan], [coach], current] = await Promise.all([
    db.select().from(plans).where(eq(plans.id, planId)).limit(1),
    db.select().from(coaches).where(eq(coaches.id, coachId)).limit(1),
    assignmentOf(db, user.id),
  ]);
  if (!plan) throw httpError(404, "This plan does not exist");
  if (!coach) throw httpError(404, "This coach does not exist");
  if (coach.retiredAt)
    throw httpError(409, `${coach.coachName} no longer coaches at the club: choose another coach`);
  const option = plan.billingPlans.find((o) => o.interval === months);
  if (!option) {
    const offered = plan.billingPlans.map((o) => monthsLabel(o.interval)).join(", ");
    throw httpError(400, `${plan.planName} can be paid for ${offered}, not ${monthsLabel(months)}`);
  }
  if (!coachFitsPlan(plan, coach.level)) {
    throw httpError(
      400,
      `${coach.coachName} does not coach the ${plan.planName} plan: choose one of its coaches`,
    );
  }
  if (current) {
    const facts = { ...current.assignment, trainingEndsAt: current.trainingEndsAt };
    const status = assignmentStatusAt(facts, now);
    // An ended assignment is replaced by the new order; a running one is refused until it ends.
    if (status !== "Ended") {
      const end = assignmentEnd(facts);
      const until = end
        ? ` Its paid period ends on ${formatDateNG(end.toISOString())}; you can order another pairing then.`
        : "";
      throw httpError(
        409,
        status === "Pending"
          ? `Your coach assignment is already being prepared.${until}`
          : `You already have a coach assigned.${until}`,
      );
    }
  }
  const price = durationPrice({
    planPrice: toNaira(plan.planPriceKobo),
    coachPrice: toNaira(coach.priceKobo),
    interval: months,
    discountPercentage: option.discountPercentage,
  });
  return {
    purchase: { kind: "pairing", planId, coachId, months },
    amountKobo: toKobo(price),
    description: `Coach pairing: ${plan.planName} with ${coach.coachName}, ${monthsLabel(months)}`,
    callbackUrl: `${siteUrl}/u/bills/pairing/${encodeURIComponent(planId)}/${months}/none`,
  };
}
