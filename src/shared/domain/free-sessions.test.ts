import { describe, expect, it } from "vitest";
import { clubQuarter, earnsFreeSession, quarterLabel } from "./free-sessions";

describe("free training sessions", () => {
  it("are earned by paid quarterly and yearly members only", () => {
    expect(earnsFreeSession("quarterly", true)).toBe(true);
    expect(earnsFreeSession("yearly", true)).toBe(true);
    expect(earnsFreeSession("monthly", true)).toBe(false);
    expect(earnsFreeSession("yearly", false)).toBe(false);
    expect(earnsFreeSession(null, true)).toBe(false);
  });

  it("count calendar quarters in Lagos time", () => {
    expect(clubQuarter(new Date("2026-11-22T12:00:00Z"))).toBe("2026-Q4");
    // 23:30 UTC on 31 Dec is already 1 Jan in Lagos.
    expect(clubQuarter(new Date("2026-12-31T23:30:00Z"))).toBe("2027-Q1");
    expect(clubQuarter(new Date("2026-03-31T22:59:00Z"))).toBe("2026-Q1");
    expect(clubQuarter(new Date("2026-03-31T23:00:00Z"))).toBe("2026-Q2");
  });

  it("name a quarter for people", () => {
    expect(quarterLabel("2026-Q4")).toBe("October to December 2026");
    expect(quarterLabel("2027-Q1")).toBe("January to March 2027");
  });
});
