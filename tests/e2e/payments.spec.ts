/**
 * Paying with the built-in Paystack sandbox, through the dashboard's own buttons: a freshly signed-up
 * member buys a tournament ticket and a membership by clicking through the sandbox checkout, and a
 * cancelled checkout gives nothing.
 */
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { attachScreenshot } from "../support/screenshots";

function freshUser() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    fullName: "Pay Tester",
    email: `payer-${id}@example.com`,
    username: `payer_${id}`,
    password: "Court-Time-42",
    dob: "1995-06-15",
    phoneNumber: "+2348031234567",
    role: "student",
    level: "adult amatuer",
  };
}

/** Signs a new member up through the API and logs them in through the login page. */
async function newMemberLoggedIn(page: Page, request: APIRequestContext) {
  const user = freshUser();
  expect((await request.post("/api/createUser", { data: user })).status()).toBe(201);
  await page.goto("/login");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/u$/);
  return user;
}

/** The first tournament card on the dashboard's Tournaments page, and its name. */
async function firstTournament(page: Page) {
  await page.goto("/u/tournaments");
  const card = page.locator(".dash-tour").first();
  await expect(card.getByRole("button", { name: "Buy Ticket" })).toBeEnabled();
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  return { card, name };
}

async function startTicketCheckout(page: Page) {
  const { card, name } = await firstTournament(page);
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Buy Ticket" });
  await expect(dialog).toContainText("You are about to pay for the selected tournament");
  await dialog.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\/[0-9a-f]+$/);
  return name;
}

test("a new member buys a ticket through the sandbox checkout", async ({ page, request }) => {
  const user = await newMemberLoggedIn(page, request);
  const name = await startTicketCheckout(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Pay ₦[\d,]+$/);
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText(`Ticket: ${name}`)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "payments-checkout-desktop", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, "payments-checkout-phone", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/u\/ticket\/[0-9a-f]{24}\?trxref=tc_[0-9a-f]+&reference=tc_[0-9a-f]+$/);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("You can check your mail to see your ticket code")).toBeVisible();
  await attachScreenshot(page, "payments-ticket-result", { fullPage: true });

  // The checkout link works once: going back to it shows the already-used page.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This payment link has already been used");

  await page.goto("/u/tickets");
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto("/u/tournaments");
  const bought = page.locator(".dash-tour", { hasText: name });
  await expect(bought.getByRole("button", { name: "Already Paid" })).toBeDisabled();
});

test("a new member buys a membership through the sandbox checkout", async ({ page, request }) => {
  await newMemberLoggedIn(page, request);
  await page.goto("/u/billings");
  await page.getByRole("button", { name: "Join Premium Quarterly" }).click();
  const summary = page.getByRole("dialog");
  await expect(summary).toContainText("Premium Quarterly");
  await summary.getByRole("button", { name: "Pay Now" }).click();

  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay ₦15,000");
  await expect(page.getByText("Premium Quarterly membership")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/u\/bills\/membership\/quarterly\/3\/(true|false)\?trxref=/);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("Your payment was successful, check your mail for update")).toBeVisible();

  await page.goto("/u/billings");
  await expect(page.getByRole("button", { name: "Already on a Membership Package" }).first()).toBeDisabled();
});

test("a cancelled checkout fails and gives no ticket", async ({ page, request }) => {
  await newMemberLoggedIn(page, request);
  const name = await startTicketCheckout(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/u\/ticket\/[0-9a-f]{24}\?trxref=/);
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await expect(page.getByText("Sorry Payment for the ticket could not go through")).toBeVisible();
  await page.goto("/u/tournaments");
  await expect(
    page.locator(".dash-tour", { hasText: name }).getByRole("button", { name: "Buy Ticket" }),
  ).toBeEnabled();
});
