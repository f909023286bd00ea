/**
 * Members in the console: staff find a demo member, open their page, correct the level, write a
 * private note and resend a receipt (which arrives in the outbox); a coach account linked to its
 * coach profile sees its own members in the dashboard. axe on each new screen; screenshots at
 * desktop and phone widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, DEMO, signInAs } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

async function screenshots(page: Page, name: string) {
  await attachScreenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** Receipts to `email` in the local outbox (/dev/mail), newest first. */
async function receiptsTo(page: Page, email: string) {
  await page.goto("/dev/mail");
  return page
    .getByRole("listitem")
    .filter({ hasText: email })
    .filter({ hasText: "Payment received" })
    .count();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("staff find a demo member, correct the level, write a note and resend a receipt", async ({
  page,
  request,
}) => {
  // Find, correct, note and resend, each read back: near a minute on a loaded machine.
  test.slow();
  const receiptsBefore = await receiptsTo(page, DEMO.member.email);
  await signInAs(page, request, DEMO.staff, "/staff/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Members" }),
  ).toHaveAttribute("aria-current", "page");

  // Search and a filter, both kept in the address.
  await page.getByLabel("Name, email, phone or username").fill("tobi");
  await page.getByLabel("Membership", { exact: true }).selectOption("quarterly");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/\/staff\/members\?q=tobi&plan=quarterly/);
  const row = page.getByRole("row").filter({ hasText: "Tobi Adeyemi" });
  await expect(row).toContainText("Premium Quarterly");
  await expect(page.getByText("1 result")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name, email, phone or username")).toHaveValue("tobi");
  await expect(page.getByRole("row").filter({ hasText: "Tobi Adeyemi" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "members-list");

  await page.getByRole("link", { name: "Tobi Adeyemi" }).click();
  await expect(page).toHaveURL(/\/staff\/members\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tobi Adeyemi" })).toBeVisible();
  for (const section of [
    "Profile",
    "Membership and training",
    "Coach",
    "Staff note",
    "Tickets",
    "Payments",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Coach", exact: true })).toContainText("Oluwaseun Adebayo");
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, "member-page");

  // Correct the level.
  const profile = page.getByRole("region", { name: "Profile" });
  await page.getByLabel("Level", { exact: true }).selectOption("adult professional");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Member details saved." })).toBeVisible();
  await expect(profile.getByRole("definition").filter({ hasText: "adult professional" })).toBeVisible();

  // A private note, kept across a reload.
  const note = `Prefers evening sessions (${Date.now()})`;
  await page.getByLabel(/Private note/).fill(note);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Private note/)).toHaveValue(note);
  await expect(page.getByText(/Last saved by staff@example\.com/)).toBeVisible();

  // Resend a receipt: it arrives in the outbox.
  await page.getByRole("button", { name: "Resend receipt for Premium Quarterly membership" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: `Sent to ${DEMO.member.email}` })).toBeVisible();

  // Put the level back, so other journeys see the demo member as documented.
  await page.getByLabel("Level", { exact: true }).selectOption("adult mid-level");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(profile.getByRole("definition").filter({ hasText: "adult mid-level" })).toBeVisible();

  await expect.poll(() => receiptsTo(page, DEMO.member.email)).toBe(receiptsBefore + 1);
});

async function apiGet(
  request: APIRequestContext,
  path: string,
  credentials: { email: string; password: string },
) {
  const token = await apiToken(request, credentials);
  return request.get(path, { headers: { Authorization: `Bearer ${token}` } });
}

test("a coach account linked to its coach profile sees its own members, nobody else's", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.coach, "/u");
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await menu.getByRole("link", { name: "My members" }).click();
  await expect(page).toHaveURL(/\/u\/my-members$/);
  await expect(page.getByRole("heading", { level: 1, name: "My members" })).toBeVisible();
  const tobi = page.getByRole("row").filter({ hasText: "Tobi Adeyemi" });
  await expect(tobi).toContainText("adult mid-level");
  await expect(tobi).toContainText("Premium Quarterly");
  // Musa Abdullahi waits for another coach.
  await expect(page.getByText("Musa Abdullahi")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Your reviews" })).toBeVisible();
  await expect(page.getByText("Tobi A.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "coach-members");

  // Other members see no such screen, and the server refuses them.
  expect((await apiGet(request, "/api/coach/me/members", DEMO.member)).status()).toBe(403);
  await signInAs(page, request, DEMO.member, "/u");
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Your Coach" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "My members" })).toHaveCount(0);
});
