/** The contract's schemas of the console's calls: payments and billing (gathered by ../console-contract.ts). */
import { z } from "zod";
import { TRANSACTION_KINDS, TRANSACTION_STATUSES } from "../../domain/lists";
import { MONEY_PERIODS } from "../../domain/money-period";
import { Id } from "../../domain/validation";
import {
  PageQuery,
  PaymentTotal,
  pageOf,
  ReconciledSettlement,
  ReconciliationFlagSchema,
  StaffDay,
  StaffPayment,
  Text,
} from "./common.staff";

/** Filters of the payments list and its CSV export; days are Lagos calendar days, both inclusive. */
const PaymentFilters = z.object({
  type: z.enum(TRANSACTION_KINDS).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  /** A member id, or part of a member's name or email. */
  member: z.string().trim().min(1).max(100).optional(),
  from: StaffDay.optional(),
  to: StaffDay.optional(),
});

const orderedDays = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || q.from <= q.to;

const orderedDaysError = { message: "The first day must not be after the last day", path: ["from"] };

// GET /staff/payments?type=&status=&member=&from=&to=&page=&pageSize= (newest first)
export const PaymentsQuery = PageQuery.omit({ q: true })
  .extend(PaymentFilters.shape)
  .refine(orderedDays, orderedDaysError);

// GET /staff/payments/export (CSV, admins)
export const PaymentsExportQuery = PaymentFilters.refine(orderedDays, orderedDaysError);

export const PaymentsResponse = pageOf(StaffPayment);

export const StaffPaymentResponse = z.object({ payment: StaffPayment });

// GET /staff/payments/totals?period=this-month|last-month|range&from=&to=
export const PaymentTotalsQuery = z
  .object({
    period: z.enum(MONEY_PERIODS).default("this-month"),
    from: StaffDay.optional(),
    to: StaffDay.optional(),
  })
  .refine((q) => q.period !== "range" || (q.from && q.to), {
    message: "A range needs a first and a last day",
    path: ["from"],
  })
  .refine(orderedDays, orderedDaysError);

export const PaymentTotalsResponse = z.object({
  /** The instants covered, [from, to). */
  from: z.string(),
  to: z.string(),
  totals: z.array(PaymentTotal),
  all: PaymentTotal.omit({ type: true }),
});

export type PaymentTotalsResponse = z.infer<typeof PaymentTotalsResponse>;

// POST /staff/payments/{id}/refunds (admins): no amount refunds all that is left
export const RefundRequest = z.object({
  /** Naira, to the kobo. */
  amount: z
    .number()
    .positive("Enter an amount above zero")
    .multipleOf(0.01, "At most two decimals")
    .optional(),
  reason: Text(500),
  /** A family training payment: the player whose line is refunded (required there). */
  player: Id.optional(),
});

export const RefundResponse = z.object({ message: z.string(), payment: StaffPayment });

// POST /staff/tournaments/{id}/refund-tickets (admins): every ticket of a cancelled tournament
export const RefundTicketsRequest = z.object({ reason: Text(500) });

export const RefundTicketsResponse = z.object({
  message: z.string(),
  /** Tickets whose refund the provider accepted. */
  refunded: z.number().int(),
  /** Tickets whose refund got no answer from the provider: checked with it later, not to be redone. */
  unconfirmed: z.number().int(),
  /** Tickets it refused or could not be reached for; try again later. */
  failed: z.number().int(),
  /** Holders of tickets without an online payment, only told. */
  told: z.number().int(),
  /** Each ticket without an online payment and what happened to it, for staff to settle by hand. */
  toldOnly: z.array(
    z.object({
      ticketId: z.string(),
      fullName: z.string(),
      email: z.string().nullable(),
      /** Naira the ticket was issued at (0 for a free one). */
      price: z.number(),
      /** What happened, in words. */
      outcome: z.string(),
    }),
  ),
});

// GET /staff/tournaments/{id}/refund-tickets/preview (admins): what refunding the tickets would do
export const RefundTicketsPreviewResponse = z.object({
  /** Holders of valid tickets: every one is told. */
  holders: z.number().int(),
  /** Tickets refunded online, and the naira refunded in all. */
  refunds: z.number().int(),
  refundAmount: z.number(),
  /** Holders without an online payment, only told. */
  toldOnly: z.number().int(),
});

// GET /staff/renewals: memberships with auto-renew on that end in the next 14 days (a page at a
// time), whether each will be charged, and the last run of the renewal job
export const RenewalsQuery = PageQuery.omit({ q: true });

export const UpcomingRenewal = z.object({
  member: z.object({ _id: Id, fullName: z.string(), email: z.string().nullable() }),
  plan: z.string(),
  endsAt: z.string(),
  /** Naira the renewal will charge. */
  amount: z.number(),
  /** A saved card to charge: without one the membership lapses. */
  hasCard: z.boolean(),
  /** The channel of the member's last completed payment (card, bank_transfer, ussd ...), if any. */
  lastChannel: z.string().nullable(),
  /** Whether the renewal job will charge the saved card; otherwise the membership lapses. */
  renewsOnCard: z.boolean(),
});

export const RenewalRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  renewed: z.number().int(),
  failed: z.number().int(),
  lapsed: z.number().int(),
  unsettled: z.number().int(),
});

export const RenewalsResponse = pageOf(UpcomingRenewal).extend({ lastRun: RenewalRun.nullable() });

export type RenewalsResponse = z.infer<typeof RenewalsResponse>;

// GET /staff/reconciliation
export const ReconciliationResponse = z.object({
  settlements: z.array(ReconciledSettlement),
  /** The club's fulfilled payments of settled days that no settlement carries. */
  unsettled: z.array(ReconciliationFlagSchema),
});

export type ReconciliationResponse = z.infer<typeof ReconciliationResponse>;
