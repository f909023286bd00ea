import { describe, expect, it } from "vitest";
import { checkCoach } from "./coaches/coach-form";
import { readWholeNumber, sameValues, withoutField } from "./form";
import { checkPackage, checkPlan } from "./prices/price-forms";
import { checkTournament, EMPTY_TOURNAMENT } from "./tournaments/tournament-form";

const goodTournament = {
  name: "Lagos Junior Open",
  category: "juniors",
  localDate: "2027-05-10",
  localTime: "09:30",
  location: "Ikoyi Club",
  price: "5,000",
  capacity: "",
  image: "/images/hero-tournaments.svg",
  salesOpenDate: "",
  memberEarlyDays: "",
};

describe("readWholeNumber", () => {
  it("reads whole naira, with or without thousands commas", () => {
    expect(readWholeNumber("5,000", undefined)).toEqual({ ok: true, value: 5000 });
    expect(readWholeNumber(" 12 ", undefined)).toEqual({ ok: true, value: 12 });
  });
  it("answers the blank value for a blank field", () => {
    expect(readWholeNumber("  ", null)).toEqual({ ok: true, value: null });
  });
  it("refuses kobo, signs and words", () => {
    for (const text of ["12.50", "-3", "ten", "1e3"])
      expect(readWholeNumber(text, null).ok, text).toBe(false);
  });
});

describe("checkTournament", () => {
  it("makes the request the server takes: Lagos date and time as typed, naira, no capacity", () => {
    expect(checkTournament(goodTournament)).toEqual({
      ok: true,
      data: { ...goodTournament, price: 5000, capacity: null, salesOpenDate: null, memberEarlyDays: 0 },
    });
  });

  it("carries a sales opening and the paid members' head start, and refuses more than 60 days", () => {
    expect(
      checkTournament({ ...goodTournament, salesOpenDate: "2027-04-01", memberEarlyDays: "7" }),
    ).toMatchObject({
      ok: true,
      data: { salesOpenDate: "2027-04-01", memberEarlyDays: 7 },
    });
    const tooEarly = checkTournament({
      ...goodTournament,
      salesOpenDate: "2027-04-01",
      memberEarlyDays: "61",
    });
    expect(tooEarly.ok).toBe(false);
    if (!tooEarly.ok) expect(Object.keys(tooEarly.errors)).toEqual(["memberEarlyDays"]);
  });

  it("puts a message next to every empty field", () => {
    const result = checkTournament(EMPTY_TOURNAMENT);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["category", "image", "localDate", "localTime", "location", "name", "price"].sort(),
    );
    expect(result.errors.name).toBe("Required");
    expect(result.errors.category).toBe("Choose one of the options");
  });

  it("words number and schema problems for people", () => {
    const result = checkTournament({
      ...goodTournament,
      price: "12.5",
      capacity: "0",
      localDate: "2027-02-30",
      image: "javascript:alert(1)",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      price: "Enter a whole number, without kobo",
      capacity: "At least 1",
      localDate: "Use a real date as YYYY-MM-DD",
      image: "Use an uploaded image, a /images/ path or a Sanity image (cdn.sanity.io)",
    });
  });
});

describe("checkTournament's dates and images", () => {
  it("refuses a date before 2000 or more than ten years ahead, saying the window", () => {
    for (const localDate of ["1999-12-31", "20266-05-10", "2999-05-10"]) {
      const result = checkTournament({ ...goodTournament, localDate, salesOpenDate: "0202-01-01" });
      expect(result.ok, localDate).toBe(false);
      if (result.ok) continue;
      expect(result.errors.localDate).toMatch(
        /^Use (a date from 2000-01-01 to \d{4}-\d{2}-\d{2}|a real date as YYYY-MM-DD)$/,
      );
      expect(result.errors.salesOpenDate).toMatch(/^Use a date from 2000-01-01 to /);
    }
  });

  it("takes our media, the site's images and Sanity's CDN, and no other address", () => {
    for (const image of [
      `/api/media/${"a".repeat(64)}-1200.webp`,
      "/images/tournaments/open.jpg",
      "https://cdn.sanity.io/images/abc123/production/0f1e2d-1200x800.jpg?w=800&fm=webp",
      "https://cdn.sanity.io/images/abc123/production/0f1e2d-1200x800.jpg?rect=0,0,600,400&w=300",
    ]) {
      expect(checkTournament({ ...goodTournament, image }).ok, image).toBe(true);
    }
    for (const image of [
      "https://tracker.example/pixel.gif",
      "https://cdn.sanity.io.evil.example/images/a/b/c.jpg",
      "http://cdn.sanity.io/images/a/b/c.jpg",
      "//cdn.sanity.io/images/a/b/c.jpg",
      'https://cdn.sanity.io/images/a/b/c.jpg"onerror=x',
    ]) {
      const result = checkTournament({ ...goodTournament, image });
      expect(result.ok, image).toBe(false);
      if (!result.ok)
        expect(result.errors.image).toBe(
          "Use an uploaded image, a /images/ path or a Sanity image (cdn.sanity.io)",
        );
    }
  });
});

describe("checkCoach", () => {
  it("needs a level from the list and a whole fee", () => {
    const result = checkCoach({
      coachName: "Ada",
      imageUrl: "/images/coaches/a.webp",
      bioInfo: "Ten years of coaching.",
      level: "",
      price: "abc",
    });
    expect(result).toEqual({
      ok: false,
      errors: { level: "Choose one of the options", price: "Enter a whole number, without kobo" },
    });
  });
});

describe("checkPlan", () => {
  const plan = {
    planName: "Premium",
    planPrice: "6000",
    priceInfo: "per month",
    description: "Everything.",
    note: "",
    planImage: "/images/plans/premium.svg",
    filterPrams: ["adult amatuer"],
    billingPlans: [
      { interval: "1", discountPercentage: "0" },
      { interval: "3", discountPercentage: "10" },
    ],
  };

  it("answers the plan without a version (added when sending)", () => {
    const result = checkPlan(plan);
    expect(result.ok && result.data.billingPlans).toEqual([
      { interval: 1, discountPercentage: 0 },
      { interval: 3, discountPercentage: 10 },
    ]);
    expect(result.ok && "version" in result.data).toBe(false);
  });

  it("points at the duration row with the problem, and at the levels", () => {
    const result = checkPlan({
      ...plan,
      filterPrams: [],
      billingPlans: [{ interval: "x", discountPercentage: "0" }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors["billingPlans.0.interval"]).toBe("Enter a whole number, without kobo");
    expect(result.errors.filterPrams).toBe("Choose at least one coach level");
  });
});

describe("checkPackage", () => {
  it("reads three whole numbers and keeps the discount within 100", () => {
    expect(checkPackage({ oneMonth: "20000", threeMonths: "54,000", discount: "10" })).toEqual({
      ok: true,
      data: { oneMonth: 20000, threeMonths: 54000, discount: 10 },
    });
    expect(checkPackage({ oneMonth: "", threeMonths: "1", discount: "150" })).toEqual({
      ok: false,
      errors: { oneMonth: "Required", discount: "At most 100" },
    });
  });
});

describe("sameValues", () => {
  it("compares forms by value", () => {
    expect(sameValues({ a: "1", b: ["x"] }, { a: "1", b: ["x"] })).toBe(true);
    expect(sameValues({ a: "1" }, { a: "2" })).toBe(false);
  });
});

describe("withoutField", () => {
  it("drops a corrected field's message and those of the fields inside it", () => {
    const errors = { name: "Required", "billingPlans.0.interval": "x", billingPlans: "Each duration once" };
    expect(withoutField(errors, "billingPlans")).toEqual({ name: "Required" });
    expect(withoutField(errors, "name")).toEqual({
      "billingPlans.0.interval": "x",
      billingPlans: "Each duration once",
    });
    expect(withoutField(errors, "price")).toBe(errors);
  });
});
