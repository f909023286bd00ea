import { describe, expect, it } from "vitest";
import {
  ageBandText,
  defaultEventName,
  type EventPlayer,
  type EventRule,
  entriesCloseAt,
  entriesOpen,
  entryDeadlineText,
  eventAdmitsText,
  eventPlacesText,
  eventRefusal,
  pairRefusal,
  placesLeft,
  readyToDraw,
} from "./tournament-events";

const under12: EventRule = {
  name: "Under-12 Singles",
  gender: "open",
  kind: "singles",
  underAge: 12,
  minAge: null,
  ageCutoff: "2027-01-01",
  levels: [],
};

const ada: EventPlayer = {
  fullName: "Ada Okafor",
  dob: "2016-03-14",
  gender: "female",
  level: "kids amatuer",
};
const tobi: EventPlayer = {
  fullName: "Tobi Adeyemi",
  dob: "1994-06-02",
  gender: "male",
  level: "adult mid-level",
};

describe("eventRefusal", () => {
  it("admits a child under the age on the cut-off day", () => {
    expect(eventRefusal(under12, ada)).toBeNull();
  });

  it("refuses an adult with the age, the cut-off day and the band", () => {
    expect(eventRefusal(under12, tobi)).toBe(
      "Tobi Adeyemi is 32 on 1 Jan 2027, the event's age cut-off; Under-12 Singles admits only players under 12 on that day.",
    );
  });

  it("counts the age on the cut-off day, not today: a birthday the day after still counts as younger", () => {
    const turns12 = { ...ada, dob: "2015-01-02" };
    expect(eventRefusal(under12, turns12)).toBeNull();
    expect(eventRefusal(under12, { ...ada, dob: "2015-01-01" })).toMatch(/is 12 on 1 Jan 2027/);
  });

  it("refuses a player below the minimum age", () => {
    const adults = { ...under12, name: "Men's Singles", underAge: null, minAge: 18 };
    expect(eventRefusal(adults, ada)).toBe(
      "Ada Okafor is 10 on 1 Jan 2027, the event's age cut-off; Men's Singles admits only players 18 and over on that day.",
    );
    expect(eventRefusal({ ...adults, minAge: 11, underAge: 14 }, ada)).toMatch(
      /players 11 to 13 on that day/,
    );
  });

  it("admits by gender, and asks for it when the profile does not say", () => {
    const girls = { ...under12, name: "Under-12 Girls' Singles", gender: "girls" as const };
    expect(eventRefusal(girls, ada)).toBeNull();
    expect(eventRefusal({ ...girls, gender: "boys", name: "Under-12 Boys' Singles" }, ada)).toBe(
      "Under-12 Boys' Singles is a boys' event; Ada Okafor cannot enter it.",
    );
    expect(eventRefusal(girls, { ...ada, gender: null })).toBe(
      "Under-12 Girls' Singles is a girls' event and Ada Okafor's profile does not say whether they are female or male: add it to the profile, or ask the club.",
    );
    const women = { ...under12, underAge: null, name: "Women's Singles", gender: "women" as const };
    expect(eventRefusal(women, tobi)).toBe(
      "Women's Singles is a women's event; Tobi Adeyemi cannot enter it.",
    );
  });

  it("admits by level band", () => {
    const band = { ...under12, levels: ["kids mid-level", "kids professional"] as const };
    expect(eventRefusal(band, ada)).toBe(
      "Under-12 Singles admits only players at kids mid-level or kids professional level; Ada Okafor plays at kids amatuer level.",
    );
    expect(eventRefusal(band, { ...ada, level: "kids professional" })).toBeNull();
  });
});

describe("pairRefusal", () => {
  const doubles = { ...under12, name: "Under-12 Doubles", kind: "doubles" as const };

  it("needs a partner in doubles and none in singles", () => {
    expect(pairRefusal(doubles, ada, null)).toBe(
      "Under-12 Doubles is a doubles event: name Ada Okafor's partner.",
    );
    expect(pairRefusal(under12, ada, ada)).toBe(
      "Under-12 Singles is a singles event: an entry has no partner.",
    );
  });

  it("refuses a pair when either player is not admitted", () => {
    expect(pairRefusal(doubles, ada, { ...ada, fullName: "Emeka Okafor", dob: "2015-02-01" })).toBeNull();
    expect(pairRefusal(doubles, ada, tobi)).toMatch(/^Tobi Adeyemi is 32/);
  });
});

describe("entriesOpen", () => {
  const start = new Date("2027-01-09T08:00:00Z");

  it("closes at the deadline", () => {
    const deadline = new Date("2027-01-05T22:59:59Z");
    expect(entriesOpen({ entryDeadline: deadline }, start, new Date("2027-01-05T22:00:00Z"))).toBe(true);
    expect(entriesOpen({ entryDeadline: deadline }, start, deadline)).toBe(false);
  });

  it("without a deadline, stays open until the end of the tournament's day in Lagos", () => {
    expect(entriesOpen({ entryDeadline: null }, start, new Date("2027-01-09T22:30:00Z"))).toBe(true);
    expect(entriesOpen({ entryDeadline: null }, start, new Date("2027-01-09T23:00:00Z"))).toBe(false);
  });
});

describe("entriesCloseAt", () => {
  it("is the deadline, or midnight in Lagos after the tournament's day (23:00 UTC)", () => {
    const deadline = new Date("2027-01-05T22:59:59Z");
    expect(entriesCloseAt({ entryDeadline: deadline }, new Date("2027-01-09T08:00:00Z"))).toEqual(deadline);
    expect(entriesCloseAt({ entryDeadline: null }, new Date("2027-01-09T08:00:00Z"))).toEqual(
      new Date("2027-01-09T23:00:00Z"),
    );
    // A tournament starting at 23:30 UTC is already the next day in Lagos; a month's end rolls over.
    expect(entriesCloseAt({ entryDeadline: null }, new Date("2027-01-31T23:30:00Z"))).toEqual(
      new Date("2027-02-01T23:00:00Z"),
    );
  });
});

describe("readyToDraw", () => {
  const at = new Date("2027-01-05T10:00:00Z");
  it("draws a singles entry and a confirmed pair, never a pair waiting for its partner", () => {
    expect(readyToDraw({ partnerId: null, partnerConfirmedAt: null })).toBe(true);
    expect(readyToDraw({ partnerId: "65a1b2c3d4e5f6a7b8c9d0e1", partnerConfirmedAt: at })).toBe(true);
    expect(readyToDraw({ partnerId: "65a1b2c3d4e5f6a7b8c9d0e1", partnerConfirmedAt: null })).toBe(false);
  });
});

describe("placesLeft and names", () => {
  it("takes entries and held places from the capacity", () => {
    expect(placesLeft(8, 5, 2)).toBe(1);
    expect(placesLeft(8, 8, 1)).toBe(0);
    expect(placesLeft(null, 50, 3)).toBeNull();
  });

  it("names an event from its rule", () => {
    expect(defaultEventName({ gender: "boys", kind: "singles", underAge: 12, minAge: null })).toBe(
      "Under-12 Boys' Singles",
    );
    expect(defaultEventName({ gender: "open", kind: "doubles", underAge: null, minAge: null })).toBe(
      "Open Doubles",
    );
    expect(ageBandText({ underAge: null, minAge: null })).toBeNull();
  });
});

describe("eventAdmitsText", () => {
  it("says whom an event admits: gender, age band on the cut-off day, levels", () => {
    expect(eventAdmitsText({ ...under12, gender: "boys", levels: ["kids amatuer", "kids mid-level"] })).toBe(
      "Boys under 12 on 1 Jan 2027, at kids amatuer or kids mid-level level",
    );
    expect(eventAdmitsText({ ...under12, underAge: null })).toBe("Players of any age, any level");
    expect(eventAdmitsText({ ...under12, gender: "women", underAge: null, minAge: 35 })).toBe(
      "Women 35 and over on 1 Jan 2027, any level",
    );
  });
});

describe("the public page's lines", () => {
  it("says how many places are left, or that the event is full, or nothing without a limit", () => {
    expect(eventPlacesText({ capacity: 8, placesLeft: 5 })).toBe("5 of 8 places left");
    expect(eventPlacesText({ capacity: 8, placesLeft: 0 })).toBe("Full: a waiting list is open");
    expect(eventPlacesText({ capacity: null, placesLeft: null })).toBeNull();
  });

  it("gives the entry deadline in Lagos time", () => {
    expect(entryDeadlineText("2026-12-10T17:00:00.000Z")).toBe("10 Dec 2026, 18:00 (Lagos time)");
    expect(entryDeadlineText(null)).toBe("Until the tournament's day");
  });
});
