import { describe, expect, it } from "vitest";
import { ApiError, UNREADABLE_ANSWER_MESSAGE } from "@/lib/api/client";
import { paymentFailure, TICKET_NETWORK_ERROR } from "./payment-failure";

describe("paymentFailure", () => {
  it("alerts when a ticket payment brought back no checkout link", () => {
    expect(paymentFailure(new TypeError("Failed to fetch"), "ticket")).toEqual({
      alert: TICKET_NETWORK_ERROR,
    });
    expect(paymentFailure(new ApiError(200, UNREADABLE_ANSWER_MESSAGE), "ticket")).toEqual({
      alert: TICKET_NETWORK_ERROR,
    });
  });

  it("shows the server's reason when it refused the payment", () => {
    expect(paymentFailure(new ApiError(409, "You already have a ticket"), "ticket")).toEqual({
      message: "You already have a ticket",
    });
    expect(paymentFailure(new ApiError(409, "Already on a plan"), "billing")).toEqual({
      message: "Already on a plan",
    });
  });

  it("shows a readable message for a billing payment that got no answer", () => {
    expect(paymentFailure(new TypeError("Failed to fetch"), "billing")).toEqual({
      message: "Something went wrong. Please try again.",
    });
  });
});
