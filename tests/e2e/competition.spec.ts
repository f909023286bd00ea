/**
 * Competition in the browser: staff record a result in the console, and both players' ranking
 * line, progress tracker and matches change on their dashboards. axe on the console screens;
 * screenshots at desktop and phone widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, signInAs } from "../support/dashboard";

const SCREENSHOTS = "/tmp/competition";

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Picks the option of a player select whose text contains `text`. */
async function choosePlayer(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator("option", { hasText: text }).first().getAttribute("value");
  await select.selectOption(value ?? "");
}

async function overview(page: Page) {
  await expect(page.getByRole("heading", { name: "Your Ranking" })).toBeVisible();
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Your Ranking" }) });
  await expect(card).toHaveAttribute("aria-busy", "false");
  const tracker = page.getByRole("img", { name: /^Won \d+ of \d+ matches played$/ });
  return {
    improvement: await card.locator(".dash-overview__note").textContent(),
    tracker: await tracker.getAttribute("aria-label"),
  };
}

test("staff record a result and both players' ranking, progress and matches change", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, request, DEMO.member, "/u");
  const before = await overview(page);
  expect(before.improvement).toMatch(/^Rating (up|down|steady)/);
  const [won, played] = (before.tracker ?? "").match(/\d+/g)!.map(Number) as [number, number];

  await signInAs(page, request, DEMO.staff, "/staff/results");
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Results, newest first" })).toBeVisible();
  await noAxeViolations(page);
  await screenshots(page, "results");

  await page.getByRole("link", { name: "Record a result" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record a result" })).toBeVisible();
  // An impossible score is refused beside its field, with the reason.
  await choosePlayer(page, "Side A player", DEMO.member.email);
  await choosePlayer(page, "Side B player", "Fatima Sani");
  await page.getByLabel("Score").fill("6-5 6-1");
  await page.getByRole("button", { name: "Record the result" }).click();
  await expect(
    page.getByText("First set 6-5 is not finished: it goes to 7-5 or 6-6 and a tie-break"),
  ).toBeVisible();
  await expect(page.getByLabel("Score")).toBeFocused();
  await noAxeViolations(page);
  await screenshots(page, "record-result");

  await page.getByLabel("Score").fill("6-1 6-1");
  await page.getByRole("button", { name: "Record the result" }).click();
  await expect(page).toHaveURL(/\/staff\/results$/);
  await expect(page.getByText("The result was recorded.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "6-1 6-1" }).first()).toContainText("Fatima Sani");

  await signInAs(page, request, DEMO.member, "/u");
  const after = await overview(page);
  expect(after.tracker).toBe(`Won ${won + 1} of ${played + 1} matches played`);
  expect(after.improvement).not.toBe(before.improvement);
  await page.goto("/u/matches");
  const row = page.getByRole("row").filter({ hasText: "Fatima Sani" }).first();
  await expect(row).toContainText("6-1 6-1");
  await expect(row).toContainText("Won");
});
