/**
 * Starting a payment from a button, through the checkout store: the selection being paid stays
 * "processing" until the browser leaves for the checkout page; a failure clears it and is reported
 * (alert or message, see payment-failure).
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import type { PaymentSelection } from "@/shared/domain/pay-param";
import { clearMutationError } from "@/stores/fetcher";
import { $checkout, $checkoutSelection } from "@/stores/payments";
import { paymentFailure } from "./payment-failure";

export interface PaymentState {
  /** The selection whose payment is being started, or null. */
  processing: PaymentSelection | null;
  /** The last failure's message, or null. */
  error: string | null;
  pay: (selection: PaymentSelection, autoRenew: boolean) => Promise<void>;
  clearError: () => void;
}

async function pay(selection: PaymentSelection, autoRenew: boolean): Promise<void> {
  await $checkout.mutate({ selection, autoRenew });
  const { error } = $checkout.get();
  if (error === undefined) return;
  const report = paymentFailure(error, selection.type === "Ticket" ? "ticket" : "billing");
  if ("alert" in report) {
    // Reported by the alert alone.
    clearMutationError($checkout);
    window.alert(report.alert);
  }
}

const clearError = () => clearMutationError($checkout);

export function usePayment(): PaymentState {
  const processing = useStore($checkoutSelection);
  const { error } = useStore($checkout);
  return { processing, error: error === undefined ? null : errorMessage(error), pay, clearError };
}
