/**
 * `GET /me/export`: everything the club holds about the signed-in member, as one JSON download
 * (the right of access and portability of the Nigeria Data Protection Act). Secrets are left out:
 * the password hash, the token version, the saved card's provider code and any reset code.
 */

import { asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { toNaira } from "@/shared/domain/pricing";
import type { Database } from "../db/client";
import {
  cardAuthorizations,
  coachAssignments,
  coaches,
  coachReviews,
  contactMessages,
  memberships,
  newsletterSubscribers,
  notifications,
  tickets,
  tournaments,
  trainingSubscriptions,
  transactions,
  type UserRow,
} from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { memberSummary } from "../lib/competition";
import { presentUser } from "../lib/present";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The profile as the API shows it, its id named `id` in the export. */
function withoutId({ _id, ...rest }: ReturnType<typeof presentUser>) {
  return rest;
}

/** The member's data, in the API's units: whole naira and ISO dates. */
export async function memberDataExport(db: Database, user: UserRow, exportedAt: Date) {
  const [
    [membership],
    [training],
    [assignment],
    [card],
    reviews,
    ticketRows,
    matches,
    notices,
    payments,
    [subscription],
    messages,
  ] = await Promise.all([
    db.select().from(memberships).where(eq(memberships.userId, user.id)),
    db.select().from(trainingSubscriptions).where(eq(trainingSubscriptions.userId, user.id)),
    db
      .select({ assignment: coachAssignments, coachName: coaches.coachName })
      .from(coachAssignments)
      .innerJoin(coaches, eq(coaches.id, coachAssignments.coachId))
      .where(eq(coachAssignments.userId, user.id)),
    db.select().from(cardAuthorizations).where(eq(cardAuthorizations.userId, user.id)),
    db
      .select({ review: coachReviews, coachName: coaches.coachName })
      .from(coachReviews)
      .innerJoin(coaches, eq(coaches.id, coachReviews.coachId))
      .where(eq(coachReviews.userId, user.id))
      .orderBy(asc(coachReviews.createdAt)),
    db
      .select({ ticket: tickets, tournamentName: tournaments.name, tournamentDate: tournaments.date })
      .from(tickets)
      .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
      .where(eq(tickets.userId, user.id))
      .orderBy(asc(tickets.createdAt)),
    memberSummary(db, user.id, exportedAt).then((summary) => summary.matches.toReversed()),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt)),
    db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, user.id))
      .orderBy(asc(transactions.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email))
      .orderBy(asc(contactMessages.createdAt)),
  ]);

  return {
    exportedAt: exportedAt.toISOString(),
    profile: {
      id: user.id,
      ...withoutId(presentUser(user)),
      autoRenew: user.autoRenew,
      onLadder: user.onLadder,
      ladderFullName: user.ladderFullName,
      createdAt: iso(user.createdAt),
    },
    membership: membership
      ? { plan: membership.plan, startsAt: iso(membership.startsAt), endsAt: iso(membership.endsAt) }
      : null,
    training: training
      ? {
          package: training.packageKey,
          duration: training.duration,
          startsAt: iso(training.startsAt),
          endsAt: iso(training.endsAt),
        }
      : null,
    coachAssignment: assignment
      ? {
          coachId: assignment.assignment.coachId,
          coachName: assignment.coachName,
          status: assignment.assignment.status,
          planId: assignment.assignment.planId,
          months: assignment.assignment.months,
          assignedAt: iso(assignment.assignment.assignedAt),
          requestedAt: iso(assignment.assignment.createdAt),
        }
      : null,
    savedCard: card
      ? {
          cardType: card.cardType,
          last4: card.last4,
          bank: card.bank,
          expMonth: card.expMonth,
          expYear: card.expYear,
          email: card.email,
          savedAt: iso(card.createdAt),
        }
      : null,
    reviews: reviews.map(({ review, coachName }) => ({
      coachId: review.coachId,
      coachName,
      rating: review.rating,
      comment: review.comment,
      createdAt: iso(review.createdAt),
    })),
    tickets: ticketRows.map(({ ticket, tournamentName, tournamentDate }) => ({
      tournamentId: ticket.tournamentId,
      tournamentName,
      tournamentDate: iso(tournamentDate),
      code: ticket.token,
      price: toNaira(ticket.priceKobo),
      boughtAt: iso(ticket.createdAt),
    })),
    matches: matches.map((match) => ({
      tournamentName: match.tournamentName,
      opponent: match.opponent,
      score: match.score,
      won: match.won,
      playedAt: match.playedAt,
    })),
    notifications: notices.map((notice) => ({
      title: notice.title,
      message: notice.message,
      createdAt: iso(notice.createdAt),
    })),
    transactions: payments.map((payment) => ({
      reference: payment.reference,
      kind: payment.kind,
      description: payment.description,
      amount: toNaira(payment.amountKobo),
      currency: payment.currency,
      status: payment.status,
      details: payment.metadata,
      createdAt: iso(payment.createdAt),
      updatedAt: iso(payment.updatedAt),
    })),
    newsletter: {
      subscribed: subscription?.status === "confirmed",
      since: iso(subscription?.status === "confirmed" ? subscription.confirmedAt : null),
      status: subscription?.status ?? null,
      requestedAt: iso(subscription?.requestedAt ?? null),
      unsubscribedAt: iso(subscription?.unsubscribedAt ?? null),
    },
    contactMessages: messages.map((message) => ({
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phoneNumber: message.phoneNumber,
      message: message.message,
      sentAt: iso(message.createdAt),
    })),
  };
}

/** `tennis-community-data-kemi_b-2026-11-22.json` */
export function exportFileName(user: Pick<UserRow, "username">, at: Date): string {
  const safeName = user.username.replace(/[^\w-]/g, "_");
  return `tennis-community-data-${safeName}-${at.toISOString().slice(0, 10)}.json`;
}

export function dataExportRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.exportMyData, async (c) => {
    const user = c.get("user");
    const at = now();
    const data = await memberDataExport(db, user, at);
    c.header("Content-Disposition", `attachment; filename="${exportFileName(user, at)}"`);
    // Personal data: never kept by a browser or proxy cache.
    c.header("Cache-Control", "no-store");
    return c.body(JSON.stringify(data, null, 2), 200, { "Content-Type": "application/json; charset=utf-8" });
  });

  return app;
}
