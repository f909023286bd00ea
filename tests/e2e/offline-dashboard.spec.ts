/**
 * The dashboard without network, or with the API unreachable: the overview shows the last answers
 * kept on the device with an "Offline, as of" notice, and never shows a paid member as Free; the
 * notice goes once the reads answer live again.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO, signInAs } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

const membershipCard = (page: Page) => page.getByRole("region", { name: "Your Membership" });
const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: /^Offline, as of / });

test("offline, the overview shows the paid member's last known plan with the Offline notice", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member);
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await expect(offlineNotice(page)).toHaveCount(0);
  // The worker that opens the dashboard with no network is in charge of the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(offlineNotice(page)).toHaveText(/^Offline, as of \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m$/);
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await expect(membershipCard(page)).not.toContainText("Free");
  await expect(page.getByRole("region", { name: "Progress Tracker" })).not.toContainText("Upgrade");
  await attachScreenshot(page, "offline-overview", { fullPage: true });

  await page.context().setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test("with the API unreachable, the overview shows the kept answers, not the free plan", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member);
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");

  // The API is back with no event to say so: the dashboard tries again on its own (2 s, 4 s, 8 s…).
  await page.unroute("**/api/**");
  await expect(offlineNotice(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
});

test("a screen opened offline whose code the phone lacks says so, and opens once back online", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member);
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);

  await page.context().setOffline(true);
  // Tickets' code is fetched the first time the screen opens: offline, it cannot be.
  await page.getByRole("navigation").getByRole("link", { name: "Tickets" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /This screen could not be loaded\. Check your connection and try again\./,
  );
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Your Overview" })).toBeVisible();
  await attachScreenshot(page, "offline-screen-code-missing");

  await page.context().setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
