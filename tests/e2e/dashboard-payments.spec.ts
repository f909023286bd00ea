/**
 * Dashboard journeys that change data, each with a member signed up for the test: buying a ticket
 * and a membership through the payment sandbox, a membership paid twice from two tabs (the second
 * tab's return page says so, and the payment is refunded by itself, with its reason), a cancelled payment, a training package and a
 * review of the coach it brings, auto-renew, and deleting the account.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { confirmAssignment, pendingAssignments } from "@/shared/api/all-calls";
import { publicReviewerName } from "@/shared/domain/reviewer-name";
import { apiPath } from "../support/api-path";
import {
  apiLogin,
  apiToken,
  DEMO,
  finishCheckout,
  mailTo,
  openSignedIn,
  signUpFreshMember,
} from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

/** Records and dismisses the page's alerts. */
function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

test("buy a ticket through the sandbox and see its QR code", async ({ page, request }) => {
  const { session } = await signUpFreshMember(request);
  await openSignedIn(page, session, "/u/tournaments");

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Buy Ticket" }) })
    .first();
  const tournamentName = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Buy Ticket" });
  await expect(dialog).toContainText(tournamentName);
  await dialog.getByRole("button", { name: "Pay Now" }).click();

  await finishCheckout(page, "Pay");
  await expect(page).toHaveURL(/\/u\/ticket\/[^/?]+\?trxref=/);
  await expect(page.getByText("You can check your mail to see your ticket code")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  await page.getByRole("link", { name: "Go to Tickets" }).click();
  await expect(page.locator(".dash-tickets__count")).toContainText("1");
  await page.getByRole("button", { name: `View Ticket for ${tournamentName}` }).click();
  const ticket = page.getByRole("dialog", { name: "Your Ticket" });
  await expect(ticket.getByRole("img", { name: /QR code of your ticket/ })).toBeVisible();
  await expect(ticket).toContainText(tournamentName);

  await page.goto("/u/tournaments");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: tournamentName })
      .getByRole("button", { name: "Already Paid" }),
  ).toBeDisabled();
});

test("pay a membership and see the plan and its end date change", async ({ page, request }) => {
  const { session } = await signUpFreshMember(request);
  await openSignedIn(page, session, "/u/billings");
  await expect(page.getByRole("region", { name: "Current Plan" })).toContainText("Free Plan");

  await page.getByRole("button", { name: "Join Premium Monthly" }).click();
  const summary = page.getByRole("dialog", { name: "Membership Package" });
  await expect(summary).toContainText("Premium Monthly");
  await expect(summary).toContainText("₦6,000");
  await summary.getByRole("button", { name: "Pay Now" }).click();

  await finishCheckout(page, "Pay");
  await expect(page).toHaveURL(/\/u\/bills\/membership\/monthly\//);
  await expect(page.getByText("Your payment was successful, check your mail for update")).toBeVisible();
  await page.getByRole("link", { name: "Go to Billings" }).click();

  const current = page.getByRole("region", { name: "Current Plan" });
  await expect(current).toContainText("Premium Monthly");
  const inAMonth = new Date();
  inAMonth.setMonth(inAMonth.getMonth() + 1);
  const expected = new Intl.DateTimeFormat("en-NG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Africa/Lagos",
  }).format(inAMonth);
  await expect(current).toContainText(`Current Plan ends on ${expected}`);
  await expect(page.getByRole("button", { name: "Already on a Membership Package" })).toHaveCount(4);
  await expect(page.getByRole("banner").getByText("Premium Member")).toBeVisible();
});

test("a membership paid twice from two tabs: the second payment is refunded by itself, with its reason", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signUpFreshMember(request, "Twice");
  await openSignedIn(page, session, "/u/billings");
  const other = await context.newPage();
  await other.goto("/u/billings");
  const payNow = (tab: Page) =>
    tab.getByRole("dialog", { name: "Membership Package" }).getByRole("button", { name: "Pay Now" }).click();

  // First tab: Premium Monthly; the member leaves its checkout open.
  await page.getByRole("button", { name: "Join Premium Monthly" }).click();
  await payNow(page);
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);

  // Second tab: the member turns auto-renew on and buys Premium Monthly again. Asking again for the
  // very same order would hand back the open checkout; with auto-renew now on it is a new one.
  const autoRenew = other.getByRole("checkbox", { name: "Renew my membership automatically" });
  await autoRenew.check();
  await expect(autoRenew).toBeChecked();
  await expect(autoRenew).toBeEnabled();
  await other.getByRole("button", { name: "Join Premium Monthly" }).click();
  await payNow(other);
  await expect(other).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  expect(other.url()).not.toBe(page.url());

  // Both are paid: the first checkout, then the one opened before it was paid.
  await finishCheckout(page, "Pay");
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await finishCheckout(other, "Pay");
  await expect(other).toHaveURL(/\/u\/bills\/membership\/monthly\//);
  // The second tab's return page says the payment was not needed and is being refunded.
  await expect(other.getByRole("heading", { name: "You already had this" })).toBeVisible();
  await expect(other.getByRole("heading", { name: "Payment successful" })).toHaveCount(0);
  await expect(other.getByRole("main")).toContainText(
    "You had already paid for this, so this second payment was not needed.",
  );
  await expect(other.getByRole("main")).toContainText(
    "We are refunding this payment in full; you don't need to do anything. The refund will show in your Billing History",
  );
  await expect(other.getByRole("link", { name: "Go to Billings" })).toBeVisible();
  expect((await new AxeBuilder({ page: other }).analyze()).violations).toEqual([]);
  await other.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(other, "dashboard-paid-twice-return-390", { fullPage: true });
  await other.close();

  // One month was given, not two.
  await page.goto("/u/billings");
  const inAMonth = new Date();
  inAMonth.setMonth(inAMonth.getMonth() + 1);
  const expected = new Intl.DateTimeFormat("en-NG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Africa/Lagos",
  }).format(inAMonth);
  await expect(page.getByRole("region", { name: "Current Plan" })).toContainText(
    `Current Plan ends on ${expected}`,
  );

  // Billing History: both paid, the second refunded in full by itself, with the reason.
  const reason = "You paid twice for Premium Monthly membership; this second payment is refunded in full";
  await expect(async () => {
    await page.goto("/u/billings/history");
    const rows = page.getByRole("row").filter({ hasText: "Membership Package" });
    await expect(rows).toHaveCount(2, { timeout: 2_000 });
    const refunded = rows.filter({ hasText: reason });
    await expect(refunded).toHaveCount(1, { timeout: 2_000 });
    // The sandbox processes the refund a moment later and says so by webhook.
    await expect(refunded.getByRole("cell").nth(5)).toContainText(/₦6,000 · Refunded · \d{1,2} \w{3} \d{4}/, {
      timeout: 2_000,
    });
    await expect(rows.filter({ hasNotText: reason }).getByRole("cell").nth(5)).toHaveText("—");
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
  for (const row of await page.getByRole("row").filter({ hasText: "Membership Package" }).all()) {
    await expect(row.getByRole("cell").nth(3)).toHaveText("complete");
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "dashboard-paid-twice-history-1280", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, "dashboard-paid-twice-history-390", { fullPage: true });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The member is told, on the dashboard and by mail.
  await page.goto("/u/notifications");
  const notice = page.getByRole("listitem").filter({ hasText: "Refund on its way" });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(
    `We are refunding ₦6,000 of your payment for Premium Monthly membership. ${reason}.`,
  );
  const mail = await mailTo(page, request, session.user.email, /We are refunding your payment/);
  expect(mail).toContain(reason);
});

test("a cancelled payment shows the failure and changes nothing", async ({ page, request }) => {
  const { session } = await signUpFreshMember(request);
  await openSignedIn(page, session, "/u/billings");
  await page.getByRole("button", { name: "Join Premium Quarterly" }).click();
  await page
    .getByRole("dialog", { name: "Membership Package" })
    .getByRole("button", { name: "Pay Now" })
    .click();

  await finishCheckout(page, "Cancel");
  await expect(page.getByText("Error why processing your payment, Please contact support")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Billings" }).click();
  await expect(page.getByRole("region", { name: "Current Plan" })).toContainText("Free Plan");
});

test("a refused payment shows Processing..., then the server's reason", async ({ page, request }) => {
  const { session } = await signUpFreshMember(request);
  await openSignedIn(page, session, "/u/billings");
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/billing/pay/membership/**", async (route) => {
    await answered;
    await route.fulfill({ status: 409, json: { message: "You already have a membership" } });
  });
  await page.getByRole("button", { name: "Join Premium Yearly" }).click();
  const summary = page.getByRole("dialog", { name: "Membership Package" });
  await summary.getByRole("button", { name: "Pay Now" }).click();
  await expect(summary.getByRole("button", { name: "Processing..." })).toBeDisabled();
  answer();
  await expect(summary.getByRole("alert")).toHaveText("You already have a membership");
  await expect(summary.getByRole("button", { name: "Pay Now" })).toBeEnabled();
});

test("a ticket payment that brings back nothing raises the network alert", async ({ page, request }) => {
  const { session } = await signUpFreshMember(request);
  await openSignedIn(page, session, "/u/tournaments");
  // The dialog enters the tournament's event (its only one, chosen already).
  await page.route("**/api/tournaments/*/events/*/enter", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Buy Ticket" }).first().click();
  const alerts = collectAlerts(page);
  await page.getByRole("dialog", { name: "Buy Ticket" }).getByRole("button", { name: "Pay Now" }).click();
  await expect.poll(() => alerts).toEqual(["Network error during payment. Try reloading the page."]);
  await expect(
    page.getByRole("dialog", { name: "Buy Ticket" }).getByRole("button", { name: "Pay Now" }),
  ).toBeEnabled();
});

test("pay a training package, get a coach from staff, and post a review", async ({ page, request }) => {
  const { session } = await signUpFreshMember(request, "Review");
  await openSignedIn(page, session, "/u/billings");
  const regular = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Regular" }) });
  await regular.getByRole("radio", { name: "3 Months" }).check();
  await expect(regular).toContainText("₦426,000");
  await regular.getByRole("button", { name: "Make Payment for Regular" }).click();
  const summary = page.getByRole("dialog", { name: "Training Package" });
  await expect(summary).toContainText("₦426,000");
  await expect(summary).toContainText("3 months");
  await summary.getByRole("button", { name: "Pay Now" }).click();
  await finishCheckout(page, "Pay");
  await expect(page.getByText("Your payment was successful, check your mail for update")).toBeVisible();

  await page.goto("/u/coach");
  await expect(page.getByRole("heading", { name: "Getting Your Coach Ready" })).toBeVisible();

  const staff = await apiLogin(request, DEMO.staff);
  const headers = { Authorization: `Bearer ${staff.auth.token}` };
  const pending = await (await request.get(apiPath(pendingAssignments), { headers })).json();
  const mine = pending.assignments.find(
    (a: { member: { email: string } }) => a.member.email === session.user.email,
  );
  expect(mine).toBeTruthy();
  expect((await request.post(apiPath(confirmAssignment, { assignmentId: mine._id }), { headers })).ok()).toBe(
    true,
  );

  await page.reload();
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("textbox", { name: "Comment" }).fill("Clear drills and patient feedback.");
  await page.getByRole("button", { name: "Post Review" }).click();
  await expect(page.getByText("Thank you, your review was posted.")).toBeVisible();
  const review = page.locator(".dash-reviews__item").first();
  // Reviewers show as first name and initial, here as on the public pages.
  await expect(review).toContainText(publicReviewerName(session.user.fullName));
  await expect(review).toContainText("Clear drills and patient feedback.");
});

test("a failed review raises the review-failure alert", async ({ page, request }) => {
  await openSignedIn(page, await apiLogin(request, DEMO.member), "/u/coach");
  await page.route("**/api/coach/user/comment", (route) =>
    route.fulfill({ status: 500, json: { message: "Down" } }),
  );
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByRole("textbox", { name: "Comment" }).fill("Great coach");
  const alerts = collectAlerts(page);
  await page.getByRole("button", { name: "Post Review" }).click();
  await expect.poll(() => alerts).toEqual(["Failed to post review. Please try again."]);
});

test("auto-renew is saved", async ({ page, request }) => {
  const { session } = await signUpFreshMember(request);
  await openSignedIn(page, session, "/u/billings");
  const checkbox = page.getByRole("checkbox", { name: "Renew my membership automatically" });
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();
  await expect(checkbox).toBeEnabled();
  await page.reload();
  await expect(checkbox).toBeChecked();
  await checkbox.uncheck();
  await expect(checkbox).toBeEnabled();
  await page.reload();
  await expect(checkbox).not.toBeChecked();
});

test("account deletion: failure keeps the account, success clears the session and goes home", async ({
  page,
  request,
}) => {
  const { session, credentials } = await signUpFreshMember(request);
  await openSignedIn(page, session, "/u/billings");

  const open = page.getByRole("button", { name: "Delete Account" });
  await open.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Delete your account?");
  const password = dialog.getByLabel("Enter your password to confirm");

  // A wrong password: the server refuses, the dialog says so, Try Again asks for it again.
  await password.fill("Not-my-password1");
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(dialog).toHaveAccessibleName("Account Deletion Failed");
  await expect(dialog).toContainText(
    "We encountered an error while trying to delete your account: That password is not correct. Your account has not been deleted.",
  );
  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(password).toHaveValue("");

  await page.route(
    "**/api/delUserData",
    (route) => route.fulfill({ status: 503, json: { message: "Try later" } }),
    {
      times: 1,
    },
  );
  await password.fill(credentials.password);
  await password.press("Enter");
  await expect(dialog).toHaveAccessibleName("Account Deletion Failed");
  await expect(dialog).toContainText(
    "We encountered an error while trying to delete your account: Try later",
  );
  await expect(dialog).toContainText(
    "Your account and data remain intact. Please try again later or contact support.",
  );

  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(dialog).toHaveAccessibleName("Account Deleted");
  await expect(dialog).toContainText(`A confirmation email was sent to ${credentials.email}.`);
  expect(await page.evaluate(() => localStorage.getItem("user-payload"))).toBeNull();
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });

  const login = await request.post("/api/signUser", { data: credentials });
  expect(login.ok()).toBe(false);
});

test("Sign out everywhere, by keyboard, ends every session of the member", async ({ page, request }) => {
  const { session, credentials } = await signUpFreshMember(request, "Bola");
  const otherToken = await apiToken(request, credentials);
  await openSignedIn(page, session, "/u/billings");

  const button = page
    .getByRole("region", { name: "Your Devices" })
    .getByRole("button", { name: "Sign out everywhere" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("user-payload"))).toBeNull();
  for (const token of [session.auth.token, otherToken]) {
    const me = await request.get("/api/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  }
  // Signing in again works.
  await apiLogin(request, credentials);
});
