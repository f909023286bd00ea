/** What an account page learns from the browser once it is running: the carried payment and the session. */
import { useEffect, useState } from "react";
import { $isLoggedIn } from "@/stores/session";
import { afterLoginHref, type CarriedPayment, readCarriedPayment } from "./carried-payment";
import { redirect } from "./navigate";

/** The payment choice carried in the address (read after hydration: the page is static). */
export function useCarriedPayment(): CarriedPayment | null {
  const [carried, setCarried] = useState<CarriedPayment | null>(null);
  useEffect(() => setCarried(readCarriedPayment(window.location.search)), []);
  return carried;
}

/**
 * Sends a visitor who is already signed in to the dashboard (spec: login and signup), or straight
 * to paying for the plan they carry.
 */
export function useRedirectWhenSignedIn(): void {
  useEffect(() => {
    // Checked once on arrival: a login made on this page navigates on its own.
    if ($isLoggedIn.get()) redirect(afterLoginHref(readCarriedPayment(window.location.search)));
  }, []);
}
