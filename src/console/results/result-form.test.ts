import { describe, expect, it } from "vitest";
import { checkResult, emptyResult, GUEST, resultValues } from "./result-form";

const ADA = "a".repeat(24);
const BOLA = "b".repeat(24);
const CHIDI = "c".repeat(24);

describe("checkResult", () => {
  it("makes a singles request from the fields", () => {
    const check = checkResult({ ...emptyResult("2026-11-20"), a1: ADA, b1: BOLA, score: "6-4 6-3" });
    expect(check).toEqual({
      ok: true,
      data: {
        kind: "singles",
        sideA: [{ userId: ADA }],
        sideB: [{ userId: BOLA }],
        outcome: "completed",
        score: "6-4 6-3",
        playedOn: "2026-11-20",
        tournamentId: null,
        version: 1,
      },
    });
  });

  it("puts each message beside its field", () => {
    const check = checkResult({ ...emptyResult("2026-11-20"), a1: ADA, score: "6-5 6-4" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.b1).toBe("Choose a player");
    expect(check.errors.score).toBe("First set 6-5 is not finished: it goes to 7-5 or 6-6 and a tie-break");
    const guest = checkResult({ ...emptyResult("2026-11-20"), a1: ADA, b1: GUEST, score: "6-4 6-4" });
    expect(!guest.ok && guest.errors.b1Guest).toBe("Enter the guest's name");
    const retired = checkResult({
      ...emptyResult("2026-11-20"),
      a1: ADA,
      b1: BOLA,
      outcome: "retired",
      score: "3-2",
    });
    expect(!retired.ok && retired.errors.sideOut).toBe("Say which side retired");
    const same = checkResult({ ...emptyResult("2026-11-20"), a1: ADA, b1: ADA, score: "6-4 6-4" });
    expect(!same.ok && same.errors.b1).toBe("A player can only be in a match once");
  });

  it("reads a stored doubles with a guest back into the fields, and back to the same request", () => {
    const values = resultValues({
      _id: "d".repeat(24),
      kind: "doubles",
      status: "confirmed",
      tournamentId: null,
      tournamentName: "Friendly",
      round: null,
      outcome: "retired",
      score: "6-4 2-1 ret.",
      sideOut: "b",
      winner: "a",
      sideA: [
        { userId: ADA, name: "Ada" },
        { userId: null, name: "Tunde Bakare" },
      ],
      sideB: [
        { userId: BOLA, name: "Bola" },
        { userId: CHIDI, name: "Chidi" },
      ],
      playedAt: "2026-11-20T11:00:00.000Z",
      scheduledAt: null,
      court: null,
      version: 3,
      updatedAt: "2026-11-20T11:00:00.000Z",
    });
    expect(values).toMatchObject({ a2: GUEST, a2Guest: "Tunde Bakare", score: "6-4 2-1", sideOut: "b" });
    const check = checkResult(values, 3);
    expect(check.ok && check.data).toMatchObject({
      sideA: [{ userId: ADA }, { guestName: "Tunde Bakare" }],
      outcome: "retired",
      sideOut: "b",
      version: 3,
    });
  });
});
