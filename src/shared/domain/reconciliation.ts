/**
 * Reconciliation: each of the provider's settlements (one payout, net of its fees) compared with the
 * club's payments. A settlement's own totals must add up from its transactions, and each of its
 * transactions must be a payment the club fulfilled, for the same amount and fee; a payment the club
 * fulfilled on a day the provider has settled must be in one of its settlements.
 */

export interface SettlementTotals {
  id: number;
  /** Kobo processed before fees. */
  grossKobo: number;
  feesKobo: number;
  /** Kobo paid out. */
  netKobo: number;
}

export interface SettledPayment {
  reference: string;
  /** Kobo. */
  amountKobo: number;
  feesKobo: number;
}

export interface ClubPayment {
  reference: string;
  /** Kobo. */
  amountKobo: number;
  /** The provider's fee as kept at verification; null for payments verified before fees were kept. */
  feesKobo: number | null;
}

export type ReconciliationFlag =
  | { kind: "not-in-club"; reference: string; amountKobo: number }
  | { kind: "not-settled"; reference: string; amountKobo: number }
  | { kind: "amount-differs"; reference: string; providerKobo: number; clubKobo: number }
  | { kind: "fee-differs"; reference: string; providerKobo: number; clubKobo: number }
  | { kind: "totals-differ"; what: "gross" | "fees" | "net"; settlementKobo: number; paymentsKobo: number };

export interface ReconciledSettlement {
  id: number;
  grossKobo: number;
  feesKobo: number;
  netKobo: number;
  /** The club's side: its payments that are in the settlement. */
  clubGrossKobo: number;
  clubFeesKobo: number;
  clubNetKobo: number;
  flags: ReconciliationFlag[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One settlement against the club's payments (looked up by reference). */
export function reconcileSettlement(
  settlement: SettlementTotals,
  settled: readonly SettledPayment[],
  club: ReadonlyMap<string, ClubPayment>,
): ReconciledSettlement {
  const flags: ReconciliationFlag[] = [];
  const totals: ["gross" | "fees" | "net", number, number][] = [
    ["gross", settlement.grossKobo, sum(settled.map((p) => p.amountKobo))],
    ["fees", settlement.feesKobo, sum(settled.map((p) => p.feesKobo))],
    ["net", settlement.netKobo, sum(settled.map((p) => p.amountKobo - p.feesKobo))],
  ];
  for (const [what, settlementKobo, paymentsKobo] of totals)
    if (settlementKobo !== paymentsKobo)
      flags.push({ kind: "totals-differ", what, settlementKobo, paymentsKobo });
  let clubGross = 0;
  let clubFees = 0;
  for (const paid of settled) {
    const ours = club.get(paid.reference);
    if (!ours) {
      flags.push({ kind: "not-in-club", reference: paid.reference, amountKobo: paid.amountKobo });
      continue;
    }
    clubGross += ours.amountKobo;
    clubFees += ours.feesKobo ?? paid.feesKobo;
    if (ours.amountKobo !== paid.amountKobo)
      flags.push({
        kind: "amount-differs",
        reference: paid.reference,
        providerKobo: paid.amountKobo,
        clubKobo: ours.amountKobo,
      });
    else if (ours.feesKobo !== null && ours.feesKobo !== paid.feesKobo)
      flags.push({
        kind: "fee-differs",
        reference: paid.reference,
        providerKobo: paid.feesKobo,
        clubKobo: ours.feesKobo,
      });
  }
  return {
    id: settlement.id,
    grossKobo: settlement.grossKobo,
    feesKobo: settlement.feesKobo,
    netKobo: settlement.netKobo,
    clubGrossKobo: clubGross,
    clubFeesKobo: clubFees,
    clubNetKobo: clubGross - clubFees,
    flags,
  };
}

/**
 * The club's payments that no settlement carries although the provider has settled their day:
 * `covered` tells whether a payment's provider paid-at time falls on a settled day.
 */
export function unsettledPayments(
  club: readonly (ClubPayment & { paidAt: Date })[],
  settledReferences: ReadonlySet<string>,
  covered: (paidAt: Date) => boolean,
): ReconciliationFlag[] {
  return club
    .filter((payment) => covered(payment.paidAt) && !settledReferences.has(payment.reference))
    .map((payment) => ({
      kind: "not-settled",
      reference: payment.reference,
      amountKobo: payment.amountKobo,
    }));
}

/** What a flag says, for the console. */
export function flagText(flag: ReconciliationFlag): string {
  const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;
  switch (flag.kind) {
    case "not-in-club":
      return `${flag.reference}: settled by the provider (${naira(flag.amountKobo)}), not a payment the club fulfilled`;
    case "not-settled":
      return `${flag.reference}: fulfilled by the club (${naira(flag.amountKobo)}), in no settlement of its day`;
    case "amount-differs":
      return `${flag.reference}: the provider settled ${naira(flag.providerKobo)}, the club recorded ${naira(flag.clubKobo)}`;
    case "fee-differs":
      return `${flag.reference}: the provider charged a fee of ${naira(flag.providerKobo)}, the club recorded ${naira(flag.clubKobo)}`;
    case "totals-differ":
      return `The settlement's ${flag.what} is ${naira(flag.settlementKobo)}; its payments add up to ${naira(flag.paymentsKobo)}`;
  }
}
