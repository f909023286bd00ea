import { describe, expect, it } from "vitest";
import { RETRY_FIRST_MS, retryDelay } from "./retry-delay";

describe("retryDelay", () => {
  it("waits two seconds, doubling each try, at most a minute", () => {
    expect(RETRY_FIRST_MS).toBe(2_000);
    expect([0, 1, 2, 3, 4, 5, 30].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});
