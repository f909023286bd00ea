/**
 * Members in the console (staff): search and filter them, read one member's whole picture, correct
 * their level and contact details, keep a private note, resend a receipt or a ticket mail, and link
 * an account that signed up as Coach to its coach profile. Staff never see or set a password: no
 * answer here carries the hash and no request takes one. Every write is audited in its own
 * transaction; mail goes after the commit.
 */

import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { StaffMember, StaffMemberSummary, StaffNote } from "@/shared/api/console-contract";
import { memberStanding, nextClubMonthStart } from "@/shared/domain/member-standing";
import { toNaira } from "@/shared/domain/pricing";
import { periodState } from "@/shared/domain/subscription";
import type { Database } from "../../db/client";
import { preparedPer } from "../../db/prepared";
import {
  auditLog,
  coachAccounts,
  coachAssignments,
  coaches,
  coachReviews,
  memberNotes,
  memberSearchText,
  memberships,
  notifications,
  refunds,
  tickets,
  tournaments,
  trainingSubscriptions,
  transactions,
  type UserRow,
  users,
} from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { assignmentOf, assignmentStatusAt, runningAssignment } from "../../lib/coach-assignments";
import { httpError, uniqueViolation } from "../../lib/http-error";
import type { RateRule } from "../../lib/rate-limit-rules";
import { tooMany } from "../../lib/rate-limiter";
import { deliverMail, queueMail } from "../../mail/mail-outbox";
import { paymentReceiptMail, ticketMail } from "../../mail/templates";
import { openlyDisputed } from "../../payments/disputes";
import { containsPattern, isMember, notFound, paging, staleSave } from "./shared";

/** How many of a member's tickets, payments, notifications and reviews the page shows, newest first. */
const NEWEST = 20;

/** Resends of one receipt or one ticket: enough for "it went to spam", not enough to flood an inbox. */
const RESEND_RULE: RateRule = { limit: 3, windowSeconds: 60 * 60 };

const periodEnd = (endsAt: Date | null | undefined) => endsAt ?? null;
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The list's columns: the member, their running plans and running coach. */
const summaryColumns = {
  user: users,
  membershipPlan: memberships.plan,
  membershipEndsAt: memberships.endsAt,
  trainingPlan: trainingSubscriptions.packageKey,
  trainingEndsAt: trainingSubscriptions.endsAt,
  coachId: coachAssignments.coachId,
  coachStatus: coachAssignments.status,
  coachEndsAt: coachAssignments.endsAt,
  coachName: coaches.coachName,
};

/** A select from `users` joined with each member's running plans and running coach. */
function withPlansAndCoach<Query extends PgSelect>(query: Query, at: Date | Placeholder) {
  return query
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(trainingSubscriptions, eq(trainingSubscriptions.userId, users.id))
    .leftJoin(coachAssignments, and(eq(coachAssignments.userId, users.id), runningAssignment(at)))
    .leftJoin(coaches, eq(coaches.id, coachAssignments.coachId));
}

function summaryQuery(db: Database, at: Date | Placeholder) {
  return withPlansAndCoach(db.select(summaryColumns).from(users).$dynamic(), at);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["where"]>>[number];

function running(plan: string | null, endsAt: Date | null, at: Date) {
  return plan !== null && endsAt !== null && endsAt > at ? { plan, endDate: endsAt.toISOString() } : null;
}

function presentSummary(row: SummaryRow, at: Date): StaffMemberSummary {
  const { user } = row;
  const coachStatus =
    row.coachStatus && row.coachId
      ? assignmentStatusAt(
          { status: row.coachStatus, endsAt: row.coachEndsAt, trainingEndsAt: periodEnd(row.trainingEndsAt) },
          at,
        )
      : null;
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    phoneNumber: user.phoneNumber,
    role: user.role,
    level: user.level,
    membership: running(row.membershipPlan, row.membershipEndsAt, at),
    standing: memberStanding(periodEnd(row.membershipEndsAt), at),
    training: running(row.trainingPlan, row.trainingEndsAt, at),
    coach:
      coachStatus && coachStatus !== "Ended" && row.coachId
        ? { _id: row.coachId, coachName: row.coachName ?? "", status: coachStatus }
        : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A member's whole record as the member page shows it. */
async function presentMember(db: Database, user: UserRow, at: Date): Promise<StaffMember> {
  const [[row], assignmentRow, [link]] = await Promise.all([
    summaryQuery(db, at).where(eq(users.id, user.id)),
    assignmentOf(db, user.id),
    db
      .select({ _id: coaches.id, coachName: coaches.coachName })
      .from(coachAccounts)
      .innerJoin(coaches, eq(coaches.id, coachAccounts.coachId))
      .where(eq(coachAccounts.userId, user.id)),
  ]);
  if (!row) throw notFound("member");
  const summary = presentSummary({ ...row, user }, at);

  let assignment: StaffMember["assignment"] = null;
  let assignmentHistory: StaffMember["assignmentHistory"] = [];
  if (assignmentRow) {
    const { assignment: a, trainingEndsAt } = assignmentRow;
    const [coach] = await db.select().from(coaches).where(eq(coaches.id, a.coachId));
    const coachName = coach?.coachName ?? "";
    assignment = {
      _id: a.id,
      coach: { _id: a.coachId, coachName },
      status: assignmentStatusAt({ status: a.status, endsAt: a.endsAt, trainingEndsAt }, at),
      orderedAt: a.createdAt.toISOString(),
      assignedAt: iso(a.assignedAt),
      endsAt: iso(a.endsAt ?? trainingEndsAt),
      endedAt: iso(a.endedAt),
    };
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, a.id))
      .orderBy(desc(auditLog.at), desc(auditLog.seq));
    // The row's own dates, where no staff action was recorded for them.
    const events = [
      { at: a.createdAt, what: `Pairing with ${coachName} ordered`, by: null as string | null },
    ];
    if (audits.length === 0) {
      if (a.assignedAt) events.push({ at: a.assignedAt, what: `Assigned to ${coachName}`, by: null });
      if (a.endedAt) events.push({ at: a.endedAt, what: "Ended", by: null });
    }
    for (const entry of audits) events.push({ at: entry.at, what: entry.action, by: entry.actorEmail });
    assignmentHistory = events
      .sort((x, y) => y.at.getTime() - x.at.getTime())
      .map((event) => ({ ...event, at: event.at.toISOString() }));
  }

  return {
    ...summary,
    phoneNeedsFix: user.phoneNeedsFix,
    dob: user.dob,
    consoleRole: user.consoleRole,
    membership:
      row.membershipPlan && row.membershipEndsAt
        ? {
            plan: row.membershipPlan,
            status: periodState(row.membershipEndsAt, at),
            endDate: row.membershipEndsAt.toISOString(),
            autoRenew: user.autoRenew,
          }
        : null,
    training:
      row.trainingPlan && row.trainingEndsAt
        ? {
            plan: row.trainingPlan,
            status: periodState(row.trainingEndsAt, at),
            endDate: row.trainingEndsAt.toISOString(),
          }
        : null,
    assignment,
    assignmentHistory,
    linkedCoach: link ?? null,
    version: user.version,
  };
}

/** Every member's page and count, as the list opens: prepared once per database. */
const everyMemberPage = preparedPer((db) =>
  summaryQuery(db, sql.placeholder("at"))
    .where(isMember)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("staff_members_page"),
);
const everyMemberCount = preparedPer((db) =>
  db.select({ n: count() }).from(users).where(isMember).prepare("staff_members_count"),
);

/**
 * A search's page: the page's members chosen by name first (from the members the search finds),
 * then only those joined with their plans and coach.
 */
function searchPage(
  db: Database,
  search: SQL,
  at: Date | Placeholder,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(and(isMember, search))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit)
    .offset(offset);
  return summaryQuery(db, at)
    .where(sql`${users.id} = any(array(${ids}))`)
    .orderBy(asc(users.fullName), asc(users.id));
}

/**
 * A search alone (no plan, coach or standing filter), as staff type it: its page and count,
 * prepared once per database, one pair for a text and one for a text that is also a phone number.
 */
const searchStatements = (withPhone: boolean, name: string) =>
  preparedPer((db) => {
    const search = memberSearch(sql.placeholder("pattern"), withPhone ? sql.placeholder("phone") : undefined);
    return {
      page: searchPage(
        db,
        search,
        sql.placeholder("at"),
        sql.placeholder("limit"),
        sql.placeholder("offset"),
      ).prepare(`${name}_page`),
      count: db.select({ n: count() }).from(users).where(and(isMember, search)).prepare(`${name}_count`),
    };
  });
const textSearch = searchStatements(false, "staff_members_search");
const phoneSearch = searchStatements(true, "staff_members_phone_search");

async function readNote(db: Database, userId: string): Promise<StaffNote> {
  const [row] = await db
    .select({ note: memberNotes, by: users.email })
    .from(memberNotes)
    .leftJoin(users, eq(users.id, memberNotes.updatedBy))
    .where(eq(memberNotes.userId, userId));
  if (!row) return { note: "", version: 0, updatedAt: null, updatedBy: null };
  return {
    note: row.note.note,
    version: row.note.version,
    updatedAt: row.note.updatedAt.toISOString(),
    updatedBy: row.by ?? null,
  };
}

/** The member's own details an audit row keeps; never the password hash. */
const contactSnapshot = (user: UserRow) => ({
  email: user.email,
  phoneNumber: user.phoneNumber,
  level: user.level,
  version: user.version,
});

/** Kobo refunded (refunds that did not fail) per payment, for the payments given. */
async function refundedByPayment(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: refunds.transactionId, kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(inArray(refunds.transactionId, ids), ne(refunds.status, "failed")))
    .groupBy(refunds.transactionId);
  return new Map(rows.map((r) => [r.id, Number(r.kobo)]));
}

export function consoleMemberRoutes({ db, now, route, mailer, config, rateLimiter }: RouteDeps) {
  const app = new Hono<AppEnv>();

  async function memberRow(id: string): Promise<UserRow> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isMember));
    if (!user) throw notFound("member");
    return user;
  }

  route(app, calls.staffMembers, async (c) => {
    const query = c.req.valid("query");
    const at = now();
    const monthEnd = nextClubMonthStart(at);
    const planFilter = (plan: string | undefined, column: PgColumn, endsAt: PgColumn): SQL | undefined =>
      plan === undefined
        ? undefined
        : plan === "none"
          ? or(isNull(endsAt), lte(endsAt, at))
          : and(eq(column, plan), gt(endsAt, at));
    const pattern = query.q ? containsPattern(query.q) : undefined;
    const phone = phonePattern(query.q);
    const search = pattern === undefined ? undefined : memberSearch(pattern, phone);
    const joinedWhere = and(
      planFilter(query.plan, memberships.plan, memberships.endsAt),
      planFilter(query.training, trainingSubscriptions.packageKey, trainingSubscriptions.endsAt),
      query.coach ? eq(coachAssignments.coachId, query.coach) : undefined,
      query.standing === "lapsed"
        ? lte(memberships.endsAt, at)
        : query.standing === "expiring"
          ? and(gt(memberships.endsAt, at), lt(memberships.endsAt, monthEnd))
          : undefined,
    );
    const { limit, offset } = paging(query);
    // The page walks the members by name (users_name_idx) and joins only its own rows; the count
    // reads the members alone unless a plan, coach or standing filter needs the joins (the plans
    // and coach are joined one row per member: each is keyed by the member).
    let page: SummaryRow[];
    let total: { n: number } | undefined;
    if (joinedWhere) {
      const where = and(isMember, search, joinedWhere);
      [page, [total]] = await Promise.all([
        summaryQuery(db, at)
          .where(where)
          .orderBy(asc(users.fullName), asc(users.id))
          .limit(limit)
          .offset(offset),
        withPlansAndCoach(db.select({ n: count() }).from(users).$dynamic(), at).where(where),
      ]);
    } else if (pattern !== undefined) {
      // A search alone, as staff type it: prepared once.
      const statements = phone === undefined ? textSearch(db) : phoneSearch(db);
      const values = { at: at.toISOString(), pattern, phone, limit, offset };
      [page, [total]] = await Promise.all([
        statements.page.execute(values),
        statements.count.execute(values),
      ]);
    } else {
      // Every member, as the screen opens: prepared once.
      [page, [total]] = await Promise.all([
        everyMemberPage(db).execute({ at: at.toISOString(), limit, offset }),
        everyMemberCount(db).execute(),
      ]);
    }
    return c.json({
      items: page.map((row) => presentSummary(row, at)),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  route(app, calls.staffMember, async (c) => {
    const user = await memberRow(c.req.valid("param").id);
    const at = now();
    const newest = <T>(items: T[], total: { n: number } | undefined) => ({ items, total: total?.n ?? 0 });
    const [
      member,
      ticketRows,
      [ticketCount],
      payments,
      [paymentCount],
      notes,
      [noteCount],
      reviews,
      [reviewCount],
      note,
    ] = await Promise.all([
      presentMember(db, user, at),
      db
        .select({ ticket: tickets, tournament: tournaments })
        .from(tickets)
        .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
        .where(eq(tickets.userId, user.id))
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(NEWEST),
      db.select({ n: count() }).from(tickets).where(eq(tickets.userId, user.id)),
      db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, user.id))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(NEWEST),
      db.select({ n: count() }).from(transactions).where(eq(transactions.userId, user.id)),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NEWEST),
      db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id)),
      db
        .select({ review: coachReviews, coachName: coaches.coachName })
        .from(coachReviews)
        .innerJoin(coaches, eq(coaches.id, coachReviews.coachId))
        .where(eq(coachReviews.userId, user.id))
        .orderBy(desc(coachReviews.createdAt), desc(coachReviews.id))
        .limit(NEWEST),
      db.select({ n: count() }).from(coachReviews).where(eq(coachReviews.userId, user.id)),
      readNote(db, user.id),
    ]);
    const paymentIds = payments.map((t) => t.id);
    const [refundedKobo, disputed] = await Promise.all([
      refundedByPayment(db, paymentIds),
      openlyDisputed(db, paymentIds),
    ]);
    return c.json({
      member,
      tickets: newest(
        ticketRows.map(({ ticket, tournament }) => ({
          _id: ticket.id,
          tournamentName: tournament.name,
          tournamentDate: tournament.date.toISOString(),
          price: toNaira(ticket.priceKobo),
          boughtAt: ticket.createdAt.toISOString(),
        })),
        ticketCount,
      ),
      transactions: newest(
        payments.map((t) => ({
          _id: t.id,
          reference: t.reference,
          kind: t.kind,
          description: t.description,
          amount: toNaira(t.amountKobo),
          status: t.status,
          createdAt: t.createdAt.toISOString(),
          refunded: toNaira(refundedKobo.get(t.id) ?? 0),
          disputed: disputed.has(t.id),
        })),
        paymentCount,
      ),
      notifications: newest(
        notes.map((n) => ({
          _id: n.id,
          title: n.title,
          message: n.message,
          createdAt: n.createdAt.toISOString(),
        })),
        noteCount,
      ),
      reviews: newest(
        reviews.map(({ review, coachName }) => ({
          _id: review.id,
          coachName,
          rating: review.rating,
          comment: review.comment,
          createdAt: review.createdAt.toISOString(),
        })),
        reviewCount,
      ),
      note,
    });
  });

  route(app, calls.updateMember, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    let updated: UserRow;
    try {
      updated = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isMember))
          .for("update");
        if (!before) throw notFound("member");
        if (before.version !== input.version) throw staleSave("member");
        const [row] = await tx
          .update(users)
          .set({
            email: input.email,
            phoneNumber: input.phoneNumber,
            // A corrected number is a checked E.164 number (docs/decisions/0191-phone-numbers-in-e164.md).
            phoneNeedsFix: false,
            level: input.level,
            version: before.version + 1,
          })
          .where(eq(users.id, id))
          .returning();
        await audited(tx, actor, at, {
          action: "member.update",
          entityType: "user",
          entityId: id,
          before: contactSnapshot(before),
          after: contactSnapshot(row!),
        });
        return row!;
      });
    } catch (error) {
      if (uniqueViolation(error) === "users_email_unique")
        throw httpError(409, "Another account already uses this email");
      throw error;
    }
    return c.json({ message: "Member details saved", member: await presentMember(db, updated, at) });
  });

  route(app, calls.saveMemberNote, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { note, version } = c.req.valid("json");
    const at = now();
    await memberRow(id);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(memberNotes).where(eq(memberNotes.userId, id)).for("update");
      if ((before?.version ?? 0) !== version) throw staleSave("note");
      const saved = before
        ? await tx
            .update(memberNotes)
            .set({ note, version: before.version + 1, updatedAt: at, updatedBy: actor.id })
            .where(and(eq(memberNotes.userId, id), eq(memberNotes.version, before.version)))
            .returning()
        : // A first note: of two written at once, the second finds the row taken and is stale.
          await tx
            .insert(memberNotes)
            .values({ userId: id, note, version: 1, updatedAt: at, updatedBy: actor.id })
            .onConflictDoNothing()
            .returning();
      if (saved.length === 0) throw staleSave("note");
      await audited(tx, actor, at, {
        action: "member.note",
        entityType: "user",
        entityId: id,
        before: before ? { note: before.note, version: before.version } : null,
        after: { note, version: saved[0]!.version },
      });
    });
    return c.json({ message: "Note saved", note: await readNote(db, id) });
  });

  route(app, calls.resendMemberMail, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const user = await memberRow(id);
    const at = now();
    const to = { fullName: user.fullName, email: user.email };

    let mail: ReturnType<typeof ticketMail>;
    let entity: { type: string; id: string };
    if (input.kind === "receipt") {
      const [payment] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, input.transactionId), eq(transactions.userId, id)));
      if (!payment) throw notFound("payment");
      if (payment.status !== "complete") throw httpError(409, "Only a completed payment has a receipt");
      mail = paymentReceiptMail(to, {
        description: payment.description,
        amount: toNaira(payment.amountKobo),
        reference: payment.reference,
        date: (payment.fulfilledAt ?? payment.updatedAt).toISOString(),
      });
      entity = { type: "transaction", id: payment.id };
    } else {
      const [row] = await db
        .select({ ticket: tickets, tournament: tournaments })
        .from(tickets)
        .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
        .where(and(eq(tickets.id, input.ticketId), eq(tickets.userId, id)));
      if (!row) throw notFound("ticket");
      mail = ticketMail(
        to,
        {
          tournamentName: row.tournament.name,
          date: row.tournament.date.toISOString(),
          time: row.tournament.time,
          location: row.tournament.location,
          token: row.ticket.token,
          price: toNaira(row.ticket.priceKobo),
        },
        config.publicSiteUrl,
      );
      entity = { type: "ticket", id: row.ticket.id };
    }

    // Counted before anything is sent, so resends racing each other cannot pass the limit together.
    const wait = await rateLimiter.count([
      { name: "staff-resend", rule: RESEND_RULE, subject: `${entity.type}:${entity.id}` },
    ]);
    if (wait > 0) throw tooMany(c, wait);

    const queued = await db.transaction(async (tx) => {
      await audited(tx, actor, at, {
        action: input.kind === "receipt" ? "member.resend-receipt" : "member.resend-ticket",
        entityType: entity.type,
        entityId: entity.id,
        before: null,
        after: { to: user.email, subject: mail.subject },
      });
      return queueMail(tx, mail);
    });
    if ((await deliverMail({ db, mailer }, { ids: queued })).sent === 0)
      return c.json({
        message: `The mail server did not take it yet: the mail to ${user.email} goes out as soon as it does.`,
        to: user.email,
      });
    return c.json({ message: `Sent to ${user.email}`, to: user.email });
  });

  route(app, calls.linkCoachAccount, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { coachId } = c.req.valid("json");
    const at = now();
    let coachName = "";
    try {
      await db.transaction(async (tx) => {
        // One change of this account's link at a time.
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isMember))
          .for("update");
        if (!user) throw notFound("member");
        if (user.role !== "coach")
          throw httpError(409, "Only an account that signed up as Coach can be linked to a coach profile");
        const [before] = await tx.select().from(coachAccounts).where(eq(coachAccounts.userId, id));
        if ((before?.coachId ?? null) === coachId) return;
        if (coachId !== null) {
          const [coach] = await tx.select().from(coaches).where(eq(coaches.id, coachId));
          if (!coach) throw notFound("coach");
          if (coach.retiredAt) throw httpError(409, `${coach.coachName} is retired`);
          coachName = coach.coachName;
        }
        if (before) await tx.delete(coachAccounts).where(eq(coachAccounts.userId, id));
        // The coach profile is the key: a profile another account holds is refused here, whoever got there first.
        if (coachId !== null)
          await tx.insert(coachAccounts).values({ coachId, userId: id, linkedAt: at, linkedBy: actor.id });
        await audited(tx, actor, at, {
          action: "member.coach-link",
          entityType: "user",
          entityId: id,
          before: { coachId: before?.coachId ?? null },
          after: { coachId },
        });
      });
    } catch (error) {
      if (uniqueViolation(error) === "coach_accounts_pkey")
        throw httpError(409, `${coachName || "This coach"} is already linked to another account`);
      throw error;
    }
    const user = await memberRow(id);
    return c.json({
      message: coachId ? `Linked to ${coachName}` : "Coach profile unlinked",
      member: await presentMember(db, user, at),
    });
  });

  return app;
}

/**
 * Numbers are stored in E.164 (+2348031234567): a search written with spaces, dashes or a leading 0
 * ("0803 123 4567") finds them by their digits after the trunk 0.
 */
function phonePattern(q: string | undefined): string | undefined {
  const digits = (q ?? "").replace(/[\s().+-]/g, "");
  if (!/^\d{6,15}$/.test(digits)) return undefined;
  return `%${digits.replace(/^0/, "")}%`;
}

/**
 * The members a search finds: `pattern` (the search text, `containsPattern`) anywhere in their name,
 * email, phone or username, in any case, or `phone` (`phonePattern`) in their number. The same
 * patterns over `memberSearchText` (the four in lower case) come first: they hold for every member
 * the search can match and few others, and `users_search_trgm_idx` finds those, so the columns are
 * compared for them alone.
 */
function memberSearch(pattern: string | Placeholder, phone: string | Placeholder | undefined): SQL {
  const text = memberSearchText(users);
  return and(
    or(sql`${text} like lower(${pattern})`, phone === undefined ? undefined : sql`${text} like ${phone}`),
    or(
      ...[users.fullName, users.email, users.phoneNumber, users.username].map((column) =>
        ilike(column, pattern),
      ),
      phone === undefined ? undefined : ilike(users.phoneNumber, phone),
    ),
  ) as SQL;
}
