/** The payment result pages' texts (docs/product.md, Dashboard). */
import type { PaymentKind } from "./payment-failure";

export const PROCESSING_PAYMENT = "Processing payment...";

export const OUTCOME_TITLES = {
  success: "Payment successful",
  pending: "Payment still processing",
  failed: "Payment failed",
} as const;

interface ResultTexts {
  readonly title: string;
  readonly success: string;
  readonly failure: string;
  readonly back: { readonly label: string; readonly href: string };
}

export const RESULT_TEXTS: Record<PaymentKind, ResultTexts> = {
  ticket: {
    title: "Ticket Payment",
    success: "You can check your mail to see your ticket code",
    failure: "Sorry Payment for the ticket could not go through",
    back: { label: "Go to Tickets", href: "/u/tickets" },
  },
  billing: {
    title: "Payment",
    success: "Your payment was successful, check your mail for update",
    failure: "Error why processing your payment, Please contact support",
    back: { label: "Go to Billings", href: "/u/billings" },
  },
};
