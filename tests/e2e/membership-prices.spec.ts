/**
 * Membership prices in the browser (0215): an admin changes the yearly price in the console and
 * sees the saving the plan cards will show; a member's Billings and checkout, and after its rebuild
 * the public home page, show the new price and the saving computed from it. Screenshots at desktop
 * and phone. It changes a demo record, so it runs with the journeys that do.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, freshMemberPage, signInAs, waitForRebuild } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

async function screenshots(page: Page, name: string) {
  await attachScreenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an admin's new yearly price, and its saving, reach Billings, checkout and the home page", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, request, DEMO.admin, "/staff/membership-prices");
  await expect(page.getByRole("heading", { level: 1, name: "Membership prices" })).toBeVisible();
  const yearly = page.getByRole("form", { name: "Premium Yearly price" });
  await expect(yearly.getByLabel("Price (₦)")).toHaveValue("70000");
  // Four quarters cost less than a year: the admin sees what the card will say as they type.
  await expect(yearly).toContainText('The plan card says "Save 3% on this plan".');
  await yearly.getByLabel("Price (₦)").fill("54000");
  await expect(yearly).toContainText('The plan card says "Save 25% on this plan".');
  await yearly.getByLabel("Price (₦)").fill("80000");
  await expect(yearly).toContainText("No saving shown: 12 months of Premium Monthly cost ₦72,000.");
  await yearly.getByLabel("Price (₦)").fill("5.5");
  await yearly.getByRole("button", { name: "Save Premium Yearly" }).click();
  await expect(yearly.getByText("Enter a whole number, without kobo")).toBeVisible();

  const since = Date.now();
  await yearly.getByLabel("Price (₦)").fill("54000");
  await yearly.getByLabel("Outside Nigeria ($)").fill("40");
  await yearly.getByRole("button", { name: "Save Premium Yearly" }).click();
  await expect(yearly.getByRole("status")).toContainText("Saved: ₦54,000 or $40.");
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await screenshots(page, "membership-prices");

  const member = await freshMemberPage(browser, request, "Yinka", "/u/billings");
  const card = member.page
    .getByRole("listitem")
    .filter({ has: member.page.getByRole("heading", { name: "Premium Yearly" }) });
  await expect(card).toContainText("₦54,000");
  await expect(card).toContainText("Save 25% on this plan");
  await card.getByRole("button", { name: /Join Premium Yearly/ }).click();
  const summary = member.page.getByRole("dialog", { name: "Membership Package" });
  await expect(summary).toContainText("₦54,000");
  await summary.getByRole("button", { name: "Pay Now" }).click();
  await expect(member.page.getByRole("heading", { level: 1 })).toHaveText("Pay ₦54,000");
  await member.context.close();

  await waitForRebuild(request, since);
  await page.goto("/#membership");
  const publicCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Premium Yearly" }) });
  await expect(publicCard).toContainText("₦54,000");
  await expect(publicCard).toContainText("Save 25% on this plan");
  await expect(publicCard).toContainText("or $40 outside Nigeria");
  await screenshots(page, "membership-prices-home");
});
