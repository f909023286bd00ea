// @vitest-environment happy-dom
/**
 * Every fetcher store keys its cache from a declared call (docs/decisions/0070-calls-declared-once.md):
 * its key is made by `keyOf` from the call's declaration, so a key typed by hand cannot drift from the
 * call it caches, and writes that invalidate with `keysOf(call)` reach it.
 */
import { describe, expect, it, vi } from "vitest";
import * as allCalls from "@/shared/api/all-calls";

const firstKeyParts = vi.hoisted(() => [] as unknown[]);
/** Every store's key as given, and every key `keyOf` made. */
const storeKeys = vi.hoisted(() => [] as unknown[]);
const madeKeys = vi.hoisted(() => new Set<unknown>());

vi.mock("@/lib/api/call", async (importOriginal) => {
  const call = await importOriginal<typeof import("@/lib/api/call")>();
  const keyOf: typeof call.keyOf = (...args) => {
    const key = call.keyOf(...args);
    madeKeys.add(key);
    return key;
  };
  return { ...call, keyOf };
});

vi.mock("./fetcher", async (importOriginal) => {
  const fetcher = await importOriginal<typeof import("./fetcher")>();
  const createFetcherStore: typeof fetcher.createFetcherStore = (keys, settings) => {
    storeKeys.push(keys);
    firstKeyParts.push(Array.isArray(keys) ? keys[0] : keys);
    return fetcher.createFetcherStore(keys, settings);
  };
  return { ...fetcher, createFetcherStore };
});

/** Every store module, loaded so each fetcher store made at import time is recorded. */
const storeModules = import.meta.glob(["./*.ts", "./console/*.ts", "!./**/*.test.ts", "!./test-*.ts"]);

const declaredPaths = Object.values(allCalls).map((call) => call.path);

/** The part of a path before its first parameter: "/staff/members/:id" reads as "/staff/members/". */
const fixedPart = (path: string) => path.split(":")[0] ?? path;

/**
 * A key made from a declaration: a declared path, whole or up to its first parameter, then nothing,
 * or a query, an anchor or a further segment ("/staff/me" does not start "/staff/members").
 */
const startsWithDeclaredPath = (part: unknown) =>
  typeof part === "string" &&
  declaredPaths.some((path) => {
    const start = fixedPart(path);
    return part.startsWith(start) && (start.endsWith("/") || /^([?#/]|$)/.test(part.slice(start.length)));
  });

describe("fetcher store keys", () => {
  it("start with the path of a declared call", async () => {
    for (const load of Object.values(storeModules)) await load();
    expect(firstKeyParts.length).toBeGreaterThan(30);
    expect(firstKeyParts.filter((part) => !startsWithDeclaredPath(part))).toEqual([]);
  });

  it("are made by keyOf, never put together by hand", async () => {
    for (const load of Object.values(storeModules)) await load();
    expect(storeKeys.length).toBeGreaterThan(30);
    expect(storeKeys.filter((keys) => !madeKeys.has(keys))).toEqual([]);
  });

  it("tell a key typed by hand from one made from a declaration", () => {
    expect(startsWithDeclaredPath("/staff/draw/")).toBe(false);
    expect(startsWithDeclaredPath("/staff/member?")).toBe(false);
    expect(startsWithDeclaredPath(allCalls.staffMembers.path)).toBe(true);
    expect(startsWithDeclaredPath("/staff/members/65a1b2c3d4e5f6a7b8c9d0e1")).toBe(true);
  });
});
