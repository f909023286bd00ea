import { describe, expect, it } from "vitest";
import { scanMessage, scanOutcome } from "./gate";

describe("scanOutcome", () => {
  const ticket = { void: false, tournamentId: "t1", checkedIn: false };
  it("admits a valid ticket of this tournament once", () => {
    expect(scanOutcome(ticket, "t1")).toBe("admitted");
    expect(scanOutcome({ ...ticket, checkedIn: true }, "t1")).toBe("already");
  });
  it("refuses the rest, void first", () => {
    expect(scanOutcome(null, "t1")).toBe("unknown");
    expect(scanOutcome({ ...ticket, void: true, checkedIn: true }, "t2")).toBe("void");
    expect(scanOutcome(ticket, "t2")).toBe("wrong-tournament");
  });
  it("says each outcome in words", () => {
    expect(scanMessage("admitted", "Adaeze Okafor")).toBe("Let Adaeze Okafor in");
    expect(scanMessage("already", "Adaeze Okafor")).toBe("Already checked in: Adaeze Okafor");
    expect(scanMessage("wrong-tournament", null, "Abuja Open")).toBe(
      "Wrong tournament: this ticket is for Abuja Open",
    );
    expect(scanMessage("unknown")).toBe("Not a ticket of ours");
  });
});
