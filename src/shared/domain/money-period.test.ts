import { describe, expect, it } from "vitest";
import { periodInterval, refundableKobo, shortenedEnd } from "./money-period";

const DAY = 24 * 60 * 60 * 1000;

describe("periodInterval", () => {
  it("covers this Lagos month, from midnight Lagos time", () => {
    // 23:30 UTC on 31 October is already 1 November in Lagos.
    const now = new Date("2026-10-31T23:30:00Z");
    expect(periodInterval({ period: "this-month" }, now)).toEqual({
      from: new Date("2026-10-31T23:00:00Z"),
      to: new Date("2026-11-30T23:00:00Z"),
    });
  });

  it("covers last month, across a year end", () => {
    const now = new Date("2027-01-10T12:00:00Z");
    expect(periodInterval({ period: "last-month" }, now)).toEqual({
      from: new Date("2026-11-30T23:00:00Z"),
      to: new Date("2026-12-31T23:00:00Z"),
    });
  });

  it("covers a chosen range of whole days, both inclusive", () => {
    const interval = periodInterval({ period: "range", from: "2026-11-01", to: "2026-11-01" }, new Date());
    expect(interval.to.getTime() - interval.from.getTime()).toBe(DAY);
    expect(interval.from).toEqual(new Date("2026-10-31T23:00:00Z"));
  });

  it("refuses a range without days or backwards", () => {
    expect(() => periodInterval({ period: "range" }, new Date())).toThrow(RangeError);
    expect(() =>
      periodInterval({ period: "range", from: "2026-02-30", to: "2026-03-01" }, new Date()),
    ).toThrow(RangeError);
    expect(() =>
      periodInterval({ period: "range", from: "2026-03-02", to: "2026-03-01" }, new Date()),
    ).toThrow("must not be after");
  });
});

describe("refundableKobo", () => {
  it("is what was paid less what was refunded, never below zero", () => {
    expect(refundableKobo(10_000, 0)).toBe(10_000);
    expect(refundableKobo(10_000, 2_500)).toBe(7_500);
    expect(refundableKobo(10_000, 12_000)).toBe(0);
  });
});

describe("shortenedEnd", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const endsAt = new Date(now.getTime() + 90 * DAY);

  it("takes the refunded share of the bought time off the end", () => {
    const end = shortenedEnd({ endsAt, boughtMs: 90 * DAY, paidKobo: 900, refundKobo: 300, now });
    expect(end).toEqual(new Date(now.getTime() + 60 * DAY));
  });

  it("ends today on a full refund of the only period", () => {
    expect(shortenedEnd({ endsAt, boughtMs: 90 * DAY, paidKobo: 900, refundKobo: 900, now })).toEqual(now);
  });

  it("keeps an earlier period bought by another payment", () => {
    const later = new Date(now.getTime() + 120 * DAY);
    expect(shortenedEnd({ endsAt: later, boughtMs: 90 * DAY, paidKobo: 900, refundKobo: 900, now })).toEqual(
      new Date(now.getTime() + 30 * DAY),
    );
  });

  it("never moves an end that has passed, and ignores empty refunds", () => {
    const past = new Date(now.getTime() - DAY);
    expect(shortenedEnd({ endsAt: past, boughtMs: 30 * DAY, paidKobo: 900, refundKobo: 900, now })).toEqual(
      past,
    );
    expect(shortenedEnd({ endsAt, boughtMs: 90 * DAY, paidKobo: 900, refundKobo: 0, now })).toEqual(endsAt);
  });
});
