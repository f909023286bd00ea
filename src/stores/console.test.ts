import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { runWrite } from "./console/common";
import { createMutatorStore } from "./fetcher";

describe("runWrite", () => {
  it("answers the write's result", async () => {
    const store = createMutatorStore<number, number>(async ({ data }) => data * 2);
    expect(await runWrite(store, 21)).toBe(42);
  });

  it("throws the write's error every time, even when no screen listens to the store", async () => {
    const store = createMutatorStore<number, number>(
      async () => {
        throw new ApiError(409, "Someone else saved changes");
      },
      { throttleCalls: true },
    );
    await expect(runWrite(store, 1)).rejects.toEqual(new ApiError(409, "Someone else saved changes"));
    await expect(runWrite(store, 1)).rejects.toBeInstanceOf(ApiError);
  });
});
