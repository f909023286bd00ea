/**
 * Payments in the console (docs/decisions/0091-console-payments.md): every payment, filtered and a
 * page at a time, with its refunds and disputes; totals per kind for a period of the Lagos calendar;
 * a CSV export for the club's accounts (staff, audited); who auto-renews in the next 14 days and
 * how the last renewal run went (staff). Refunds, of one payment or of every ticket of a cancelled
 * tournament, are for admins.
 */

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import * as calls from "@/shared/api/all-calls";
import type { PaymentsExportQuery, RefundTicketsResponse, StaffPayment } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { formatNaira } from "@/shared/domain/format";
import { isHandChannel } from "@/shared/domain/hand-payments";
import { TRANSACTION_KINDS } from "@/shared/domain/lists";
import { isPaidMembershipKey, membershipPlan, PAID_MEMBERSHIP_PLANS } from "@/shared/domain/membership-plans";
import { renewalPriceKobo } from "@/shared/domain/membership-prices";
import { periodInterval, refundableKobo } from "@/shared/domain/money-period";
import { toNaira } from "@/shared/domain/pricing";
import { renewsOnCard } from "@/shared/domain/renewal-notices";
import { planTicketRefunds, ticketRefundAction } from "@/shared/domain/ticket-refunds";
import type { Database } from "../../db/client";
import { preparedPer } from "../../db/prepared";
import {
  cardAuthorizations,
  memberships,
  paymentDayTotals,
  paymentDisputes,
  type RefundRow,
  refunds,
  renewalRuns,
  type TransactionRow,
  tickets,
  tournaments,
  transactions,
  users,
} from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { httpError } from "../../lib/http-error";
import { errorSummary } from "../../lib/loggable-error";
import type { PaymentDeps } from "../../payments/deps";
import { exportCsv, paymentsForExport } from "../../payments/export";
import { presentPaymentLines } from "../../payments/household";
import { lastChannels } from "../../payments/last-channel";
import { membershipPriceRows } from "../../payments/membership-prices";
import type { Payments } from "../../payments/payments";
import { reconcile } from "../../payments/reconcile";
import { startRefund } from "../../payments/refunds";
import { tellHolder } from "../../payments/tell-holders";
import { containsPattern, paging } from "./shared";

/** How far ahead the renewals list looks. */
export const UPCOMING_RENEWAL_DAYS = 14;

type Filters = z.infer<typeof PaymentsExportQuery>;
type Member = { id: string; fullName: string; email: string | null } | null;

export function filtersWhere(filters: Filters): SQL | undefined {
  const member = filters.member;
  const days = filters.from || filters.to ? { from: filters.from, to: filters.to } : null;
  const from = days?.from
    ? periodInterval({ period: "range", from: days.from, to: days.from }, new Date()).from
    : null;
  const to = days?.to ? periodInterval({ period: "range", from: days.to, to: days.to }, new Date()).to : null;
  return and(
    filters.type ? eq(transactions.kind, filters.type) : undefined,
    filters.status ? eq(transactions.status, filters.status) : undefined,
    member
      ? or(
          eq(transactions.userId, member),
          ilike(users.fullName, containsPattern(member)),
          ilike(users.email, containsPattern(member)),
        )
      : undefined,
    from ? gte(transactions.createdAt, from) : undefined,
    to ? lt(transactions.createdAt, to) : undefined,
  );
}

/**
 * How many payments match the filters, as a value of a statement. Without a status or member to look
 * for, the kept day totals (which count every payment asked for, per Lagos day and kind) answer it
 * from a row per day.
 */
function paymentCount(db: Database, filters: Filters, where: SQL | undefined): SQL<number> {
  if (filters.status || filters.member) {
    return sql<number>`(${db
      .select({ n: count() })
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(where)})`.mapWith(Number);
  }
  return sql<number>`(${db
    .select({ n: sql`coalesce(sum(${paymentDayTotals.payments}), 0)` })
    .from(paymentDayTotals)
    .where(
      and(
        filters.type ? eq(paymentDayTotals.kind, filters.type) : undefined,
        filters.from ? gte(paymentDayTotals.day, filters.from) : undefined,
        filters.to ? lte(paymentDayTotals.day, filters.to) : undefined,
      ),
    )})`.mapWith(Number);
}

/** Records an export of the payments (CSV or workbook) in the audit log. */
export async function auditExport(
  db: Database,
  actor: { id: string; email: string },
  at: Date,
  after: { filters: Filters; rows: number; format: "csv" | "xlsx" },
): Promise<void> {
  await db.transaction((tx) =>
    audited(tx, actor, at, {
      action: "payments.export",
      entityType: "payments",
      entityId: after.format,
      before: null,
      after,
    }),
  );
}

/** What the console shows of a refund: the row and the name of the admin who asked for it. */
type RefundFacts = Pick<
  RefundRow,
  "id" | "amountKobo" | "status" | "cause" | "reason" | "requestedBy" | "problem" | "createdAt" | "updatedAt"
> & { requestedByName: string | null };

/** What the console shows of a dispute. */
type DisputeFacts = Pick<
  typeof paymentDisputes.$inferSelect,
  "id" | "status" | "resolution" | "amountKobo" | "dueAt" | "createdAt"
>;

function presentRefund(row: RefundFacts) {
  return {
    _id: row.id,
    amount: toNaira(row.amountKobo),
    status: row.status,
    cause: row.cause,
    reason: row.reason,
    requestedBy: row.requestedBy,
    requestedByName: row.requestedBy ? row.requestedByName : null,
    problem: row.problem,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A payment as the console shows it, from its refunds and disputes (oldest first) and its lines. */
function presentPayment(
  { payment, member }: { payment: TransactionRow; member: Member },
  own: readonly RefundFacts[],
  disputes: readonly DisputeFacts[],
  lines: Map<string, StaffPayment["lines"]>,
): StaffPayment {
  const refundedKobo = own.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountKobo, 0);
  return {
    _id: payment.id,
    reference: payment.reference,
    type: payment.kind,
    status: payment.status,
    amount: toNaira(payment.amountKobo),
    description: payment.description,
    member: member && { _id: member.id, fullName: member.fullName, email: member.email },
    verified: payment.status === "complete" && payment.fulfilledAt !== null,
    channel: payment.channel,
    receiptNumber: payment.receiptNumber,
    refunded: toNaira(refundedKobo),
    refundable: payment.status === "complete" ? toNaira(refundableKobo(payment.amountKobo, refundedKobo)) : 0,
    refunds: own.map(presentRefund),
    disputes: disputes.map((d) => ({
      _id: d.id,
      status: d.status,
      resolution: d.resolution,
      amount: d.amountKobo === null ? null : toNaira(d.amountKobo),
      dueAt: d.dueAt?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
    })),
    lines: lines.get(payment.id) ?? [],
    createdAt: payment.createdAt.toISOString(),
  };
}

/** Payments with their member, refunds and disputes, as the console shows them. */
export async function presentPayments(
  db: Database,
  rows: { payment: TransactionRow; member: Member }[],
): Promise<StaffPayment[]> {
  const ids = rows.map((r) => r.payment.id);
  const [refundRows, disputeRows] = ids.length
    ? await Promise.all([
        db
          .select({ refund: refunds, requestedByName: users.fullName })
          .from(refunds)
          .leftJoin(users, eq(users.id, refunds.requestedBy))
          .where(inArray(refunds.transactionId, ids))
          .orderBy(asc(refunds.createdAt)),
        db
          .select()
          .from(paymentDisputes)
          .where(inArray(paymentDisputes.transactionId, ids))
          .orderBy(asc(paymentDisputes.createdAt)),
      ])
    : [[], []];
  const lines = await presentPaymentLines(
    db,
    rows.map((r) => r.payment),
  );
  return rows.map((row) =>
    presentPayment(
      row,
      refundRows
        .filter((r) => r.refund.transactionId === row.payment.id)
        .map((r) => ({ ...r.refund, requestedByName: r.requestedByName })),
      disputeRows.filter((d) => d.transactionId === row.payment.id),
      lines,
    ),
  );
}

/** A JSON column as the driver gives it: parsed already, or as text. */
function parsed<T>(value: T | string | null): T | null {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

type Stamped<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends Date ? string : string | null };

/** A payment's refunds, oldest first, with the name of the admin who asked: one JSON array per payment. */
const refundsJson = sql<Stamped<RefundFacts, "createdAt" | "updatedAt">[] | string | null>`(
  select json_agg(json_build_object(
    'id', ${refunds.id}, 'amountKobo', ${refunds.amountKobo}, 'status', ${refunds.status},
    'cause', ${refunds.cause}, 'reason', ${refunds.reason}, 'requestedBy', ${refunds.requestedBy},
    'requestedByName', (select ${users.fullName} from ${users} where ${users.id} = ${refunds.requestedBy}),
    'problem', ${refunds.problem}, 'createdAt', ${refunds.createdAt}, 'updatedAt', ${refunds.updatedAt}
  ) order by ${refunds.createdAt})
  from ${refunds} where ${refunds.transactionId} = ${transactions.id})`;

/** A payment's disputes, oldest first: one JSON array per payment. */
const disputesJson = sql<Stamped<DisputeFacts, "createdAt" | "dueAt">[] | string | null>`(
  select json_agg(json_build_object(
    'id', ${paymentDisputes.id}, 'status', ${paymentDisputes.status},
    'resolution', ${paymentDisputes.resolution}, 'amountKobo', ${paymentDisputes.amountKobo},
    'dueAt', ${paymentDisputes.dueAt}, 'createdAt', ${paymentDisputes.createdAt}
  ) order by ${paymentDisputes.createdAt})
  from ${paymentDisputes} where ${paymentDisputes.transactionId} = ${transactions.id})`;

const refundFacts = (r: Stamped<RefundFacts, "createdAt" | "updatedAt">): RefundFacts => ({
  ...r,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});

const disputeFacts = (d: Stamped<DisputeFacts, "createdAt" | "dueAt">): DisputeFacts => ({
  ...d,
  dueAt: d.dueAt === null ? null : new Date(d.dueAt),
  createdAt: new Date(d.createdAt),
});

export const memberColumns = { id: users.id, fullName: users.fullName, email: users.email };

export async function onePayment(db: Database, id: string): Promise<StaffPayment> {
  const [row] = await db
    .select({ payment: transactions, member: memberColumns })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(eq(transactions.id, id));
  if (!row) throw httpError(404, "This payment does not exist");
  return (await presentPayments(db, [row]))[0]!;
}

/** A page of payments with each one's refunds and disputes and how many match, in one statement. */
function paymentPage(db: Database, filters: Filters, where: SQL | undefined) {
  return db
    .select({
      payment: transactions,
      member: memberColumns,
      refunds: refundsJson,
      disputes: disputesJson,
      total: paymentCount(db, filters, where),
    })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .$dynamic();
}

/** Every payment, a page at a time: the screen as it opens, prepared once per database. */
const everyPaymentPage = preparedPer((db) =>
  paymentPage(db, {}, undefined)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("staff_payments_page"),
);

export function consolePaymentRoutes(deps: RouteDeps & { payments: Payments }) {
  const { db, route, now, mailer, config, payments } = deps;
  const paymentDeps: PaymentDeps = { db, mailer, config, now, payments };
  const app = new Hono<AppEnv>();

  route(app, calls.staffPayments, async (c) => {
    const query = c.req.valid("query");
    const where = filtersWhere(query);
    const { limit, offset } = paging(query);
    // One statement: the page with each payment's refunds and disputes, and how many match; the
    // unfiltered list (the screen as it opens) is prepared once.
    const rows = where
      ? await paymentPage(db, query, where).limit(limit).offset(offset)
      : await everyPaymentPage(db).execute({ limit, offset });
    // A page past the end has no row to carry the count: the matching payments are counted.
    const total =
      rows[0]?.total ??
      (offset === 0
        ? 0
        : (
            await db
              .select({ n: count() })
              .from(transactions)
              .leftJoin(users, eq(users.id, transactions.userId))
              .where(where)
          )[0]?.n);
    const lines = await presentPaymentLines(
      db,
      rows.map((r) => r.payment),
    );
    return c.json({
      items: rows.map((row) =>
        presentPayment(
          row,
          (parsed(row.refunds) ?? []).map(refundFacts),
          (parsed(row.disputes) ?? []).map(disputeFacts),
          lines,
        ),
      ),
      page: query.page,
      pageSize: query.pageSize,
      total: Number(total ?? 0),
    });
  });

  route(app, calls.staffPaymentTotals, async (c) => {
    const query = c.req.valid("query");
    let interval: ReturnType<typeof periodInterval>;
    try {
      interval = periodInterval(query, now());
    } catch (error) {
      throw httpError(400, error instanceof Error ? error.message : "Choose a valid period");
    }
    // Periods are whole Lagos days: the kept day totals add up to exactly what the period's rows hold.
    const rows = await db
      .select({
        kind: paymentDayTotals.kind,
        paid: sql<string>`sum(${paymentDayTotals.paidKobo})`,
        n: sql<string>`sum(${paymentDayTotals.paidCount})`,
        refunded: sql<string>`sum(${paymentDayTotals.refundedKobo})`,
      })
      .from(paymentDayTotals)
      .where(
        and(
          gte(paymentDayTotals.day, clubLocal(interval.from).date),
          lt(paymentDayTotals.day, clubLocal(interval.to).date),
        ),
      )
      .groupBy(paymentDayTotals.kind);
    const totals = TRANSACTION_KINDS.map((type) => {
      const p = rows.find((r) => r.kind === type);
      const paidKobo = Number(p?.paid ?? 0);
      const refundedKobo = Number(p?.refunded ?? 0);
      return {
        type,
        paid: toNaira(paidKobo),
        count: Number(p?.n ?? 0),
        refunded: toNaira(refundedKobo),
        net: toNaira(paidKobo - refundedKobo),
      };
    });
    const sum = (key: "paid" | "refunded" | "net" | "count") =>
      key === "count"
        ? totals.reduce((s, t) => s + t.count, 0)
        : toNaira(totals.reduce((s, t) => s + Math.round(t[key] * 100), 0));
    return c.json({
      from: interval.from.toISOString(),
      to: interval.to.toISOString(),
      totals,
      all: { paid: sum("paid"), count: sum("count"), refunded: sum("refunded"), net: sum("net") },
    });
  });

  route(app, calls.staffPaymentsExport, async (c) => {
    const filters = c.req.valid("query");
    const rows = await paymentsForExport(db, filtersWhere(filters));
    await auditExport(db, c.get("user"), now(), { filters, rows: rows.length, format: "csv" });
    const day = now().toISOString().slice(0, 10);
    return c.body(exportCsv(rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="payments-${day}.csv"`,
      "cache-control": "no-store",
    });
  });

  route(app, calls.staffPayment, async (c) =>
    c.json({ payment: await onePayment(db, c.req.valid("param").id) }),
  );

  route(app, calls.refundPayment, async (c) => {
    const { id } = c.req.valid("param");
    const { amount, reason, player } = c.req.valid("json");
    const actor = c.get("user");
    const { outcome, refund } = await startRefund(paymentDeps, {
      transactionId: id,
      amountKobo: amount === undefined ? undefined : Math.round(amount * 100),
      reason,
      cause: "staff",
      playerId: player,
      actor: { id: actor.id, email: actor.email },
    });
    if (outcome === "refused") {
      throw httpError(
        502,
        `The payment provider did not accept the refund: ${refund.problem ?? "no reason given"}. Nothing was refunded.`,
      );
    }
    const naira = `₦${toNaira(refund.amountKobo).toLocaleString("en-NG")}`;
    const payment = await onePayment(db, id);
    if (isHandChannel(payment.channel)) {
      return c.json({ message: `Refund of ${naira} recorded as given back by hand`, payment });
    }
    if (outcome === "unconfirmed") {
      // Accepted for processing; whether the provider took it on is not known yet.
      return c.json(
        {
          message: `The payment provider did not answer. The refund of ${naira} awaits its confirmation: we check with the provider and finish it. Do not refund it again.`,
          payment,
        },
        202,
      );
    }
    return c.json({
      message: `Refund of ${naira} is on its way`,
      payment,
    });
  });

  /** The valid tickets of a tournament, with their holder and online payment (refunded so far). */
  async function heldTickets(tournamentId: string) {
    const rows = await db
      .select({
        ticket: tickets,
        member: memberColumns,
        payment: transactions,
        refundedKobo: sql<string>`coalesce((select sum(${refunds.amountKobo}) from ${refunds} where ${refunds.transactionId} = ${transactions.id} and ${refunds.status} <> 'failed'), 0)`,
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
      .where(and(eq(tickets.tournamentId, tournamentId), isNull(tickets.voidedAt)))
      .orderBy(asc(users.fullName), asc(tickets.id));
    return rows.map((row) => ({
      ...row,
      held: {
        payment: row.payment && {
          status: row.payment.status,
          amountKobo: row.payment.amountKobo,
          refundedKobo: Number(row.refundedKobo),
        },
      },
    }));
  }

  async function tournamentOf(id: string) {
    const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, id));
    if (!tournament) throw httpError(404, "This tournament does not exist");
    return tournament;
  }

  route(app, calls.refundTournamentTicketsPreview, async (c) => {
    const { id } = c.req.valid("param");
    await tournamentOf(id);
    return c.json(planTicketRefunds((await heldTickets(id)).map((t) => t.held)));
  });

  /**
   * Every valid ticket of a cancelled tournament: one paid online is refunded in full (the refund
   * voids it and tells its holder by notification and mail); one without an online payment is
   * voided and its holder told by notification and mail, once, and it is listed for staff with
   * what happened. Running it again finds only what is left.
   */
  route(app, calls.refundTournamentTickets, async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const actor = c.get("user");
    const tournament = await tournamentOf(id);
    if (!tournament.cancelledAt) throw httpError(409, "Cancel the tournament before refunding its tickets");
    const held = await heldTickets(id);
    const count = { accepted: 0, refused: 0, unconfirmed: 0 };
    let refundedKobo = 0;
    const toldOnly: z.infer<typeof RefundTicketsResponse>["toldOnly"] = [];
    for (const { ticket, member, payment, held: one } of held) {
      if (ticketRefundAction(one) === "refund" && payment) {
        try {
          const result = await startRefund(paymentDeps, {
            transactionId: payment.id,
            reason,
            cause: "staff",
            actor: { id: actor.id, email: actor.email },
          });
          count[result.outcome]++;
          if (result.outcome === "accepted") refundedKobo += result.refund.amountKobo;
        } catch (error) {
          // Already refunded in full: nothing left to do for this ticket.
          if (!(error instanceof Error && "status" in error && error.status === 409)) count.refused++;
        }
        continue;
      }
      const told = await tellHolder(paymentDeps, { ticket, member, tournament, reason, actor });
      if (told) {
        toldOnly.push({
          ticketId: ticket.id,
          fullName: member.fullName,
          email: member.email,
          price: toNaira(ticket.priceKobo),
          outcome: told,
        });
      }
    }
    const what = count.accepted === 1 ? "ticket is" : "tickets are";
    const amount = count.accepted > 0 ? ` (${formatNaira(toNaira(refundedKobo))} in all)` : "";
    const unconfirmed =
      count.unconfirmed > 0
        ? `; ${count.unconfirmed} await the provider's confirmation, which we check by ourselves`
        : "";
    const failed = count.refused > 0 ? `; ${count.refused} could not be refunded now, try again later` : "";
    const told =
      toldOnly.length > 0
        ? `; ${toldOnly.length} ${toldOnly.length === 1 ? "holder" : "holders"} without an online payment ${toldOnly.length === 1 ? "was" : "were"} told and ${toldOnly.length === 1 ? "is" : "are"} listed below`
        : "";
    return c.json({
      message: `${count.accepted} ${what} being refunded${amount}${unconfirmed}${failed}${told}`,
      refunded: count.accepted,
      unconfirmed: count.unconfirmed,
      failed: count.refused,
      told: toldOnly.length,
      toldOnly,
    });
  });

  route(app, calls.staffRenewals, async (c) => {
    const query = c.req.valid("query");
    const at = now();
    const until = new Date(at.getTime() + UPCOMING_RENEWAL_DAYS * 24 * 60 * 60 * 1000);
    const where = and(
      eq(users.autoRenew, true),
      inArray(memberships.plan, PAID_MEMBERSHIP_PLANS.map((p) => p.key).filter(isPaidMembershipKey)),
      gte(memberships.endsAt, at),
      lte(memberships.endsAt, until),
    );
    const { limit, offset } = paging(query);
    const [upcoming, [total], [lastRun]] = await Promise.all([
      db
        .select({ membership: memberships, member: memberColumns, card: cardAuthorizations })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(cardAuthorizations, eq(cardAuthorizations.userId, memberships.userId))
        .where(where)
        .orderBy(asc(memberships.endsAt), asc(users.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where),
      db.select().from(renewalRuns).orderBy(desc(renewalRuns.startedAt)).limit(1),
    ]);
    const [channels, prices] = await Promise.all([
      lastChannels(
        db,
        upcoming.map((r) => r.member.id),
      ),
      membershipPriceRows(db),
    ]);
    // What the renewal job will charge (0215).
    const renewalAmount = (plan: string, endsAt: Date) => {
      const price = prices.find((row) => row.key === plan);
      return price ? toNaira(renewalPriceKobo(price, endsAt)) : 0;
    };
    return c.json({
      items: upcoming.map(({ membership, member, card }) => {
        const lastChannel = channels.get(member.id) ?? null;
        return {
          member: { _id: member.id, fullName: member.fullName, email: member.email },
          plan: membershipPlan(membership.plan).title,
          endsAt: membership.endsAt.toISOString(),
          amount: renewalAmount(membership.plan, membership.endsAt),
          hasCard: card !== null,
          lastChannel,
          // The renewal job's own rule, so the list says what the job will do.
          renewsOnCard: renewsOnCard({ endsAt: membership.endsAt, autoRenew: true, lastChannel, card }),
        };
      }),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
      lastRun: lastRun
        ? {
            startedAt: lastRun.startedAt.toISOString(),
            finishedAt: lastRun.finishedAt?.toISOString() ?? null,
            renewed: lastRun.renewed,
            failed: lastRun.failed,
            lapsed: lastRun.lapsed,
            unsettled: lastRun.unsettled,
          }
        : null,
    });
  });

  // Staff read the provider's settlements against the club's payments, as they read payments.
  route(app, calls.staffReconciliation, async (c) => {
    try {
      return c.json(await reconcile(paymentDeps));
    } catch (error) {
      console.error("Reconciliation could not reach the provider:", errorSummary(error));
      throw httpError(503, "The payment provider could not be reached; try again in a few minutes");
    }
  });

  return app;
}
