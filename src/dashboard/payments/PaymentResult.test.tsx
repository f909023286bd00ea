// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { BillingPaymentResult, pendingRecheckDelayMs, TicketPaymentResult } from "./PaymentResult";
import { DUPLICATE_REFUND, OUTCOME_TITLES, PENDING_WATCHING, RESULT_TEXTS } from "./result-texts";

const api = fakeApi();

afterEach(() => {
  cleanup();
  api.reset();
  vi.useRealTimers();
});

/** The result box's paragraphs, in order. */
async function shownLines(): Promise<string[]> {
  const title = await screen.findByRole("heading", { level: 2 });
  const box = title.parentElement as HTMLElement;
  return [...box.querySelectorAll("p")].map((p) => p.textContent ?? "");
}

describe("the payment return pages", () => {
  it("say that a second billing payment was not needed and is being refunded", async () => {
    api.answer(calls.billingCallback, {
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
    api.answer(calls.ticketCallback, {
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
    api.answer(calls.ticketCallback, {
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
    api.answer(calls.billingCallback, {
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

describe("the return page of a payment still under way", () => {
  const AWAITING =
    "Your payment for Premium Monthly membership is awaiting your bank transfer. It completes by itself when the transfer arrives, usually within minutes: you will get a notification and a mail.";

  it("is calm, not a failure, and turns to success by itself when the transfer lands", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api
      .failOnce(calls.billingCallback, 409, AWAITING, { status: "pending" })
      .failOnce(calls.billingCallback, 409, AWAITING, { status: "pending" })
      .answerOnce(calls.billingCallback, {
        message: "Thank you: Premium Monthly membership is paid.",
        status: "success",
      });
    render(<BillingPaymentResult search={{ trxref: "transfer-1", reference: "transfer-1" }} />);

    expect(await screen.findByRole("heading", { name: OUTCOME_TITLES.pending })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: OUTCOME_TITLES.failed })).toBeNull();
    expect(await shownLines()).toEqual([AWAITING, PENDING_WATCHING]);
    expect(document.querySelector(".dash-result__box--failed")).toBeNull();

    // Asked again after the backoff, still awaited; then the transfer has arrived.
    await vi.advanceTimersByTimeAsync(pendingRecheckDelayMs(0));
    expect(api.requestsTo(calls.billingCallback)).toHaveLength(2);
    expect(screen.getByRole("heading", { name: OUTCOME_TITLES.pending })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(pendingRecheckDelayMs(1));
    expect(await screen.findByRole("heading", { name: OUTCOME_TITLES.success })).toBeTruthy();
    expect(await shownLines()).toEqual([
      "Thank you: Premium Monthly membership is paid.",
      RESULT_TEXTS.billing.success,
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.requestsTo(calls.billingCallback)).toHaveLength(3);
  });

  it("keeps the spec's failure text, word for word, for a real failure", async () => {
    api.fail(
      calls.ticketCallback,
      402,
      "Your payment for Enugu Club Series did not go through. You have not been charged.",
      { status: "failed" },
    );
    render(<TicketPaymentResult tournamentId="t2" search={{ trxref: "failed-1", reference: "failed-1" }} />);
    expect(await screen.findByRole("heading", { name: OUTCOME_TITLES.failed })).toBeTruthy();
    expect(await shownLines()).toEqual([
      "Your payment for Enugu Club Series did not go through. You have not been charged.",
      "Sorry Payment for the ticket could not go through",
    ]);
  });

  it("asks again less and less often, at most once a minute", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(pendingRecheckDelayMs)).toEqual([
      3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000,
    ]);
  });
});
