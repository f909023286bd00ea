/**
 * Paying by bank transfer through the sandbox, and the paid member's ticket price: a transfer shows
 * as awaited on the return page and in Billing History, then completes when the sandbox lets it
 * arrive (its signed webhook), with a printable receipt; a paid member's ticket costs 5% less on the
 * card, in the dialog and at checkout. A member who paid by USSD gets, a week before the end, a mail
 * whose link opens the renewal's checkout at the server's price; paying it moves the end on.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { addMonths, formatDateNG } from "@/shared/domain/dates";
import { DEMO, mailTo, openSignedIn, signInAs, signUpFreshMember } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

async function noAxeViolations(page: Page) {
  // Colours are measured once they have settled: a button still fading in measures half its contrast.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

async function shots(page: Page, name: string) {
  await attachScreenshot(page, `channels-${name}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `channels-${name}-390`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The first tournament card with a Buy Ticket button, and its name. */
async function buyableCard(page: Page) {
  await page.goto("/u/tournaments");
  const card = page
    .locator(".dash-tour")
    .filter({ has: page.getByRole("button", { name: "Buy Ticket" }) })
    .first();
  await expect(card.getByRole("button", { name: "Buy Ticket" })).toBeEnabled();
  return { card, name: (await card.getByRole("heading", { level: 2 }).textContent()) ?? "" };
}

test("a bank-transfer payment shows awaiting, then completes when the transfer arrives", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signUpFreshMember(request, "Tolu");
  await openSignedIn(page, session, "/u/tournaments");
  const { card, name } = await buyableCard(page);
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  await page.getByRole("dialog", { name: "Buy Ticket" }).getByRole("button", { name: "Pay Now" }).click();

  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  const channels = page.getByRole("group", { name: "Pay with" });
  await expect(channels.getByRole("radio")).toHaveCount(3);
  await channels.getByRole("radio", { name: /Bank transfer/ }).check();
  await noAxeViolations(page);
  await shots(page, "checkout");
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/u\/ticket\//);
  await expect(page.getByText("awaiting your bank transfer")).toBeVisible();
  // A transfer on its way is no failure: its own calm state, without the failure texts.
  await expect(page.getByRole("heading", { name: "Payment still processing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment failed" })).toHaveCount(0);
  await expect(page.getByText("Sorry Payment for the ticket could not go through")).toHaveCount(0);
  await noAxeViolations(page);
  await shots(page, "awaiting");

  // Meanwhile, in another tab, the history says the same.
  const other = await page.context().newPage();
  await other.goto("/u/billings/history");
  const row = other.getByRole("row").filter({ hasText: "Ticket" }).first();
  await expect(row).toContainText("pending");
  await expect(row).toContainText("Awaiting your bank transfer");
  await shots(other, "history-awaiting");
  await other.close();

  // The return page follows the transfer by itself and shows success when it lands.
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("You can check your mail to see your ticket code")).toBeVisible();
  await shots(page, "awaiting-landed");

  // The sandbox lets the transfer arrive after a short while and sends the signed webhook.
  await expect(async () => {
    await page.goto("/u/tickets");
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });

  await page.goto("/u/billings/history");
  const paid = page.getByRole("row").filter({ hasText: "Ticket" }).first();
  await expect(paid).toContainText("complete");
  await noAxeViolations(page);
  await shots(page, "history");
  await paid.getByRole("link", { name: /Receipt/ }).click();
  await expect(page.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  await expect(page.getByText("Bank transfer")).toBeVisible();
  await expect(page.getByText(`Ticket: ${name}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await noAxeViolations(page);
  await shots(page, "receipt");

  // The receipt mail names the channel.
  await page.goto("/dev/mail");
  await expect(page.getByText(session.user.email).first()).toBeVisible();
});

test("a paid member's ticket costs 5% less", async ({ page, request }) => {
  await signInAs(page, request, DEMO.member, "/u/tournaments");
  const { card } = await buyableCard(page);
  await expect(card).toContainText("Member price, 5% off");
  const listed = Number(((await card.locator("s").textContent()) ?? "").replace(/\D/g, ""));
  const memberPrice = Math.round(listed * 0.95);
  const shown = `₦${memberPrice.toLocaleString("en-NG")}`;
  await expect(card.locator(".dash-tour__price")).toContainText(shown);
  await noAxeViolations(page);
  await shots(page, "tournaments-member");

  await card.getByRole("button", { name: "Buy Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Buy Ticket" });
  await expect(dialog).toContainText("Member discount");
  await expect(dialog).toContainText(shown);
  await expect(dialog.getByRole("button", { name: "Pay Now" })).toBeEnabled();
  await noAxeViolations(page);
  await shots(page, "ticket-dialog");
  await dialog.getByRole("button", { name: "Pay Now" }).click();
  // The server charges the member price.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ${shown}`);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/u\/ticket\//);
});

test("staff redeem a quarterly member's free training session, which the member then sees as used", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member, "/u");
  await expect(page.getByText(/Free training session for .*: available/)).toBeVisible();
  await noAxeViolations(page);
  await shots(page, "overview-free-session");

  await signInAs(page, request, DEMO.staff, "/staff/free-sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Free training sessions" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: DEMO.member.email });
  await expect(row).toContainText("Not used yet");
  await noAxeViolations(page);
  await shots(page, "console-free-sessions");
  await row.getByRole("button", { name: /Redeem/ }).click();
  await expect(page.getByText(/free training session for .* is redeemed/)).toBeVisible();
  await expect(row).toContainText("Used");
  await expect(row.getByRole("button", { name: /Redeem/ })).toHaveCount(0);

  // The tournament editor's early-sales fields.
  await page.goto("/staff/tournaments/new");
  await expect(page.getByLabel("Ticket sales open (Lagos)")).toBeVisible();
  await expect(page.getByLabel("Paid members' head start (days)")).toBeVisible();
  await noAxeViolations(page);
  await shots(page, "console-tournament-editor");

  await signInAs(page, request, DEMO.member, "/u");
  await expect(page.getByText(/Free training session for .*: used on/)).toBeVisible();
});

test("a member who paid by USSD renews from the link in the mail sent a week before the end", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signUpFreshMember(request, "Renew");
  const { email } = session.user;
  await openSignedIn(page, session, "/u/billings");
  await page.getByRole("button", { name: "Join Premium Monthly" }).click();
  await page
    .getByRole("dialog", { name: "Membership Package" })
    .getByRole("button", { name: "Pay Now" })
    .click();
  await page.getByRole("group", { name: "Pay with" }).getByRole("radio", { name: /USSD/ }).check();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // 26 days on (demo mode moves the member's dates), the hourly housekeeping runs.
  const aged = await request.post("/dev/housekeeping/age-member", { data: { email, days: 26 } });
  expect(aged.ok(), await aged.text()).toBe(true);
  await expect
    .poll(async () => (await request.post("/dev/housekeeping/run", { data: {} })).status())
    .toBe(200);
  const headers = { Authorization: `Bearer ${session.auth.token}` };
  const info = await (await request.get("/api/billing/pay/info", { headers })).json();
  const endsAt = new Date(info.data.membership.endDate);
  const ends = formatDateNG(endsAt.toISOString());

  // The mail, in the outbox, says when the membership ends and links to its renewal.
  const mail = await mailTo(page, request, email, new RegExp(`Your membership ends on ${ends}`));
  expect(mail).toContain("will not renew by itself");
  const link = mail.match(/https?:\/\/\S+\/u\/billings\?pay=\S+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? "");
  const summary = page.getByRole("dialog", { name: "Membership Package" });
  await expect(summary).toContainText("Premium Monthly");
  await expect(summary).toContainText("₦6,000");
  await noAxeViolations(page);
  await shots(page, "renewal-summary");
  await summary.getByRole("button", { name: "Pay Now" }).click();

  // The sandbox checkout for the plan, at the server's price; paid by card.
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay ₦6,000");
  await expect(page.getByText("Premium Monthly membership")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/u\/bills\/membership\/monthly\//);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // The new month starts when the current one ends.
  await page.goto("/u/billings");
  await expect(page.getByRole("region", { name: "Current Plan" })).toContainText(
    `Current Plan ends on ${formatDateNG(addMonths(endsAt, 1).toISOString())}`,
  );

  // The same notice is on the dashboard, once.
  await page.goto("/u/notifications");
  const notice = page.getByRole("listitem").filter({ hasText: "Renew your membership" });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`ends on ${ends} and will not renew by itself`);
});
