/**
 * The accountant's monthly report (docs/decisions/0182-monthly-report.md): a Lagos calendar month's
 * income by kind and channel, its refunds, the provider's fees and what is left, and each
 * tournament's tickets. Pure sums over the month's payments and refunds, in kobo.
 *
 * A payment counts in the month it was paid (completed); a refund in the month it was made, whatever
 * month its payment was in; fees are the provider's on the month's payments. Net is income less
 * refunds less fees: what the club keeps of the month.
 */
import { clubInstant } from "./club-time";
import { TRANSACTION_KINDS, type TransactionKind } from "./lists";

/** A month as YYYY-MM. */
export function isReportMonth(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12;
}

/** The instants a Lagos month covers, [from, to). */
export function monthInterval(month: string): { from: Date; to: Date } {
  if (!isReportMonth(month)) throw new RangeError(`Not a month: ${month}`);
  const [year, m] = month.split("-").map(Number) as [number, number];
  const first = (y: number, mm: number) => new Date(Date.UTC(y, mm - 1, 1)).toISOString().slice(0, 10);
  return {
    from: clubInstant({ date: first(year, m), time: "00:00" }),
    to: clubInstant({ date: first(year, m + 1), time: "00:00" }),
  };
}

/** The channel a payment is reported under: as recorded, or "unknown". */
export const UNKNOWN_CHANNEL = "unknown";

export interface ReportPayment {
  kind: TransactionKind;
  channel: string | null;
  amountKobo: number;
  feesKobo: number | null;
  /** The tournament a ticket was for. */
  tournament: { id: string; name: string } | null;
}

export interface ReportRefund {
  kind: TransactionKind;
  amountKobo: number;
  tournament: { id: string; name: string } | null;
  /** The refund gave back all of its payment: its ticket counts as refunded. */
  full: boolean;
}

export interface IncomeLine {
  kind: TransactionKind;
  channel: string;
  count: number;
  grossKobo: number;
  feesKobo: number;
}

export interface RefundLine {
  kind: TransactionKind;
  count: number;
  amountKobo: number;
}

export interface TournamentLine {
  tournamentId: string;
  name: string;
  ticketsSold: number;
  ticketsRefunded: number;
  grossKobo: number;
  refundsKobo: number;
  feesKobo: number;
  netKobo: number;
}

export interface ReportTotals {
  grossKobo: number;
  refundsKobo: number;
  feesKobo: number;
  netKobo: number;
}

export interface MonthSums {
  income: IncomeLine[];
  refunds: RefundLine[];
  tournaments: TournamentLine[];
  totals: ReportTotals;
}

const kindOrder = (kind: TransactionKind) => TRANSACTION_KINDS.indexOf(kind);

/** The month's sums; lines in the order of the kinds, then by channel; tournaments by name. */
export function monthSums(payments: readonly ReportPayment[], refunds: readonly ReportRefund[]): MonthSums {
  const income = new Map<string, IncomeLine>();
  const tournaments = new Map<string, TournamentLine>();
  const tournamentLine = (t: { id: string; name: string }) => {
    let line = tournaments.get(t.id);
    if (!line) {
      line = {
        tournamentId: t.id,
        name: t.name,
        ticketsSold: 0,
        ticketsRefunded: 0,
        grossKobo: 0,
        refundsKobo: 0,
        feesKobo: 0,
        netKobo: 0,
      };
      tournaments.set(t.id, line);
    }
    return line;
  };

  for (const payment of payments) {
    const channel = payment.channel || UNKNOWN_CHANNEL;
    const key = `${payment.kind}\u0000${channel}`;
    const line = income.get(key) ?? { kind: payment.kind, channel, count: 0, grossKobo: 0, feesKobo: 0 };
    line.count++;
    line.grossKobo += payment.amountKobo;
    line.feesKobo += payment.feesKobo ?? 0;
    income.set(key, line);
    if (payment.kind === "ticket" && payment.tournament) {
      const t = tournamentLine(payment.tournament);
      t.ticketsSold++;
      t.grossKobo += payment.amountKobo;
      t.feesKobo += payment.feesKobo ?? 0;
    }
  }

  const refundLines = new Map<TransactionKind, RefundLine>();
  for (const refund of refunds) {
    const line = refundLines.get(refund.kind) ?? { kind: refund.kind, count: 0, amountKobo: 0 };
    line.count++;
    line.amountKobo += refund.amountKobo;
    refundLines.set(refund.kind, line);
    if (refund.kind === "ticket" && refund.tournament) {
      const t = tournamentLine(refund.tournament);
      t.refundsKobo += refund.amountKobo;
      if (refund.full) t.ticketsRefunded++;
    }
  }
  for (const t of tournaments.values()) t.netKobo = t.grossKobo - t.refundsKobo - t.feesKobo;

  const incomeLines = [...income.values()].sort(
    (a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.channel.localeCompare(b.channel),
  );
  const grossKobo = incomeLines.reduce((sum, l) => sum + l.grossKobo, 0);
  const feesKobo = incomeLines.reduce((sum, l) => sum + l.feesKobo, 0);
  const refundsKobo = [...refundLines.values()].reduce((sum, l) => sum + l.amountKobo, 0);
  return {
    income: incomeLines,
    refunds: [...refundLines.values()].sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
    tournaments: [...tournaments.values()].sort((a, b) => a.name.localeCompare(b.name)),
    totals: { grossKobo, refundsKobo, feesKobo, netKobo: grossKobo - refundsKobo - feesKobo },
  };
}

/** Kobo as a number of naira, as a spreadsheet sums it (a negative one is a number, not a formula). */
export function nairaCell(kobo: number): number {
  return kobo / 100;
}

type Cell = string | number;

export interface MonthlyReportForCsv extends MonthSums {
  month: string;
  outstanding: {
    pendingTransfers: readonly {
      reference: string;
      member: { fullName: string } | null;
      amountKobo: number;
    }[];
    failedRenewals: readonly { reference: string; member: { fullName: string } | null; amountKobo: number }[];
    lapsedMembers: readonly { member: { fullName: string }; plan: string; endedAt: string }[];
  };
}

/**
 * The report as CSV rows: section, line, count and naira columns, one section after another, so a
 * spreadsheet can sum any column of a section.
 */
export function monthlyReportRows(
  report: MonthlyReportForCsv,
  labels: { kind: (kind: TransactionKind) => string; channel: (channel: string) => string },
): { header: string[]; rows: Cell[][] } {
  const header = ["Section", "Line", "Count", "Gross (NGN)", "Refunds (NGN)", "Fees (NGN)", "Net (NGN)"];
  const rows: Cell[][] = [];
  for (const l of report.income) {
    rows.push([
      "Income",
      `${labels.kind(l.kind)}, ${labels.channel(l.channel)}`,
      l.count,
      nairaCell(l.grossKobo),
      "",
      nairaCell(l.feesKobo),
      nairaCell(l.grossKobo - l.feesKobo),
    ]);
  }
  for (const l of report.refunds) {
    rows.push([
      "Refunds",
      labels.kind(l.kind),
      l.count,
      "",
      nairaCell(l.amountKobo),
      "",
      nairaCell(-l.amountKobo),
    ]);
  }
  const t = report.totals;
  rows.push([
    "Total",
    report.month,
    "",
    nairaCell(t.grossKobo),
    nairaCell(t.refundsKobo),
    nairaCell(t.feesKobo),
    nairaCell(t.netKobo),
  ]);
  for (const l of report.tournaments) {
    rows.push([
      "Tournament",
      `${l.name}: ${l.ticketsSold} sold, ${l.ticketsRefunded} refunded`,
      l.ticketsSold,
      nairaCell(l.grossKobo),
      nairaCell(l.refundsKobo),
      nairaCell(l.feesKobo),
      nairaCell(l.netKobo),
    ]);
  }
  for (const p of report.outstanding.pendingTransfers) {
    rows.push([
      "Pending transfer",
      `${p.reference} ${p.member?.fullName ?? "(deleted account)"}`,
      1,
      nairaCell(p.amountKobo),
      "",
      "",
      "",
    ]);
  }
  for (const p of report.outstanding.failedRenewals) {
    rows.push([
      "Failed renewal",
      `${p.reference} ${p.member?.fullName ?? "(deleted account)"}`,
      1,
      nairaCell(p.amountKobo),
      "",
      "",
      "",
    ]);
  }
  for (const l of report.outstanding.lapsedMembers) {
    rows.push([
      "Lapsed member",
      `${l.member.fullName}, ${l.plan}, ended ${l.endedAt.slice(0, 10)}`,
      1,
      "",
      "",
      "",
      "",
    ]);
  }
  return { header, rows };
}
