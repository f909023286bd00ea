import { describe, expect, it } from "vitest";
import { atEnd, atStart, clampIndex, step } from "./carousel-position";

describe("carousel position", () => {
  it("moves by one", () => {
    expect(step(0, 1, 5)).toBe(1);
    expect(step(3, -1, 5)).toBe(2);
  });

  it("stops at the ends instead of wrapping", () => {
    expect(step(0, -1, 5)).toBe(0);
    expect(step(4, 1, 5)).toBe(4);
  });

  it("keeps any index within 0..count-1", () => {
    expect(clampIndex(-3, 4)).toBe(0);
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(2, 0)).toBe(0);
  });

  it("knows the ends", () => {
    expect(atStart(0)).toBe(true);
    expect(atStart(1)).toBe(false);
    expect(atEnd(4, 5)).toBe(true);
    expect(atEnd(3, 5)).toBe(false);
    expect(atEnd(0, 1)).toBe(true);
  });
});
