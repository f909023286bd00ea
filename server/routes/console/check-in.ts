/**
 * Check-in at the gate (docs/decisions/0106-gate-check-in.md): scans of signed passes or typed
 * tokens, one admission per ticket however many devices scan it at once (the check-in row's key is
 * the ticket), offline scans synced in batches with double admissions reported, the live counts and
 * the scan log, and the pack a scanner keeps to work offline. Admissions are audited.
 */

import { and, count, desc, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { DoubleAdmission, ScanResult } from "@/shared/api/console-contract";
import { holderMatches, scanMessage, scanOutcome } from "@/shared/domain/gate";
import {
  findByTicketCode,
  TICKET_CODE_KEY_SQL,
  TICKET_CODE_LOOKALIKE_SQL,
  ticketCodeLookalike,
} from "@/shared/domain/ticket-code";
import { readPass, verifyPass } from "@/shared/domain/ticket-pass";
import { ticketCheckIns, ticketScans, tickets, tournaments, transactions, users } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { httpError } from "../../lib/http-error";
import { type TicketSigner, ticketSigner } from "../../lib/ticket-signing";
import type { Tx } from "../../payments/grants";
import { notFound } from "./shared";

type Db = RouteDeps["db"] | Tx;

/** The staff member who let a ticket in, beside its holder in the same query. */
const admitter = alias(users, "admitter");
type Staff = { id: string; email: string; fullName: string };

/** A ticket's columns that decide whether it is void, with its tournament's (joined by each query). */
const TICKET_STATE = {
  id: tickets.id,
  token: tickets.token,
  tournamentId: tickets.tournamentId,
  tournamentName: tournaments.name,
  cancelledAt: tournaments.cancelledAt,
  paymentStatus: transactions.status,
  voidedAt: tickets.voidedAt,
};

/** A stored token in the look-alike form of `ticketCodeLookalike`, so the index of candidates is small. */
const tokenLookalike = sql`translate(translate(upper(${tickets.token}), ${TICKET_CODE_KEY_SQL.from}, ${TICKET_CODE_KEY_SQL.to}), ${TICKET_CODE_LOOKALIKE_SQL.from}, ${TICKET_CODE_LOOKALIKE_SQL.to})`;

/** A ticket with what decides its outcome: a pass by its signed ticket id, a typed code however typed. */
async function findTicket(db: Db, signer: TicketSigner, code: string) {
  let where: ReturnType<typeof eq>;
  if (readPass(code)) {
    const check = await verifyPass(code, signer.keys);
    if (!check.ok) return null;
    where = eq(tickets.id, check.fields.ticketId);
  } else {
    const lookalike = ticketCodeLookalike(code);
    if (!lookalike) return null;
    where = eq(tokenLookalike, lookalike);
  }
  const rows = await db
    .select({ ...TICKET_STATE, holder: users.fullName })
    .from(tickets)
    .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(where);
  if (readPass(code)) return rows[0] ?? null;
  return findByTicketCode(code, rows);
}

/** Voided by a refund, its payment no longer complete, or its tournament cancelled. */
const isVoid = (row: { cancelledAt: Date | null; paymentStatus: string | null; voidedAt: Date | null }) =>
  row.cancelledAt !== null ||
  row.voidedAt !== null ||
  (row.paymentStatus !== null && row.paymentStatus !== "complete");

async function checkInOf(db: Db, ticketId: string) {
  const [row] = await db
    .select({
      at: ticketCheckIns.admittedAt,
      deviceId: ticketCheckIns.deviceId,
      deviceName: ticketCheckIns.deviceName,
      staff: users.fullName,
    })
    .from(ticketCheckIns)
    .leftJoin(users, eq(users.id, ticketCheckIns.staffId))
    .where(eq(ticketCheckIns.ticketId, ticketId));
  return row ?? null;
}

interface Scan {
  code: string;
  deviceId: string;
  deviceName: string | null;
  scannedAt: Date;
  offline: boolean;
  admittedOffline: boolean;
}

/** One scan in its own transaction: decide, admit at most once, log, audit an admission. */
async function recordScan(
  db: RouteDeps["db"],
  signer: TicketSigner,
  staff: Staff,
  tournamentId: string,
  scan: Scan,
  at: Date,
): Promise<{ result: ScanResult; double: DoubleAdmission | null }> {
  return db.transaction(async (tx) => {
    const ticket = await findTicket(tx, signer, scan.code);
    const existing = ticket && (await checkInOf(tx, ticket.id));
    let outcome = scanOutcome(
      ticket && { void: isVoid(ticket), tournamentId: ticket.tournamentId, checkedIn: existing !== null },
      tournamentId,
    );
    let checkIn = existing;
    if (ticket && outcome === "admitted") {
      const [made] = await tx
        .insert(ticketCheckIns)
        .values({
          ticketId: ticket.id,
          tournamentId,
          deviceId: scan.deviceId,
          deviceName: scan.deviceName,
          staffId: staff.id,
          admittedAt: scan.scannedAt,
          recordedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (made) {
        checkIn = {
          at: made.admittedAt,
          deviceId: made.deviceId,
          deviceName: made.deviceName,
          staff: staff.fullName,
        };
        await audited(tx, staff, at, {
          action: "ticket.check-in",
          entityType: "ticket",
          entityId: ticket.id,
          before: null,
          after: {
            tournamentId,
            deviceId: scan.deviceId,
            deviceName: scan.deviceName,
            admittedAt: scan.scannedAt,
            offline: scan.offline,
          },
        });
      } else {
        // Another scan admitted it between our read and our write.
        outcome = "already";
        checkIn = await checkInOf(tx, ticket.id);
      }
    }
    // The same offline admission sent again (a retried sync) is not a second one.
    const resent =
      outcome === "already" &&
      scan.offline &&
      checkIn !== null &&
      checkIn.deviceId === scan.deviceId &&
      checkIn.at.getTime() === scan.scannedAt.getTime();
    const double = ticket && checkIn && outcome === "already" && scan.admittedOffline && !resent;
    if (!resent) {
      await tx.insert(ticketScans).values({
        tournamentId,
        ticketId: ticket?.id ?? null,
        outcome,
        deviceId: scan.deviceId,
        deviceName: scan.deviceName,
        staffId: staff.id,
        scannedAt: scan.scannedAt,
        recordedAt: at,
        offline: scan.offline,
        doubleAdmission: Boolean(double),
      });
    }
    const result: ScanResult = {
      outcome: resent ? "admitted" : outcome,
      message: scanMessage(resent ? "admitted" : outcome, ticket?.holder, ticket?.tournamentName),
      ticket: ticket && {
        _id: ticket.id,
        holder: ticket.holder,
        token: ticket.token,
        tournamentName: ticket.tournamentName,
      },
      checkIn: checkIn && {
        at: checkIn.at.toISOString(),
        deviceId: checkIn.deviceId,
        deviceName: checkIn.deviceName,
        staff: checkIn.staff,
      },
    };
    return {
      result,
      double:
        double && ticket && checkIn
          ? doubleAdmission(
              ticket,
              { at: checkIn.at, deviceId: checkIn.deviceName ?? checkIn.deviceId },
              { at: scan.scannedAt, deviceId: scan.deviceName ?? scan.deviceId },
            )
          : null,
    };
  });
}

function doubleAdmission(
  ticket: { id: string; holder: string; token: string },
  a: { at: Date; deviceId: string },
  b: { at: Date; deviceId: string },
): DoubleAdmission {
  const [first, second] = a.at <= b.at ? [a, b] : [b, a];
  return {
    ticketId: ticket.id,
    holder: ticket.holder,
    token: ticket.token,
    first: { at: first.at.toISOString(), deviceId: first.deviceId },
    second: { at: second.at.toISOString(), deviceId: second.deviceId },
  };
}

async function tournamentOf(db: Db, id: string) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw notFound("tournament");
  return row;
}

/** The tournament's tickets with holder, payment and admission. */
async function ticketsOf(db: Db, tournamentId: string) {
  return db
    .select({
      id: tickets.id,
      token: tickets.token,
      holder: users.fullName,
      paymentStatus: transactions.status,
      voidedAt: tickets.voidedAt,
      checkedInAt: ticketCheckIns.admittedAt,
      checkedInDevice: ticketCheckIns.deviceId,
      checkedInDeviceName: ticketCheckIns.deviceName,
      checkedInBy: admitter.fullName,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
    .leftJoin(ticketCheckIns, eq(ticketCheckIns.ticketId, tickets.id))
    .leftJoin(admitter, eq(admitter.id, ticketCheckIns.staffId))
    .where(eq(tickets.tournamentId, tournamentId));
}

type TournamentRow = Awaited<ReturnType<typeof tournamentOf>>;
type TicketRow = Awaited<ReturnType<typeof ticketsOf>>[number];

/** Whether a ticket of this tournament may no longer come in. */
const ticketVoid = (tournament: TournamentRow, t: TicketRow) =>
  isVoid({ ...t, cancelledAt: tournament.cancelledAt });

/** Admitted (tickets checked in, and people let in without one) and the valid tickets still to come. */
async function gateFigures(db: Db, tournament: TournamentRow, all: TicketRow[]) {
  const [[checkedIn], [without]] = await Promise.all([
    db.select({ n: count() }).from(ticketCheckIns).where(eq(ticketCheckIns.tournamentId, tournament.id)),
    db
      .select({ n: count() })
      .from(ticketScans)
      .where(and(eq(ticketScans.tournamentId, tournament.id), isNotNull(ticketScans.withoutTicketReason))),
  ]);
  const withoutTicket = without?.n ?? 0;
  return {
    admitted: (checkedIn?.n ?? 0) + withoutTicket,
    withoutTicket,
    remaining: all.filter((t) => !ticketVoid(tournament, t) && t.checkedInAt === null).length,
  };
}

/** How many holders a name search answers; a longer name narrows it. */
const HOLDER_RESULTS = 20;

/** A row of the scan log as the gate screen shows it. */
function logEntry(scan: typeof ticketScans.$inferSelect, holder: string | null, token: string | null) {
  return {
    _id: scan.id,
    outcome: scan.outcome,
    holder,
    token,
    deviceId: scan.deviceId,
    deviceName: scan.deviceName,
    scannedAt: scan.scannedAt.toISOString(),
    offline: scan.offline,
    doubleAdmission: scan.doubleAdmission,
    withoutTicket: scan.withoutTicketReason,
  };
}

/** How long after its day a tournament's tickets may still turn up at another gate. */
const ELSEWHERE_DAYS = 30;

/** Tickets of the other tournaments not long past: tokens and whether void, for a scanner's pack. */
async function ticketsElsewhere(db: Db, tournamentId: string, at: Date) {
  const since = new Date(at.getTime() - ELSEWHERE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select(TICKET_STATE)
    .from(tickets)
    .innerJoin(tournaments, eq(tournaments.id, tickets.tournamentId))
    .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(and(ne(tickets.tournamentId, tournamentId), gte(tournaments.date, since)));
  return rows.map((row) => ({
    _id: row.id,
    token: row.token,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    void: isVoid(row),
  }));
}

export function consoleCheckInRoutes({ db, now, route, config }: RouteDeps) {
  const app = new Hono<AppEnv>();
  const signer = ticketSigner(config);

  route(app, calls.checkInScan, async (c) => {
    const { tournamentId } = c.req.valid("param");
    const { code, deviceId, deviceName } = c.req.valid("json");
    await tournamentOf(db, tournamentId);
    const at = now();
    const { result } = await recordScan(
      db,
      signer,
      c.get("user"),
      tournamentId,
      {
        code,
        deviceId,
        deviceName: deviceName ?? null,
        scannedAt: at,
        offline: false,
        admittedOffline: false,
      },
      at,
    );
    return c.json(result);
  });

  route(app, calls.checkInSync, async (c) => {
    const { tournamentId } = c.req.valid("param");
    const { deviceId, deviceName, scans } = c.req.valid("json");
    await tournamentOf(db, tournamentId);
    const at = now();
    const staff = c.get("user");
    const results: ScanResult[] = [];
    const doubles: DoubleAdmission[] = [];
    // In the order they were scanned, so the device's own first admission comes first.
    const ordered = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
    for (const scan of ordered) {
      const { result, double } = await recordScan(
        db,
        signer,
        staff,
        tournamentId,
        {
          code: scan.code,
          deviceId,
          deviceName: deviceName ?? null,
          scannedAt: new Date(scan.scannedAt),
          offline: true,
          admittedOffline: scan.admittedOffline,
        },
        at,
      );
      results.push(result);
      if (double) doubles.push(double);
    }
    if (doubles.length > 0) {
      await db.transaction((tx) =>
        audited(tx, staff, at, {
          action: "ticket.double-admission",
          entityType: "tournament",
          entityId: tournamentId,
          before: null,
          after: { deviceId, doubleAdmissions: doubles },
        }),
      );
    }
    return c.json({ results, doubleAdmissions: doubles });
  });

  route(app, calls.checkInStatus, async (c) => {
    const { tournamentId } = c.req.valid("param");
    const tournament = await tournamentOf(db, tournamentId);
    const all = await ticketsOf(db, tournamentId);
    const [figures, log, doubles] = await Promise.all([
      gateFigures(db, tournament, all),
      db
        .select({ scan: ticketScans, holder: users.fullName, token: tickets.token })
        .from(ticketScans)
        .leftJoin(tickets, eq(tickets.id, ticketScans.ticketId))
        .leftJoin(users, eq(users.id, tickets.userId))
        .where(eq(ticketScans.tournamentId, tournamentId))
        .orderBy(desc(ticketScans.recordedAt), desc(ticketScans.scannedAt))
        .limit(50),
      db
        .select({
          scan: ticketScans,
          holder: users.fullName,
          token: tickets.token,
          first: ticketCheckIns,
        })
        .from(ticketScans)
        .innerJoin(tickets, eq(tickets.id, ticketScans.ticketId))
        .innerJoin(users, eq(users.id, tickets.userId))
        .innerJoin(ticketCheckIns, eq(ticketCheckIns.ticketId, ticketScans.ticketId))
        .where(and(eq(ticketScans.tournamentId, tournamentId), eq(ticketScans.doubleAdmission, true)))
        .orderBy(desc(ticketScans.scannedAt)),
    ]);
    return c.json({
      tournament: {
        _id: tournament.id,
        name: tournament.name,
        startsAt: tournament.date.toISOString(),
        location: tournament.location,
        cancelled: tournament.cancelledAt !== null,
      },
      ...figures,
      log: log.map(({ scan, holder, token }) => logEntry(scan, holder, token)),
      doubleAdmissions: doubles.map(({ scan, holder, token, first }) =>
        doubleAdmission(
          { id: scan.ticketId!, holder, token },
          { at: first.admittedAt, deviceId: first.deviceName ?? first.deviceId },
          { at: scan.scannedAt, deviceId: scan.deviceName ?? scan.deviceId },
        ),
      ),
    });
  });

  route(app, calls.admitWithoutTicket, async (c) => {
    const { tournamentId } = c.req.valid("param");
    const { reason, deviceId, deviceName } = c.req.valid("json");
    const tournament = await tournamentOf(db, tournamentId);
    if (tournament.cancelledAt) throw httpError(409, "This tournament is cancelled: nobody is let in");
    const staff = c.get("user");
    const at = now();
    const entry = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(ticketScans)
        .values({
          tournamentId,
          ticketId: null,
          outcome: "admitted",
          deviceId,
          deviceName: deviceName ?? null,
          staffId: staff.id,
          scannedAt: at,
          recordedAt: at,
          withoutTicketReason: reason,
        })
        .returning();
      await audited(tx, staff, at, {
        action: "ticket.admit-without-ticket",
        entityType: "tournament",
        entityId: tournamentId,
        before: null,
        after: { reason, deviceId, deviceName: deviceName ?? null, scanId: made!.id },
      });
      return made!;
    });
    return c.json({ message: "Let in without a ticket", entry: logEntry(entry, null, null) });
  });

  route(app, calls.searchTicketHolders, async (c) => {
    const { tournamentId } = c.req.valid("param");
    const { q } = c.req.valid("query");
    const tournament = await tournamentOf(db, tournamentId);
    const found = (await ticketsOf(db, tournamentId))
      .filter((t) => holderMatches(t.holder, q))
      .sort((a, b) => a.holder.localeCompare(b.holder));
    return c.json({
      holders: found.slice(0, HOLDER_RESULTS).map((t) => ({
        _id: t.id,
        holder: t.holder,
        token: t.token,
        void: ticketVoid(tournament, t),
        checkIn: t.checkedInAt && {
          at: t.checkedInAt.toISOString(),
          deviceId: t.checkedInDevice!,
          deviceName: t.checkedInDeviceName,
          staff: t.checkedInBy,
        },
      })),
      more: found.length > HOLDER_RESULTS,
    });
  });

  route(app, calls.gatePack, async (c) => {
    const { tournamentId } = c.req.valid("param");
    const tournament = await tournamentOf(db, tournamentId);
    const at = now();
    const [all, elsewhere] = await Promise.all([
      ticketsOf(db, tournamentId),
      ticketsElsewhere(db, tournamentId, at),
    ]);
    const voided = (t: TicketRow) => ticketVoid(tournament, t);
    const { admitted, remaining } = await gateFigures(db, tournament, all);
    return c.json({
      tournament: { _id: tournament.id, name: tournament.name },
      keys: signer.keys,
      tickets: all
        .filter((t) => !voided(t))
        .map((t) => ({
          _id: t.id,
          token: t.token,
          holder: t.holder,
          checkedInAt: t.checkedInAt?.toISOString() ?? null,
          checkedInOn: t.checkedInDeviceName ?? t.checkedInDevice,
          checkedInBy: t.checkedInBy,
        })),
      void: all.filter(voided).map((t) => ({ _id: t.id, token: t.token })),
      elsewhere,
      counts: { admitted, remaining },
      at: at.toISOString(),
    });
  });

  return app;
}
