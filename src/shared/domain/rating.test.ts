import { describe, expect, it } from "vitest";
import { averageRating, ratingLabel, reviewCountLabel, roundedStars } from "./rating";

describe("averageRating", () => {
  it("is the mean of the ratings", () => {
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([3])).toBe(3);
    expect(averageRating([5, 4, 4])).toBeCloseTo(4.333, 3);
  });

  it("is 0 without ratings", () => {
    expect(averageRating([])).toBe(0);
  });
});

describe("roundedStars", () => {
  it("rounds the average to whole stars", () => {
    expect(roundedStars(4.5)).toBe(5);
    expect(roundedStars(4.49)).toBe(4);
    expect(roundedStars(0.4)).toBe(0);
  });

  it("stays within 0 and 5", () => {
    expect(roundedStars(7)).toBe(5);
    expect(roundedStars(-2)).toBe(0);
    expect(roundedStars(Number.NaN)).toBe(0);
  });
});

describe("ratingLabel", () => {
  it("shows one decimal", () => {
    expect(ratingLabel(4.5)).toBe("4.5");
    expect(ratingLabel(4)).toBe("4.0");
    expect(ratingLabel(0)).toBe("0.0");
    expect(ratingLabel(13 / 3)).toBe("4.3");
    expect(ratingLabel(Number.NaN)).toBe("0.0");
  });
});

describe("reviewCountLabel", () => {
  it("counts reviews in words", () => {
    expect(reviewCountLabel(0)).toBe("No reviews yet");
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(3)).toBe("3 reviews");
  });
});
