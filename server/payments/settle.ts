/**
 * Settles a payment with what the provider says about it, exactly once per reference. The browser's
 * return, reloads of it, the webhook and the start-up re-verification may all call this, in any
 * order and at the same time: value is given only when verify reports `success` for the same
 * amount and currency, and only by the caller whose conditional update flips the row to complete
 * (`UPDATE ... WHERE reference = $1 AND fulfilled_at IS NULL RETURNING`), inside the one database
 * transaction that also writes what was bought. Everyone else sees the row already complete.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { TicketNotIssued } from "@/shared/domain/lists";
import { ticketNotIssued } from "@/shared/domain/ticket-sales";
import { notifications, type TransactionRow, tournaments, transactions, users } from "../db/schema";
import { entriesStanding, liveOffersToOthers, lockEvent } from "../lib/event-places";
import { ticketsSold } from "../lib/tournament-sales";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { messageNotices } from "../messaging/outbox";
import type { PaymentDeps } from "./deps";
import { findDuplicateOf, lockMember, markDuplicate, refundGivenNothing } from "./duplicates";
import { type Grant, grantPurchase, purchasedEventId, saveCard, type Tx } from "./grants";
import {
  failedMail,
  failedNotice,
  mismatchNotice,
  type Notice,
  notIssuedNotice,
  paidMail,
  paidNotice,
} from "./notices";
import type { PaystackTransaction } from "./paystack-client";
import { gaveNothing, type Purchase, readPurchase } from "./purchase";

export type SettlementOutcome = "paid" | "failed" | "mismatch" | "pending";

export interface Settlement {
  outcome: SettlementOutcome;
  transaction: TransactionRow;
}

/**
 * Who is asking decides what an unpaid answer means: on the member's return it is a failure they are
 * told about; during recovery a checkout nobody finished is quietly marked abandoned; a webhook only
 * ever brings news of success.
 */
export type SettlementSource = "return" | "webhook" | "recovery";

/** Provider statuses that will not turn into a payment. */
const UNPAID = new Set(["failed", "abandoned", "reversed"]);

export function chargeMatches(transaction: TransactionRow, charge: PaystackTransaction): boolean {
  return (
    charge.status === "success" &&
    charge.reference === transaction.reference &&
    charge.amount === transaction.amountKobo &&
    charge.currency === transaction.currency
  );
}

/**
 * What a payment's row already says, without asking the provider: complete is paid, an amount or
 * currency mismatch (recorded as the problem) is a mismatch, other closed payments failed.
 */
export function storedOutcome(row: Pick<TransactionRow, "status" | "metadata">): SettlementOutcome {
  switch (row.status) {
    case "complete":
      return "paid";
    case "pending":
      return "pending";
    case "failed":
      return typeof row.metadata.problem === "string" ? "mismatch" : "failed";
    case "abandoned":
      return "failed";
  }
}

async function reload(deps: PaymentDeps, reference: string): Promise<TransactionRow> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (!row) throw new Error(`Transaction ${reference} disappeared`);
  return row;
}

/**
 * Whether a paid ticket can still be issued: a checkout holds its seat for a while only, and its
 * link can be paid after that, after the seats were sold to others, or after the tournament was
 * cancelled. The tournament's row is locked (as checkouts and cancelling lock it), so concurrent
 * fulfilments count one after another; null when the ticket may be issued.
 */
async function seatRefusal(
  tx: Tx,
  purchase: Purchase,
  userId: string,
  now: Date,
): Promise<{ why: TicketNotIssued; name: string } | null> {
  if (purchase.kind !== "ticket") return null;
  const [tournament] = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, purchase.tournamentId))
    .for("update");
  if (!tournament) return null;
  const sold = (await ticketsSold(tx, [tournament.id])).get(tournament.id) ?? 0;
  const why = ticketNotIssued({
    cancelled: tournament.cancelledAt !== null,
    capacity: tournament.capacity,
    sold,
  });
  if (why) return { why, name: tournament.name };
  // The event's places: the entries standing and the places offered to others from its waiting
  // list (the payer's own offer is theirs), under the event's lock. A spectator takes a seat only.
  const eventId = await purchasedEventId(tx, purchase);
  if (eventId === null) return null;
  const event = await lockEvent(tx, eventId);
  if (event.capacity === null) return null;
  const entries = (await entriesStanding(tx, [event.id])).get(event.id) ?? 0;
  const offered = await liveOffersToOthers(tx, event.id, userId, now);
  return entries + offered >= event.capacity ? { why: "sold-out", name: event.name } : null;
}

/** What the books keep of a paid payment: how, the provider's id and fee, and when the money was paid. */
export interface PaidFacts {
  channel: string | null;
  providerId: number | null;
  feesKobo: number | null;
  paidAt: Date | null;
}

/** What the provider's verify says about a paid payment that the books keep: its id, fee, channel and time. */
function providerFacts(charge: PaystackTransaction): PaidFacts {
  const paidAt = charge.paid_at ? new Date(charge.paid_at) : null;
  return {
    channel: charge.channel ?? null,
    providerId: charge.id ?? null,
    feesKobo: charge.fees ?? null,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
}

export interface Fulfilment {
  row: TransactionRow;
  grant: Grant | null;
  /** Mail queued with the fulfilment, to deliver once it has committed. */
  mail: string[];
}

/**
 * The one fulfilment of a paid payment, inside the caller's database transaction: flips the row to
 * complete and writes what it bought, or answers null when it was fulfilled already. Online
 * payments come here once the provider verified them; money taken by hand once staff recorded it
 * (hand-payments.ts), with no card to keep.
 */
export async function fulfilWithin(
  tx: Tx,
  deps: Pick<PaymentDeps, "config">,
  reference: string,
  facts: PaidFacts,
  charge: PaystackTransaction | null,
  now: Date,
): Promise<Fulfilment | null> {
  const [row] = await tx
    .update(transactions)
    .set({ status: "complete", fulfilledAt: now, updatedAt: now, ...facts })
    .where(and(eq(transactions.reference, reference), isNull(transactions.fulfilledAt)))
    .returning();
  if (!row) return null;
  // An account deleted since paying: the payment is recorded, there is nobody to give it to.
  if (!row.userId) return { row, grant: null, mail: [] };
  // One member's fulfilments take turns; a second payment for what they already have gets nothing.
  await lockMember(tx, row.userId);
  const duplicateOf = await findDuplicateOf(tx, row);
  if (duplicateOf) return { row: await markDuplicate(tx, row, duplicateOf), grant: null, mail: [] };
  const purchase = readPurchase(row.kind, row.metadata);
  const refused = await seatRefusal(tx, purchase, row.userId, now);
  if (refused) {
    // No ticket: the payment is refunded in full once this commits, like a duplicate.
    const [marked] = await tx
      .update(transactions)
      .set({ metadata: { ...row.metadata, notIssued: refused.why } })
      .where(eq(transactions.id, row.id))
      .returning();
    const told = await tx
      .insert(notifications)
      .values({ userId: row.userId, ...notIssuedNotice(row, refused.why, refused.name), createdAt: now })
      .returning();
    await messageNotices(tx, "payment-received", told, now);
    return { row: marked ?? row, grant: null, mail: [] };
  }
  const grant = await grantPurchase(tx, { userId: row.userId, transaction: row, purchase, now });
  const [member] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  if (charge) await saveCard(tx, row.userId, charge, member?.email ?? "");
  const paid = await tx
    .insert(notifications)
    .values({ userId: row.userId, ...paidNotice(row, grant), createdAt: now })
    .returning();
  await messageNotices(tx, row.kind === "ticket" ? "ticket-confirmed" : "payment-received", paid, now);
  // The ticket or receipt is queued with the fulfilment: a crash after the commit loses no mail.
  const mail = member
    ? await queueMail(tx, paidMail(member, row, grant, deps.config.publicSiteUrl, now))
    : [];
  return { row, grant, mail };
}

/** The one fulfilment of a verified online payment, in a transaction of its own. */
function fulfil(
  deps: PaymentDeps,
  transaction: TransactionRow,
  charge: PaystackTransaction,
): Promise<Fulfilment | null> {
  const now = deps.now();
  return deps.db.transaction((tx) =>
    fulfilWithin(tx, deps, transaction.reference, providerFacts(charge), charge, now),
  );
}

/**
 * Marks a still-open payment as not paid, with a notice for its member (and its mail when `mail`);
 * null when it was no longer open.
 */
async function close(
  deps: PaymentDeps,
  transaction: TransactionRow,
  status: "failed" | "abandoned",
  notice: Notice | null,
  { metadata, mail = false }: { metadata?: Record<string, unknown>; mail?: boolean } = {},
): Promise<{ row: TransactionRow; mail: string[] } | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({
        status,
        updatedAt: now,
        ...(metadata ? { metadata: { ...transaction.metadata, ...metadata } } : {}),
      })
      .where(and(eq(transactions.reference, transaction.reference), eq(transactions.status, "pending")))
      .returning();
    if (!row) return null;
    if (row.userId && notice) {
      const told = await tx
        .insert(notifications)
        .values({ userId: row.userId, ...notice, createdAt: now })
        .returning();
      await messageNotices(tx, "payment-pending", told, now);
    }
    if (!row.userId || !mail) return { row, mail: [] };
    const [member] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    return {
      row,
      mail: member ? await queueMail(tx, failedMail(member, row, deps.config.publicSiteUrl, now)) : [],
    };
  });
}

export async function settlePayment(
  deps: PaymentDeps,
  transaction: TransactionRow,
  source: SettlementSource,
  /** Gives up waiting for the provider (shutdown); the payment stays as it was. */
  signal?: AbortSignal,
): Promise<Settlement> {
  if (transaction.status === "complete") return { outcome: "paid", transaction };
  const charge = await deps.payments.paystack.verify(transaction.reference, signal);

  if (charge?.status === "success") {
    if (!chargeMatches(transaction, charge)) {
      console.error(
        `Payment ${transaction.reference} verified for ${charge.amount} ${charge.currency}, expected ${transaction.amountKobo} ${transaction.currency}: not fulfilled`,
      );
      const closed = await close(deps, transaction, "failed", mismatchNotice(transaction), {
        metadata: { problem: `Provider reported ${charge.amount} ${charge.currency}` },
      });
      return { outcome: "mismatch", transaction: closed?.row ?? (await reload(deps, transaction.reference)) };
    }
    const fulfilled = await fulfil(deps, transaction, charge);
    if (!fulfilled) return { outcome: "paid", transaction: await reload(deps, transaction.reference) };
    if (gaveNothing(fulfilled.row)) await refundGivenNothing(deps, fulfilled.row);
    await deliverMail(deps, { ids: fulfilled.mail });
    return { outcome: "paid", transaction: fulfilled.row };
  }

  const unpaid = !charge || UNPAID.has(charge.status);
  if (!unpaid || source === "webhook") {
    return { outcome: "pending", transaction: await noteChannel(deps, transaction, charge) };
  }

  const renewal = readRenewalFlag(transaction);
  if (source === "recovery" && charge?.status !== "failed" && !renewal) {
    const closed = await close(deps, transaction, "abandoned", null);
    return { outcome: "failed", transaction: closed?.row ?? (await reload(deps, transaction.reference)) };
  }
  const closed = await close(deps, transaction, "failed", failedNotice(transaction, renewal), { mail: true });
  if (closed) {
    await deliverMail(deps, { ids: closed.mail });
    return { outcome: "failed", transaction: closed.row };
  }
  const current = await reload(deps, transaction.reference);
  return { outcome: current.status === "complete" ? "paid" : "failed", transaction: current };
}

/** Keeps the channel of a payment still under way (a bank transfer being awaited), so pages can say so. */
async function noteChannel(
  deps: PaymentDeps,
  transaction: TransactionRow,
  charge: PaystackTransaction | null,
): Promise<TransactionRow> {
  const channel = charge?.channel;
  if (!channel || charge.status === "abandoned" || channel === transaction.channel) return transaction;
  const [row] = await deps.db
    .update(transactions)
    .set({ channel })
    .where(and(eq(transactions.reference, transaction.reference), eq(transactions.status, "pending")))
    .returning();
  return row ?? transaction;
}

function readRenewalFlag(transaction: TransactionRow): boolean {
  return transaction.kind === "membership" && transaction.metadata.renewal === true;
}
