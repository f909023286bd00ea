import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** Opens a page and waits for its island to hydrate: clicks and typing before that are lost. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

function stepHeading(page: Page) {
  return page.getByRole("heading", { level: 2 }).first();
}

/** The cards of the current step (plans or coaches). */
function choices(page: Page) {
  return page.locator(".membership-card");
}

test("the combo page walks plan, coach and duration to signup", async ({ page }) => {
  await open(page, "/membership/combo");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(stepHeading(page)).toHaveText("Choose a plan");

  const plan = choices(page).first();
  const planName = (await plan.locator(".membership-card-title").textContent()) ?? "";
  await plan.click();
  await expect(plan).toHaveAttribute("aria-pressed", "true");
  await expect(stepHeading(page)).toHaveText("Choose a coach");
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();

  await choices(page).first().click();
  await expect(stepHeading(page)).toHaveText("Choose a duration");
  const sixMonths = page.getByRole("radio", { name: /6 months/ });
  await expect(page.locator("label", { has: sixMonths })).toContainText("₦");
  await sixMonths.check();
  await page.getByRole("link", { name: "Get Started" }).click();

  await expect(page).toHaveURL(/\/signup\?pay=/);
  const pay = JSON.parse(new URL(page.url()).searchParams.get("pay") ?? "");
  expect(pay).toMatchObject({ type: "Coach Pairing", plan: planName, months: 6, duration: "6 months" });
  await expect(page.getByText("You're signing up for")).toContainText(planName);
});

test("Back returns to the previous step", async ({ page }) => {
  await open(page, "/membership/combo");
  await choices(page).first().click();
  await expect(stepHeading(page)).toHaveText("Choose a coach");
  await choices(page).first().click();
  await expect(stepHeading(page)).toHaveText("Choose a duration");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page)).toHaveText("Choose a coach");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page)).toHaveText("Choose a plan");
});

test("the children's page shows no prices", async ({ page }) => {
  await open(page, "/membership/children");
  await expect(choices(page).first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("₦");
  await choices(page).first().click();
  await expect(stepHeading(page)).toHaveText("Choose a coach");
  await choices(page).first().click();
  await expect(stepHeading(page)).toHaveText("Choose a duration");
  await expect(page.getByRole("radio").first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("₦");
});

test("a signed-in member's Get Started goes to the dashboard", async ({ page }) => {
  await open(page, "/membership/adult?userSigned=true");
  await choices(page).first().click();
  await expect(stepHeading(page)).toHaveText("Choose a coach");
  await choices(page).first().click();
  await page.getByRole("radio").first().check();
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", /^\/u\?pay=/);
});

for (const path of ["/membership/children", "/membership/adult", "/membership/combo"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await open(page, path);
    await expect(choices(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);
  });
}
