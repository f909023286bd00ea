import { test } from "@playwright/test";
import { DEMO, signInAs } from "../support/dashboard";

for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, request, DEMO.coach);
    await page.getByRole("heading", { level: 2, name: "Today" }).waitFor();
    await page.getByRole("button", { name: "Set up a group or lesson" }).click();
    await page.getByLabel("Kind").waitFor();
    await page.getByLabel("Kind").selectOption({ label: "Private lesson" });
    await page.screenshot({ path: `/tmp/coaching-coach-home-${width}.png`, fullPage: true });
    await signInAs(page, request, DEMO.staff, "/staff/sessions");
    const groups = page.getByLabel("Group");
    const value = await groups.locator("option", { hasText: "Chinedu's juniors" }).getAttribute("value");
    await groups.selectOption(value ?? "");
    await page.getByRole("button", { name: "Change this group" }).click();
    await page.getByRole("form", { name: "Place a player" }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/coaching-console-${width}.png`, fullPage: true });
    const row = await page.getByRole("table", { name: "Coming sessions of the group" }).isVisible();
    if (row) {
      const sessions = await request.get("/api/sessions/groups");
      void sessions;
    }
    await signInAs(page, request, DEMO.parent, "/u/training");
    await page.getByLabel("Dashboard of").selectOption({ label: "Ada Okafor" });
    await page.getByRole("region", { name: "Attendance" }).waitFor();
    await page.screenshot({ path: `/tmp/coaching-parent-${width}.png`, fullPage: true });
  });
}
