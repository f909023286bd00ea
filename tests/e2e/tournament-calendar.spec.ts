/**
 * Every upcoming tournament is findable on the public site: the calendar lists them all (and the
 * recent ones), each with a static page of its own, correct link previews and no script beyond the
 * site's own; on a 390 px phone nothing is wider than the screen and axe finds nothing.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { attachScreenshot } from "../support/screenshots";

const PHONE = { width: 390, height: 844 };

async function upcomingTournaments(page: Page): Promise<{ _id: string; name: string; location: string }[]> {
  const response = await page.request.get("/api/tour/admin/getTournaments");
  return (await response.json()).tours;
}

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test("the calendar lists every upcoming tournament, linked from the home and tournaments pages", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const tours = await upcomingTournaments(page);
  expect(tours.length).toBeGreaterThan(3);
  for (const start of ["/", "/tournaments"]) {
    await page.goto(start);
    await expect(
      page.getByRole("link", { name: "See every upcoming tournament on the calendar" }),
    ).toHaveAttribute("href", "/tournaments/calendar");
  }
  await page.goto("/tournaments/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Tournament calendar" })).toBeVisible();
  const upcoming = page.locator("#upcoming");
  await expect(upcoming.getByRole("listitem")).toHaveCount(tours.length);
  for (const tour of tours)
    await expect(upcoming.getByRole("link", { name: tour.name, exact: true })).toHaveAttribute(
      "href",
      `/tournaments/${tour._id}`,
    );
  await expect(upcoming.getByText(/^Entries (open|closed)/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent tournaments" })).toBeVisible();
  await fitsThePhone(page);
  await attachScreenshot(page, "calendar-390", { fullPage: true });
});

test("a tournament's own page: date, place, time, price, entries and link previews", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const [tour] = (await upcomingTournaments(page)).slice(-1);
  if (!tour) throw new Error("the demo lists no tournament");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.goto(`/tournaments/${tour._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: tour.name })).toBeVisible();
  for (const label of ["Date", "Time", "Place", "Ticket price", "Entries"])
    await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await expect(page.getByText(tour.location).first()).toBeVisible();
  await expect(page.getByText(/^Entries (open until|open on|closed)/)).toBeVisible();

  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
  const url = new URL(`/tournaments/${tour._id}`, page.url()).href;
  expect(await meta("og:title")).toBe(`${tour.name} | ATP Tennis Community`);
  expect(await meta("og:url")).toBe(url);
  expect(await meta("og:description")).toContain(tour.location);
  expect(await meta("og:image")).toMatch(/^https?:\/\/.+\/.+/);
  expect(await meta("og:image")).not.toContain("social-card");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
  // Static: no script but the site's own small ones (none of them an island).
  expect(scripts.filter((s) => s.includes("/_astro/client"))).toEqual([]);
  await fitsThePhone(page);
  await attachScreenshot(page, "tournament-390", { fullPage: true });
});
