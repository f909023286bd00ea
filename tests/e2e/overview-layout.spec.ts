/**
 * The overview holds its place for what comes after it is drawn (docs/decisions/0256-overview-layout-and-first-load.md):
 * the next session's line is kept open, so the cards below it never move when its answer comes.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO, storeSignedIn } from "../support/dashboard";

const rankingTop = (page: Page) =>
  page.getByRole("region", { name: "Your Ranking" }).evaluate((card) => card.getBoundingClientRect().top);

for (const width of [390, 1280]) {
  test(`at ${width} px the cards do not move when the next session comes after them`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeSignedIn(page, request, DEMO.member);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/me/sessions", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/u");
    await expect(page.getByRole("region", { name: "Your Ranking" })).toHaveAttribute("aria-busy", "false");
    const before = await rankingTop(page);
    release();
    await expect(page.getByRole("link", { name: /^Next session: / })).toBeVisible();
    expect(await rankingTop(page)).toBe(before);
  });
}
