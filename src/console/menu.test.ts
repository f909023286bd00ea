import { describe, expect, it } from "vitest";
import { CONSOLE_MENU, currentMenuItem, mayOpen, menuFor } from "./menu";

describe("console menu", () => {
  it("shows staff the day-to-day screens only", () => {
    expect(menuFor("staff").map((item) => item.label)).toEqual([
      "Tournaments",
      "Members",
      "Check-in",
      "Coaches",
      "Results",
      "Coach assignments",
      "Payments",
      "Auto-renewals",
      "Free sessions",
      "Notifications",
      "Contact inbox",
      "Newsletter",
    ]);
  });

  it("shows admins every screen", () => {
    expect(menuFor("admin")).toEqual(CONSOLE_MENU);
    expect(menuFor("admin").map((item) => item.label)).toContain("Roles");
  });

  it("shows members nothing", () => {
    expect(menuFor("member")).toEqual([]);
  });

  it("refuses admin screens to staff, route by route", () => {
    for (const route of ["plans", "plan", "training", "audit", "roles"] as const) {
      expect(mayOpen("staff", route), route).toBe(false);
      expect(mayOpen("admin", route), route).toBe(true);
    }
    for (const route of [
      "home",
      "tournaments",
      "newTournament",
      "tournament",
      "coach",
      "assignments",
      "members",
      "member",
    ] as const) {
      expect(mayOpen("staff", route), route).toBe(true);
    }
  });

  it("marks the entry a sub-page belongs to", () => {
    expect(currentMenuItem("tournament")?.label).toBe("Tournaments");
    expect(currentMenuItem("newCoach")?.label).toBe("Coaches");
    expect(currentMenuItem(undefined)).toBeUndefined();
  });
});
