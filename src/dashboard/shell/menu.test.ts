import { describe, expect, it } from "vitest";
import { DASHBOARD_ROUTES, type DashboardRoute } from "@/stores/router";
import { currentMenuItem, MENU_ITEMS, menuItemsFor } from "./menu";

describe("side menu", () => {
  it("lists the menu's entries in order", () => {
    expect(MENU_ITEMS.map((item) => item.label)).toEqual([
      "Your Overview",
      "Your Coach",
      "Training",
      "My members",
      "Tickets",
      "Tournaments",
      "Matches",
      "Notifications",
      "Billings",
    ]);
  });

  it("shows My members to linked coaches only", () => {
    expect(menuItemsFor(true).map((item) => item.label)).toContain("My members");
    expect(menuItemsFor(false).map((item) => item.label)).not.toContain("My members");
    expect(menuItemsFor(false)).toHaveLength(MENU_ITEMS.length - 1);
  });

  it("marks the entry a sub-page or payment result belongs to", () => {
    expect(currentMenuItem("billingHistory")?.label).toBe("Billings");
    expect(currentMenuItem("billingPayment")?.label).toBe("Billings");
    expect(currentMenuItem("ticketPayment")?.label).toBe("Tickets");
    expect(currentMenuItem("matches")?.label).toBe("Matches");
    expect(currentMenuItem("training")?.label).toBe("Training");
    expect(currentMenuItem("coachSession")?.label).toBe("Your Overview");
    expect(currentMenuItem("familyAccept")?.label).toBe("Your Overview");
    expect(currentMenuItem(undefined)).toBeUndefined();
  });

  it("places every route under exactly one entry", () => {
    for (const route of Object.keys(DASHBOARD_ROUTES) as DashboardRoute[]) {
      expect(MENU_ITEMS.filter((item) => item.routes.includes(route))).toHaveLength(1);
    }
  });
});
