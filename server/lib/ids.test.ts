import { describe, expect, it } from "vitest";
import { newId } from "./ids";

describe("newId", () => {
  it("gives 24 hex characters, never the same twice, across many refills of its pool", () => {
    const ids = Array.from({ length: 5_000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
