/**
 * The accountant's monthly report (docs/decisions/0182-monthly-report.md): the month's completed
 * payments and refunds read from the database and summed by `monthSums`, with what is outstanding at
 * the month's end: bank transfers still awaited, renewals the saved card did not pay, memberships
 * that ended in the month and were not renewed.
 */
import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { MonthlyReportResponse } from "@/shared/api/console-contract";
import { membershipPlan } from "@/shared/domain/membership-plans";
import { monthInterval, monthSums } from "@/shared/domain/monthly-report";
import type { Database } from "../db/client";
import { memberships, refunds, tournaments, transactions, users } from "../db/schema";

/** When a payment counts: when it was paid, as the provider or staff said, else when it was given. */
const paidInstant = sql`coalesce(${transactions.paidAt}, ${transactions.fulfilledAt}, ${transactions.createdAt})`;
const tournamentOf = sql`${transactions.metadata}->>'tournamentId'`;

const memberOf = (row: { id: string; fullName: string; email: string | null } | null) =>
  row ? { _id: row.id, fullName: row.fullName, email: row.email } : null;

export async function monthlyReport(db: Database, month: string, now: Date): Promise<MonthlyReportResponse> {
  const { from, to } = monthInterval(month);
  const member = { id: users.id, fullName: users.fullName, email: users.email };
  const [paid, refunded, pendingTransfers, failedRenewals, lapsed] = await Promise.all([
    db
      .select({
        kind: transactions.kind,
        channel: transactions.channel,
        amountKobo: transactions.amountKobo,
        feesKobo: transactions.feesKobo,
        tournamentId: tournaments.id,
        tournamentName: tournaments.name,
      })
      .from(transactions)
      .leftJoin(tournaments, sql`${tournaments.id} = ${tournamentOf}`)
      .where(
        and(
          eq(transactions.status, "complete"),
          // A bare expression is not a column: its bounds are passed as text, typed here.
          sql`${paidInstant} >= ${from.toISOString()}::timestamptz`,
          sql`${paidInstant} < ${to.toISOString()}::timestamptz`,
        ),
      ),
    db
      .select({
        id: refunds.id,
        transactionId: refunds.transactionId,
        amountKobo: refunds.amountKobo,
        createdAt: refunds.createdAt,
        kind: transactions.kind,
        paidKobo: transactions.amountKobo,
        tournamentId: tournaments.id,
        tournamentName: tournaments.name,
      })
      .from(refunds)
      .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
      .leftJoin(tournaments, sql`${tournaments.id} = ${tournamentOf}`)
      .where(and(ne(refunds.status, "failed"), gte(refunds.createdAt, from), lt(refunds.createdAt, to))),
    db
      .select({ payment: transactions, member })
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(
        and(
          eq(transactions.status, "pending"),
          eq(transactions.channel, "bank_transfer"),
          lt(transactions.createdAt, to),
        ),
      )
      .orderBy(asc(transactions.createdAt)),
    db
      .select({ payment: transactions, member })
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(
        and(
          eq(transactions.kind, "membership"),
          eq(transactions.status, "failed"),
          sql`coalesce((${transactions.metadata}->>'renewal')::boolean, false)`,
          gte(transactions.createdAt, from),
          lt(transactions.createdAt, to),
        ),
      )
      .orderBy(asc(transactions.createdAt)),
    // Still ending in the month: a renewal would have moved the end past it.
    db
      .select({ membership: memberships, member })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(gte(memberships.endsAt, from), lt(memberships.endsAt, to), lte(memberships.endsAt, now)))
      .orderBy(asc(memberships.endsAt)),
  ]);

  // A refund is "full" when, with the refunds before it, it gives back all its payment.
  const earlier =
    refunded.length === 0
      ? []
      : await db
          .select({
            id: refunds.id,
            transactionId: refunds.transactionId,
            amountKobo: refunds.amountKobo,
            createdAt: refunds.createdAt,
          })
          .from(refunds)
          .where(
            and(
              ne(refunds.status, "failed"),
              inArray(refunds.transactionId, [...new Set(refunded.map((r) => r.transactionId))]),
            ),
          );
  const byOrder = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
    a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
  const completes = (r: (typeof refunded)[number]) => {
    const upTo = earlier
      .filter((e) => e.transactionId === r.transactionId && byOrder(e, r) <= 0)
      .reduce((sum, e) => sum + e.amountKobo, 0);
    return upTo >= r.paidKobo && upTo - r.amountKobo < r.paidKobo;
  };
  const tournament = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

  const sums = monthSums(
    paid.map((p) => ({
      kind: p.kind,
      channel: p.channel,
      amountKobo: p.amountKobo,
      feesKobo: p.feesKobo,
      tournament: tournament(p.tournamentId, p.tournamentName),
    })),
    refunded.map((r) => ({
      kind: r.kind,
      amountKobo: r.amountKobo,
      tournament: tournament(r.tournamentId, r.tournamentName),
      full: completes(r),
    })),
  );
  const awaited = (rows: typeof pendingTransfers) =>
    rows.map(({ payment, member: m }) => ({
      reference: payment.reference,
      member: memberOf(m),
      amountKobo: payment.amountKobo,
      createdAt: payment.createdAt.toISOString(),
    }));
  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    ...sums,
    outstanding: {
      pendingTransfers: awaited(pendingTransfers),
      failedRenewals: awaited(failedRenewals),
      lapsedMembers: lapsed.map(({ membership, member: m }) => ({
        member: { _id: m.id, fullName: m.fullName, email: m.email },
        plan: membershipPlan(membership.plan).title,
        endedAt: membership.endsAt.toISOString(),
      })),
    },
  };
}
