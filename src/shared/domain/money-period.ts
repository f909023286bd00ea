/**
 * The periods the console totals payments over, on the club's (Lagos) calendar: this month, last
 * month, or a chosen range of whole days. Each is a half-open interval of instants [from, to).
 */
import { clubInstant, clubLocal, isLocalDate } from "./club-time";

export const MONEY_PERIODS = ["this-month", "last-month", "range"] as const;
export type MoneyPeriod = (typeof MONEY_PERIODS)[number];

export interface PeriodChoice {
  period: MoneyPeriod;
  /** First Lagos day of a range, YYYY-MM-DD (inclusive). */
  from?: string | undefined;
  /** Last Lagos day of a range, YYYY-MM-DD (inclusive). */
  to?: string | undefined;
}

export interface Interval {
  from: Date;
  to: Date;
}

const startOfDay = (date: string) => clubInstant({ date, time: "00:00" });

function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function monthStart(year: number, month: number): string {
  const normalised = new Date(Date.UTC(year, month - 1, 1));
  return normalised.toISOString().slice(0, 10);
}

/** The instants a period covers; throws RangeError on a range without valid, ordered days. */
export function periodInterval(choice: PeriodChoice, now: Date): Interval {
  if (choice.period === "range") {
    const { from, to } = choice;
    if (!from || !to || !isLocalDate(from) || !isLocalDate(to)) {
      throw new RangeError("A range needs a first and a last day as YYYY-MM-DD");
    }
    if (from > to) throw new RangeError("The first day must not be after the last day");
    return { from: startOfDay(from), to: startOfDay(nextDay(to)) };
  }
  const [year, month] = clubLocal(now).date.split("-").map(Number) as [number, number];
  const offset = choice.period === "this-month" ? 0 : -1;
  return {
    from: startOfDay(monthStart(year, month + offset)),
    to: startOfDay(monthStart(year, month + offset + 1)),
  };
}

/** Kobo left to give back on a payment: what was paid less every refund that still counts. */
export function refundableKobo(paidKobo: number, refundedKobo: number): number {
  return Math.max(0, paidKobo - refundedKobo);
}

/**
 * Where a period bought by a payment ends once part of that payment is refunded: the share refunded
 * of the time it bought is taken off the end, never earlier than now (a full refund of the only
 * period ends it today). `boughtMs` is the time the payment added.
 */
export function shortenedEnd({
  endsAt,
  boughtMs,
  paidKobo,
  refundKobo,
  now,
}: {
  endsAt: Date;
  boughtMs: number;
  paidKobo: number;
  refundKobo: number;
  now: Date;
}): Date {
  if (paidKobo <= 0 || refundKobo <= 0) return endsAt;
  const share = Math.min(1, refundKobo / paidKobo);
  const cut = Math.round(boughtMs * share);
  const end = endsAt.getTime() - cut;
  return new Date(Math.max(Math.min(end, endsAt.getTime()), Math.min(now.getTime(), endsAt.getTime())));
}
