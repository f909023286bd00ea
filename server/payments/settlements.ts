/**
 * Notes on each payment the provider's settlement that paid it out, and when, so the payments export
 * names it without asking the provider (docs/decisions/0181-payment-reports.md). Done whenever the
 * club reads the settlements: the Reconciliation screen, and once a day with the catch-up.
 */
import { and, inArray, isNull, or, sql } from "drizzle-orm";
import { transactions } from "../db/schema";
import type { PaymentDeps } from "./deps";
import type { PaystackSettlement, PaystackTransaction } from "./paystack-client";

export interface CarriedSettlement {
  settlement: PaystackSettlement;
  transactions: readonly Pick<PaystackTransaction, "reference">[];
}

/** Answers how many payments were newly noted. */
export async function noteSettlements(
  deps: Pick<PaymentDeps, "db">,
  carried: readonly CarriedSettlement[],
): Promise<number> {
  let noted = 0;
  for (const { settlement, transactions: paid } of carried) {
    const references = paid.map((t) => t.reference);
    if (references.length === 0) continue;
    const settledAt = new Date(settlement.settlement_date);
    const rows = await deps.db
      .update(transactions)
      .set({
        settlementId: settlement.id,
        settledAt: Number.isNaN(settledAt.getTime()) ? null : settledAt,
      })
      .where(
        and(
          inArray(transactions.reference, references),
          or(isNull(transactions.settlementId), sql`${transactions.settlementId} <> ${settlement.id}`),
        ),
      )
      .returning({ id: transactions.id });
    noted += rows.length;
  }
  return noted;
}

/** The settlements of the last days, read from the provider and noted on their payments. */
export async function noteRecentSettlements(deps: Pick<PaymentDeps, "db" | "now" | "payments">, days = 3) {
  const since = new Date(deps.now().getTime() - days * 24 * 60 * 60 * 1000);
  const { paystack } = deps.payments;
  const settlements = await paystack.listSettlements({ from: since });
  const carried = await Promise.all(
    settlements.map(async (settlement) => ({
      settlement,
      transactions: (await paystack.settlementTransactions(settlement.id)) ?? [],
    })),
  );
  return noteSettlements(deps, carried);
}
