import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "./lazy-module";

describe("lazyModule", () => {
  it("fetches once and hands the module over synchronously after it arrived", async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const lazy = lazyModule(importModule);
    expect(importModule).not.toHaveBeenCalled();
    expect(lazy.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.loaded()).toBe(first);
    await lazy.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch", async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ answer: 42 });
    const lazy = lazyModule(importModule);
    await expect(lazy.load()).rejects.toThrow(TypeError);
    expect(lazy.loaded()).toBeUndefined();
    expect(await lazy.load()).toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
