// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { KEPT_ANSWERS, keepAnswer, keptAnswer } from "./kept-answers";

const at = new Date("2026-11-27T10:40:00.000Z");

beforeEach(() => localStorage.clear());

describe("kept answers", () => {
  it("keeps each read's last answer with the time it arrived", () => {
    keepAnswer("u1", "me", { fullName: "Ada" }, at);
    keepAnswer("u1", "billing", { plan: "quarterly" }, at);
    expect(keptAnswer("u1", "me")).toEqual({ at: at.toISOString(), data: { fullName: "Ada" } });
    expect(keptAnswer("u1", "billing")?.data).toEqual({ plan: "quarterly" });
  });

  it("shows nothing kept for another user, and a new user's answer replaces the last user's", () => {
    keepAnswer("u1", "me", { fullName: "Ada" }, at);
    expect(keptAnswer("u2", "me")).toBeNull();
    keepAnswer("u2", "billing", { plan: "none" }, at);
    expect(keptAnswer("u1", "me")).toBeNull();
  });

  it("reads unreadable storage as nothing kept", () => {
    localStorage.setItem(KEPT_ANSWERS, "{not json");
    expect(keptAnswer("u1", "me")).toBeNull();
    keepAnswer("u1", "me", { fullName: "Ada" }, at);
    expect(keptAnswer("u1", "me")?.data).toEqual({ fullName: "Ada" });
  });
});
