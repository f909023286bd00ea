/**
 * Screenshots of the screens a journey passes through, attached to the test's entry in
 * Playwright's HTML report (playwright-report/), where a reviewer looks at them at 1280 and 390 px.
 * Nothing is written outside Playwright's own output.
 */
import { type Page, test } from "@playwright/test";

export async function attachScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await test.info().attach(name, { body: await page.screenshot(options), contentType: "image/png" });
}
