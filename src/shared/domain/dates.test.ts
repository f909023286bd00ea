import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayOfMonth,
  displayDate,
  formatDateNG,
  membershipEndDate,
  monthYear,
  trainingEndDate,
} from "./dates";

const utc = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe("addMonths", () => {
  it("adds calendar months and keeps the time of day", () => {
    expect(iso(addMonths(utc("2026-03-15T10:30:00.000Z"), 1))).toBe("2026-04-15T10:30:00.000Z");
    expect(iso(addMonths(utc("2026-03-15T10:30:00.000Z"), 12))).toBe("2027-03-15T10:30:00.000Z");
  });

  it("clamps 31 January to the end of February in common and leap years", () => {
    expect(iso(addMonths(utc("2026-01-31T09:00:00.000Z"), 1))).toBe("2026-02-28T09:00:00.000Z");
    expect(iso(addMonths(utc("2028-01-31T09:00:00.000Z"), 1))).toBe("2028-02-29T09:00:00.000Z");
  });

  it("clamps 31 March to 30 April", () => {
    expect(iso(addMonths(utc("2026-03-31T00:00:00.000Z"), 1))).toBe("2026-04-30T00:00:00.000Z");
  });

  it("moves 29 February a year on to 28 February", () => {
    expect(iso(addMonths(utc("2028-02-29T12:00:00.000Z"), 12))).toBe("2029-02-28T12:00:00.000Z");
  });

  it("crosses year ends and clamps there too", () => {
    expect(iso(addMonths(utc("2026-11-30T00:00:00.000Z"), 3))).toBe("2027-02-28T00:00:00.000Z");
    expect(iso(addMonths(utc("2026-12-31T00:00:00.000Z"), 1))).toBe("2027-01-31T00:00:00.000Z");
  });

  it("does not change its input", () => {
    const start = utc("2026-01-31T00:00:00.000Z");
    addMonths(start, 1);
    expect(iso(start)).toBe("2026-01-31T00:00:00.000Z");
  });

  it("refuses fractional months", () => {
    expect(() => addMonths(utc("2026-01-01T00:00:00.000Z"), 1.5)).toThrow(RangeError);
  });
});

describe("membershipEndDate", () => {
  const bought = utc("2026-01-31T08:00:00.000Z");

  it("runs 1, 3 and 12 months from the purchase", () => {
    expect(iso(membershipEndDate("monthly", bought))).toBe("2026-02-28T08:00:00.000Z");
    expect(iso(membershipEndDate("quarterly", bought))).toBe("2026-04-30T08:00:00.000Z");
    expect(iso(membershipEndDate("yearly", bought))).toBe("2027-01-31T08:00:00.000Z");
  });

  it("extends from the current end date when that is later", () => {
    const currentEnd = utc("2026-03-10T00:00:00.000Z");
    expect(iso(membershipEndDate("monthly", bought, currentEnd))).toBe("2026-04-10T00:00:00.000Z");
  });

  it("starts from the purchase when the current period has lapsed", () => {
    const lapsed = utc("2025-12-01T00:00:00.000Z");
    expect(iso(membershipEndDate("quarterly", bought, lapsed))).toBe("2026-04-30T08:00:00.000Z");
    expect(iso(membershipEndDate("quarterly", bought, null))).toBe("2026-04-30T08:00:00.000Z");
  });
});

describe("trainingEndDate", () => {
  const from = utc("2026-05-31T00:00:00.000Z");

  it("runs 1 or 3 months", () => {
    expect(iso(trainingEndDate("1month", from))).toBe("2026-06-30T00:00:00.000Z");
    expect(iso(trainingEndDate("3months", from))).toBe("2026-08-31T00:00:00.000Z");
  });

  it("extends from a later current end date", () => {
    expect(iso(trainingEndDate("1month", from, utc("2026-07-15T00:00:00.000Z")))).toBe(
      "2026-08-15T00:00:00.000Z",
    );
  });
});

describe("displayDate", () => {
  it("shows the part before T", () => {
    expect(displayDate("2026-11-22T00:00:00.000Z")).toBe("2026-11-22");
    expect(displayDate("2026-11-22")).toBe("2026-11-22");
  });

  it("is empty for missing or invalid input", () => {
    expect(displayDate("")).toBe("");
    expect(displayDate(null)).toBe("");
    expect(displayDate(undefined)).toBe("");
    expect(displayDate("not a date")).toBe("");
    expect(displayDate("T10:00")).toBe("");
  });
});

describe("formatDateNG, monthYear, dayOfMonth", () => {
  it("format a date in Nigerian English", () => {
    expect(formatDateNG("2026-11-22T10:00:00.000Z")).toBe("22 Nov 2026");
    expect(monthYear("2026-11-22T10:00:00.000Z")).toBe("Nov 2026");
    expect(dayOfMonth("2026-11-22T10:00:00.000Z")).toBe("22");
  });

  it("use the club's time zone (Lagos, UTC+1), whatever the machine's", () => {
    // 23:30 UTC on 30 November is already 1 December in Lagos.
    expect(formatDateNG("2026-11-30T23:30:00.000Z")).toBe("1 Dec 2026");
    expect(monthYear("2026-11-30T23:30:00.000Z")).toBe("Dec 2026");
    expect(dayOfMonth("2026-11-30T23:30:00.000Z")).toBe("1");
  });

  it("are empty for missing or invalid input", () => {
    for (const bad of ["", "nonsense", null, undefined]) {
      expect(formatDateNG(bad)).toBe("");
      expect(monthYear(bad)).toBe("");
      expect(dayOfMonth(bad)).toBe("");
    }
  });
});
