/**
 * The console's money calls: payments taken by hand, the payments workbook and the accountant's
 * monthly report. Declared like ../staff-calls.ts; schemas in contract/money.staff.ts.
 */
import type { CallDeclaration } from "../call-declaration";

/** Staff record a cash or bank-deposit payment for a member, against a receipt number (audited). */
export const recordHandPayment = {
  method: "POST",
  path: "/staff/money/hand-payments",
  access: ["treasurer", "staff"],
  body: "RecordHandPaymentRequest",
  response: "RecordHandPaymentResponse",
} as const satisfies CallDeclaration;

/** The payments matching the filters, and their refunds, as an XLSX workbook (audited). */
export const staffPaymentsWorkbook = {
  method: "GET",
  path: "/staff/payments/workbook",
  access: ["treasurer", "staff"],
  query: "PaymentsExportQuery",
  response: "file",
} as const satisfies CallDeclaration;

/** A Lagos month's income, refunds, fees, tournaments and what is outstanding. */
export const monthlyReport = {
  method: "GET",
  path: "/staff/money/monthly",
  access: ["treasurer", "staff"],
  query: "MonthlyReportQuery",
  response: "MonthlyReportResponse",
} as const satisfies CallDeclaration;

/** The monthly report as a CSV file (audited). */
export const monthlyReportCsv = {
  method: "GET",
  path: "/staff/money/monthly/export",
  access: ["treasurer", "staff"],
  query: "MonthlyReportQuery",
  response: "file",
} as const satisfies CallDeclaration;
