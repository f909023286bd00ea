import { describe, expect, it } from "vitest";
import { memberStanding, nextClubMonthStart } from "./member-standing";

describe("nextClubMonthStart", () => {
  it("is midnight Lagos time (23:00 UTC) on the first of the next month", () => {
    expect(nextClubMonthStart(new Date("2026-11-22T12:00:00Z")).toISOString()).toBe(
      "2026-11-30T23:00:00.000Z",
    );
  });
  it("rolls over the year", () => {
    expect(nextClubMonthStart(new Date("2026-12-31T10:00:00Z")).toISOString()).toBe(
      "2026-12-31T23:00:00.000Z",
    );
  });
  it("counts the Lagos month, not the UTC one: 23:30 UTC on 30 November is already December", () => {
    expect(nextClubMonthStart(new Date("2026-11-30T23:30:00Z")).toISOString()).toBe(
      "2026-12-31T23:00:00.000Z",
    );
  });
});

describe("memberStanding", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("none without a membership", () => expect(memberStanding(null, now)).toBe("none"));
  it("lapsed once ended, including at the very instant", () => {
    expect(memberStanding(new Date("2026-11-01T00:00:00Z"), now)).toBe("lapsed");
    expect(memberStanding(now, now)).toBe("lapsed");
  });
  it("expiring when it ends later this month", () => {
    expect(memberStanding(new Date("2026-11-30T22:59:00Z"), now)).toBe("expiring");
  });
  it("active when it runs into next month", () => {
    expect(memberStanding(new Date("2026-11-30T23:00:00Z"), now)).toBe("active");
  });
});
