/**
 * Refunds (docs/decisions/0090-refunds.md): money given back on a completed payment, in full or in
 * part, never more than is left. A refund is first recorded as `pending` in the database
 * transaction that locks the payment's row and adds up its earlier refunds, so parallel requests
 * (two admins, two tabs, an automatic refund) take turns and cannot together exceed what was paid.
 * Then the provider is asked (`POST /refund`): refused, the refund is `failed` and counts no more;
 * accepted, its id is kept, what the payment bought is taken back (refund-effects.ts) and the member
 * is told, by notification in that transaction and by mail after it commits. Later states come from
 * the provider's `refund.*` webhooks, each re-checked with the provider before it is believed.
 *
 * When no answer comes (a timeout, a network error, the provider's 5xx), the provider may have taken
 * the refund on (docs/decisions/0113-unconfirmed-refunds-and-demo-housekeeping.md): the refund is
 * `unconfirmed` and keeps counting against what may be refunded. The payment's webhooks and the
 * hourly housekeeping look it up in the provider's refunds of the payment, by the merchant note that
 * names it: found, it goes on as if accepted then; not found once its request can no longer arrive,
 * it is `failed`. Every move out of an unanswered state is one conditional update, so it happens once.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { formatNaira } from "@/shared/domain/format";
import { isHandChannel } from "@/shared/domain/hand-payments";
import { PROVIDER_REFUND_STATUSES, type RefundCause, type RefundStatus } from "@/shared/domain/lists";
import { refundableKobo } from "@/shared/domain/money-period";
import { toNaira } from "@/shared/domain/pricing";
import {
  notifications,
  type RefundRow,
  refunds,
  type TransactionRow,
  transactions,
  users,
} from "../db/schema";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";
import { errorSummary } from "../lib/loggable-error";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { refundMail } from "../mail/templates";
import { messageNotices } from "../messaging/outbox";
import type { PaymentDeps } from "./deps";
import type { Tx } from "./grants";
import { recordHandRefund } from "./hand-refunds";
import { type ListedRefund, outcomeUnknown, PaystackError, type PaystackRefund } from "./paystack-client";
import { householdLines } from "./purchase";
import { applyRefundEffects } from "./refund-effects";

/** States a refund does not leave. */
const FINAL: RefundStatus[] = ["processed", "failed"];
/** Asked, and no answer from the provider yet: the request is in flight, or its answer was lost. */
const UNANSWERED: RefundStatus[] = ["pending", "unconfirmed"];

/**
 * A request the provider has not recorded this long after it was sent never will be: the client
 * gives up after 30 seconds.
 */
export const REFUND_ANSWER_WAIT_MS = 5 * 60 * 1000;

const NO_ANSWER = "The provider did not answer; checking with it whether it took the refund on";
const NOT_AT_PROVIDER = "The provider has no record of this refund: nothing was refunded";
const PROVIDER_FAILED = "The provider could not complete the refund";

export interface RefundInput {
  transactionId: string;
  /** Kobo; all that is left when absent. */
  amountKobo?: number | undefined;
  reason: string;
  cause: RefundCause;
  /** A household payment's line: the player whose training is refunded (required there for staff). */
  playerId?: string | undefined;
  /** The admin asking, audited; null for automatic refunds. */
  actor: { id: string; email: string } | null;
}

/**
 * What became of the request: the provider took it on, refused it (nothing was refunded), or never
 * answered (it may have; the refund is `unconfirmed` until the provider says).
 */
export type RefundOutcome = "accepted" | "refused" | "unconfirmed";

export interface RefundResult {
  refund: RefundRow;
  outcome: RefundOutcome;
}

/** A state in the provider's words; null for anything else. */
export function providerRefundStatus(status: string): RefundStatus | null {
  return (PROVIDER_REFUND_STATUSES as readonly string[]).includes(status) ? (status as RefundStatus) : null;
}

/** Kobo refunded or on its way back on a payment: every refund but failed ones. */
export async function refundedSoFar(tx: Tx, transactionId: string): Promise<number> {
  const [sum] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), ne(refunds.status, "failed")));
  return Number(sum?.kobo ?? 0);
}

/** Kobo refunded or on its way back on one player's line of a household payment. */
async function lineRefundedSoFar(tx: Tx, transactionId: string, playerId: string): Promise<number> {
  const [sum] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.transactionId, transactionId),
        eq(refunds.playerId, playerId),
        ne(refunds.status, "failed"),
      ),
    );
  return Number(sum?.kobo ?? 0);
}

/**
 * What is left to refund of the named player's line of a household payment (each line is refunded
 * on its own, docs/decisions/0200-household-checkout.md); null when the refund is not for a line.
 * Staff must name the line; a player named on any other payment, or not on this one, is refused.
 */
async function householdLineLeft(
  tx: Tx,
  payment: TransactionRow,
  input: RefundInput,
): Promise<number | null> {
  if (payment.kind !== "household") {
    if (input.playerId) throw httpError(400, "Only a family training payment is refunded per player");
    return null;
  }
  if (!input.playerId) {
    if (input.actor) throw httpError(400, "Choose the player whose training is refunded");
    return null;
  }
  const line = householdLines(payment).find((l) => l.playerId === input.playerId);
  if (!line) throw httpError(404, "This payment has no line for that player");
  return refundableKobo(line.amountKobo, await lineRefundedSoFar(tx, payment.id, line.playerId));
}

/** Records the refund as pending, or refuses it; the payment's row stays locked until commit. */
function reserve(
  deps: PaymentDeps,
  input: RefundInput,
): Promise<{ refund: RefundRow; payment: TransactionRow }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, input.transactionId))
      .for("update");
    if (!payment) throw httpError(404, "This payment does not exist");
    if (payment.status !== "complete") throw httpError(409, "Only a completed payment can be refunded");
    const refunded = await refundedSoFar(tx, payment.id);
    const left = refundableKobo(payment.amountKobo, refunded);
    if (left <= 0) throw httpError(409, "This payment has already been refunded in full");
    const lineLeft = await householdLineLeft(tx, payment, input);
    const amountKobo = input.amountKobo ?? lineLeft ?? left;
    if (lineLeft !== null && (lineLeft <= 0 || amountKobo > lineLeft)) {
      throw httpError(
        409,
        lineLeft <= 0
          ? "This player's line has already been refunded in full"
          : `At most ${formatNaira(toNaira(lineLeft))} of this player's line is left to refund`,
      );
    }
    if (amountKobo > left) {
      throw httpError(409, `At most ${formatNaira(toNaira(left))} of this payment is left to refund`);
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        transactionId: payment.id,
        amountKobo,
        cause: input.cause,
        reason: input.reason,
        requestedBy: input.actor?.id ?? null,
        playerId: input.playerId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error("The refund was not recorded");
    if (input.actor) {
      await audited(tx, input.actor, now, {
        action: "payment.refund",
        entityType: "transaction",
        entityId: payment.id,
        before: { refundedKobo: refunded },
        after: {
          refundId: refund.id,
          amountKobo,
          reason: input.reason,
          refundedKobo: refunded + amountKobo,
          ...(input.playerId ? { playerId: input.playerId } : {}),
        },
      });
    }
    return { refund, payment };
  });
}

/** Our refund's mark in its merchant note, by which the provider's list is matched to it. */
const notePrefix = (refundId: string) => `Refund ${refundId}:`;

/** The refund still has no answer from the provider, so nothing else has settled it yet. */
const stillUnanswered = (refundId: string) =>
  and(eq(refunds.id, refundId), isNull(refunds.providerRefundId), inArray(refunds.status, UNANSWERED));

/** Settles a refund still without an answer; null when another run settled it first. */
async function settleUnanswered(
  deps: PaymentDeps,
  refundId: string,
  values: Partial<Pick<RefundRow, "providerRefundId" | "status" | "problem">>,
): Promise<RefundRow | null> {
  const [row] = await deps.db
    .update(refunds)
    .set({ ...values, updatedAt: deps.now() })
    .where(stillUnanswered(refundId))
    .returning();
  return row ?? null;
}

/**
 * The provider took the refund on: keep its id and state, take back what was bought, tell the
 * member; once, whichever of the create call, a webhook or the housekeeping gets here first.
 */
async function accept(deps: PaymentDeps, refund: RefundRow, payment: TransactionRow, answer: PaystackRefund) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        providerRefundId: answer.id,
        status: providerRefundStatus(answer.status) ?? "pending",
        problem: null,
        updatedAt: now,
      })
      .where(stillUnanswered(refund.id))
      .returning();
    if (!row) return null;
    const effect = await applyRefundEffects(tx, {
      transaction: payment,
      refundKobo: refund.amountKobo,
      refundedKobo: await refundedSoFar(tx, payment.id),
      line: refund.playerId
        ? {
            playerId: refund.playerId,
            refundedKobo: await lineRefundedSoFar(tx, payment.id, refund.playerId),
          }
        : null,
      now,
    });
    if (payment.userId) {
      const told = await tx
        .insert(notifications)
        .values({
          userId: payment.userId,
          title: "Refund on its way",
          message: `We are refunding ${formatNaira(toNaira(refund.amountKobo))} of your payment for ${payment.description}. ${refund.reason}${/[.!?]$/.test(refund.reason) ? "" : "."}${effect ? ` ${effect}` : ""}`,
          createdAt: now,
        })
        .returning();
      await messageNotices(tx, "tournament-cancelled", told, now);
    }
    return { row, effect, mail: await queueRefundMail(tx, refund, payment, effect) };
  });
}

/** Queues the member's refund mail in the refund's own transaction. */
async function queueRefundMail(
  tx: Tx,
  refund: RefundRow,
  payment: TransactionRow,
  effect: string | null,
): Promise<string[]> {
  if (!payment.userId) return [];
  const [member] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!member) return [];
  return queueMail(
    tx,
    refundMail(member, {
      description: payment.description,
      amount: toNaira(refund.amountKobo),
      reference: payment.reference,
      reason: refund.reason,
      effect,
    }),
  );
}

/**
 * Records what the provider says it did with a refund that had no answer yet; null when another run
 * recorded it first.
 */
async function adopt(
  deps: PaymentDeps,
  refund: RefundRow,
  payment: TransactionRow,
  answer: PaystackRefund,
): Promise<RefundRow | null> {
  if (answer.transaction.reference !== payment.reference || answer.amount !== refund.amountKobo) {
    // Money may be moving, but not as asked: staff must look at it with the provider.
    return settleUnanswered(deps, refund.id, {
      providerRefundId: answer.id,
      status: "needs-attention",
      problem: `The provider recorded ${answer.amount} kobo on ${answer.transaction.reference}`,
    });
  }
  if (providerRefundStatus(answer.status) === "failed") {
    return settleUnanswered(deps, refund.id, {
      providerRefundId: answer.id,
      status: "failed",
      problem: PROVIDER_FAILED,
    });
  }
  const accepted = await accept(deps, refund, payment, answer);
  if (!accepted) return null;
  await deliverMail(deps, { ids: accepted.mail });
  return accepted.row;
}

export async function startRefund(deps: PaymentDeps, input: RefundInput): Promise<RefundResult> {
  // Money taken by hand is given back by hand: the provider never had it (hand-payments.ts).
  const [paid] = await deps.db
    .select({ channel: transactions.channel })
    .from(transactions)
    .where(eq(transactions.id, input.transactionId));
  if (paid && isHandChannel(paid.channel)) {
    if (!input.actor) throw new Error("A payment taken by hand is refunded by staff only");
    const refund = await recordHandRefund(deps, { ...input, actor: input.actor });
    return { refund, outcome: "accepted" };
  }
  const { refund, payment } = await reserve(deps, input);
  let answer: PaystackRefund;
  try {
    answer = await deps.payments.paystack.createRefund({
      transaction: payment.reference,
      amount: refund.amountKobo,
      merchant_note: `${notePrefix(refund.id)} ${input.reason}`.slice(0, 1000),
    });
  } catch (error) {
    if (outcomeUnknown(error)) {
      // The provider may have taken it on: it keeps counting until the provider says.
      console.error(
        `Refund ${refund.id} of ${payment.reference} got no answer; it will be checked with the provider:`,
        errorSummary(error),
      );
      const row = await settleUnanswered(deps, refund.id, { status: "unconfirmed", problem: NO_ANSWER });
      return { refund: row ?? refund, outcome: "unconfirmed" };
    }
    const problem =
      error instanceof PaystackError ? error.message : "The payment provider refused the refund";
    console.error(`Refund ${refund.id} of ${payment.reference} was not accepted:`, errorSummary(error));
    const row = await settleUnanswered(deps, refund.id, { status: "failed", problem });
    return { refund: row ?? refund, outcome: "refused" };
  }
  const row = (await adopt(deps, refund, payment, answer)) ?? refund;
  return { refund: row, outcome: row.status === "failed" ? "refused" : "accepted" };
}

/**
 * Looks up with the provider the refunds whose answer never came: `unconfirmed` ones, and `pending`
 * ones without a provider id older than any request can take (a crash between reserving and
 * asking). The provider's refunds of the payment are listed and matched by our merchant note. Found,
 * the refund goes on as if accepted now; not found once its request can no longer arrive, it is
 * failed and its amount may be refunded again.
 */
async function resolveUnanswered(deps: PaymentDeps, reference?: string): Promise<number> {
  const settled = new Date(deps.now().getTime() - REFUND_ANSWER_WAIT_MS);
  const rows = await deps.db
    .select({ refund: refunds, payment: transactions })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(
      and(
        isNull(refunds.providerRefundId),
        or(
          eq(refunds.status, "unconfirmed"),
          and(eq(refunds.status, "pending"), lt(refunds.createdAt, settled)),
        ),
        reference ? eq(transactions.reference, reference) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt));
  const byPayment = new Map<string, typeof rows>();
  for (const row of rows) byPayment.set(row.payment.id, [...(byPayment.get(row.payment.id) ?? []), row]);
  let changed = 0;
  for (const group of byPayment.values()) {
    const payment = group[0]!.payment;
    let listed: ListedRefund[];
    try {
      listed = await deps.payments.paystack.listRefunds(payment.reference);
    } catch (error) {
      console.error(`Refunds of ${payment.reference} could not be listed:`, errorSummary(error));
      continue;
    }
    for (const { refund } of group) {
      try {
        const found = listed.find((r) => r.merchant_note?.startsWith(notePrefix(refund.id)));
        const row = found
          ? await adopt(deps, refund, payment, {
              ...found,
              transaction:
                typeof found.transaction === "object" && found.transaction
                  ? found.transaction
                  : { reference: payment.reference },
            })
          : refund.updatedAt.getTime() <= settled.getTime()
            ? await settleUnanswered(deps, refund.id, { status: "failed", problem: NOT_AT_PROVIDER })
            : null;
        if (row) changed++;
      } catch (error) {
        console.error(`Refund ${refund.id} could not be settled:`, errorSummary(error));
      }
    }
  }
  return changed;
}

/**
 * Brings the open refunds of one payment (or of every payment) up to date with what the provider
 * says now: a webhook only says that something changed, never what. Finished refunds stay as they
 * are, so a replayed or late webhook changes nothing.
 */
export async function syncRefunds(deps: PaymentDeps, reference?: string): Promise<number> {
  let changed = await resolveUnanswered(deps, reference);
  const open = await deps.db
    .select({ refund: refunds, reference: transactions.reference })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(
      and(
        isNotNull(refunds.providerRefundId),
        notInArray(refunds.status, FINAL),
        reference ? eq(transactions.reference, reference) : undefined,
      ),
    );
  for (const { refund, reference: paymentReference } of open) {
    try {
      const answer = await deps.payments.paystack.fetchRefund(refund.providerRefundId!);
      const status = answer && providerRefundStatus(answer.status);
      if (!answer || !status || status === refund.status) continue;
      if (answer.transaction.reference !== paymentReference || answer.amount !== refund.amountKobo) continue;
      const [row] = await deps.db
        .update(refunds)
        .set({
          status,
          updatedAt: deps.now(),
          ...(status === "failed" ? { problem: PROVIDER_FAILED } : {}),
        })
        .where(and(eq(refunds.id, refund.id), notInArray(refunds.status, FINAL)))
        .returning();
      if (row) changed++;
    } catch (error) {
      console.error(`Refund ${refund.id} could not be re-checked:`, errorSummary(error));
    }
  }
  return changed;
}

/** Whether a payment has a refund recorded but not yet confirmed by the provider's answer. */
export async function hasUnconfirmedRefund(deps: PaymentDeps, reference: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(
      and(
        eq(transactions.reference, reference),
        isNull(refunds.providerRefundId),
        inArray(refunds.status, UNANSWERED),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
