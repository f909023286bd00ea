/**
 * The rows of the payments export (`paymentExportRows`) read from the database: the payments
 * matching the console's filters, their refunds (not failed), and the names of the staff who
 * recorded or refunded them; written as CSV or as an XLSX workbook of the same rows.
 */
import { and, asc, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import writeExcelFile from "write-excel-file/node";
import { toCsv } from "@/shared/domain/csv";
import { formatNaira } from "@/shared/domain/format";
import { type ExportRow, PAYMENT_EXPORT_HEADER, paymentExportRows } from "@/shared/domain/payment-export";
import type { Database } from "../db/client";
import { paymentDisputes, refunds, transactions, users } from "../db/schema";
import { presentPaymentLines } from "./household";

/** Rows in one export at most; narrow the filters for more. */
export const EXPORT_LIMIT = 50_000;

export async function paymentsForExport(db: Database, where: SQL | undefined): Promise<ExportRow[]> {
  const rows = await db
    .select({ payment: transactions, member: { fullName: users.fullName, email: users.email } })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(EXPORT_LIMIT);
  const ids = rows.map((r) => r.payment.id);
  const [refundRows, disputeRows] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(refunds)
          .where(and(inArray(refunds.transactionId, ids), ne(refunds.status, "failed")))
          .orderBy(asc(refunds.createdAt)),
        db
          .select({ transactionId: paymentDisputes.transactionId, status: paymentDisputes.status })
          .from(paymentDisputes)
          .where(inArray(paymentDisputes.transactionId, ids)),
      ])
    : [[], []];
  const staffIds = [
    ...new Set([
      ...rows.flatMap((r) => (r.payment.recordedBy ? [r.payment.recordedBy] : [])),
      ...refundRows.flatMap((r) => (r.requestedBy ? [r.requestedBy] : [])),
    ]),
  ];
  const names = new Map(
    staffIds.length
      ? (
          await db
            .select({ id: users.id, fullName: users.fullName })
            .from(users)
            .where(inArray(users.id, staffIds))
        ).map((u) => [u.id, u.fullName] as const)
      : [],
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? "(deleted account)") : null);
  // A family training payment's description names each player's line (docs/decisions/0200-household-checkout.md).
  const lines = await presentPaymentLines(
    db,
    rows.map((r) => r.payment),
  );
  const describePayment = (payment: (typeof rows)[number]["payment"]) => {
    const own = lines.get(payment.id);
    if (!own?.length) return payment.description;
    const each = own.map(
      (l) =>
        `${l.playerName}, ${l.description}, ${formatNaira(l.amount)}${l.discount > 0 ? ` (household discount ${formatNaira(l.discount)})` : ""}`,
    );
    return `${payment.description}: ${each.join("; ")}`;
  };
  const payments = rows.map(({ payment, member }) => ({
    reference: payment.reference,
    kind: payment.kind,
    status: payment.status,
    channel: payment.channel,
    amountKobo: payment.amountKobo,
    feesKobo: payment.feesKobo,
    providerId: payment.providerId,
    settlementId: payment.settlementId,
    settledAt: payment.settledAt,
    receiptNumber: payment.receiptNumber,
    description: describePayment(payment),
    member,
    recordedBy: nameOf(payment.recordedBy),
    at: payment.paidAt ?? payment.createdAt,
    disputes: disputeRows
      .filter((d) => d.transactionId === payment.id)
      .map((d) => d.status)
      .join("; "),
  }));
  const byId = new Map(rows.map((r, i) => [r.payment.id, payments[i]!]));
  return paymentExportRows(
    payments,
    refundRows.flatMap((r) => {
      const payment = byId.get(r.transactionId);
      return payment
        ? [
            {
              payment,
              status: r.status,
              amountKobo: r.amountKobo,
              reason: r.reason,
              by: nameOf(r.requestedBy),
              at: r.createdAt,
            },
          ]
        : [];
    }),
  );
}

export function exportCsv(rows: readonly ExportRow[]): string {
  return toCsv(
    PAYMENT_EXPORT_HEADER,
    rows.map((row) => [row.lagos, ...row.cells]),
  );
}

/** A Date whose UTC reading is the Lagos wall clock: spreadsheets keep dates without a time zone. */
function lagosWallClock(lagos: string): Date {
  return new Date(`${lagos.replace(" ", "T")}:00Z`);
}

const MONEY_COLUMNS = new Set(["Amount (NGN)", "Fees (NGN)", "Net (NGN)"]);

/** The same rows as a workbook: dates as dates, amounts as numbers with two decimals. */
export async function exportWorkbook(rows: readonly ExportRow[]): Promise<Buffer> {
  const header = PAYMENT_EXPORT_HEADER.map((title) => ({ value: title, fontWeight: "bold" as const }));
  const data = rows.map((row) => [
    { value: lagosWallClock(row.lagos), type: Date, format: "yyyy-mm-dd hh:mm" },
    ...row.cells.map((cell, i) => {
      if (cell === null) return null;
      if (typeof cell === "number")
        return MONEY_COLUMNS.has(PAYMENT_EXPORT_HEADER[i + 1]!)
          ? { value: cell, type: Number, format: "#,##0.00" }
          : { value: cell, type: Number, format: "0" };
      return { value: cell, type: String };
    }),
  ]);
  return writeExcelFile([header, ...data], {
    sheet: "Payments",
    stickyRowsCount: 1,
    columns: PAYMENT_EXPORT_HEADER.map((title) => ({
      width: title.startsWith("Date") ? 18 : title === "Description" ? 36 : 16,
    })),
  }).toBuffer();
}
