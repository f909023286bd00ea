/**
 * axe over every public page and every dashboard screen (signed in as the demo member through the
 * login page): zero violations, whole page, axe's default rules. A page that is not there fails
 * with its HTTP status. The dashboard's screens, the coach's among them, on a 390 px phone: nothing
 * wider than the screen. The console's day-to-day screens on a 390 px phone: nothing wider than the
 * screen, no axe violations, a screenshot each; and the Reassign dialog by keyboard alone.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openFirstTicketDialog } from "../../bench/lib/dashboard";
import { DEMO, storeSignedIn } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

/** The route table of docs/product.md; `{id}` is the first coach the API lists. */
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/tournaments",
  "/tournaments/calendar",
  "/coaching",
  "/coaching/{id}",
  "/membership/children",
  "/membership/adult",
  "/membership/combo",
  "/resources",
  "/videos",
  "/contact",
  "/signup",
  "/login",
  "/forgot-password",
  "/reset-password",
];

const DASHBOARD_SCREENS = [
  "/u",
  "/u/coach",
  "/u/training",
  "/u/tickets",
  "/u/tournaments",
  "/u/notifications",
  "/u/billings",
  "/u/billings/history",
  "/u/matches",
];

/** The club console's screens, opened as the demo admin (who sees every one). */
const CONSOLE_SCREENS = [
  "/staff",
  "/staff/tournaments?when=past",
  "/staff/tournaments/new",
  "/staff/coaches",
  "/staff/coaches/new",
  "/staff/assignments",
  "/staff/plans",
  "/staff/training",
  "/staff/audit",
  "/staff/roles",
];

// Contrast is judged on the settled colours: with motion, axe on a loaded machine can measure a
// button mid-transition as its form starts. The colours at rest are the same either way.
test.use({ reducedMotion: "reduce" });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found).toEqual([]);
}

async function firstCoachPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/coach/getCoaches/all");
  const { coaches } = (await response.json()) as { coaches: { _id: string }[] };
  expect(coaches.length, "the API lists a coach").toBeGreaterThan(0);
  return `/coaching/${coaches[0]!._id}`;
}

async function logInAsMember(page: Page) {
  await page.goto("/login");
  // Typing before React hydrates the form would be lost.
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.getByLabel("Email").fill(DEMO.member.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/u(\/|$|\?)/);
}

/** Signs in through the API and keeps the session where the site looks for it. */
/** Opens a dashboard screen and waits until its data has arrived and its heading shows. */
async function openScreen(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), `${path} is served`).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

test.describe("public pages have no axe violations", () => {
  for (const route of PUBLIC_PAGES) {
    test(route, async ({ page }) => {
      const path = route.includes("{id}") ? await firstCoachPath(page) : route;
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), `${path} is served`).toBe(200);
      await expectNoViolations(page);
    });
  }

  test("the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expectNoViolations(page);
  });
});

test.describe("dashboard screens have no axe violations", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsMember(page);
  });

  for (const screen of DASHBOARD_SCREENS) {
    test(screen, async ({ page }) => {
      await openScreen(page, screen);
      await expectNoViolations(page);
    });
  }

  test("/u/tickets with a ticket's QR code dialog open", async ({ page }) => {
    await openScreen(page, "/u/tickets");
    await openFirstTicketDialog(page);
    await expectNoViolations(page);
  });
});

test.describe("console screens have no axe violations", () => {
  test.beforeEach(async ({ page, request }) => {
    await storeSignedIn(page, request, DEMO.admin);
  });

  for (const screen of CONSOLE_SCREENS) {
    test(screen, async ({ page }) => {
      const response = await page.goto(screen, { waitUntil: "networkidle" });
      expect(response?.status(), `${screen} is served`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoViolations(page);
      // A wide table scrolls in its own frame; the page itself is never wider than the window.
      const width = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test("a plan's editor", async ({ page }) => {
    await page.goto("/staff/plans", { waitUntil: "networkidle" });
    await page
      .getByRole("link", { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole("form", { name: "Edit plan" })).toBeVisible();
    await expectNoViolations(page);
  });
});

/** The dashboard's screens on a phone, as the member and as the linked coach (who lands on their sessions). */
const PHONE_SCREENS = [
  ...DASHBOARD_SCREENS.map((screen) => ({ who: "member" as const, screen })),
  { who: "coach" as const, screen: "/u" },
  { who: "coach" as const, screen: "/u/my-members" },
];

test.describe("dashboard screens at 390 px: nothing wider than the screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { who, screen } of PHONE_SCREENS) {
    test(`${screen} as the ${who}`, async ({ page, request }) => {
      await storeSignedIn(page, request, DEMO[who]);
      await openScreen(page, screen);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen} is no wider than the phone`).toBeLessThanOrEqual(0);
    });
  }
});

/** The console's day-to-day screens, opened as the demo staff member on a phone; `{member}` is the demo member's page. */
const CONSOLE_PHONE_SCREENS = [
  "/staff/members",
  "{member}",
  "/staff/assignments",
  "/staff/notifications",
  "/staff/contact",
  "/staff/newsletter",
  "/staff/payments",
  "/staff/renewals",
  "/staff/check-in",
];

test.describe("console screens at 390 px: nothing wider than the screen, no axe violations", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page, request }) => {
    await storeSignedIn(page, request, DEMO.staff);
  });

  for (const screen of CONSOLE_PHONE_SCREENS) {
    test(screen, async ({ page }) => {
      let path = screen;
      if (screen === "{member}") {
        await page.goto(`/staff/members?q=${encodeURIComponent(DEMO.member.email)}`);
        await page.getByRole("link", { name: "Tobi Adeyemi" }).click();
        await expect(page).toHaveURL(/\/staff\/members\/[0-9a-f]{24}$/);
        path = new URL(page.url()).pathname;
      }
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), `${path} is served`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const name = screen === "{member}" ? "member" : screen.slice("/staff/".length);
      await attachScreenshot(page, `${name}`, { fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is no wider than the phone`).toBeLessThanOrEqual(0);
      await expectNoViolations(page);
    });
  }

  test("the menu, opened: grouped under headings, nothing wider than the screen", async ({ page }) => {
    await page.goto("/staff/members", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Console" });
    await expect(menu.getByRole("heading", { level: 2, name: "People" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Members" })).toHaveAttribute("aria-current", "page");
    await attachScreenshot(page, `menu`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });

  test("the Reassign dialog by keyboard alone: opened, kept, closed, focus back", async ({ page }) => {
    await page.goto("/staff/assignments", { waitUntil: "networkidle" });
    const opener = page.getByRole("button", { name: "Reassign Musa Abdullahi" });
    await expect(opener).toBeVisible();
    // Tab from the top of the page to the button.
    let reached = false;
    for (let step = 0; step < 60 && !reached; step++) {
      await page.keyboard.press("Tab");
      reached = await opener.evaluate((button) => document.activeElement === button);
    }
    expect(reached, "Tab reaches the Reassign button").toBe(true);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Another coach for Musa Abdullahi" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    // Focus stays in the dialog however far Tab goes (around it once and a bit).
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test("the console's staff-only page, as a member sees it, has no axe violations", async ({ page }) => {
  await logInAsMember(page);
  await page.goto("/staff", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "This area is for club staff" })).toBeVisible();
  await expectNoViolations(page);
});
