/** The console's calls: payments and billing (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const staffPayments = {
  method: "GET",
  path: "/staff/payments",
  access: ["treasurer", "staff"],
  query: "PaymentsQuery",
  response: "PaymentsResponse",
} as const satisfies CallDeclaration;

export const staffPaymentTotals = {
  method: "GET",
  path: "/staff/payments/totals",
  access: ["treasurer", "staff"],
  query: "PaymentTotalsQuery",
  response: "PaymentTotalsResponse",
} as const satisfies CallDeclaration;

/** The payments matching the filters as a CSV file (admins; audited). */
export const staffPaymentsExport = {
  method: "GET",
  path: "/staff/payments/export",
  access: ["treasurer", "staff"],
  response: "file",
  query: "PaymentsExportQuery",
} as const satisfies CallDeclaration;

export const staffPayment = {
  method: "GET",
  path: "/staff/payments/:id",
  access: ["treasurer", "staff"],
  params: "IdParam",
  response: "StaffPaymentResponse",
} as const satisfies CallDeclaration;

export const refundPayment = {
  method: "POST",
  path: "/staff/payments/:id/refunds",
  access: ["treasurer"],
  params: "IdParam",
  body: "RefundRequest",
  response: "RefundResponse",
} as const satisfies CallDeclaration;

export const refundTournamentTickets = {
  method: "POST",
  path: "/staff/tournaments/:id/refund-tickets",
  access: "admin",
  params: "IdParam",
  body: "RefundTicketsRequest",
  response: "RefundTicketsResponse",
} as const satisfies CallDeclaration;

/** What refunding a tournament's tickets would do, before it is confirmed (admins). */
export const refundTournamentTicketsPreview = {
  method: "GET",
  path: "/staff/tournaments/:id/refund-tickets/preview",
  access: "admin",
  params: "IdParam",
  response: "RefundTicketsPreviewResponse",
} as const satisfies CallDeclaration;

export const staffRenewals = {
  method: "GET",
  path: "/staff/renewals",
  access: ["treasurer", "staff"],
  query: "RenewalsQuery",
  response: "RenewalsResponse",
} as const satisfies CallDeclaration;

/** Staff: the provider's settlements of the last 30 days, each compared with the club's payments. */
export const staffReconciliation = {
  method: "GET",
  path: "/staff/reconciliation",
  access: ["treasurer", "staff"],
  response: "ReconciliationResponse",
} as const satisfies CallDeclaration;
