/**
 * Starts a payment: the pending transaction is written first, then the provider is asked for the
 * checkout link. Whatever happens after, the row exists, so a return, a webhook or the start-up
 * re-verification can always settle it.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { PaystackInit } from "../../src/lib/api/contract";
import { transactions, type UserRow } from "../db/schema";
import { httpError } from "../lib/http-error";
import { errorSummary } from "../lib/loggable-error";
import type { PaymentDeps } from "./deps";
import type { Order } from "./orders";
import { purchaseMetadata } from "./purchase";

/** `tc_` and 24 random hex characters: unique, and letters Paystack accepts in a reference. */
export function newReference(): string {
  return `tc_${randomBytes(12).toString("hex")}`;
}

export async function startCheckout(
  { db, now, payments }: Pick<PaymentDeps, "db" | "now" | "payments">,
  user: UserRow,
  order: Order,
): Promise<z.infer<typeof PaystackInit>> {
  const reference = newReference();
  const metadata = purchaseMetadata(order.purchase);
  const at = now();
  await db.transaction(async (tx) => {
    await order.hold?.(tx, at);
    await tx.insert(transactions).values({
      userId: user.id,
      reference,
      kind: order.purchase.kind,
      amountKobo: order.amountKobo,
      description: order.description,
      metadata,
      createdAt: at,
      updatedAt: at,
    });
  });
  try {
    return await payments.paystack.initialize({
      email: user.email,
      amount: order.amountKobo,
      reference,
      callback_url: order.callbackUrl,
      // custom_fields is what Paystack's checkout shows the customer.
      metadata: {
        ...metadata,
        kind: order.purchase.kind,
        custom_fields: [
          { display_name: "Payment for", variable_name: "payment_for", value: order.description },
        ],
      },
    });
  } catch (error) {
    console.error(`Payment ${reference} could not be started:`, errorSummary(error));
    await db
      .update(transactions)
      .set({ status: "failed", updatedAt: now() })
      .where(and(eq(transactions.reference, reference), eq(transactions.status, "pending")));
    throw httpError(502, "We could not reach the payment provider. Please try again in a moment.");
  }
}
