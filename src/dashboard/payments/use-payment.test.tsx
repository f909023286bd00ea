// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { TICKET_NETWORK_ERROR } from "./payment-failure";
import { usePayment } from "./use-payment";

const api = fakeApi();
const checkout = (url: string) => ({
  paystackResponse: {
    status: true,
    message: "Authorization URL created",
    data: { authorization_url: url, access_code: "ac", reference: "ref" },
  },
});

const ticket = { type: "Ticket", key: "t1", plan: "Lagos Open", price: 5000, duration: "" } as const;
const training = {
  type: "Training Package",
  key: "standard",
  plan: "Standard",
  price: 216_000,
  duration: "1month",
  planType: 0,
} as const;

beforeEach(() => {
  api.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.alert = vi.fn();
  vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("usePayment", () => {
  it("shows the server's reason for a refused payment until it is cleared", async () => {
    api.fail(calls.payTraining, 409, "Already on a Training Package");
    const { result } = renderHook(() => usePayment());
    await act(() => result.current.pay(training, false));
    expect(result.current).toMatchObject({ processing: null, error: "Already on a Training Package" });
    expect(window.alert).not.toHaveBeenCalled();
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it("alerts, and shows no message, when a ticket payment got no answer", async () => {
    api.offline(calls.registerTournament);
    const { result } = renderHook(() => usePayment());
    await act(() => result.current.pay(ticket, false));
    expect(window.alert).toHaveBeenCalledWith(TICKET_NETWORK_ERROR);
    expect(result.current).toMatchObject({ processing: null, error: null });
  });

  it("keeps the selection processing while the browser leaves for the checkout page", async () => {
    api.answer(calls.registerTournament, checkout("https://pay/k"));
    const { result } = renderHook(() => usePayment());
    await act(() => result.current.pay(ticket, false));
    expect(window.location.assign).toHaveBeenCalledWith("https://pay/k");
    expect(result.current).toMatchObject({ processing: ticket, error: null });
  });
});
