/**
 * Refunds of money taken by hand (docs/decisions/0180-cash-and-bank-deposits.md): given back by
 * hand, so the provider, which never saw the money, is not asked. Kept apart from recording the
 * payment (hand-payments.ts), which goes through the fulfilment, so refunds.ts can hand such a
 * refund here without depending on the fulfilment.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { formatNaira } from "@/shared/domain/format";
import { isHandChannel } from "@/shared/domain/hand-payments";
import { refundableKobo } from "@/shared/domain/money-period";
import { toNaira } from "@/shared/domain/pricing";
import { notifications, type RefundRow, refunds, transactions, users } from "../db/schema";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { noticeMail } from "../mail/templates";
import type { PaymentDeps } from "./deps";
import { applyRefundEffects } from "./refund-effects";

type Actor = { id: string; email: string };

/**
 * A refund of money taken by hand, given back by hand: recorded as processed at once, with what it
 * takes back and the member told, all in the transaction that locks the payment and checks what is
 * left to refund, so parallel refunds cannot give back more than was paid.
 */
export async function recordHandRefund(
  deps: PaymentDeps,
  input: { transactionId: string; amountKobo?: number | undefined; reason: string; actor: Actor },
): Promise<RefundRow> {
  const now = deps.now();
  const { refund, mail } = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, input.transactionId))
      .for("update");
    if (!payment) throw httpError(404, "This payment does not exist");
    if (!isHandChannel(payment.channel)) throw new Error(`${payment.reference} was not paid by hand`);
    if (payment.status !== "complete") throw httpError(409, "Only a completed payment can be refunded");
    const [sum] = await tx
      .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.transactionId, payment.id), ne(refunds.status, "failed")));
    const refunded = Number(sum?.kobo ?? 0);
    const left = refundableKobo(payment.amountKobo, refunded);
    if (left <= 0) throw httpError(409, "This payment has already been refunded in full");
    const amountKobo = input.amountKobo ?? left;
    if (amountKobo > left) {
      throw httpError(409, `At most ${formatNaira(toNaira(left))} of this payment is left to refund`);
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        transactionId: payment.id,
        amountKobo,
        status: "processed",
        cause: "staff",
        reason: input.reason,
        requestedBy: input.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("The refund was not recorded");
    await audited(tx, input.actor, now, {
      action: "payment.refund",
      entityType: "transaction",
      entityId: payment.id,
      before: { refundedKobo: refunded },
      after: {
        refundId: row.id,
        amountKobo,
        reason: input.reason,
        refundedKobo: refunded + amountKobo,
        byHand: payment.channel,
      },
    });
    const effect = await applyRefundEffects(tx, {
      transaction: payment,
      refundKobo: amountKobo,
      refundedKobo: refunded + amountKobo,
      now,
    });
    if (!payment.userId) return { refund: row, mail: [] };
    const reason = `${input.reason}${/[.!?]$/.test(input.reason) ? "" : "."}`;
    await tx.insert(notifications).values({
      userId: payment.userId,
      title: "Refund given",
      message: `We gave back ${formatNaira(toNaira(amountKobo))} of your payment for ${payment.description} by hand. ${reason}${effect ? ` ${effect}` : ""}`,
      createdAt: now,
    });
    const [member] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, payment.userId));
    const queued = member
      ? await queueMail(
          tx,
          noticeMail(member, "Refund given", [
            `We gave back ${formatNaira(toNaira(amountKobo))} of your payment for ${payment.description} (receipt ${payment.receiptNumber ?? payment.reference}).`,
            `Why: ${input.reason}`,
            ...(effect ? [effect] : []),
          ]),
        )
      : [];
    return { refund: row, mail: queued };
  });
  await deliverMail(deps, { ids: mail });
  return refund;
}
