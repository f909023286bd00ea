// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/api/billing", () => ({
  verifyBillingPayment: vi.fn(),
  verifyTicketPayment: vi.fn(),
}));

const billingApi = await import("@/lib/api/billing");
const { BillingPaymentResult, TicketPaymentResult } = await import("./PaymentResult");
const { DUPLICATE_REFUND, OUTCOME_TITLES, RESULT_TEXTS } = await import("./result-texts");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The result box's paragraphs, in order. */
async function shownLines(): Promise<string[]> {
  const title = await screen.findByRole("heading", { level: 2 });
  const box = title.parentElement as HTMLElement;
  return [...box.querySelectorAll("p")].map((p) => p.textContent ?? "");
}

describe("the payment return pages", () => {
  it("say that a second billing payment was not needed and is being refunded", async () => {
    vi.mocked(billingApi.verifyBillingPayment).mockResolvedValue({
      message: "Thank you: Premium Monthly membership is paid.",
      status: "success",
      duplicate: true,
    });
    render(<BillingPaymentResult search={{ trxref: "dup-billing", reference: "dup-billing" }} />);
    expect(await screen.findByRole("heading", { name: "You already had this" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: OUTCOME_TITLES.success })).toBeNull();
    expect(await shownLines()).toEqual([
      "You had already paid for this, so this second payment was not needed.",
      "We are refunding this payment in full; you don't need to do anything. The refund will show in your Billing History, and your bank may take a few working days to return the money.",
    ]);
    expect(screen.getByRole("link", { name: "Go to Billings" }).getAttribute("href")).toBe("/u/billings");
  });

  it("say so for a ticket paid twice, with the link back to the tickets", async () => {
    vi.mocked(billingApi.verifyTicketPayment).mockResolvedValue({
      message: "Your ticket for Enugu Club Series is booked.",
      status: "success",
      duplicate: true,
    });
    render(
      <TicketPaymentResult tournamentId="t1" search={{ trxref: "dup-ticket", reference: "dup-ticket" }} />,
    );
    expect(await screen.findByRole("heading", { name: OUTCOME_TITLES.duplicate })).toBeTruthy();
    expect(await shownLines()).toEqual([RESULT_TEXTS.ticket.duplicate, DUPLICATE_REFUND]);
    expect(screen.getByRole("link", { name: "Go to Tickets" }).getAttribute("href")).toBe("/u/tickets");
  });

  it("say that no ticket was issued for a tournament that sold out, and that the money goes back", async () => {
    vi.mocked(billingApi.verifyTicketPayment).mockResolvedValue({
      message: "Ibadan Open sold out before your payment arrived, so no ticket was issued.",
      status: "success",
      notIssued: "sold-out",
    });
    render(
      <TicketPaymentResult tournamentId="t1" search={{ trxref: "late-ticket", reference: "late-ticket" }} />,
    );
    expect(await screen.findByRole("heading", { name: "No ticket issued" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: OUTCOME_TITLES.success })).toBeNull();
    expect(await shownLines()).toEqual([
      "Ibadan Open sold out before your payment arrived, so no ticket was issued.",
      DUPLICATE_REFUND,
    ]);
  });

  it("keep the paid page for a payment that is not a duplicate", async () => {
    vi.mocked(billingApi.verifyBillingPayment).mockResolvedValue({
      message: "Thank you: Premium Monthly membership is paid.",
      status: "success",
    });
    render(<BillingPaymentResult search={{ trxref: "paid-billing", reference: "paid-billing" }} />);
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeTruthy();
    expect(await shownLines()).toEqual([
      "Thank you: Premium Monthly membership is paid.",
      RESULT_TEXTS.billing.success,
    ]);
  });
});
