import { describe, expect, it } from "vitest";
import { canBuyTicket, inMemberEarlySales, salesOpenFor } from "./ticket-sales";

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
