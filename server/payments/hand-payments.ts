/**
 * Money the club takes by hand (docs/decisions/0180-cash-and-bank-deposits.md): cash at the club
 * house or a deposit at the club's bank, recorded by staff against the receipt they wrote. Priced
 * by the same orders as a checkout, so the member pays what they would online; given by the same
 * fulfilment as a verified online payment (settle.ts), in the one database transaction that records
 * it, so a recording either gives everything it paid for or nothing at all.
 *
 * The receipt number is unique: two submissions of one receipt, at the same moment on any number
 * of instances, record and give it once; the other is told the receipt is already recorded. A
 * recording that would give nothing (the member has it already, the tournament is full) is refused
 * and leaves no trace: no refund is owed for money that was never booked.
 *
 * Refunds of such a payment are given back by hand too (hand-refunds.ts): the provider never saw
 * the money, so it is not asked.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { RecordHandPaymentRequest } from "@/shared/api/console-contract";
import { clubInstant, clubLocal } from "@/shared/domain/club-time";
import { formatNaira } from "@/shared/domain/format";
import { handReference, normalReceiptNumber } from "@/shared/domain/hand-payments";
import { toKobo, toNaira } from "@/shared/domain/pricing";
import { type TransactionRow, transactions, users } from "../db/schema";
import { audited } from "../lib/audit";
import { httpError, uniqueViolation } from "../lib/http-error";
import { deliverMail } from "../mail/mail-outbox";
import type { PaymentDeps } from "./deps";
import { lockMember } from "./duplicates";
import { membershipOrder, type Order, ticketOrder, trainingOrder } from "./orders";
import { gaveNothing, isDuplicate, purchaseMetadata } from "./purchase";
import { fulfilWithin } from "./settle";

type Input = z.output<typeof RecordHandPaymentRequest>;
type Actor = { id: string; email: string };

/** The order the money pays for, priced and checked as a checkout for this member would be. */
async function orderFor(deps: PaymentDeps, member: typeof users.$inferSelect, input: Input): Promise<Order> {
  const context = { db: deps.db, user: member, now: deps.now(), siteUrl: deps.config.publicSiteUrl };
  const { item } = input;
  switch (item.kind) {
    case "membership":
      // Auto-renew charges a saved card: a member paying by hand renews by hand (0114).
      return membershipOrder(context, item.plan, false);
    case "training":
      return trainingOrder(context, item.package, item.duration);
    case "ticket":
      return ticketOrder(context, item.tournamentId, { eventId: item.eventId });
  }
}

/** When the money was paid: now when received today, else noon of the Lagos day it was received. */
function receivedAt(receivedOn: string, now: Date): Date {
  const today = clubLocal(now).date;
  if (receivedOn > today) throw httpError(400, "The day the money was received cannot be after today");
  return receivedOn === today ? now : clubInstant({ date: receivedOn, time: "12:00" });
}

export interface RecordedHandPayment {
  payment: TransactionRow;
  member: { id: string; fullName: string; email: string | null };
}

export async function recordHandPayment(
  deps: PaymentDeps,
  actor: Actor,
  input: Input,
): Promise<RecordedHandPayment> {
  const [member] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!member) throw httpError(404, `No member has the email ${input.email}`);
  const order = await orderFor(deps, member, input);
  return recordHandOrder(deps, actor, member, order, input);
}

/** The money of a payment taken by hand: how, the receipt, the day and the naira received. */
export type HandMoney = Pick<Input, "channel" | "receiptNumber" | "receivedOn" | "amount">;

/**
 * Records money taken by hand for an order already priced and checked for `member` (a walk-in
 * entry's, for one), and gives what it pays for, in one transaction.
 */
export async function recordHandOrder(
  deps: PaymentDeps,
  actor: Actor,
  member: typeof users.$inferSelect,
  order: Order,
  input: HandMoney,
): Promise<RecordedHandPayment> {
  const now = deps.now();
  const paidAt = receivedAt(input.receivedOn, now);
  const amountKobo = toKobo(input.amount);
  if (amountKobo !== order.amountKobo) {
    throw httpError(
      409,
      `${order.description} costs ${formatNaira(toNaira(order.amountKobo))} for ${member.fullName}, not ${formatNaira(input.amount)}: nothing was recorded`,
    );
  }
  const receiptNumber = normalReceiptNumber(input.receiptNumber);
  const reference = handReference(input.channel, receiptNumber);
  const alreadyRecorded = () =>
    httpError(409, `Receipt ${receiptNumber} is already recorded: nothing was recorded again`);

  let fulfilled: NonNullable<Awaited<ReturnType<typeof fulfilWithin>>>;
  try {
    fulfilled = await deps.db.transaction(async (tx) => {
      // The member's row first, as the fulfilment will: the payment's own reference to the member
      // would otherwise share that row with a concurrent recording, and each then wait on the other.
      await lockMember(tx, member.id);
      const [row] = await tx
        .insert(transactions)
        .values({
          userId: member.id,
          reference,
          kind: order.purchase.kind,
          amountKobo,
          description: order.description,
          metadata: purchaseMetadata(order.purchase),
          channel: input.channel,
          receiptNumber,
          recordedBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw alreadyRecorded();
      // No provider, so no fee and no card: the money is the club's in full the moment it is taken.
      const facts = { channel: input.channel, providerId: null, feesKobo: 0, paidAt };
      const done = await fulfilWithin(tx, deps, reference, facts, null, now);
      if (!done) throw alreadyRecorded();
      if (gaveNothing(done.row)) {
        throw httpError(
          409,
          isDuplicate(done.row)
            ? `${member.fullName} already has ${order.description} paid: nothing was recorded`
            : `${order.description.replace(/^Ticket: /, "")} has no seat left or was cancelled: nothing was recorded`,
        );
      }
      await audited(tx, actor, now, {
        action: "payment.record-hand",
        entityType: "transaction",
        entityId: row.id,
        before: null,
        after: {
          reference,
          receiptNumber,
          channel: input.channel,
          amountKobo,
          member: member.email ?? member.username,
          description: order.description,
          receivedOn: input.receivedOn,
        },
      });
      return done;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw alreadyRecorded();
    throw error;
  }
  await deliverMail(deps, { ids: fulfilled.mail });
  return {
    payment: fulfilled.row,
    member: { id: member.id, fullName: member.fullName, email: member.email },
  };
}
