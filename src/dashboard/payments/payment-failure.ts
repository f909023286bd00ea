/**
 * How a payment that could not be started is reported (docs/product.md, Error texts: the server's
 * message is shown).
 */
import { ApiError, errorMessage } from "@/lib/api/client";

export const TICKET_NETWORK_ERROR = "Network error during payment. Try reloading the page.";

export type PaymentKind = "ticket" | "billing";

export type PaymentFailure = { readonly alert: string } | { readonly message: string };

/** A refused payment shows the server's reason; a ticket payment that got no answer raises an alert. */
export function paymentFailure(error: unknown, kind: PaymentKind): PaymentFailure {
  const refused = error instanceof ApiError && error.status >= 400;
  if (kind === "ticket" && !refused) return { alert: TICKET_NETWORK_ERROR };
  return { message: errorMessage(error) };
}
