import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  canSayCantCome,
  capacityProblem,
  clashMessage,
  clubMonth,
  clubWeek,
  countsAsAttended,
  firstClash,
  flaggedForMissing,
  groupAttendanceText,
  groupFits,
  isoWeekday,
  joinOutcome,
  makeUpCreditExpiry,
  makeUpCreditUsable,
  markRefusal,
  missedInARow,
  newerMark,
  nextSessionLine,
  occurrences,
  overlaps,
  planOffers,
  planReschedule,
  type Recurrence,
  recurrenceProblem,
  registerColumns,
  registerLine,
  reminderDue,
  sessionWhen,
} from "./training-sessions";

const tuesdays: Recurrence = {
  startsOn: "2026-11-02",
  endsOn: "2026-11-30",
  weekly: [{ weekday: 2, time: "17:00" }],
  minutes: 90,
  exceptions: [],
};

describe("a group's sessions", () => {
  it("falls on each weekly time in Lagos time between the first and last day", () => {
    const found = occurrences(tuesdays);
    expect(found.map((o) => o.date)).toEqual(["2026-11-03", "2026-11-10", "2026-11-17", "2026-11-24"]);
    expect(found[0]?.startsAt.toISOString()).toBe("2026-11-03T16:00:00.000Z");
    expect(found[0]?.endsAt.toISOString()).toBe("2026-11-03T17:30:00.000Z");
  });

  it("leaves out the exception days and orders two times a week", () => {
    const found = occurrences({
      ...tuesdays,
      weekly: [
        { weekday: 4, time: "07:30" },
        { weekday: 2, time: "17:00" },
      ],
      exceptions: ["2026-11-10", "2026-11-19"],
    });
    expect(found.map((o) => `${o.date} ${o.time}`)).toEqual([
      "2026-11-03 17:00",
      "2026-11-05 07:30",
      "2026-11-12 07:30",
      "2026-11-17 17:00",
      "2026-11-24 17:00",
      "2026-11-26 07:30",
    ]);
  });

  describe("in the week clocks change in Europe", () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });

    it("stays at 17:00 Lagos time, exactly a week apart, whatever zone the phone is in", () => {
      // Europe/London left summer time on Sunday 25 October 2026; Lagos keeps UTC+1 all year.
      process.env.TZ = "Europe/London";
      const found = occurrences({ ...tuesdays, startsOn: "2026-10-13", endsOn: "2026-11-03" });
      expect(found.map((o) => o.startsAt.toISOString())).toEqual([
        "2026-10-13T16:00:00.000Z",
        "2026-10-20T16:00:00.000Z",
        "2026-10-27T16:00:00.000Z",
        "2026-11-03T16:00:00.000Z",
      ]);
      // The phone's own clock reads 17:00 before the change and 16:00 after it ...
      expect(found.map((o) => o.startsAt.getHours())).toEqual([17, 17, 16, 16]);
      // ... while the club's times, which the member is told, stay put.
      expect(found.map((o) => sessionWhen(o.startsAt))).toEqual(Array(4).fill("Tuesday 17:00"));
    });
  });

  it("refuses recurrences that cannot be scheduled", () => {
    expect(recurrenceProblem(tuesdays)).toBeNull();
    expect(recurrenceProblem({ ...tuesdays, endsOn: "2026-10-01" })).toContain("before the first day");
    expect(recurrenceProblem({ ...tuesdays, weekly: [] })).toContain("at least one weekly time");
    expect(recurrenceProblem({ ...tuesdays, weekly: [{ weekday: 8, time: "17:00" }] })).toContain(
      "day of the week",
    );
    expect(recurrenceProblem({ ...tuesdays, weekly: [{ weekday: 2, time: "25:00" }] })).toContain(
      "time of day",
    );
    expect(recurrenceProblem({ ...tuesdays, minutes: 5 })).toContain("15 to 240 minutes");
    expect(recurrenceProblem({ ...tuesdays, startsOn: "2026-11-04", endsOn: "2026-11-09" })).toContain(
      "give no session",
    );
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: "06:00" }));
    expect(recurrenceProblem({ ...tuesdays, weekly: everyDay, endsOn: "2027-12-31" })).toContain(
      "at most 200",
    );
  });

  it("counts days and weekdays on the calendar", () => {
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(clubWeek(new Date("2026-11-22T12:00:00Z")).monday).toBe("2026-11-16");
    expect(clubWeek(new Date("2026-11-22T23:30:00Z")).monday).toBe("2026-11-23");
    expect(clubMonth("2026-12").to.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });
});

describe("clashes", () => {
  const slot = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });
  const booked = {
    ...slot("2026-11-03T16:00:00Z", "2026-11-03T17:30:00Z"),
    coachId: "c1",
    venue: "Court 2",
    groupName: "Juniors",
  };

  it("are sessions sharing a minute; back to back is fine", () => {
    expect(overlaps(booked, slot("2026-11-03T17:00:00Z", "2026-11-03T18:00:00Z"))).toBe(true);
    expect(overlaps(booked, slot("2026-11-03T17:30:00Z", "2026-11-03T18:00:00Z"))).toBe(false);
  });

  it("put a coach or a court in two places, and say which", () => {
    const at = [slot("2026-11-03T17:00:00Z", "2026-11-03T18:00:00Z")];
    const coach = firstClash(at, { coachId: "c1", venue: "Court 1" }, [booked]);
    expect(coach?.what).toBe("coach");
    expect(clashMessage(coach!, "Oluwaseun Adebayo", "Court 1")).toBe(
      "Oluwaseun Adebayo is already coaching Juniors at Court 2 on Tuesday 3 November 2026, 18:00",
    );
    const court = firstClash(at, { coachId: "c2", venue: " court  2" }, [booked]);
    expect(court?.what).toBe("venue");
    expect(clashMessage(court!, "Ibrahim Musa", "Court 2")).toContain("Court 2 is already taken by Juniors");
    expect(firstClash(at, { coachId: "c2", venue: "Court 1" }, [booked])).toBeNull();
  });
});

describe("the member's next session", () => {
  it("reads as the overview says it", () => {
    expect(
      nextSessionLine({
        startsAt: new Date("2026-11-24T16:00:00Z"),
        venue: "Court 2",
        coachName: "Oluwaseun Adebayo",
      }),
    ).toBe("Next session: Tuesday 17:00, Court 2, Coach Oluwaseun");
  });

  it("takes Can't come until it starts, and not once cancelled", () => {
    const startsAt = new Date("2026-11-24T16:00:00Z");
    expect(canSayCantCome({ startsAt, cancelled: false }, new Date("2026-11-24T15:59:00Z"))).toBe(true);
    expect(canSayCantCome({ startsAt, cancelled: false }, startsAt)).toBe(false);
    expect(canSayCantCome({ startsAt, cancelled: true }, new Date("2026-11-20T00:00:00Z"))).toBe(false);
  });
});

describe("attendance", () => {
  it("opens the register on the session's Lagos day, takes excused before it, and none once cancelled", () => {
    // Tuesday 24 November 2026, 17:00 in Lagos.
    const held = { startsAt: new Date("2026-11-24T16:00:00Z"), cancelled: false };
    const early =
      "The register of Tuesday 24 November 2026, 17:00 opens on the day: until then a player can only be marked excused";
    // Monday 23:59 in Lagos is still the day before; Tuesday 00:00 in Lagos is 23:00 UTC on Monday.
    expect(markRefusal(held, "present", new Date("2026-11-23T22:59:00Z"))).toBe(early);
    expect(markRefusal(held, "absent", new Date("2026-11-17T16:00:00Z"))).toBe(early);
    expect(markRefusal(held, "present", new Date("2026-11-23T23:00:00Z"))).toBeNull();
    expect(markRefusal(held, "late", new Date("2026-11-24T16:20:00Z"))).toBeNull();
    expect(markRefusal(held, "absent", new Date("2026-12-01T10:00:00Z"))).toBeNull();
    expect(markRefusal(held, "excused", new Date("2026-11-17T16:00:00Z"))).toBeNull();
    for (const mark of ["present", "excused"] as const)
      expect(markRefusal({ ...held, cancelled: true }, mark, new Date("2026-11-24T16:00:00Z"))).toBe(
        "This session was cancelled: there is no attendance to take",
      );
  });

  it("counts present and late as attended", () => {
    expect(["present", "late", "absent", "excused"].map((m) => countsAsAttended(m as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(countsAsAttended(null)).toBe(false);
  });

  it("flags three missed in a row; excused neither counts nor breaks the run", () => {
    expect(missedInARow(["present", "absent", "absent"])).toBe(2);
    expect(missedInARow(["absent", "excused", "absent", "absent"])).toBe(3);
    expect(flaggedForMissing(["absent", "excused", "absent", "absent"])).toBe(true);
    expect(flaggedForMissing(["absent", "absent", "late", "absent"])).toBe(false);
  });

  it("keeps the latest mark when an offline phone syncs late", () => {
    const current = { markedAt: new Date("2026-11-24T16:10:00Z") };
    expect(newerMark(current, { markedAt: new Date("2026-11-24T16:05:00Z") })).toBe(false);
    expect(newerMark(current, { markedAt: new Date("2026-11-24T16:12:00Z") })).toBe(true);
    expect(newerMark(null, { markedAt: new Date("2026-11-24T16:05:00Z") })).toBe(true);
  });
});

describe("places and the waiting list", () => {
  it("fits a player by package and level", () => {
    const group = { packageKey: "standard", levels: ["adult amatuer", "adult mid-level"] };
    expect(groupFits(group, { packageKey: "standard", level: "adult mid-level" })).toBe(true);
    expect(groupFits(group, { packageKey: "premium", level: "adult mid-level" })).toBe(false);
    expect(groupFits(group, { packageKey: null, level: "adult mid-level" })).toBe(false);
    expect(groupFits(group, { packageKey: "standard", level: "kids amatuer" })).toBe(false);
  });

  it("places a player while a place is free and nobody waits, else queues them", () => {
    expect(joinOutcome({ capacity: 4, taken: 3, waiting: 0 })).toBe("placed");
    expect(joinOutcome({ capacity: 4, taken: 4, waiting: 0 })).toBe("waiting");
    expect(joinOutcome({ capacity: 4, taken: 3, waiting: 1 })).toBe("waiting");
  });

  it("offers free places in order, withdraws lapsed offers and holds live ones", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const at = (h: number) => new Date(now.getTime() + h * 3_600_000);
    const plan = planOffers(
      { capacity: 6, placed: 3 },
      [
        { userId: "c", position: 3, offeredUntil: null },
        { userId: "a", position: 1, offeredUntil: at(-1) },
        { userId: "b", position: 2, offeredUntil: at(5) },
        { userId: "d", position: 4, offeredUntil: null },
        { userId: "e", position: 5, offeredUntil: null },
      ],
      now,
    );
    expect(plan.lapsed).toEqual(["a"]);
    expect(plan.offer).toEqual(["c", "d"]);
    expect(plan.until.toISOString()).toBe("2026-11-24T12:00:00.000Z");
    expect(
      planOffers({ capacity: 3, placed: 3 }, [{ userId: "x", position: 1, offeredUntil: null }], now).offer,
    ).toEqual([]);
  });
});

describe("make-up credits", () => {
  it("are honoured once, within sixty days", () => {
    const issued = new Date("2026-11-24T16:00:00Z");
    const expiresAt = makeUpCreditExpiry(issued);
    expect(expiresAt.toISOString()).toBe("2027-01-23T16:00:00.000Z");
    expect(makeUpCreditUsable({ usedAt: null, expiresAt }, new Date("2027-01-23T15:00:00Z"))).toBe(true);
    expect(makeUpCreditUsable({ usedAt: null, expiresAt }, expiresAt)).toBe(false);
    expect(makeUpCreditUsable({ usedAt: issued, expiresAt }, issued)).toBe(false);
  });
});

describe("the attendance register", () => {
  it("sets attended against held and against what the package paid for", () => {
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 16));
    const sessions = [
      { id: "s1", startsAt: day(3), cancelled: false },
      { id: "s2", startsAt: day(10), cancelled: true },
      { id: "s3", startsAt: day(17), cancelled: false },
      { id: "s4", startsAt: day(24), cancelled: false },
    ];
    const marks = new Map([
      ["s1", "present" as const],
      ["s3", "absent" as const],
    ]);
    expect(registerLine(sessions, marks, { from: day(5), to: day(30) }, day(20))).toEqual({
      marks: ["present", "cancelled", "absent", null],
      attended: 1,
      held: 2,
      paidFor: 3,
    });
    expect(registerLine(sessions, marks, null, day(20)).paidFor).toBe(0);
    // Late counts as attended too.
    expect(registerLine(sessions, new Map([["s1", "late" as const]]), null, day(20)).attended).toBe(1);
  });

  it("sums up a group's attendance out of its players' places at the sessions held", () => {
    expect(groupAttendanceText({ attended: 5, held: 4, players: 2 })).toBe("5 of 8 (63%)");
    expect(groupAttendanceText({ attended: 0, held: 3, players: 2 })).toBe("0 of 6 (0%)");
    expect(groupAttendanceText({ attended: 6, held: 3, players: 2 })).toBe("6 of 6 (100%)");
    expect(groupAttendanceText({ attended: 0, held: 0, players: 2 })).toBe("No session held yet");
    expect(groupAttendanceText({ attended: 0, held: 2, players: 0 })).toBe("No player placed");
  });

  it("spreads a row's marks over every session of the register, blank under other groups'", () => {
    const sessions = [{ groupId: "a" }, { groupId: "b" }, { groupId: "a" }, { groupId: "b" }];
    expect(registerColumns(sessions, { groupId: "b", marks: ["late", "cancelled"] })).toEqual([
      null,
      "late",
      null,
      "cancelled",
    ]);
    expect(registerColumns(sessions, { groupId: "c", marks: [] })).toEqual([null, null, null, null]);
  });
});

describe("reminders", () => {
  it("are due on the Lagos day before the session, whatever the hour", () => {
    const session = new Date("2026-11-24T16:00:00Z"); // Tuesday 17:00 Lagos
    expect(reminderDue(session, new Date("2026-11-22T23:30:00Z"))).toBe(true); // Monday 00:30 Lagos
    expect(reminderDue(session, new Date("2026-11-23T22:59:00Z"))).toBe(true); // Monday 23:59 Lagos
    expect(reminderDue(session, new Date("2026-11-23T23:00:00Z"))).toBe(false); // Tuesday already
    expect(reminderDue(session, new Date("2026-11-22T22:59:00Z"))).toBe(false); // Sunday
  });
});

describe("editing a group's times", () => {
  const from = new Date("2026-11-12T12:00:00Z");
  const existing = occurrences(tuesdays).map((o, i) => ({
    id: `s${i}`,
    startsAt: o.startsAt,
    cancelled: i === 3,
  }));

  it("changes only coming sessions: keeps those at an hour still held, drops the rest, adds new hours", () => {
    const moved = occurrences({
      ...tuesdays,
      weekly: [
        { weekday: 2, time: "17:00" },
        { weekday: 4, time: "07:30" },
      ],
      exceptions: ["2026-11-17"],
    });
    const plan = planReschedule(existing, moved, from);
    // s0, s1 are past; s2 (17 Nov) falls on a new day off; s3 (24 Nov) is cancelled and stays.
    expect(plan.keep).toEqual([]);
    expect(plan.remove).toEqual(["s2"]);
    // 12 Nov 07:30 has passed; 24 Nov 17:00 is the cancelled session's hour.
    expect(plan.add.map((o) => `${o.date} ${o.time}`)).toEqual(["2026-11-19 07:30", "2026-11-26 07:30"]);
  });

  it("keeps a coming session whose hour stays, and never books a cancelled session's hour again", () => {
    const plan = planReschedule(existing, occurrences(tuesdays), from);
    expect(plan.keep).toEqual(["s2"]);
    expect(plan.remove).toEqual([]);
    expect(plan.add).toEqual([]);
  });

  it("moves every coming session when the time changes, leaving past ones alone", () => {
    const plan = planReschedule(
      existing,
      occurrences({ ...tuesdays, weekly: [{ weekday: 2, time: "18:00" }] }),
      from,
    );
    expect(plan.remove).toEqual(["s2"]);
    expect(plan.add.map((o) => `${o.date} ${o.time}`)).toEqual(["2026-11-17 18:00", "2026-11-24 18:00"]);
  });
});

describe("a group's places", () => {
  it("cannot fall below the players placed", () => {
    expect(capacityProblem(6, 6, "Juniors")).toBeNull();
    expect(capacityProblem(5, 6, "Juniors")).toBe(
      "6 players have a place in Juniors: give it at least 6 places",
    );
    expect(capacityProblem(0, 1, "Juniors")).toBe(
      "1 player has a place in Juniors: give it at least 1 place",
    );
  });
});
