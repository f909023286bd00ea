/** The payment result pages' texts (docs/product.md, Dashboard). */
import type { PaymentKind } from "./payment-failure";

export const PROCESSING_PAYMENT = "Processing payment...";

export const OUTCOME_TITLES = {
  success: "Payment successful",
  duplicate: "You already had this",
  "not-issued": "No ticket issued",
  pending: "Payment still processing",
  failed: "Payment failed",
} as const;

/** Under a payment still under way: the page follows it by itself. */
export const PENDING_WATCHING =
  "Nothing went wrong: you can stay on this page, which updates by itself when the payment arrives, or leave it and come back later.";

interface ResultTexts {
  readonly title: string;
  readonly success: string;
  readonly failure: string;
  /** A second payment for something the member already had (docs/decisions/0092-duplicate-payments.md). */
  readonly duplicate: string;
  readonly back: { readonly label: string; readonly href: string };
}

export const RESULT_TEXTS: Record<PaymentKind, ResultTexts> = {
  ticket: {
    title: "Ticket Payment",
    success: "You can check your mail to see your ticket code",
    failure: "Sorry Payment for the ticket could not go through",
    duplicate: "You already have a ticket for this tournament, so this second payment was not needed.",
    back: { label: "Go to Tickets", href: "/u/tickets" },
  },
  billing: {
    title: "Payment",
    success: "Your payment was successful, check your mail for update",
    failure: "Error why processing your payment, Please contact support",
    duplicate: "You had already paid for this, so this second payment was not needed.",
    back: { label: "Go to Billings", href: "/u/billings" },
  },
};

/** Under a duplicate payment's note, or a ticket not issued: what happens to the money. */
export const DUPLICATE_REFUND =
  "We are refunding this payment in full; you don't need to do anything. The refund will show in your Billing History, and your bank may take a few working days to return the money.";
