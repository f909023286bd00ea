/**
 * What a member asks to buy, priced by the server only (docs/decisions/0003-duration-price.md,
 * 0005-membership-periods.md and 0009-member-training-price.md): the amount, the description the
 * history and receipts show, and the page the provider sends the browser back to. Each refuses what
 * cannot be bought: unknown items (404), a past tournament or a coach who does not fit the plan
 * (400), and what the member already has (409).
 */

import { and, eq, isNull } from "drizzle-orm";
import { clubLocal } from "@/shared/domain/club-time";
import { coachFitsPlan } from "@/shared/domain/coach-fit";
import { formatDateNG } from "@/shared/domain/dates";
import { admissionRefusal } from "@/shared/domain/families";
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
import type { Database } from "../db/client";
import { coaches, plans, tickets, tournaments, trainingPackages, type UserRow } from "../db/schema";
import { startOfClubDay } from "../lib/club-day";
import { assignmentEnd, assignmentOf, assignmentStatusAt } from "../lib/coach-assignments";
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

export async function ticketOrder(
  { db, user, now, siteUrl }: OrderContext,
  tournamentId: string,
): Promise<Order> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
  if (!tournament) throw httpError(404, "This tournament does not exist");
  if (tournament.cancelledAt) throw httpError(409, `${tournament.name} was cancelled: tickets are not sold`);
  if (tournament.date.getTime() < startOfClubDay(now).getTime()) {
    throw httpError(400, "This tournament has already taken place: tickets are no longer sold");
  }
  const [ticket] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.userId, user.id), eq(tickets.tournamentId, tournamentId), isNull(tickets.voidedAt)))
    .limit(1);
  if (ticket) throw httpError(409, "Already Paid");
  // A juniors event admits under-18s only, any other adults only, unless it is open to all ages.
  const notAdmitted = admissionRefusal(
    {
      category: tournament.category,
      openToAllAges: tournament.openToAllAges,
      startDate: clubLocal(tournament.date).date,
    },
    user.fullName,
    user.dob,
  );
  if (notAdmitted) throw httpError(403, notAdmitted);
  const { membership } = await billingData(db, user.id, now);
  const paidMember = isPaid(membership);
  if (!canBuyTicket(tournament, paidMember, now)) {
    const opens = salesOpenFor(tournament, paidMember) ?? now;
    const early = !paidMember && tournament.memberEarlyDays > 0 ? " Paid members can buy earlier." : "";
    throw httpError(
      409,
      `Tickets for ${tournament.name} go on sale on ${formatDateNG(opens.toISOString())}.${early}`,
    );
  }
  return {
    purchase: { kind: "ticket", tournamentId },
    // Paid members pay 5% less.
    amountKobo: toKobo(ticketPrice(toNaira(tournament.priceKobo), paidMember)),
    description: `Ticket: ${tournament.name}`,
    callbackUrl: `${siteUrl}/u/ticket/${encodeURIComponent(tournamentId)}`,
    hold: (tx, at) => holdSeat(tx, tournamentId, user.id, at),
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
