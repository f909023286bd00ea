import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
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

  const intlWhole = new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const intlKobo = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });
  const intl = (naira: number) => (Number.isInteger(naira) ? intlWhole : intlKobo).format(naira);

  it("writes any amount in whole kobo below ₦10 trillion as Intl does, building no formatter", () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    fc.assert(
      fc.property(fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }), fc.boolean(), (kobo, whole) => {
        const naira = whole ? (kobo - (kobo % 100)) / 100 : kobo / 100;
        expect(formatNaira(naira)).toBe(intl(naira));
      }),
      { numRuns: 2000 },
    );
    for (const naira of [0, 0.05, 0.5, 0.07, 999.99, 1000, -1500.5, 12_345_678.9]) {
      expect(formatNaira(naira)).toBe(intl(naira));
    }
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it("leaves any other number to Intl", () => {
    fc.assert(
      fc.property(fc.double(), (naira) => {
        expect(formatNaira(naira)).toBe(intl(naira));
      }),
      { numRuns: 2000 },
    );
    for (const naira of [-0, 1.005, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNaira(naira)).toBe(intl(naira));
    }
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
