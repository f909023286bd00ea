import { describe, expect, it } from "vitest";
import { newestFirst } from "./newest-first";

describe("newestFirst", () => {
  const items = [
    { id: "old", at: "2025-01-01T10:00:00Z" },
    { id: "broken", at: "someday" },
    { id: "new", at: "2026-03-01T10:00:00Z" },
    { id: "mid", at: "2025-07-01T10:00:00Z" },
  ];

  it("orders from the newest to the oldest, unreadable dates last", () => {
    expect(newestFirst(items, (item) => item.at).map((item) => item.id)).toEqual([
      "new",
      "mid",
      "old",
      "broken",
    ]);
  });

  it("leaves the input as it was", () => {
    newestFirst(items, (item) => item.at);
    expect(items[0]?.id).toBe("old");
  });
});
