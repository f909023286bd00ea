/**
 * The console's money calls (docs/decisions/0180-cash-and-bank-deposits.md,
 * 0181-payment-reports.md, 0182-monthly-report.md): payments taken by hand, the payments workbook
 * and the accountant's monthly report. Money in kobo where the figures are summed, as the
 * Reconciliation screen has them; dates as ISO 8601.
 */
import { z } from "zod";
import { isLocalDate } from "../../domain/club-time";
import { HAND_CHANNELS, RECEIPT_NUMBER_MAX, RECEIPT_NUMBER_PATTERN } from "../../domain/hand-payments";
import { TRANSACTION_KINDS } from "../../domain/lists";
import { isReportMonth } from "../../domain/monthly-report";
import { Id, MembershipKey, TrainingDuration, TrainingKey } from "./common";
import { StaffPayment } from "./common.staff";

/* Payments taken by hand ------------------------------------------------------------------ */

/** What the money paid for: a membership plan, a training package for a duration, a ticket. */
export const HandPaymentItem = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("membership"), plan: MembershipKey }),
  z.object({ kind: z.literal("training"), package: TrainingKey, duration: TrainingDuration }),
  z.object({ kind: z.literal("ticket"), tournamentId: Id, eventId: Id.optional() }),
]);
export type HandPaymentItem = z.infer<typeof HandPaymentItem>;

// POST /staff/money/hand-payments (staff; audited)
export const RecordHandPaymentRequest = z.object({
  /** The member who paid, by the email of their account. */
  email: z.string().trim().toLowerCase().email("Enter the member's email").max(254),
  channel: z.enum(HAND_CHANNELS),
  receiptNumber: z
    .string()
    .trim()
    .min(1, "Enter the receipt number")
    .max(RECEIPT_NUMBER_MAX, `At most ${RECEIPT_NUMBER_MAX} characters`)
    .regex(RECEIPT_NUMBER_PATTERN, "Letters and digits, with single dashes or slashes between them"),
  /** The Lagos day the money was received, YYYY-MM-DD; not after today. */
  receivedOn: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD"),
  /** Naira received, to the kobo: must be the price the member would pay online. */
  amount: z.number().positive("Enter an amount above zero").multipleOf(0.01, "At most two decimals"),
  item: HandPaymentItem,
});
export type RecordHandPaymentRequest = z.infer<typeof RecordHandPaymentRequest>;
export const RecordHandPaymentResponse = z.object({ message: z.string(), payment: StaffPayment });

/* The monthly report ---------------------------------------------------------------------- */

// GET /staff/money/monthly?month=YYYY-MM and /staff/money/monthly/export (CSV)
export const MonthlyReportQuery = z.object({
  month: z.string().refine(isReportMonth, "Choose a month as YYYY-MM"),
});

const Kobo = z.number().int();
export const ReportLine = z.object({
  kind: z.enum(TRANSACTION_KINDS),
  /** The provider's channel, "cash" or "bank_deposit"; "unknown" when nobody said. */
  channel: z.string(),
  count: z.number().int(),
  grossKobo: Kobo,
  feesKobo: Kobo,
});
export const ReportRefunds = z.object({
  kind: z.enum(TRANSACTION_KINDS),
  count: z.number().int(),
  amountKobo: Kobo,
});
export const ReportTournament = z.object({
  tournamentId: z.string(),
  name: z.string(),
  ticketsSold: z.number().int(),
  ticketsRefunded: z.number().int(),
  grossKobo: Kobo,
  refundsKobo: Kobo,
  feesKobo: Kobo,
  netKobo: Kobo,
});
export const ReportTotals = z.object({
  grossKobo: Kobo,
  refundsKobo: Kobo,
  feesKobo: Kobo,
  netKobo: Kobo,
});
const OutstandingMember = z.object({ _id: z.string(), fullName: z.string(), email: z.string().nullable() });
export const MonthlyReportResponse = z.object({
  month: z.string(),
  /** The instants covered, [from, to). */
  from: z.string(),
  to: z.string(),
  income: z.array(ReportLine),
  refunds: z.array(ReportRefunds),
  tournaments: z.array(ReportTournament),
  totals: ReportTotals,
  outstanding: z.object({
    /** Bank transfers a member started that the provider has not confirmed yet. */
    pendingTransfers: z.array(
      z.object({
        reference: z.string(),
        member: OutstandingMember.nullable(),
        amountKobo: Kobo,
        createdAt: z.string(),
      }),
    ),
    /** Renewals the saved card did not pay in the month. */
    failedRenewals: z.array(
      z.object({
        reference: z.string(),
        member: OutstandingMember.nullable(),
        amountKobo: Kobo,
        createdAt: z.string(),
      }),
    ),
    /** Memberships that ended in the month and were not renewed. */
    lapsedMembers: z.array(z.object({ member: OutstandingMember, plan: z.string(), endedAt: z.string() })),
  }),
});
export type MonthlyReportResponse = z.infer<typeof MonthlyReportResponse>;
