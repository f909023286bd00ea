/**
 * Starting a payment from a button: the button's key is "processing" until the browser leaves for
 * the checkout page; a failure clears it and is reported (alert or message, see payment-failure).
 */
import { useCallback, useEffect, useState } from "react";
import { goToCheckout } from "@/stores/payments";
import { type PaymentKind, paymentFailure } from "./payment-failure";

export interface PaymentState {
  /** Key of the button whose payment is being started, or null. */
  processing: string | null;
  /** The last failure's message, or null. */
  error: string | null;
  pay: (key: string, kind: PaymentKind, start: () => Promise<string>) => Promise<void>;
  clearError: () => void;
}

export function usePayment(): PaymentState {
  const [processing, setProcessing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Coming back from the checkout page with the Back button restores this page from the cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const pay = useCallback(async (key: string, kind: PaymentKind, start: () => Promise<string>) => {
    setProcessing(key);
    setError(null);
    try {
      goToCheckout(await start());
    } catch (failure) {
      console.error("Could not start the payment", failure);
      const report = paymentFailure(failure, kind);
      setProcessing(null);
      if ("alert" in report) window.alert(report.alert);
      else setError(report.message);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { processing, error, pay, clearError };
}
