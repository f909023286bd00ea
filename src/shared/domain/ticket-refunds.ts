/**
 * What refunding the tickets of a cancelled tournament does, ticket by ticket: a ticket paid online
 * (its payment complete, with money left to give back) is refunded in full and its holder told by
 * the refund's notification and mail; a ticket without an online payment (free, or given by the
 * club) has nothing to refund online, so its holder is only told, and staff get it listed to settle
 * any money taken another way. Every holder of a valid ticket is told either way.
 */
import { formatNaira } from "./format";
import { refundableKobo } from "./money-period";
import { toNaira } from "./pricing";

export interface HeldTicket {
  /** The ticket's online payment, when it has one. */
  readonly payment: {
    readonly status: string;
    readonly amountKobo: number;
    readonly refundedKobo: number;
  } | null;
}

export type TicketRefundAction = "refund" | "tell";

/** Refund a ticket paid online with money left to give back; only tell the holder of any other. */
export function ticketRefundAction({ payment }: HeldTicket): TicketRefundAction {
  return payment !== null &&
    payment.status === "complete" &&
    refundableKobo(payment.amountKobo, payment.refundedKobo) > 0
    ? "refund"
    : "tell";
}

/** What refunding the tickets will do, in numbers, before anyone confirms it. */
export interface TicketRefundPlan {
  /** Holders of valid tickets: every one is told. */
  readonly holders: number;
  /** Tickets refunded online. */
  readonly refunds: number;
  /** Naira refunded in all. */
  readonly refundAmount: number;
  /** Holders only told: no online payment to refund. */
  readonly toldOnly: number;
}

export function planTicketRefunds(tickets: readonly HeldTicket[]): TicketRefundPlan {
  let refunds = 0;
  let refundKobo = 0;
  for (const ticket of tickets) {
    if (ticketRefundAction(ticket) !== "refund" || !ticket.payment) continue;
    refunds++;
    refundKobo += refundableKobo(ticket.payment.amountKobo, ticket.payment.refundedKobo);
  }
  return {
    holders: tickets.length,
    refunds,
    refundAmount: toNaira(refundKobo),
    toldOnly: tickets.length - refunds,
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The plan in words, as the console's dialogs say it before the admin confirms. */
export function ticketRefundPlanText(plan: TicketRefundPlan): string {
  if (plan.holders === 0) return "No valid tickets are left: nobody is refunded or told.";
  const told = `${plan.holders === 1 ? "The ticket holder is" : `All ${plan.holders} ticket holders are`} told by notification and mail.`;
  const refunds =
    plan.refunds === 0
      ? "No ticket was paid online, so nothing is refunded online."
      : `${count(plan.refunds, "ticket paid online is", "tickets paid online are")} refunded in full: ${formatNaira(plan.refundAmount)} in all.`;
  const toldOnly =
    plan.toldOnly === 0
      ? ""
      : ` ${count(plan.toldOnly, "holder has", "holders have")} no online payment to refund: they are only told, and listed for you to settle any money paid another way.`;
  return `${told} ${refunds}${toldOnly}`;
}
