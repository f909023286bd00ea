/**
 * Payments in the club console: an admin refunds a member's ticket from the payments list and the
 * ticket is void on the member's tickets page, the refund shows in their Billing History, on the
 * receipt and on their console page; staff export the payments CSV; the payments, payment and
 * auto-renewals and reconciliation screens
 * pass axe and are photographed at desktop and phone widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, finishCheckout, freshMemberPage, signInAs } from "../support/dashboard";

const SCREENSHOTS = "/tmp/console-payments";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a ticket refunded from the console is void on the member's tickets page", async ({
  page,
  browser,
  request,
}) => {
  // A fresh member buys a ticket through the sandbox.
  const {
    session,
    credentials,
    context: memberContext,
    page: member,
  } = await freshMemberPage(browser, request, "Refund", "/u/tournaments");
  const card = member
    .getByRole("listitem")
    .filter({ has: member.getByRole("button", { name: "Buy Ticket" }) })
    .first();
  const tournamentName = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  await member.getByRole("dialog", { name: "Buy Ticket" }).getByRole("button", { name: "Pay Now" }).click();
  await finishCheckout(member, "Pay");
  await expect(member.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // An admin finds the payment by the member's email and refunds it in full.
  await signInAs(
    page,
    request,
    DEMO.admin,
    `/staff/payments?member=${encodeURIComponent(credentials.email)}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: tournamentName });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("Verified with the provider");
  await screenshots(page, "payments");
  await row.getByRole("link", { name: /Details/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Refund", exact: true })).toBeVisible();
  await page.getByLabel("Reason (the member reads it)").fill("The tournament was moved; sorry.");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "is on its way" })).toBeVisible();
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText(/Queued|Processing|Refunded/);
  // The sandbox processes the refund a moment later and says so by webhook.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Refunded", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await screenshots(page, "payment");

  // The member's ticket is void.
  await member.goto("/u/tickets");
  const ticket = member.getByRole("listitem").filter({ hasText: tournamentName });
  await expect(ticket).toContainText("Void: refunded");
  await expect(ticket.getByRole("button", { name: /View Ticket/ })).toHaveCount(0);

  // Billing History shows the refund beside the payment, and so does the receipt.
  await member.goto("/u/billings/history");
  const paid = member.getByRole("row").filter({ hasText: "Ticket" }).first();
  await expect(paid.getByRole("cell").nth(5)).toContainText(/₦[\d,]+ · Refunded · \d{1,2} \w{3} \d{4}/);
  await screenshots(member, "member-billing-history");
  await paid.getByRole("link", { name: /Receipt/ }).click();
  await expect(member.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  await expect(member.getByRole("definition").filter({ hasText: "Refunded" })).toBeVisible();
  await screenshots(member, "member-receipt");
  await memberContext.close();

  // The member's console page shows what was refunded and links to writing them a notification.
  await page.goto(`/staff/members/${session.user._id}`);
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("refunded");
  // Each payment links to its details, where its refunds and disputes are.
  const details = payments.getByRole("link", { name: /^Details of / }).first();
  await expect(details).toHaveAttribute("href", /^\/staff\/payments\/[0-9a-f]+$/);
  await screenshots(page, "member-page");
  await page.getByRole("link", { name: "Write a notification" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/notifications\\?member=${session.user._id}`));
  await expect(page.getByLabel("Send to")).toHaveValue("member");
});

test("staff read payments, totals and auto-renewals, but do not refund", async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff, "/staff/payments");
  await expect(page.getByRole("heading", { level: 2, name: "Totals" })).toBeVisible();

  // Filtering by keyboard: the kind, then Enter.
  await page.getByLabel("Kind").selectOption("membership");
  await page.getByLabel("Member (name or email)").fill("member@example.com");
  await page.getByLabel("Member (name or email)").press("Enter");
  await expect(page).toHaveURL(/type=membership/);
  await expect(page.getByRole("row").filter({ hasText: "Premium Quarterly membership" })).toBeVisible();
  await page.getByRole("link", { name: /Details of Premium Quarterly membership/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Refunds" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Refund", exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Auto-renewals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Auto-renewals" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Last run" })).toBeVisible();
  await screenshots(page, "renewals");
});

test("staff open Reconciliation and see each settlement beside the club's payments", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.staff, "/staff/payments");
  await page.getByRole("link", { name: "Reconciliation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reconciliation" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Settlements" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: /^Settlement \d+, paid out/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Net" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Paid here, not settled" })).toBeVisible();
  await screenshots(page, "reconciliation");
});

test("staff export the payments as CSV", async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff, "/staff/payments?type=ticket");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString("utf8");
  expect(csv.startsWith('\uFEFF"Date","Reference"')).toBe(true);
  // The demo's ticket payments, one a line after the header.
  expect(csv.trimEnd().split("\r\n").length).toBeGreaterThan(1);
});
