import { describe, expect, it } from "vitest";
import {
  resultDayProblem,
  resultsNotYet,
  tournamentFinished,
  tournamentStarted,
  tournamentStatus,
} from "./tournament-status";

// Saturday 12 December 2026, 9:00 in Lagos.
const startsAt = new Date("2026-12-12T08:00:00Z");
const base = { startsAt, cancelled: false, soldOut: false, salesOpenAt: null, memberEarlyDays: 0 };
// Sales open to everyone on 1 December (Lagos midnight), to paid members 7 days earlier.
const withOpening = { ...base, salesOpenAt: new Date("2026-11-30T23:00:00Z"), memberEarlyDays: 7 };
const at = (iso: string) => new Date(iso);

describe("tournamentStatus", () => {
  it("is on sale without an opening date", () => {
    expect(tournamentStatus(base, at("2026-11-01T10:00:00Z"))).toEqual({
      kind: "on-sale",
      label: "On sale",
      detail: null,
    });
  });

  it("is not on sale before the members' opening, naming the day and the head start", () => {
    expect(tournamentStatus(withOpening, at("2026-11-20T10:00:00Z"))).toEqual({
      kind: "not-on-sale",
      label: "Not on sale yet",
      detail: "Sales open 1 Dec 2026; paid members from 24 Nov 2026 (7 days earlier)",
    });
  });

  it("names no head start when members have none", () => {
    const status = tournamentStatus({ ...withOpening, memberEarlyDays: 0 }, at("2026-11-28T10:00:00Z"));
    expect(status.kind).toBe("not-on-sale");
    expect(status.detail).toBe("Sales open 1 Dec 2026");
  });

  it("is on sale to paid members during their head start", () => {
    expect(tournamentStatus(withOpening, at("2026-11-25T10:00:00Z"))).toEqual({
      kind: "members-early",
      label: "On sale to paid members",
      detail: "Everyone from 1 Dec 2026",
    });
  });

  it("is on sale to everyone from the opening", () => {
    expect(tournamentStatus(withOpening, at("2026-11-30T23:00:00Z")).kind).toBe("on-sale");
  });

  it("is sold out when no seat is left, whatever the opening", () => {
    expect(tournamentStatus({ ...base, soldOut: true }, at("2026-12-01T10:00:00Z")).label).toBe("Sold out");
  });

  it("stays current on its own day and is finished from the next Lagos midnight", () => {
    expect(tournamentStatus(base, at("2026-12-12T22:59:00Z")).kind).toBe("on-sale");
    expect(tournamentStatus(base, at("2026-12-12T23:00:00Z"))).toEqual({
      kind: "finished",
      label: "Finished",
      detail: null,
    });
    expect(tournamentStatus({ ...base, soldOut: true }, at("2027-01-05T10:00:00Z")).kind).toBe("finished");
  });

  it("says cancelled before anything else", () => {
    expect(tournamentStatus({ ...base, cancelled: true }, at("2027-01-05T10:00:00Z")).label).toBe(
      "Cancelled",
    );
  });
});

describe("tournamentStarted and tournamentFinished", () => {
  it("start at the start time and finish at the Lagos midnight after the day", () => {
    expect(tournamentStarted(startsAt, at("2026-12-12T07:59:59Z"))).toBe(false);
    expect(tournamentStarted(startsAt, startsAt)).toBe(true);
    expect(tournamentFinished(startsAt, at("2026-12-12T22:59:59Z"))).toBe(false);
    expect(tournamentFinished(startsAt, at("2026-12-12T23:00:00Z"))).toBe(true);
  });
});

describe("resultsNotYet", () => {
  const tournament = { name: "Lagos Junior Open", startsAt, time: "9:00 AM" };
  it("says when results can be entered until the tournament starts", () => {
    expect(resultsNotYet(tournament, at("2026-12-12T07:59:00Z"))).toBe(
      "Lagos Junior Open has not started yet: its results can be entered from 12 Dec 2026 at 9:00 AM",
    );
    expect(resultsNotYet(tournament, startsAt)).toBeNull();
  });
});

describe("resultDayProblem", () => {
  it("takes a day from the tournament's to today", () => {
    expect(resultDayProblem("2026-11-28", "2026-11-28", "2026-11-29")).toBeNull();
    expect(resultDayProblem("2026-11-29", "2026-11-28", "2026-11-29")).toBeNull();
  });

  it("takes any past day for a friendly, never a future one", () => {
    expect(resultDayProblem("2020-01-01", null, "2026-11-29")).toBeNull();
    expect(resultDayProblem("2026-11-30", null, "2026-11-29")).toBe(
      "The day it was played cannot be in the future",
    );
  });

  it("refuses a day in the future or before the tournament, in plain words", () => {
    expect(resultDayProblem("2026-11-30", "2026-11-28", "2026-11-29")).toBe(
      "The day it was played cannot be in the future",
    );
    expect(resultDayProblem("2026-11-27", "2026-11-28", "2026-11-29")).toBe(
      "The day it was played cannot be before the tournament, which started on 28 Nov 2026",
    );
  });
});
