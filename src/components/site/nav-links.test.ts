import { describe, expect, it } from "vitest";
import { isCurrentSection, SITE_NAV_LINKS } from "./nav-links";

describe("SITE_NAV_LINKS", () => {
  it("lists the five pages in order", () => {
    expect(SITE_NAV_LINKS.map((link) => `${link.label} ${link.href}`)).toEqual([
      "Home /",
      "About /about",
      "Tournaments /tournaments",
      "Coaching /coaching",
      "Contact Us /contact",
    ]);
  });
});

describe("isCurrentSection", () => {
  it("marks Home only on the home page", () => {
    expect(isCurrentSection("/", "/")).toBe(true);
    expect(isCurrentSection("/", "/index.html")).toBe(true);
    expect(isCurrentSection("/", "/about")).toBe(false);
  });

  it("marks a section on its page and the pages inside it", () => {
    expect(isCurrentSection("/coaching", "/coaching")).toBe(true);
    expect(isCurrentSection("/coaching", "/coaching/")).toBe(true);
    expect(isCurrentSection("/coaching", "/coaching.html")).toBe(true);
    expect(isCurrentSection("/coaching", "/coaching/abc123")).toBe(true);
  });

  it("does not mark a section whose name only starts the same", () => {
    expect(isCurrentSection("/about", "/aboutus")).toBe(false);
    expect(isCurrentSection("/contact", "/about")).toBe(false);
  });
});
