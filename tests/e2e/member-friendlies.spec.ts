/**
 * A member reports a friendly they arranged with another member, from Matches in the side menu;
 * the opponent confirms it on their own Matches page.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { freshMemberPage } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

test("a member reports a friendly against another member, who confirms it", async ({ browser, request }) => {
  const opponent = await freshMemberPage(browser, request, "Ngozi", "/u");
  const reporter = await freshMemberPage(browser, request, "Bayo", "/u");
  const { page } = reporter;
  const opponentName = opponent.session.user.fullName;

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Matches" }).click();
  await expect(page).toHaveURL(/\/u\/matches$/);
  await page.getByRole("button", { name: "Report a friendly" }).click();
  const form = page.getByRole("form", { name: "Report a friendly" });
  // Nothing chosen yet: the form says what is missing.
  await form.getByRole("button", { name: "Send for confirmation" }).click();
  await expect(form.getByRole("alert")).toHaveText("Choose your opponent from the club's members");

  await form.getByLabel("Find your opponent").fill(opponentName.split(" ")[1] ?? "");
  await form.getByRole("radio", { name: opponentName }).check();
  await form.getByLabel("Score from your side").fill("6-4 6-2");
  expect(await new AxeBuilder({ page }).include(".dash-friendly").analyze()).toHaveProperty("violations", []);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await attachScreenshot(page, `report-friendly-${width}`, { fullPage: true });
  }
  await form.getByRole("button", { name: "Send for confirmation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent to" })).toHaveText(
    `Sent to ${opponentName} to confirm.`,
  );
  const mine = page.getByRole("listitem").filter({ hasText: `Friendly against ${opponentName}` });
  await expect(mine).toContainText("Waiting for the other side to confirm.");

  const other = opponent.page;
  await other.goto("/u/matches");
  const theirs = other.getByRole("listitem").filter({ hasText: "Friendly against Bayo" });
  await expect(theirs).toContainText("4-6 2-6 (from your side)");
  await theirs.getByRole("button", { name: "Confirm 4-6 2-6" }).click();
  await expect(other.getByRole("cell", { name: "Friendly" })).toBeVisible();
  await expect(other.getByRole("cell", { name: "Lost" })).toBeVisible();

  await opponent.context.close();
  await reporter.context.close();
});
