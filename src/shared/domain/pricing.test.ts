import { describe, expect, it } from "vitest";
import {
  durationPrice,
  householdPrices,
  householdTotal,
  memberTrainingPrice,
  ticketPrice,
  toKobo,
  toNaira,
  trainingPrice,
} from "./pricing";

describe("durationPrice", () => {
  it("takes the discount off the plan part only and adds the coach price per month", () => {
    // 15,000 × 6 × 0.9 + 20,000 × 6
    expect(durationPrice({ planPrice: 15000, coachPrice: 20000, interval: 6, discountPercentage: 10 })).toBe(
      81000 + 120000,
    );
    // 15,000 × 12 × 0.8 + 20,000 × 12
    expect(durationPrice({ planPrice: 15000, coachPrice: 20000, interval: 12, discountPercentage: 20 })).toBe(
      144000 + 240000,
    );
  });

  it("charges the full price without a discount", () => {
    expect(durationPrice({ planPrice: 15000, coachPrice: 20000, interval: 1, discountPercentage: 0 })).toBe(
      35000,
    );
  });

  it("never makes the discounted price higher than the undiscounted one", () => {
    const full = durationPrice({ planPrice: 10000, coachPrice: 0, interval: 6, discountPercentage: 0 });
    const discounted = durationPrice({
      planPrice: 10000,
      coachPrice: 0,
      interval: 6,
      discountPercentage: 10,
    });
    expect(discounted).toBeLessThan(full);
  });

  it("rounds to whole naira", () => {
    // 3,333 × 1 × 0.85 = 2,833.05
    expect(durationPrice({ planPrice: 3333, coachPrice: 0, interval: 1, discountPercentage: 15 })).toBe(2833);
    // 1,001 × 0.5 = 500.5 rounds up
    expect(durationPrice({ planPrice: 1001, coachPrice: 0, interval: 1, discountPercentage: 50 })).toBe(501);
  });
});

describe("memberTrainingPrice", () => {
  it("takes the package discount off the price", () => {
    expect(memberTrainingPrice(150000, 5)).toBe(142500);
    expect(memberTrainingPrice(216000, 7)).toBe(200880);
    expect(memberTrainingPrice(760000, 15)).toBe(646000);
  });

  it("keeps the price at 0% and rounds to whole naira", () => {
    expect(memberTrainingPrice(150000, 0)).toBe(150000);
    expect(memberTrainingPrice(999, 7)).toBe(929); // 929.07
  });
});

describe("trainingPrice", () => {
  const standard = { plans: [{ price: 216000 }, { price: 640000 }], discount: 7 };

  it("picks the 1-month or 3-month price", () => {
    expect(trainingPrice(standard, "1month", false)).toBe(216000);
    expect(trainingPrice(standard, "3months", false)).toBe(640000);
  });

  it("gives members the package discount", () => {
    expect(trainingPrice(standard, "1month", true)).toBe(200880);
    expect(trainingPrice(standard, "3months", true)).toBe(595200);
  });

  it("refuses a package without the chosen price", () => {
    expect(() => trainingPrice({ plans: [{ price: 1 }], discount: 0 }, "3months", false)).toThrow(RangeError);
  });
});

describe("kobo conversions", () => {
  it("converts naira to integer kobo without floating-point residue", () => {
    expect(toKobo(6000)).toBe(600000);
    expect(toKobo(0.1 + 0.2)).toBe(30);
    expect(toKobo(19.99)).toBe(1999);
    expect(toKobo(0)).toBe(0);
  });

  it("converts kobo back to naira", () => {
    expect(toNaira(600000)).toBe(6000);
    expect(toNaira(1999)).toBe(19.99);
    expect(toNaira(toKobo(70000))).toBe(70000);
  });

  it("rejects amounts that are not money", () => {
    expect(() => toKobo(Number.NaN)).toThrow(RangeError);
    expect(() => toKobo(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toKobo(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => toNaira(10.5)).toThrow(RangeError);
  });
});

describe("ticketPrice", () => {
  it("takes 5% off for a paid member, rounded to the naira", () => {
    expect(ticketPrice(3000, true)).toBe(2850);
    expect(ticketPrice(7500, true)).toBe(7125);
    // 1,234 × 0.95 = 1,172.3
    expect(ticketPrice(1234, true)).toBe(1172);
  });

  it("charges everyone else the listed price", () => {
    expect(ticketPrice(3000, false)).toBe(3000);
    expect(ticketPrice(0, true)).toBe(0);
  });
});

describe("householdPrices", () => {
  const ada = { playerId: "a1", dob: "2016-03-01", price: 40000 };
  const emeka = { playerId: "e1", dob: "2013-05-09", price: 40000 };
  const zara = { playerId: "z1", dob: "2010-01-20", price: 55000 };

  it("charges the first player in full and takes the percentage off every later one", () => {
    const priced = householdPrices([ada, emeka, zara], 10);
    // Zara's is the dearest: she is the first; Ada and Emeka get 10% off.
    expect(priced).toEqual([
      { playerId: "a1", price: 40000, discount: 4000, amount: 36000 },
      { playerId: "e1", price: 40000, discount: 4000, amount: 36000 },
      { playerId: "z1", price: 55000, discount: 0, amount: 55000 },
    ]);
    expect(householdTotal(priced)).toBe(127000);
  });

  it("takes the elder of two players at one price as the first, whatever the order", () => {
    const cheaper = { ...ada, price: 38000 };
    const one = householdPrices([cheaper, { ...emeka, price: 38000 }], 10);
    const other = householdPrices([{ ...emeka, price: 38000 }, cheaper], 10);
    expect(one.find((l) => l.playerId === "e1")?.discount).toBe(0);
    expect(one.find((l) => l.playerId === "a1")?.discount).toBe(3800);
    expect(householdTotal(one)).toBe(householdTotal(other));
  });

  it("rounds each discount to the nearest whole naira", () => {
    const priced = householdPrices([zara, { ...ada, price: 33335 }], 15);
    // 15% of 33,335 is 5,000.25: 5,000 off.
    expect(priced[1]).toEqual({ playerId: "a1", price: 33335, discount: 5000, amount: 28335 });
    expect(householdPrices([zara, { ...ada, price: 33333 }], 15)[1]?.discount).toBe(5000);
    expect(householdPrices([zara, { ...ada, price: 33337 }], 15)[1]?.discount).toBe(5001);
  });

  it("gives nothing off one player alone, or at 0%", () => {
    expect(householdPrices([ada], 10)).toEqual([
      { playerId: "a1", price: 40000, discount: 0, amount: 40000 },
    ]);
    expect(householdTotal(householdPrices([ada, emeka, zara], 0))).toBe(135000);
  });

  it("refuses a percentage outside 0 to 50 or not whole", () => {
    expect(() => householdPrices([ada], -1)).toThrow(RangeError);
    expect(() => householdPrices([ada], 51)).toThrow(RangeError);
    expect(() => householdPrices([ada], 12.5)).toThrow(RangeError);
  });
});
