import { describe, expect, it } from "vitest";
import {
  canBuyTicket,
  inMemberEarlySales,
  salesOpenFor,
  ticketNotIssued,
  ticketNotIssuedText,
} from "./ticket-sales";

const opening = new Date("2026-12-01T08:00:00Z");
const sales = { salesOpenAt: opening, memberEarlyDays: 3 };

describe("ticket sales", () => {
  it("are open to everyone at once without an opening", () => {
    const open = { salesOpenAt: null, memberEarlyDays: 3 };
    expect(salesOpenFor(open, false)).toBeNull();
    expect(canBuyTicket(open, false, new Date("2026-01-01T00:00:00Z"))).toBe(true);
  });

  it("open to paid members the set number of days before everyone else", () => {
    expect(salesOpenFor(sales, true)).toEqual(new Date("2026-11-28T08:00:00Z"));
    expect(salesOpenFor(sales, false)).toEqual(opening);
    const early = new Date("2026-11-29T00:00:00Z");
    expect(canBuyTicket(sales, true, early)).toBe(true);
    expect(canBuyTicket(sales, false, early)).toBe(false);
    expect(inMemberEarlySales(sales, early)).toBe(true);
  });

  it("refuse paid members too before their early opening, and open to all at the opening", () => {
    expect(canBuyTicket(sales, true, new Date("2026-11-28T07:59:59Z"))).toBe(false);
    expect(canBuyTicket(sales, false, opening)).toBe(true);
    expect(inMemberEarlySales(sales, opening)).toBe(false);
  });

  it("give no head start with zero early days", () => {
    expect(salesOpenFor({ salesOpenAt: opening, memberEarlyDays: 0 }, true)).toEqual(opening);
  });
});

describe("a ticket paid for late", () => {
  it("is issued while a seat is free, or without a capacity", () => {
    expect(ticketNotIssued({ cancelled: false, capacity: 2, sold: 1 })).toBeNull();
    expect(ticketNotIssued({ cancelled: false, capacity: null, sold: 900 })).toBeNull();
  });

  it("is not issued once every seat is sold, or the tournament was cancelled", () => {
    expect(ticketNotIssued({ cancelled: false, capacity: 1, sold: 1 })).toBe("sold-out");
    expect(ticketNotIssued({ cancelled: false, capacity: 1, sold: 2 })).toBe("sold-out");
    expect(ticketNotIssued({ cancelled: true, capacity: null, sold: 0 })).toBe("cancelled");
    expect(ticketNotIssued({ cancelled: true, capacity: 5, sold: 5 })).toBe("cancelled");
  });

  it("is explained in words", () => {
    expect(ticketNotIssuedText("sold-out", "Ibadan Open")).toBe(
      "Ibadan Open sold out before your payment arrived, so no ticket was issued",
    );
    expect(ticketNotIssuedText("cancelled", "Ibadan Open")).toBe(
      "Ibadan Open was cancelled before your payment arrived, so no ticket was issued",
    );
  });
});
