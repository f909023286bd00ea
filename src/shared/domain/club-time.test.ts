import { describe, expect, it, vi } from "vitest";
import {
  clubInstant,
  clubLocal,
  displayClockTime,
  isLocalDate,
  isLocalTime,
  KEPT_INSTANTS,
  keptInstants,
} from "./club-time";

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

  it("keeps the instants it read, a bounded number, each answer the caller's own", () => {
    const first = clubLocal(new Date("2026-11-28T16:00:00Z"));
    first.time = "changed";
    expect(clubLocal(new Date("2026-11-28T16:00:00Z"))).toEqual({ date: "2026-11-28", time: "17:00" });
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < KEPT_INSTANTS + 100; i++) {
      const instant = new Date(start + i * 15 * 60_000);
      const hour = String((instant.getUTCHours() + 1) % 24).padStart(2, "0");
      expect(clubLocal(instant).time).toBe(`${hour}:${String(instant.getUTCMinutes()).padStart(2, "0")}`);
    }
    expect(keptInstants()).toBe(KEPT_INSTANTS);
    expect(clubLocal(new Date(start)).date).toBe("2026-01-01");
  });

  it("reads the zone database once for every instant of the same minute", () => {
    const minute = Date.UTC(2026, 10, 28, 9, 41);
    const reads = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    for (let ms = 0; ms < 60_000; ms += 7) {
      expect(clubLocal(new Date(minute + ms))).toEqual({ date: "2026-11-28", time: "10:41" });
    }
    expect(reads).toHaveBeenCalledTimes(1);
    expect(clubLocal(new Date(minute + 60_000))).toEqual({ date: "2026-11-28", time: "10:42" });
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
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
