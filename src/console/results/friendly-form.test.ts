import { describe, expect, it } from "vitest";
import { checkFriendly, EMPTY_FRIENDLY } from "./friendly-form";

const ADA = "a".repeat(24);
const BOLA = "b".repeat(24);

describe("checkFriendly", () => {
  it("makes the request, with the start as a Lagos instant", () => {
    const check = checkFriendly({
      ...EMPTY_FRIENDLY,
      a1: ADA,
      b1: BOLA,
      localDate: "2026-11-28",
      localTime: "17:00",
      court: "Court 2",
    });
    expect(check.ok && check.data).toMatchObject({
      sideA: [{ userId: ADA }],
      sideB: [{ userId: BOLA }],
      startsAt: new Date("2026-11-28T16:00:00Z"),
    });
  });

  it("puts each message beside its field", () => {
    const check = checkFriendly({ ...EMPTY_FRIENDLY, kind: "doubles", a1: ADA, b1: ADA, localTime: "25:00" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      a2: "Choose a player",
      b2: "Choose a player",
      localDate: "Use a real date as YYYY-MM-DD",
      localTime: "Use a time as HH:MM (24-hour)",
      court: "Required",
    });
  });
});
