import { describe, expect, it } from "vitest";
import { lagosTime, publishingText } from "./publishing";

describe("publishingText", () => {
  const lastGoodBuildAt = "2026-03-03T13:05:00.000Z";

  it("shows up to date with the time of the last good build, in Lagos time", () => {
    const text = publishingText({ state: "up-to-date", reason: null, lastGoodBuildAt, pendingChanges: 0 });
    expect(text).toEqual({
      tone: "ok",
      label: "Public site up to date",
      detail: "Last good build: 3 Mar 2026, 14:05 Lagos time.",
    });
  });

  it("shows rebuilding with the changes waiting", () => {
    const text = publishingText({ state: "rebuilding", reason: null, lastGoodBuildAt, pendingChanges: 2 });
    expect(text.tone).toBe("busy");
    expect(text.label).toBe("Public site rebuilding");
    expect(text.detail).toBe("2 changes wait for the build. Last good build: 3 Mar 2026, 14:05 Lagos time.");
  });

  it("shows a failure with its reason and that the last good build still shows", () => {
    const text = publishingText({
      state: "failed",
      reason: "The club API did not answer",
      lastGoodBuildAt: null,
      pendingChanges: 0,
    });
    expect(text.tone).toBe("failed");
    expect(text.detail).toBe(
      "The club API did not answer. The site still shows the last good build. The site has not been built yet.",
    );
  });

  it("writes times in Lagos whatever the browser's zone", () => {
    expect(lagosTime("2026-12-31T23:30:00.000Z")).toBe("1 Jan 2027, 00:30 Lagos time");
  });
});
