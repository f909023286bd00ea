/**
 * The payments export for the club's books (docs/decisions/0181-payment-reports.md), one row per
 * payment and one per refund, the same rows in the CSV and the XLSX workbook: Lagos dates, the
 * channel, the provider's fee and what is left of the amount, the provider's id for the payment and
 * the settlement that paid it out. A refund is a row of its own, on the day it was made, under its
 * payment's reference, with a negative amount and the admin who made it.
 */
import { clubLocal } from "./club-time";
import { TRANSACTION_KIND_LABELS, type TransactionKind } from "./lists";
import { channelLabel } from "./payment-channels";

export interface ExportPayment {
  reference: string;
  kind: TransactionKind;
  status: string;
  channel: string | null;
  amountKobo: number;
  feesKobo: number | null;
  providerId: number | null;
  settlementId: number | null;
  settledAt: Date | null;
  receiptNumber: string | null;
  description: string;
  member: { fullName: string; email: string | null } | null;
  /** Who recorded money taken by hand. */
  recordedBy: string | null;
  /** When it was paid (the provider's or staff's word), else when it was opened. */
  at: Date;
  disputes: string;
}

export interface ExportRefund {
  payment: Pick<ExportPayment, "reference" | "kind" | "channel" | "description" | "member">;
  status: string;
  amountKobo: number;
  reason: string;
  /** The admin who made it; null for one the system made. */
  by: string | null;
  at: Date;
}

export const PAYMENT_EXPORT_HEADER = [
  "Date (Lagos)",
  "Row",
  "Reference",
  "Type",
  "Channel",
  "Status",
  "Amount (NGN)",
  "Fees (NGN)",
  "Net (NGN)",
  "Provider id",
  "Settlement",
  "Settled on (Lagos)",
  "Receipt",
  "Description",
  "Member",
  "Email",
  "By",
  "Reason",
  "Disputed",
] as const;

/** One export row: the Lagos date and time as local parts, then the cells after the date. */
export interface ExportRow {
  /** The instant the row's date stands for. */
  at: Date;
  /** "2026-11-22 13:05", Lagos time. */
  lagos: string;
  cells: (string | number | null)[];
}

/** "2026-11-22 13:05" in Lagos. */
export function lagosDateTime(instant: Date): string {
  const { date, time } = clubLocal(instant);
  return `${date} ${time}`;
}

const naira = (kobo: number) => kobo / 100;

/** Payments and refunds, newest first (a refund after its payment when they share an instant). */
export function paymentExportRows(
  payments: readonly ExportPayment[],
  refunds: readonly ExportRefund[],
): ExportRow[] {
  const rows: (ExportRow & { order: number })[] = [];
  for (const p of payments) {
    const fees = p.status === "complete" ? p.feesKobo : null;
    rows.push({
      order: 0,
      at: p.at,
      lagos: lagosDateTime(p.at),
      cells: [
        "Payment",
        p.reference,
        TRANSACTION_KIND_LABELS[p.kind],
        channelLabel(p.channel),
        p.status,
        naira(p.amountKobo),
        fees === null ? null : naira(fees),
        p.status === "complete" ? naira(p.amountKobo - (fees ?? 0)) : null,
        p.providerId,
        p.settlementId,
        p.settledAt ? clubLocal(p.settledAt).date : null,
        p.receiptNumber,
        p.description,
        p.member?.fullName ?? "(deleted account)",
        p.member?.email ?? "",
        p.recordedBy,
        null,
        p.disputes,
      ],
    });
  }
  for (const r of refunds) {
    rows.push({
      order: 1,
      at: r.at,
      lagos: lagosDateTime(r.at),
      cells: [
        "Refund",
        r.payment.reference,
        TRANSACTION_KIND_LABELS[r.payment.kind],
        channelLabel(r.payment.channel),
        r.status,
        -naira(r.amountKobo),
        null,
        -naira(r.amountKobo),
        null,
        null,
        null,
        null,
        r.payment.description,
        r.payment.member?.fullName ?? "(deleted account)",
        r.payment.member?.email ?? "",
        r.by ?? "Automatic",
        r.reason,
        null,
      ],
    });
  }
  rows.sort((a, b) => b.at.getTime() - a.at.getTime() || b.order - a.order);
  return rows.map(({ order: _order, ...row }) => row);
}
