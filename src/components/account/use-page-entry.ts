/** What an account page learns from the browser once it is running: the carried payment and the session. */
import { useEffect, useState } from "react";
import { $isLoggedIn } from "@/stores/session";
import { afterLoginHref, type CarriedPayment, readCarriedPayment, readNextPath } from "./carried-payment";
import { redirect } from "./navigate";

/**
 * The payment choice carried in this page's address. One that cannot be read (its parser could not
 * be fetched) is dropped, as a malformed one is.
 */
export function readPagePayment(): Promise<CarriedPayment | null> {
  return readCarriedPayment(window.location.search).catch(() => null);
}

/** The payment choice carried in the address (read after hydration: the page is static). */
export function useCarriedPayment(): CarriedPayment | null {
  const [carried, setCarried] = useState<CarriedPayment | null>(null);
  useEffect(() => {
    let mounted = true;
    void readPagePayment().then((read) => mounted && setCarried(read));
    return () => {
      mounted = false;
    };
  }, []);
  return carried;
}

/**
 * Sends a visitor who is already signed in to the dashboard (docs/product.md, Routes), or straight
 * to paying for the plan they carry.
 */
export function useRedirectWhenSignedIn(): void {
  useEffect(() => {
    // Checked once on arrival: a login made on this page navigates on its own.
    if ($isLoggedIn.get())
      void readPagePayment().then((carried) =>
        redirect(afterLoginHref(carried, readNextPath(window.location.search))),
      );
  }, []);
}
