import { describe, expect, it } from "vitest";
import { isStaffDate, isStaffInstant, latestStaffDate, staffDateMessage } from "./staff-dates";

const now = new Date("2026-11-22T12:00:00Z");

describe("staff dates", () => {
  it("run from 2000-01-01 to the same day ten years ahead", () => {
    expect(latestStaffDate(now)).toBe("2036-11-22");
    for (const date of ["2000-01-01", "2026-11-22", "2036-11-22", "2031-02-28"]) {
      expect(isStaffDate(date, now), date).toBe(true);
    }
    for (const date of [
      "1999-12-31",
      "2036-11-23",
      "0001-01-01",
      "9999-12-31",
      "2027-02-30",
      "20266-01-01",
      "",
    ]) {
      expect(isStaffDate(date, now), date).toBe(false);
    }
    expect(staffDateMessage(now)).toBe("Use a date from 2000-01-01 to 2036-11-22");
  });

  it("count today in Lagos, and end on 28 February ten years after a 29 February", () => {
    // 23:30 UTC on 31 December is already 1 January in Lagos.
    expect(latestStaffDate(new Date("2026-12-31T23:30:00Z"))).toBe("2037-01-01");
    expect(latestStaffDate(new Date("2028-02-29T12:00:00Z"))).toBe("2038-02-28");
  });

  it("judge an instant by its Lagos date", () => {
    expect(isStaffInstant("2026-11-01T00:00:00Z", now)).toBe(true);
    expect(isStaffInstant("1999-12-31T22:30:00Z", now)).toBe(false);
    expect(isStaffInstant("1999-12-31T23:30:00Z", now)).toBe(true);
    expect(isStaffInstant("2999-01-01T00:00:00Z", now)).toBe(false);
    expect(isStaffInstant("not a date", now)).toBe(false);
  });
});
