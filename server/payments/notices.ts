/**
 * What the member is told about a payment: a notification on the dashboard (written in the same
 * database transaction as the change it reports, so it exists exactly once) and a mail sent after
 * the commit (a receipt, the ticket with its code, or a failure notice).
 */
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import type { TicketNotIssued } from "@/shared/domain/lists";
import { findMembershipPlan, membershipPlan } from "@/shared/domain/membership-plans";
import { toNaira } from "@/shared/domain/pricing";
import { ticketNotIssuedText } from "@/shared/domain/ticket-sales";
import type { TransactionRow } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { paymentFailureMail, paymentReceiptMail, type Recipient, ticketMail } from "../mail/templates";
import type { Grant } from "./grants";

export interface Notice {
  title: string;
  message: string;
}

const date = (d: Date) => formatDateNG(d.toISOString());

export function paidNotice(transaction: TransactionRow, grant: Grant): Notice {
  switch (grant.kind) {
    case "ticket":
      return {
        title: "Ticket confirmed",
        message: `Your ticket for ${grant.tournament.name} is booked. Your ticket code is ${grant.token}.`,
      };
    case "membership":
      return grant.renewal
        ? {
            title: "Membership renewed",
            message: `Your ${membershipPlan(grant.plan).title} membership was renewed with your saved card. It now runs until ${date(grant.endsAt)}.`,
          }
        : {
            title: "Membership active",
            message: `Thank you! Your ${membershipPlan(grant.plan).title} membership runs until ${date(grant.endsAt)}.`,
          };
    case "training":
      return {
        title: "Training package active",
        message: `Thank you! ${transaction.description} is paid and runs until ${date(grant.endsAt)}. We are getting your coach ready.`,
      };
    case "household":
      return {
        title: "Training packages active",
        message: `Thank you! ${transaction.description} is paid: ${grant.lines.map((l) => `${l.fullName}'s runs until ${date(l.endsAt)}`).join(", ")}. We are getting their coaches ready.`,
      };
    case "pairing":
      return {
        title: "Coach pairing paid",
        message: `Thank you! We received your payment for ${transaction.description}. Our staff will confirm your coach shortly.`,
      };
  }
}

/** A ticket paid for after its tournament sold out or was cancelled: no ticket, the money goes back. */
export function notIssuedNotice(
  transaction: TransactionRow,
  why: TicketNotIssued,
  tournamentName: string,
): Notice {
  return {
    title: "Ticket not issued",
    message: `${ticketNotIssuedText(why, tournamentName)}. Your payment of ${formatNaira(toNaira(transaction.amountKobo))} is refunded in full; you don't need to do anything.`,
  };
}

export function failedNotice(transaction: TransactionRow, renewal: boolean): Notice {
  return renewal
    ? {
        title: "Auto-renew failed",
        message: `We could not renew your membership with your saved card (${formatNaira(toNaira(transaction.amountKobo))}), so it has ended. You can join again from Billings.`,
      }
    : {
        title: "Payment failed",
        message: `Your payment of ${formatNaira(toNaira(transaction.amountKobo))} for ${transaction.description} did not go through. You have not been charged.`,
      };
}

/** A charge the provider confirmed for another amount or currency: money moved, nothing was given. */
export function mismatchNotice(transaction: TransactionRow): Notice {
  return {
    title: "Payment needs checking",
    message: `We could not confirm your payment for ${transaction.description}. Please contact us with the reference ${transaction.reference} and we will sort it out.`,
  };
}

/**
 * A membership that ended without being charged: no saved card, or (`hasCard`) a card is saved but
 * the member last paid another way, so it is not charged on it (they were asked to renew by hand).
 */
export function noCardNotice(plan: string, hasCard = false): Notice {
  const title = findMembershipPlan(plan)?.title ?? "Premium";
  const why = hasCard
    ? "your last payment was not made by card, so it was not charged to your saved card"
    : "there is no saved card to renew it with";
  return {
    title: "Auto-renew could not run",
    message: `Your ${title} membership has ended: ${why}. You can join again from Billings.`,
  };
}

function paymentDetails(transaction: TransactionRow, at: Date) {
  return {
    description: transaction.description,
    amount: toNaira(transaction.amountKobo),
    reference: transaction.reference,
    date: at.toISOString(),
    channel: transaction.channel,
  };
}

/** The mail of a fulfilled payment: the ticket, or the receipt. */
export function paidMail(
  to: Recipient,
  transaction: TransactionRow,
  grant: Grant,
  siteUrl: string,
  at: Date,
): MailMessage {
  if (grant.kind === "ticket") {
    const { tournament, token } = grant;
    return ticketMail(
      to,
      {
        tournamentName: tournament.name,
        date: tournament.date.toISOString(),
        time: tournament.time,
        location: tournament.location,
        token,
        price: toNaira(transaction.amountKobo),
        reference: transaction.reference,
        channel: transaction.channel,
      },
      siteUrl,
    );
  }
  const lines =
    grant.kind === "household"
      ? grant.lines.map((l) => ({
          playerName: l.fullName,
          description: l.description,
          amount: l.amount,
          discount: l.discount,
        }))
      : undefined;
  return paymentReceiptMail(to, { ...paymentDetails(transaction, at), ...(lines ? { lines } : {}) });
}

export function failedMail(
  to: Recipient,
  transaction: TransactionRow,
  siteUrl: string,
  at: Date,
): MailMessage {
  return paymentFailureMail(to, paymentDetails(transaction, at), siteUrl);
}
