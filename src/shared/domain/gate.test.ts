import { describe, expect, it } from "vitest";
import {
  admitReasonProblem,
  deviceNameProblem,
  gateAnswerWords,
  gateCounts,
  gateDayWarning,
  holderMatches,
  scanMessage,
  scanOutcome,
} from "./gate";

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

describe("gateDayWarning", () => {
  // The December Championship starts at 09:00 Lagos time (08:00 UTC) on 5 Dec 2026.
  const startsAt = "2026-12-05T08:00:00.000Z";

  it("says nothing on the tournament's day in Lagos, from midnight to midnight", () => {
    expect(gateDayWarning(startsAt, new Date("2026-12-04T23:00:00.000Z"))).toBeNull();
    expect(gateDayWarning(startsAt, new Date("2026-12-05T22:59:00.000Z"))).toBeNull();
  });

  it("warns on any other day, before or after", () => {
    expect(gateDayWarning(startsAt, new Date("2026-12-04T22:59:00.000Z"))).toBe(
      "This tournament is on 5 Dec 2026, not today. Check you are at its gate before letting anyone in.",
    );
    expect(gateDayWarning(startsAt, new Date("2026-12-05T23:00:00.000Z"))).toBe(
      "This tournament was on 5 Dec 2026, not today. Check you are at its gate before letting anyone in.",
    );
  });
});

describe("gateAnswerWords", () => {
  const time = (iso: string) => `at ${iso.slice(11, 16)}`;
  const already = {
    outcome: "already" as const,
    holder: "Tobi Adeyemi",
    tournamentName: "June Club Championship",
    checkIn: { at: "2026-06-01T09:05:00.000Z", device: "Main gate", staff: "Sade Bello" },
  };

  it("says the same for a ticket whether the server or the phone decided, bar the offline note", () => {
    const online = gateAnswerWords({ ...already, offline: false }, time);
    const offline = gateAnswerWords({ ...already, offline: true }, time);
    expect(online).toEqual({
      title: "Already checked in",
      lines: ["Tobi Adeyemi", "Checked in at 09:05 on Main gate by Sade Bello"],
    });
    expect(offline).toEqual({ ...online, lines: [...online.lines, "Checked on this phone (offline)."] });
  });

  it("does not say the title twice: the first line is what the title leaves out", () => {
    expect(gateAnswerWords({ ...already, holder: null, offline: false }, time)).toEqual({
      title: "Already checked in",
      lines: ["Checked in at 09:05 on Main gate by Sade Bello"],
    });
  });

  it("names the other tournament, and says when the holder came in without a ticket", () => {
    expect(
      gateAnswerWords(
        {
          outcome: "wrong-tournament",
          holder: null,
          tournamentName: "Abuja Open",
          checkIn: null,
          offline: true,
        },
        time,
      ),
    ).toEqual({
      title: "Wrong tournament",
      lines: ["This ticket is for Abuja Open", "Checked on this phone (offline)."],
    });
    expect(
      gateAnswerWords(
        {
          outcome: "admitted",
          holder: null,
          tournamentName: null,
          checkIn: null,
          offline: false,
          withoutTicket: "Ticket on a flat phone",
        },
        time,
      ),
    ).toEqual({ title: "Admitted without a ticket", lines: ["Reason: Ticket on a flat phone"] });
  });

  it("says back a typed code that is not a ticket, and only then", () => {
    const unknown = {
      outcome: "unknown" as const,
      holder: null,
      tournamentName: null,
      checkIn: null,
      offline: false,
    };
    expect(gateAnswerWords({ ...unknown, typedCode: "TC-9D7DE7F26" }, time)).toEqual({
      title: "Not our ticket",
      lines: ["Not a ticket of ours", "Typed: TC-9D7DE7F26. Check it against the ticket."],
    });
    expect(gateAnswerWords(unknown, time).lines).toEqual(["Not a ticket of ours"]);
    expect(
      gateAnswerWords({ ...already, offline: false, typedCode: "TC-9D7DE7F26C" }, time).lines,
    ).not.toContainEqual(expect.stringContaining("Typed"));
  });
});

describe("gateCounts", () => {
  it("adds what this phone let in and has not synced to the last known figures", () => {
    expect(gateCounts({ admitted: 4, remaining: 10 }, 0)).toEqual({ admitted: 4, remaining: 10 });
    expect(gateCounts({ admitted: 4, remaining: 10 }, 2)).toEqual({ admitted: 6, remaining: 8 });
    expect(gateCounts({ admitted: 4, remaining: 1 }, 3)).toEqual({ admitted: 7, remaining: 0 });
    expect(gateCounts(null, 3)).toBeNull();
  });
});

describe("holderMatches", () => {
  it("finds a holder by the start of any of their names, in any order, without case or accents", () => {
    expect(holderMatches("Tobi Adeyemi", "tobi")).toBe(true);
    expect(holderMatches("Tobi Adeyemi", "ade")).toBe(true);
    expect(holderMatches("Tobi Adeyemi", "Adeyemi T")).toBe(true);
    expect(holderMatches("Adéọlá Ògúnlẹ̀yẹ", "adeola ogun")).toBe(true);
    expect(holderMatches("Tobi Adeyemi", "yemi")).toBe(false);
    expect(holderMatches("Tobi Adeyemi", "tobi okafor")).toBe(false);
  });

  it("needs two letters at least", () => {
    expect(holderMatches("Tobi Adeyemi", "t")).toBe(false);
    expect(holderMatches("Tobi Adeyemi", "  ")).toBe(false);
  });
});

describe("the gate's small forms", () => {
  it("name a phone in 1 to 40 characters, spaces trimmed", () => {
    expect(deviceNameProblem("  Main gate ")).toBeNull();
    expect(deviceNameProblem("   ")).toBe("Name this phone");
    expect(deviceNameProblem("x".repeat(41))).toBe("Keep the name under 40 characters");
  });

  it("ask 3 to 200 characters of reason for letting someone in without a ticket", () => {
    expect(admitReasonProblem("Lost phone, on the list")).toBeNull();
    expect(admitReasonProblem(" ok ")).toBe("Say why they are let in without a ticket");
    expect(admitReasonProblem("x".repeat(201))).toBe("Keep the reason under 200 characters");
  });
});
