import { allTasks } from "nanostores";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFetcherStore, FRESH_FOR_MS, isPending, listOrEmpty, orFallback } from "./fetcher";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("listOrEmpty", () => {
  it("passes a loaded list through", async () => {
    await expect(listOrEmpty("tournaments", async () => [1, 2])()).resolves.toEqual([1, 2]);
  });

  it("logs a failure and answers an empty list", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(listOrEmpty("tournaments", () => Promise.reject(new Error("down")))()).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith("Could not load tournaments", expect.any(Error));
  });
});

describe("orFallback", () => {
  it("answers the fallback when the load fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      orFallback(
        "stats",
        () => Promise.reject(new Error("down")),
        () => "empty",
      )(),
    ).resolves.toBe("empty");
  });
});

describe("fetcher stores", () => {
  it("keeps data fresh for 5 minutes, then fetches again", async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => "data");
    const $store = createFetcherStore<string>(["/fresh-test"], { fetcher });

    // A screen that shows the data subscribes; leaving the screen unsubscribes.
    const visit = async () => {
      const stop = $store.listen(() => {});
      await allTasks();
      stop();
    };

    await visit();
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + FRESH_FOR_MS - 1000);
    await visit();
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2000);
    await visit();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe("isPending", () => {
  it("is pending until an answer or an error arrives", () => {
    expect(isPending({})).toBe(true);
    expect(isPending({ data: { plan: "none" } })).toBe(false);
    expect(isPending({ error: new Error("offline") })).toBe(false);
  });

  it("counts falsy answers as answers", () => {
    expect(isPending({ data: null })).toBe(false);
    expect(isPending({ data: [] })).toBe(false);
    expect(isPending({ data: 0 })).toBe(false);
  });
});
