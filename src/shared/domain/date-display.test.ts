import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dayOfMonth,
  formatDateNG,
  formatDateTime24,
  formatMomentNG,
  keptFormat,
  monthYear,
} from "./date-display";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("keptFormat", () => {
  it("builds its formatter once, on first use, however many dates it formats", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    const dayInLagos = keptFormat("en-CA", { timeZone: "Africa/Lagos" });
    expect(built).not.toHaveBeenCalled();
    const days = [0, 1, 2].map((n) => dayInLagos(new Date(Date.UTC(2026, 10, 27, 23 + n))));
    expect(days).toEqual(["2026-11-28", "2026-11-28", "2026-11-28"]);
    expect(built).toHaveBeenCalledTimes(1);
  });
});

describe("the club's dates on screen", () => {
  const lagos = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-NG", { ...options, timeZone: "Africa/Lagos" });
  const formatters = [
    ["formatDateNG", formatDateNG, lagos({ day: "numeric", month: "short", year: "numeric" })],
    ["monthYear", monthYear, lagos({ month: "short", year: "numeric" })],
    ["dayOfMonth", dayOfMonth, lagos({ day: "numeric" })],
    [
      "formatMomentNG",
      formatMomentNG,
      lagos({ day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hourCycle: "h12" }),
    ],
    [
      "formatDateTime24",
      formatDateTime24,
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Africa/Lagos",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
    ],
  ] as const;

  it.each(formatters)(
    "%s writes every instant from 1920 on as Intl does, building no formatter",
    (_, ours, intl) => {
      const built = vi.spyOn(Intl, "DateTimeFormat");
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(1920, 0, 1), max: Date.UTC(2200, 0, 1) }), (at) => {
          const iso = new Date(at).toISOString();
          const before = built.mock.calls.length;
          const written = ours(iso);
          expect(built.mock.calls.length).toBe(before);
          expect(written).toBe(intl.format(new Date(at)));
        }),
        { numRuns: 1000 },
      );
    },
  );

  it("writes noon, midnight and September as people read them", () => {
    expect(formatMomentNG("2026-01-01T11:00:00Z")).toBe("1 Jan, 12:00 pm");
    expect(formatMomentNG("2026-01-01T23:05:00Z")).toBe("2 Jan, 12:05 am");
    expect(formatDateNG("2026-09-14T12:00:00Z")).toBe("14 Sept 2026");
    expect(monthYear("2026-12-31T23:30:00Z")).toBe("Jan 2027");
    expect(dayOfMonth("2026-12-31T23:30:00Z")).toBe("1");
  });

  it("leaves an instant before 1920 to Intl, and a missing or invalid one blank", () => {
    // Lagos kept GMT from 1905 to 1908: half past eleven that night was still the 4th there.
    expect(formatDateNG("1906-03-04T23:30:00Z")).toBe("4 Mar 1906");
    expect(formatDateNG("")).toBe("");
    expect(monthYear(undefined)).toBe("");
    expect(dayOfMonth("not a date")).toBe("");
    expect(formatMomentNG(null)).toBe("");
  });
});
