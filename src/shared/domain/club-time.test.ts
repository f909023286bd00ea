import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { clubInstant, clubLocal, displayClockTime, isLocalDate, isLocalTime } from "./club-time";

describe("club time (Africa/Lagos)", () => {
  it("turns a Lagos date and time into the instant, an hour before UTC's wall clock", () => {
    expect(clubInstant({ date: "2026-12-05", time: "09:00" }).toISOString()).toBe("2026-12-05T08:00:00.000Z");
    expect(clubInstant({ date: "2027-01-01", time: "00:30" }).toISOString()).toBe("2026-12-31T23:30:00.000Z");
  });

  it("reads an instant back as the Lagos date and time", () => {
    expect(clubLocal(new Date("2026-12-31T23:30:00Z"))).toEqual({ date: "2027-01-01", time: "00:30" });
    const local = { date: "2026-06-15", time: "18:45" };
    expect(clubLocal(clubInstant(local))).toEqual(local);
  });

  it("reads every instant from 1920 on as the time zone database does, without asking it", () => {
    // The time zone database's answer, as Swedish writes it: "2026-11-28 17:05:00".
    const fromZone = (instant: Date) => {
      const [date, time = ""] = instant.toLocaleString("sv-SE", { timeZone: "Africa/Lagos" }).split(" ");
      return { date, time: time.slice(0, 5) };
    };
    const reads = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1920, 0, 1), max: Date.UTC(2200, 0, 1) }), (at) => {
        const before = reads.mock.calls.length;
        const local = clubLocal(new Date(at));
        expect(reads.mock.calls.length).toBe(before);
        expect(local).toEqual(fromZone(new Date(at)));
      }),
      { numRuns: 2000 },
    );
    reads.mockRestore();
  });

  it("reads an instant before 1920 from the time zone database, offsets of then included", () => {
    // Lagos kept its local mean time (UTC+0:13:35) in 1913, then UTC+0:30 until September 1919.
    expect(clubLocal(new Date("1913-06-01T12:00:00Z"))).toEqual({ date: "1913-06-01", time: "12:13" });
    expect(clubLocal(new Date("1919-01-01T00:00:00Z"))).toEqual({ date: "1919-01-01", time: "00:30" });
    expect(() => clubLocal(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("refuses dates and times that do not exist", () => {
    expect(isLocalDate("2026-02-29")).toBe(false);
    expect(isLocalDate("2028-02-29")).toBe(true);
    expect(isLocalDate("2026-13-01")).toBe(false);
    expect(isLocalTime("24:00")).toBe(false);
    expect(isLocalTime("9:00")).toBe(false);
    expect(() => clubInstant({ date: "2026-02-30", time: "10:00" })).toThrow(RangeError);
  });

  it("shows a clock time the way the cards do", () => {
    expect(displayClockTime("09:00")).toBe("9:00 AM");
    expect(displayClockTime("00:15")).toBe("12:15 AM");
    expect(displayClockTime("12:00")).toBe("12:00 PM");
    expect(displayClockTime("17:30")).toBe("5:30 PM");
  });
});
