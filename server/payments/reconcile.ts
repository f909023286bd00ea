/**
 * Reconciliation with the provider's settlements (docs/decisions/0149-reconciliation.md): the
 * settlements of the last 30 days and the transactions each pays out, compared with the club's
 * fulfilled payments by the rules in `@/shared/domain/reconciliation`.
 */
import { and, eq, gte, inArray, isNotNull } from "drizzle-orm";
import type { ReconciliationResponse } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { type ClubPayment, reconcileSettlement, unsettledPayments } from "@/shared/domain/reconciliation";
import { transactions } from "../db/schema";
import type { PaymentDeps } from "./deps";
import { noteSettlements } from "./settlements";

/** How far back the Reconciliation screen looks. */
export const RECONCILIATION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function reconcile(deps: PaymentDeps): Promise<ReconciliationResponse> {
  const since = new Date(deps.now().getTime() - RECONCILIATION_DAYS * DAY_MS);
  const { paystack } = deps.payments;
  const settlements = await paystack.listSettlements({ from: since });
  const carried = await Promise.all(
    settlements.map(async (settlement) => ({
      settlement,
      transactions: (await paystack.settlementTransactions(settlement.id)) ?? [],
    })),
  );
  await noteSettlements(deps, carried);
  const settledReferences = new Set(carried.flatMap((s) => s.transactions.map((t) => t.reference)));
  const settledDays = new Set(
    carried.flatMap((s) => s.transactions.map((t) => (t.paid_at ? clubLocal(new Date(t.paid_at)).date : ""))),
  );
  // Ours: the payments the settlements name, and every fulfilled one of the period.
  const named =
    settledReferences.size === 0
      ? []
      : await deps.db
          .select()
          .from(transactions)
          .where(
            and(inArray(transactions.reference, [...settledReferences]), isNotNull(transactions.fulfilledAt)),
          );
  const recent = await deps.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, "complete"),
        isNotNull(transactions.paidAt),
        gte(transactions.paidAt, since),
      ),
    );
  const club = new Map<string, ClubPayment>(
    named.map((row) => [
      row.reference,
      { reference: row.reference, amountKobo: row.amountKobo, feesKobo: row.feesKobo },
    ]),
  );
  return {
    settlements: carried.map(({ settlement, transactions: settled }) => ({
      ...reconcileSettlement(
        {
          id: settlement.id,
          grossKobo: settlement.total_processed,
          feesKobo: settlement.total_fees,
          netKobo: settlement.total_amount,
        },
        settled.map((t) => ({ reference: t.reference, amountKobo: t.amount, feesKobo: t.fees ?? 0 })),
        club,
      ),
      settledAt: settlement.settlement_date,
      payments: settled.length,
    })),
    unsettled: unsettledPayments(
      recent.flatMap((row) =>
        row.paidAt
          ? [
              {
                reference: row.reference,
                amountKobo: row.amountKobo,
                feesKobo: row.feesKobo,
                paidAt: row.paidAt,
              },
            ]
          : [],
      ),
      settledReferences,
      (paidAt) => settledDays.has(clubLocal(paidAt).date),
    ),
  };
}
