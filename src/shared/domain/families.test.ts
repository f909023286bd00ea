import { describe, expect, it } from "vitest";
import {
  adulthoodDate,
  adultsBornOnOrBefore,
  ageAt,
  ageOn,
  CONSENT_TEXT_VERSION,
  consentNeeded,
  isJunior,
  juniorApproved,
  loginRule,
  mayActFor,
  publiclyShown,
  SOLO_JUNIOR_SIGNUP_REFUSED,
  shownPhoto,
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

  it("finds every birth date of an adult on a Lagos date, 29 February birthdays included", () => {
    expect(adultsBornOnOrBefore("2026-11-27")).toBe("2008-11-27");
    // Born 29 February 2008: 17 on 28 February 2026, 18 on 1 March.
    expect(adultsBornOnOrBefore("2026-02-28") < "2008-02-29").toBe(true);
    expect(adultsBornOnOrBefore("2026-03-01") >= "2008-02-29").toBe(true);
    // A 29 February 18 years after a common year: everyone born up to 28 February is 18.
    expect(adultsBornOnOrBefore("2028-02-29")).toBe("2010-02-28");
    expect(adultsBornOnOrBefore("2024-02-29")).toBe("2006-02-28");
    // The cut-off agrees with ageOn on every day around the leap days.
    for (const today of [
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]) {
      for (const dob of ["2008-02-28", "2008-02-29", "2008-03-01", "2010-02-28", "2010-03-01"]) {
        expect(dob <= adultsBornOnOrBefore(today), `${dob} on ${today}`).toBe(ageOn(dob, today) >= 18);
      }
    }
  });

  it("lets the caller act for themself and for players they are an active guardian of only", () => {
    expect(mayActFor("p1", "p1", [])).toBe(true);
    expect(mayActFor("g1", "kid", ["g1", "g2"])).toBe(true);
    expect(mayActFor("stranger", "kid", ["g1"])).toBe(false);
  });

  it("shows a junior's photo only with photo consent on record, an adult's always", () => {
    expect(shownPhoto("/media/a.jpg", { dob: "2014-03-01", photoConsent: false }, now)).toBeNull();
    expect(shownPhoto("/media/a.jpg", { dob: "2014-03-01", photoConsent: null }, now)).toBeNull();
    expect(shownPhoto("/media/a.jpg", { dob: "2014-03-01", photoConsent: true }, now)).toBe("/media/a.jpg");
    expect(shownPhoto("/media/a.jpg", { dob: "1990-03-01", photoConsent: null }, now)).toBe("/media/a.jpg");
    expect(shownPhoto(null, { dob: "1990-03-01", photoConsent: true }, now)).toBeNull();
  });

  it("keeps a junior's own login off public pages until a guardian approves it", () => {
    expect(publiclyShown({ dob: "2010-01-01", hasLogin: true, activeGuardians: 0 }, now)).toBe(false);
    expect(publiclyShown({ dob: "2010-01-01", hasLogin: true, activeGuardians: 1 }, now)).toBe(true);
    expect(publiclyShown({ dob: "2016-01-01", hasLogin: false, activeGuardians: 1 }, now)).toBe(true);
    expect(publiclyShown({ dob: "1990-01-01", hasLogin: true, activeGuardians: 0 }, now)).toBe(true);
  });

  it("keeps a junior with a login from paying until a guardian approves", () => {
    expect(juniorApproved({ dob: "2010-01-01", activeGuardians: 0 }, now)).toBe(false);
    expect(juniorApproved({ dob: "2010-01-01", activeGuardians: 1 }, now)).toBe(true);
    expect(juniorApproved({ dob: "1990-01-01", activeGuardians: 0 }, now)).toBe(true);
  });
});
