/**
 * The apps' first screens hold their place for what comes after they are drawn
 * (docs/decisions/0256-overview-layout-and-first-load.md): the overview keeps the next session's
 * line, the ranking's change and the top bar's height open, and the console its publishing detail,
 * so nothing below moves when their answers come.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO, storeSignedIn } from "../support/dashboard";

/** Holds every request to `path` until the returned function is called. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const regionTop = (page: Page, name: string) =>
  page.getByRole("region", { name }).evaluate((card) => card.getBoundingClientRect().top);

for (const width of [390, 1280]) {
  test(`at ${width} px the cards do not move when the next session comes after them`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeSignedIn(page, request, DEMO.member);
    const release = await hold(page, "/me/sessions");
    await page.goto("/u");
    await expect(page.getByRole("region", { name: "Your Ranking" })).toHaveAttribute("aria-busy", "false");
    const before = await regionTop(page, "Your Ranking");
    release();
    await expect(page.getByRole("link", { name: /^Next session: / })).toBeVisible();
    expect(await regionTop(page, "Your Ranking")).toBe(before);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the console's list does not move when the publishing state comes after it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeSignedIn(page, request, DEMO.admin);
    const release = await hold(page, "/staff/site-status");
    await page.goto("/staff");
    const heading = page.getByRole("heading", { level: 1, name: "Tournaments" });
    await expect(heading).toBeVisible();
    const top = () => heading.evaluate((h) => h.getBoundingClientRect().top);
    const before = await top();
    release();
    await expect(page.getByRole("status").filter({ hasText: "Public site" })).toBeVisible();
    expect(await top()).toBe(before);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the cards do not move when the ranking comes after them`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeSignedIn(page, request, DEMO.member);
    const release = await hold(page, "/matchCustom/user");
    await page.goto("/u");
    await expect(page.getByRole("region", { name: "Your Membership" })).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("region", { name: "Your Ranking" })).toHaveAttribute("aria-busy", "true");
    const before = await regionTop(page, "Training");
    release();
    // The demo member's change of rating, two lines on a phone.
    await expect(page.getByText(/^Rating up /)).toBeVisible();
    expect(await regionTop(page, "Training")).toBe(before);
  });

  test(`at ${width} px the top bar keeps its height when the family link comes`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeSignedIn(page, request, DEMO.member);
    const release = await hold(page, "/me");
    await page.goto("/u");
    const bar = page.locator(".dash-top");
    await expect(bar).toBeVisible();
    const height = () => bar.evaluate((header) => header.getBoundingClientRect().height);
    const before = await height();
    release();
    await expect(page.getByRole("link", { name: "Add a child" })).toBeVisible();
    expect(await height()).toBe(before);
  });
}
