// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keyOf } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import { keepAnswer } from "@/lib/offline/kept-answers";
import { RETRY_FIRST_MS } from "@/lib/offline/retry-delay";
import { createFetcherStore } from "./fetcher";
import { $keptInUse, keptOrLive, keptWhileShown, oldestKept, showKeptFirst } from "./offline";
import { $actingPlayer, $playerKey, $token, login, logout } from "./session";

const user = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi", email: "ada@example.com" };
const unreachable = () => Promise.reject(new TypeError("Failed to fetch"));

beforeEach(() => {
  localStorage.clear();
  login({ user, auth: { token: "token-1" } } as Parameters<typeof login>[0]);
});
afterEach(() => logout());

describe("keptOrLive", () => {
  it("answers live and keeps the answer, trimmed", async () => {
    const read = keptOrLive(
      "list",
      async () => [1, 2, 3],
      (list) => list.slice(0, 2),
    );
    expect(await read()).toEqual([1, 2, 3]);
    expect(await keptOrLive("list", unreachable)()).toEqual([1, 2]);
  });

  it("answers with the kept answer when the API cannot be reached, and says since when", async () => {
    await keptOrLive("me", async () => ({ plan: "quarterly" }))();
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    expect(await keptOrLive("me", unreachable)()).toEqual({ plan: "quarterly" });
    expect(oldestKept($keptInUse.get())).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await keptOrLive("me", async () => ({ plan: "quarterly" }))();
    expect(oldestKept($keptInUse.get())).toBeUndefined();
  });

  it("treats a gateway's answer as unreachable, and any other refusal as a failure", async () => {
    await keptOrLive("me", async () => ({ plan: "quarterly" }))();
    expect(await keptOrLive("me", () => Promise.reject(new ApiError(503, "Down")))()).toEqual({
      plan: "quarterly",
    });
    await expect(keptOrLive("me", () => Promise.reject(new ApiError(404, "Gone")))()).rejects.toThrow("Gone");
    await expect(keptOrLive("me", () => Promise.reject(new ApiError(500, "Bug")))()).rejects.toThrow("Bug");
  });

  it("reads again, not from the device, when the network came back while the read was failing", async () => {
    await keptOrLive("me", async () => ({ plan: "monthly" }))();
    let tries = 0;
    const read = keptOrLive("me", async () => {
      tries += 1;
      if (tries > 1) return { plan: "quarterly" };
      // Started offline; the network returns before this try's failure arrives.
      window.dispatchEvent(new Event("online"));
      throw new TypeError("Failed to fetch");
    });
    expect(await read()).toEqual({ plan: "quarterly" });
    expect(tries).toBe(2);
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    // Still unreachable on the second try: the kept answer, with the notice.
    tries = 0;
    const stillDown = keptOrLive("me", async () => {
      tries += 1;
      if (tries === 1) window.dispatchEvent(new Event("online"));
      throw new TypeError("Failed to fetch");
    });
    expect(await stillDown()).toEqual({ plan: "quarterly" });
    expect(tries).toBe(2);
    expect(oldestKept($keptInUse.get())).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("fails as before when nothing was kept", async () => {
    await expect(keptOrLive("me", unreachable)()).rejects.toThrow("Failed to fetch");
  });

  it("shows the oldest kept answer's time", () => {
    expect(oldestKept({ a: "2026-11-27T10:00:00.000Z", b: "2026-11-26T09:00:00.000Z" })).toBe(
      "2026-11-26T09:00:00.000Z",
    );
  });
});

describe("trying again while answers come from the device", () => {
  /** An overview read that cannot reach the API for its first `down` tries, then answers. */
  function readDownFor(path: `/${string}`, down: number) {
    const counts = { tries: 0 };
    const store = createFetcherStore<{ plan: string }>(keyOf({ path }, { scope: $token }), {
      fetcher: keptOrLive(path, async () => {
        counts.tries += 1;
        if (counts.tries <= down) throw new TypeError("Failed to fetch");
        return { plan: "yearly" };
      }),
    });
    return { store, counts };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads again on its own until the API answers, then stops", async () => {
    keepAnswer(user._id, "/retry-a", { plan: "quarterly" }, new Date("2026-11-20T10:00:00Z"));
    const { store, counts } = readDownFor("/retry-a", 2);
    const unsubscribe = store.listen(() => {});
    await vi.waitFor(() => expect(oldestKept($keptInUse.get())).toBe("2026-11-20T10:00:00.000Z"));
    expect(store.get().data).toEqual({ plan: "quarterly" });
    expect(counts.tries).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(counts.tries).toBe(2);
    expect(oldestKept($keptInUse.get())).toBeDefined();
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(counts.tries).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(counts.tries).toBe(3);
    expect(store.get().data).toEqual({ plan: "yearly" });
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    // Live again: no more tries.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(counts.tries).toBe(3);
    unsubscribe();
  });

  it("tries again soon when the first read after the network came back still fails", async () => {
    keepAnswer(user._id, "/retry-b", { plan: "quarterly" }, new Date("2026-11-20T10:00:00Z"));
    const { store, counts } = readDownFor("/retry-b", 2);
    const unsubscribe = store.listen(() => {});
    await vi.waitFor(() => expect(oldestKept($keptInUse.get())).toBeDefined());
    // Offline for five minutes: nothing is sent, the browser's `online` event will say when to.
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(counts.tries).toBe(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    // The read on `online` still cannot reach the API; two seconds later, not a minute, it can.
    expect(counts.tries).toBe(2);
    expect(oldestKept($keptInUse.get())).toBeDefined();
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(counts.tries).toBe(3);
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    onLine.mockRestore();
    unsubscribe();
  });
});

describe("keptWhileShown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A read set up as the overview's are, failing unreachable when `fail` is called. */
  function shownRead(path: `/${string}`) {
    const counts = { tries: 0 };
    let fail: () => void = () => {};
    const store = createFetcherStore<{ plan: string }>(keyOf({ path }, { scope: $token }), {
      fetcher: keptOrLive(path, () => {
        counts.tries += 1;
        return new Promise((_, reject) => {
          fail = () => reject(new TypeError("Failed to fetch"));
        });
      }),
    });
    keptWhileShown(path, store);
    return { store, counts, fail: () => fail() };
  }

  it("stops counting a read answered from the device once no screen shows it, and counts it again when shown", async () => {
    keepAnswer(user._id, "/shown-a", { plan: "quarterly" }, new Date("2026-11-20T10:00:00Z"));
    const { store, counts, fail } = shownRead("/shown-a");
    const unsubscribe = store.listen(() => {});
    fail();
    await vi.waitFor(() => expect(oldestKept($keptInUse.get())).toBe("2026-11-20T10:00:00.000Z"));
    unsubscribe();
    // nanostores stops a store a second after its last listener leaves.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(counts.tries).toBe(1);
    // Back on its screen, its cached answer is still the kept one: the notice says so, and it is tried again.
    const again = store.listen(() => {});
    expect(store.get().data).toEqual({ plan: "quarterly" });
    expect(oldestKept($keptInUse.get())).toBe("2026-11-20T10:00:00.000Z");
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(counts.tries).toBe(2);
    again();
  });

  it("does not count a failure that arrives after its screen was left, until it is shown again", async () => {
    keepAnswer(user._id, "/shown-b", { plan: "quarterly" }, new Date("2026-11-20T10:00:00Z"));
    const { store, fail } = shownRead("/shown-b");
    const unsubscribe = store.listen(() => {});
    unsubscribe();
    await vi.advanceTimersByTimeAsync(1_000);
    // The read times out long after the member went to another screen.
    fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    const again = store.listen(() => {});
    expect(store.get().data).toEqual({ plan: "quarterly" });
    expect(oldestKept($keptInUse.get())).toBe("2026-11-20T10:00:00.000Z");
    again();
  });

  it("forgets what no screen shows at a logout", async () => {
    keepAnswer(user._id, "/shown-c", { plan: "quarterly" }, new Date("2026-11-20T10:00:00Z"));
    const { store, fail } = shownRead("/shown-c");
    const unsubscribe = store.listen(() => {});
    fail();
    await vi.waitFor(() => expect(oldestKept($keptInUse.get())).toBeDefined());
    unsubscribe();
    await vi.advanceTimersByTimeAsync(1_000);
    logout();
    login({ user, auth: { token: "token-3" } } as Parameters<typeof login>[0]);
    const again = store.listen(() => {});
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    again();
  });
});

describe("showKeptFirst", () => {
  const other = { _id: "65a1b2c3d4e5f6a7b8c9d0e2", fullName: "Bola Ade", email: "bola@example.com" };
  let reads = 0;
  /** A store like the overview's: keyed by the session's token, its live answer held until released. */
  function overviewRead(path: `/${string}`) {
    let release: (data: { plan: string }) => void = () => {};
    const key = keyOf({ path }, { scope: $token });
    const store = createFetcherStore<{ plan: string }>(key, {
      fetcher: keptOrLive(path, () => {
        reads += 1;
        return new Promise((resolve) => {
          release = resolve;
        });
      }),
    });
    return { key, store, release: (data: { plan: string }) => release(data) };
  }

  beforeEach(() => {
    reads = 0;
  });

  it("shows the user's kept answer at once, reads live all the same, then shows the live answer", async () => {
    keepAnswer(user._id, "/warm-a", { plan: "quarterly" }, new Date("2026-11-20T10:00:00Z"));
    const { key, store, release } = overviewRead("/warm-a");
    showKeptFirst("/warm-a", key);
    const unsubscribe = store.listen(() => {});
    expect(store.get()).toMatchObject({ data: { plan: "quarterly" }, loading: true });
    expect(reads).toBe(1);
    // Shown while the live read runs: not an offline answer.
    expect(oldestKept($keptInUse.get())).toBeUndefined();
    release({ plan: "yearly" });
    await vi.waitFor(() => expect(store.get()).toMatchObject({ data: { plan: "yearly" }, loading: false }));
    unsubscribe();
  });

  it("never shows another user's kept answer", () => {
    keepAnswer(other._id, "/warm-b", { plan: "yearly" }, new Date());
    const { key, store } = overviewRead("/warm-b");
    showKeptFirst("/warm-b", key);
    const unsubscribe = store.listen(() => {});
    expect(store.get().data).toBeUndefined();
    unsubscribe();
  });

  it("shows nothing signed out, and nothing kept survives a logout", () => {
    keepAnswer(user._id, "/warm-c", { plan: "quarterly" }, new Date());
    logout();
    const signedOut = overviewRead("/warm-c");
    showKeptFirst("/warm-c", signedOut.key);
    login({ user, auth: { token: "token-2" } } as Parameters<typeof login>[0]);
    const { key, store } = overviewRead("/warm-c");
    showKeptFirst("/warm-c", key);
    const unsubscribe = store.listen(() => {});
    expect(store.get().data).toBeUndefined();
    unsubscribe();
  });

  it("keeps a junior's answers apart and shows only the account's own first", async () => {
    await keptOrLive("/warm-d", async () => ({ plan: "own" }))();
    $actingPlayer.set("junior-1");
    await keptOrLive("/warm-d", async () => ({ plan: "junior's" }))();
    showKeptFirst("/warm-d", keyOf({ path: "/warm-d" }, { scope: $playerKey }));
    $actingPlayer.set(null);
    const { key, store } = overviewRead("/warm-d");
    showKeptFirst("/warm-d", key);
    const unsubscribe = store.listen(() => {});
    expect(store.get().data).toEqual({ plan: "own" });
    unsubscribe();
  });
});
