// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { $keptInUse, keptOrLive, oldestKept } from "./offline";
import { login, logout } from "./session";

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

  it("fails as before when nothing was kept", async () => {
    await expect(keptOrLive("me", unreachable)()).rejects.toThrow("Failed to fetch");
  });

  it("shows the oldest kept answer's time", () => {
    expect(oldestKept({ a: "2026-11-27T10:00:00.000Z", b: "2026-11-26T09:00:00.000Z" })).toBe(
      "2026-11-26T09:00:00.000Z",
    );
  });
});
