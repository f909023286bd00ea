import { describe, expect, it } from "vitest";
import { formatNaira, monthsLabel, shortId } from "./format";

describe("formatNaira", () => {
  it("shows whole naira without kobo digits", () => {
    expect(formatNaira(6000)).toBe("₦6,000");
    expect(formatNaira(1620000)).toBe("₦1,620,000");
    expect(formatNaira(0)).toBe("₦0");
  });

  it("shows kobo when there are some", () => {
    expect(formatNaira(1500.5)).toBe("₦1,500.50");
  });
});

describe("shortId", () => {
  it("shows the first 6 and last 6 characters of a long id", () => {
    expect(shortId("65f1a2b3c4d5e6f7a8b9c0d1")).toBe("65f1a2...b9c0d1");
    expect(shortId("abcdefghijklm")).toBe("abcdef...hijklm");
  });

  it("keeps ids of 12 characters or fewer whole", () => {
    expect(shortId("abcdefghijkl")).toBe("abcdefghijkl");
    expect(shortId("abc")).toBe("abc");
  });

  it("is empty for a missing id", () => {
    expect(shortId("")).toBe("");
    expect(shortId(null)).toBe("");
    expect(shortId(undefined)).toBe("");
  });
});

describe("monthsLabel", () => {
  it("uses the singular for one month only", () => {
    expect(monthsLabel(1)).toBe("1 month");
    expect(monthsLabel(3)).toBe("3 months");
    expect(monthsLabel(12)).toBe("12 months");
  });
});
