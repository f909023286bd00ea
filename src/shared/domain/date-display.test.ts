import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMomentNG, keptFormat } from "./date-display";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("keptFormat", () => {
  it("builds its formatter once, on first use, however many dates it formats", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    const dayInLagos = keptFormat("en-CA", { timeZone: "Africa/Lagos" });
    expect(built).not.toHaveBeenCalled();
    const days = [0, 1, 2].map((n) => dayInLagos(new Date(Date.UTC(2026, 10, 27, 23 + n))));
    expect(days).toEqual(["2026-11-28", "2026-11-28", "2026-11-28"]);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it("formats as a formatter built for the call would", () => {
    const at = new Date("2026-11-27T11:40:00.000Z");
    expect(formatMomentNG(at.toISOString())).toBe(
      new Intl.DateTimeFormat("en-NG", {
        day: "numeric",
        month: "short",
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
        timeZone: "Africa/Lagos",
      }).format(at),
    );
    expect(formatMomentNG("not a date")).toBe("");
    expect(formatMomentNG(null)).toBe("");
  });
});
