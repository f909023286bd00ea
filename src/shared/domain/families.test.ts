import { describe, expect, it } from "vitest";
import {
  adulthoodDate,
  ageAt,
  ageOn,
  CONSENT_TEXT_VERSION,
  consentNeeded,
  isJunior,
  juniorApproved,
  loginRule,
  mayActFor,
  SOLO_JUNIOR_SIGNUP_REFUSED,
  soloSignupRefusal,
  takeOverDue,
} from "./families";

describe("ageOn", () => {
  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2008-11-27", "2026-11-26")).toBe(17);
    expect(ageOn("2008-11-27", "2026-11-27")).toBe(18);
    expect(ageOn("2014-01-31", "2026-12-31")).toBe(12);
  });

  it("counts a 29 February birthday on 1 March in other years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("refuses what is not a date", () => {
    expect(() => ageOn("yesterday", "2026-01-01")).toThrow(RangeError);
  });
});

describe("ageAt", () => {
  it("counts on the Lagos calendar, an hour ahead of UTC", () => {
    // 23:30 UTC on the 26th is already the 27th in Lagos.
    expect(ageAt("2008-11-27", new Date("2026-11-26T23:30:00Z"))).toBe(18);
    expect(ageAt("2008-11-27", new Date("2026-11-26T22:30:00Z"))).toBe(17);
  });
});

describe("junior rules", () => {
  const now = new Date("2026-11-27T12:00:00Z");

  it("a junior is under 18", () => {
    expect(isJunior("2008-11-28", now)).toBe(true);
    expect(isJunior("2008-11-27", now)).toBe(false);
  });

  it("under 13 no login, 13 to 17 a guardian-approved one, 18 and over their own", () => {
    expect(loginRule("2013-11-28", now)).toBe("none");
    expect(loginRule("2013-11-27", now)).toBe("guardian-approved");
    expect(loginRule("2008-11-28", now)).toBe("guardian-approved");
    expect(loginRule("2008-11-27", now)).toBe("own");
  });

  it("refuses a junior's sign-up on their own, with the explanation", () => {
    expect(soloSignupRefusal("2014-05-01", now)).toBe(SOLO_JUNIOR_SIGNUP_REFUSED);
    expect(soloSignupRefusal("2010-05-01", now)).toBe(SOLO_JUNIOR_SIGNUP_REFUSED);
    expect(soloSignupRefusal("1990-05-01", now)).toBeNull();
    expect(SOLO_JUNIOR_SIGNUP_REFUSED).toContain(
      "an account for a child under 18 must be created by, or with the consent of, a parent or guardian",
    );
  });

  it("asks for consent when none was given or it was given for an older text", () => {
    expect(consentNeeded(null)).toBe(true);
    expect(consentNeeded(CONSENT_TEXT_VERSION)).toBe(false);
    expect(consentNeeded(1, 2)).toBe(true);
    expect(consentNeeded(2, 2)).toBe(false);
  });

  it("dates adulthood on the 18th birthday, and invites to take over once from then", () => {
    expect(adulthoodDate("2008-11-27")).toBe("2026-11-27");
    expect(adulthoodDate("2008-02-29")).toBe("2026-03-01");
    expect(takeOverDue("2008-11-27", now, false)).toBe(true);
    expect(takeOverDue("2008-11-27", now, true)).toBe(false);
    expect(takeOverDue("2008-11-28", now, false)).toBe(false);
  });

  it("lets the caller act for themself and for players they are an active guardian of only", () => {
    expect(mayActFor("p1", "p1", [])).toBe(true);
    expect(mayActFor("g1", "kid", ["g1", "g2"])).toBe(true);
    expect(mayActFor("stranger", "kid", ["g1"])).toBe(false);
  });

  it("keeps a junior with a login from paying until a guardian approves", () => {
    expect(juniorApproved({ dob: "2010-01-01", activeGuardians: 0 }, now)).toBe(false);
    expect(juniorApproved({ dob: "2010-01-01", activeGuardians: 1 }, now)).toBe(true);
    expect(juniorApproved({ dob: "1990-01-01", activeGuardians: 0 }, now)).toBe(true);
  });
});
