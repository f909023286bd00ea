import { describe, expect, it } from "vitest";
import { CONSOLE_MENU, currentMenuItem, homeFor, MENU_GROUPS, mayOpen, menuFor } from "./menu";

describe("console menu", () => {
  it("shows staff the day-to-day screens only", () => {
    expect(menuFor("staff").map((item) => `${item.group}: ${item.label}`)).toEqual([
      "Competition: Tournaments",
      "Competition: Results",
      "Competition: Check-in",
      "People: Members",
      "People: Families",
      "People: Coaches",
      "People: Coach assignments",
      "People: Free sessions",
      "People: Training sessions",
      "Contact: Notifications",
      "Contact: Contact inbox",
      "Contact: Newsletter",
      "Money: Payments",
      "Money: Auto-renewals",
      "Money: Reconciliation",
      "Money: Cash and deposits",
      "Money: Monthly report",
    ]);
  });

  it("lists each group's entries together, the groups in their order", () => {
    // The side menu starts a new heading wherever the group changes.
    const runs = CONSOLE_MENU.map((item) => item.group).filter(
      (group, index, groups) => group !== groups[index - 1],
    );
    expect(runs).toEqual([...MENU_GROUPS]);
  });

  it("shows admins every screen", () => {
    expect(menuFor("admin")).toEqual(CONSOLE_MENU);
    expect(menuFor("admin").map((item) => item.label)).toContain("Roles");
  });

  it("shows members nothing", () => {
    expect(menuFor("member")).toEqual([]);
  });

  it("refuses admin screens to staff, route by route", () => {
    for (const route of ["plans", "plan", "training", "membershipPrices", "audit", "roles"] as const) {
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
    expect(currentMenuItem("tournamentEvents")?.label).toBe("Tournaments");
    expect(currentMenuItem("eventEntries")?.label).toBe("Tournaments");
    expect(currentMenuItem("newCoach")?.label).toBe("Coaches");
    expect(currentMenuItem(undefined)).toBeUndefined();
  });
});

describe("the treasurer's and the gate volunteer's menus", () => {
  const entries = (role: "treasurer" | "gate") => menuFor(role).map((item) => item.label);

  it("show a treasurer the money screens and a gate volunteer the check-in, each opening there", () => {
    expect(entries("treasurer")).toEqual([
      "Payments",
      "Auto-renewals",
      "Reconciliation",
      "Cash and deposits",
      "Monthly report",
    ]);
    expect(entries("gate")).toEqual(["Check-in"]);
    expect(homeFor("treasurer")).toBe("/staff/payments");
    expect(homeFor("gate")).toBe("/staff/check-in");
    expect(homeFor("member")).toBeNull();
  });

  it("keep member notes from a treasurer and the money from a gate volunteer", () => {
    expect(mayOpen("treasurer", "member")).toBe(false);
    expect(mayOpen("treasurer", "payment")).toBe(true);
    expect(mayOpen("gate", "payments")).toBe(false);
    expect(mayOpen("treasurer", "tournamentEvents")).toBe(false);
    expect(mayOpen("staff", "eventEntries")).toBe(true);
    expect(mayOpen("staff", "checkIn")).toBe(true);
  });
});
