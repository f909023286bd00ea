/**
 * A family checkout at 390 px (docs/decisions/0200-household-checkout.md, 0201-household-discount.md):
 * a parent adds a child with consent, switches to them (the overview's Training card is the child's),
 * then pays training for two children in one checkout with the household discount shown before
 * paying, and the receipt lists both.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { finishCheckout, openSignedIn, signUpFreshMember } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

test.use({ viewport: { width: 390, height: 844 } });

/** A date of birth `years` years and two months before today. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 2);
  return date.toISOString().slice(0, 10);
}

test("a parent adds a child, switches to them, and pays two children's training in one checkout", async ({
  page,
  request,
}) => {
  const { session } = await signUpFreshMember(request, "Parent");
  const asParent = { Authorization: `Bearer ${session.auth.token}` };
  await openSignedIn(page, session, "/u/family");

  await page.getByLabel("Child's full name").fill("Tolu Junior");
  await page.getByLabel("Date of birth").fill(bornYearsAgo(10));
  await page.getByLabel("Level").selectOption("kids amatuer");
  await page.getByLabel("Emergency contact's phone").fill("+2348012345678");
  await page.getByLabel("You are the child's").selectOption("mother");
  await page.getByLabel("I give my consent as this child's parent or guardian").check();
  await page.getByRole("button", { name: "Add child" }).click();
  await expect(page.getByRole("region", { name: "Family" }).getByRole("status")).toContainText(
    "Tolu Junior has been added to your account.",
  );

  // A second child, added the same way through the API.
  const consentVersion = (await (await request.get("/api/family", { headers: asParent })).json()).consentText
    .version;
  const added = await request.post("/api/family/children", {
    headers: asParent,
    data: {
      fullName: "Bisi Junior",
      dob: bornYearsAgo(8),
      level: "kids amatuer",
      emergencyContactName: "Parent Test",
      emergencyContactPhone: "+2348012345678",
      medicalNotes: "",
      photoConsent: false,
      relationship: "mother",
      consentVersion,
      consent: true,
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  // Tolu's dashboard: the overview's Training card is Tolu's own.
  await page.getByRole("button", { name: "Show Tolu's dashboard" }).click();
  await expect(page).toHaveURL(/\/u$/);
  // Bisi was added through the API, behind the page's back: a fresh page reads the family again,
  // and still shows Tolu's dashboard.
  await page.reload();
  await expect(page.getByLabel("Dashboard of").locator("option:checked")).toHaveText("Tolu Junior");
  const training = page.getByRole("region", { name: "Training" });
  await expect(training).toContainText("No Training Plan");
  await expect(page.locator(".dash-top__pill")).toHaveText("No Training Plan");
  await attachScreenshot(page, "child overview before paying");

  // Billings: one checkout for both children.
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await page.getByRole("button", { name: "Menu" }).click();
  await menu.getByRole("link", { name: "Billings" }).click();
  await page.getByRole("button", { name: "Pay for several players" }).click();
  const dialog = page.getByRole("dialog", { name: "Pay for several players" });
  await dialog.getByRole("checkbox", { name: "Tolu Junior" }).check();
  await dialog.getByRole("checkbox", { name: "Bisi Junior" }).check();
  await dialog.getByRole("button", { name: "See the price" }).click();
  const quote = dialog.getByRole("table", { name: /Your price/ });
  await expect(quote).toContainText("10% household discount from the second player");
  // Same package and price: the elder (Tolu) pays in full, Bisi gets 10% off.
  await expect(quote.getByRole("row", { name: /Tolu Junior/ })).toContainText("₦150,000");
  await expect(quote.getByRole("row", { name: /Bisi Junior/ })).toContainText("-₦15,000");
  await expect(quote.getByRole("row", { name: /Total/ })).toContainText("₦285,000");
  expect((await new AxeBuilder({ page }).include("dialog[open]").analyze()).violations).toEqual([]);
  await attachScreenshot(page, "family checkout price before paying");
  await dialog.getByRole("button", { name: "Pay ₦285,000" }).click();
  await finishCheckout(page, "Pay");
  await expect(page.getByText("Your payment was successful, check your mail for update")).toBeVisible();

  // One receipt listing both children.
  const history = await (await request.get("/api/transaction/all", { headers: asParent })).json();
  const paid = history.trans.find((t: { type: string }) => t.type === "Family Training");
  expect(paid).toMatchObject({ status: "complete", amount: 285_000 });
  await page.goto(`/u/billings/receipt/${paid._id}`);
  const players = page.getByRole("region", { name: "Payment receipt" }).getByRole("listitem");
  await expect(players).toHaveText([
    /Tolu Junior: Regular training, 1 month, ₦150,000/,
    /Bisi Junior: Regular training, 1 month, ₦135,000 \(household discount ₦15,000\)/,
  ]);
  await attachScreenshot(page, "receipt listing both children", { fullPage: true });

  // Tolu's overview now shows Tolu's package and coach.
  await page.goto("/u");
  await page.getByLabel("Dashboard of").selectOption({ label: "Tolu Junior" });
  await expect(training).toContainText("Regular Training Plan");
  await expect(training).toContainText("Coach:");
  // The top bar's pill is Tolu's too, while the parent has no training of their own.
  await expect(page.locator(".dash-top__pill")).toHaveText("Regular Training Plan");
});
