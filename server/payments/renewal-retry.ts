/**
 * A renewal whose charge outcome is unknown (the server stopped between recording the renewal and
 * hearing back from the provider) is checked with the provider before anyone is told anything: when
 * the provider has never seen its reference, the charge never went out, so it is sent once more,
 * with the same reference, and the payment is then settled as usual. Only if that retry is
 * declined is the member told their card failed. The retry is claimed on the payment's row, so
 * however many recoveries run, it is sent at most once.
 */
import { and, eq, sql } from "drizzle-orm";
import { cardAuthorizations, type TransactionRow, transactions } from "../db/schema";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";

export function isRenewal(transaction: Pick<TransactionRow, "kind" | "metadata">): boolean {
  return transaction.kind === "membership" && transaction.metadata.renewal === true;
}

/** Charges a pending renewal again when the provider never saw it; answers whether it did. */
export async function retryUnsentRenewal(deps: PaymentDeps, transaction: TransactionRow): Promise<boolean> {
  if (!isRenewal(transaction) || transaction.status !== "pending" || !transaction.userId) return false;
  if (transaction.metadata.chargeRetried === true) return false;
  if ((await deps.payments.paystack.verify(transaction.reference)) !== null) return false;
  const [card] = await deps.db
    .select()
    .from(cardAuthorizations)
    .where(eq(cardAuthorizations.userId, transaction.userId));
  if (!card) return false;
  const [claimed] = await deps.db
    .update(transactions)
    .set({ metadata: sql`${transactions.metadata} || '{"chargeRetried": true}'::jsonb` })
    .where(
      and(
        eq(transactions.id, transaction.id),
        eq(transactions.status, "pending"),
        sql`coalesce((${transactions.metadata}->>'chargeRetried')::boolean, false) = false`,
      ),
    )
    .returning();
  if (!claimed) return false;
  try {
    await deps.payments.paystack.chargeAuthorization({
      email: card.email,
      amount: claimed.amountKobo,
      authorization_code: card.authorizationCode,
      reference: claimed.reference,
      metadata: { ...transaction.metadata, kind: claimed.kind },
    });
  } catch (error) {
    console.error(`Renewal ${claimed.reference} could not be charged again:`, errorSummary(error));
  }
  return true;
}
