/**
 * The daily catch-up with the payment provider: once a Lagos day, the provider's successful payments
 * of that day and the day before are compared with ours, so a payment whose webhook was lost and
 * whose member never came back is still fulfilled, and one nobody can match is flagged for staff.
 */
import { clubInstant, clubLocal } from "./club-time";

export interface CatchUpWindow {
  /** The Lagos day the run is for, YYYY-MM-DD: one run per day. */
  day: string;
  /** Midnight in Lagos at the start of the day before. */
  from: Date;
  /** The moment of the run. */
  to: Date;
}

/** The day a run at `now` is for, and the instants it asks the provider about: yesterday and today so far. */
export function catchUpWindow(now: Date): CatchUpWindow {
  const { date } = clubLocal(now);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  return { day: date, from: clubInstant({ date: yesterday, time: "00:00" }), to: now };
}

export interface ProviderPayment {
  reference: string;
  /** Kobo. */
  amount: number;
  currency: string;
  paidAt: string | null;
}

export interface OurPayment {
  reference: string;
  /** Kobo. */
  amountKobo: number;
  currency: string;
  /** Set once fulfilled. */
  fulfilled: boolean;
}

export type CatchUpAction =
  | { kind: "fulfil"; reference: string }
  | { kind: "flag"; reference: string; amountKobo: number; paidAt: string | null; problem: string };

/**
 * What to do about each of the provider's successful payments: nothing when we fulfilled it, fulfil
 * it (through the usual verify) when ours is still open, flag it when we have no such payment or
 * ours is for another amount or currency.
 */
export function catchUpActions(
  provider: readonly ProviderPayment[],
  ours: readonly OurPayment[],
): CatchUpAction[] {
  const byReference = new Map(ours.map((payment) => [payment.reference, payment]));
  const actions: CatchUpAction[] = [];
  for (const paid of provider) {
    const mine = byReference.get(paid.reference);
    const flag = (problem: string): CatchUpAction => ({
      kind: "flag",
      reference: paid.reference,
      amountKobo: paid.amount,
      paidAt: paid.paidAt,
      problem,
    });
    if (!mine) actions.push(flag("The provider has this payment; the club has no record of it"));
    else if (mine.amountKobo !== paid.amount || mine.currency !== paid.currency)
      actions.push(
        flag(
          `The provider has ${paid.amount} ${paid.currency}; the club expected ${mine.amountKobo} ${mine.currency}`,
        ),
      );
    else if (!mine.fulfilled) actions.push({ kind: "fulfil", reference: paid.reference });
  }
  return actions;
}
