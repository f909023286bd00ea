/**
 * Settles a payment with what the provider says about it, exactly once per reference. The browser's
 * return, reloads of it, the webhook and the start-up re-verification may all call this, in any
 * order and at the same time: value is given only when verify reports `success` for the same
 * amount and currency, and only by the caller whose conditional update flips the row to complete
 * (`UPDATE ... WHERE reference = $1 AND fulfilled_at IS NULL RETURNING`), inside the one database
 * transaction that also writes what was bought. Everyone else sees the row already complete.
 */
import { and, eq, isNull } from "drizzle-orm";
import { notifications, type TransactionRow, transactions, users } from "../db/schema";
import type { PaymentDeps } from "./deps";
import { findDuplicateOf, lockMember, markDuplicate, refundDuplicate } from "./duplicates";
import { type Grant, grantPurchase, saveCard } from "./grants";
import { failedNotice, mailFailed, mailPaid, mismatchNotice, type Notice, paidNotice } from "./notices";
import type { PaystackTransaction } from "./paystack-client";
import { isDuplicate, readPurchase } from "./purchase";

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

async function recipient(deps: PaymentDeps, userId: string | null) {
  if (!userId) return undefined;
  const [user] = await deps.db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** What the provider's verify says about a paid payment that the books keep: its id, fee, channel and time. */
function providerFacts(charge: PaystackTransaction) {
  const paidAt = charge.paid_at ? new Date(charge.paid_at) : null;
  return {
    channel: charge.channel ?? null,
    providerId: charge.id ?? null,
    feesKobo: charge.fees ?? null,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
}

/** The one fulfilment: flips the row to complete and writes what it bought, or finds it already done. */
async function fulfil(
  deps: PaymentDeps,
  transaction: TransactionRow,
  charge: PaystackTransaction,
): Promise<{ row: TransactionRow; grant: Grant | null } | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({ status: "complete", fulfilledAt: now, updatedAt: now, ...providerFacts(charge) })
      .where(and(eq(transactions.reference, transaction.reference), isNull(transactions.fulfilledAt)))
      .returning();
    if (!row) return null;
    // An account deleted since paying: the payment is recorded, there is nobody to give it to.
    if (!row.userId) return { row, grant: null };
    // One member's fulfilments take turns; a second payment for what they already have gets nothing.
    await lockMember(tx, row.userId);
    const duplicateOf = await findDuplicateOf(tx, row);
    if (duplicateOf) return { row: await markDuplicate(tx, row, duplicateOf), grant: null };
    const grant = await grantPurchase(tx, {
      userId: row.userId,
      transaction: row,
      purchase: readPurchase(row.kind, row.metadata),
      now,
    });
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    await saveCard(tx, row.userId, charge, member?.email ?? "");
    await tx.insert(notifications).values({ userId: row.userId, ...paidNotice(row, grant), createdAt: now });
    return { row, grant };
  });
}

/** Marks a still-open payment as not paid, with a notice for its member; null when it was no longer open. */
async function close(
  deps: PaymentDeps,
  transaction: TransactionRow,
  status: "failed" | "abandoned",
  notice: Notice | null,
  metadata?: Record<string, unknown>,
): Promise<TransactionRow | null> {
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
    if (row?.userId && notice)
      await tx.insert(notifications).values({ userId: row.userId, ...notice, createdAt: now });
    return row ?? null;
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
        problem: `Provider reported ${charge.amount} ${charge.currency}`,
      });
      return { outcome: "mismatch", transaction: closed ?? (await reload(deps, transaction.reference)) };
    }
    const fulfilled = await fulfil(deps, transaction, charge);
    if (!fulfilled) return { outcome: "paid", transaction: await reload(deps, transaction.reference) };
    if (isDuplicate(fulfilled.row)) await refundDuplicate(deps, fulfilled.row);
    const to = await recipient(deps, fulfilled.row.userId);
    if (to && fulfilled.grant) {
      await mailPaid(deps.mailer, to, fulfilled.row, fulfilled.grant, deps.config.publicSiteUrl, deps.now());
    }
    return { outcome: "paid", transaction: fulfilled.row };
  }

  const unpaid = !charge || UNPAID.has(charge.status);
  if (!unpaid || source === "webhook") {
    return { outcome: "pending", transaction: await noteChannel(deps, transaction, charge) };
  }

  const renewal = readRenewalFlag(transaction);
  if (source === "recovery" && charge?.status !== "failed" && !renewal) {
    const closed = await close(deps, transaction, "abandoned", null);
    return { outcome: "failed", transaction: closed ?? (await reload(deps, transaction.reference)) };
  }
  const closed = await close(deps, transaction, "failed", failedNotice(transaction, renewal));
  if (closed) {
    const to = await recipient(deps, closed.userId);
    if (to) await mailFailed(deps.mailer, to, closed, deps.config.publicSiteUrl, deps.now());
    return { outcome: "failed", transaction: closed };
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
