/**
 * Payments in the club console: an admin refunds a member's ticket from the payments list and the
 * ticket is void on the member's tickets page, the refund shows in their Billing History, on the
 * receipt and on their console page; staff export the payments CSV; cancelling a tournament says
 * first who is refunded and told, then announces what happened; the payments, payment,
 * auto-renewals and reconciliation screens
 * pass axe and are photographed at desktop and phone widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createTournament, updateTournament } from "@/shared/api/all-calls";
import { apiPath } from "../support/api-path";
import {
  apiLogin,
  DEMO,
  finishCheckout,
  freshMemberPage,
  signInAs,
  signUpFreshMember,
} from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await attachScreenshot(page, `${name}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-390`, { fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a ticket refunded from the console is void on the member's tickets page", async ({
  page,
  browser,
  request,
}) => {
  // Two people, a checkout, a refund and six screens shot at two widths and read by axe: over a minute under load.
  test.slow();
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
  const refundButton = page.getByRole("button", { name: "Refund", exact: true });
  const amount = (
    await page
      .getByRole("radio", { name: /All that is left/ })
      .locator("..")
      .textContent()
  )?.match(/₦[\d,.]+/)?.[0];
  expect(amount).toBeTruthy();
  // Nothing goes out on the first click: a dialog names the amount and the member, and keeps focus.
  await refundButton.click();
  const confirm = page.getByRole("dialog", { name: new RegExp(`Refund ${amount} to Refund Test`) });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(credentials.email);
  await expect(confirm.getByRole("button", { name: "Keep the payment" })).toBeVisible();
  await screenshots(page, "refund-confirm");
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(refundButton).toBeFocused();
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText("None.");
  // Confirmed by keyboard this time.
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: `Refund ${amount}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "is on its way" })).toBeVisible();
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText(/Queued|Processing|Refunded/);
  // The refund line names the admin who made it.
  await expect(refunds).toContainText("By Club Admin");
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
  expect(csv.startsWith('\uFEFF"Date (Lagos)","Row","Reference"')).toBe(true);
  // The demo's ticket payments, one a line after the header.
  expect(csv.trimEnd().split("\r\n").length).toBeGreaterThan(1);
});

test("cancelling a tournament says first who is refunded and told, then announces what happened", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${admin.auth.token}` };
  const name = `Garden Social ${Math.random().toString(36).slice(2, 7)}`;
  const fields = {
    name,
    category: "ATP",
    localDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
    localTime: "10:00",
    location: "Ikoyi",
    price: 0,
    capacity: 10,
    image: "/images/hero-tournaments.svg",
  };
  const created = await request.post(apiPath(createTournament), { headers, data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const { tournament } = await created.json();

  // While it is free, a member's ticket is issued at once, without a checkout.
  const guest = await signUpFreshMember(request, "Bisi");
  const guestAuth = { Authorization: `Bearer ${guest.session.auth.token}` };
  const free = await request.get(`/api/tour/register/${tournament._id}`, { headers: guestAuth });
  expect(await free.json()).toMatchObject({ message: `Your free ticket for ${name} is booked.` });

  // Then it is priced, and another member pays online.
  const priced = await request.put(apiPath(updateTournament, { id: tournament._id }), {
    headers,
    data: { ...fields, price: 500, version: tournament.version },
  });
  expect(priced.ok(), await priced.text()).toBe(true);
  const buyer = await signUpFreshMember(request, "Ade");
  const buyerAuth = { Authorization: `Bearer ${buyer.session.auth.token}` };
  const order = await (
    await request.get(`/api/tour/register/${tournament._id}`, { headers: buyerAuth })
  ).json();
  const link = order.paystackResponse.data;
  const paid = await request.post(`${link.authorization_url}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const settled = await request.get(
    `/api/match/${tournament._id}/matchCallback?reference=${link.reference}`,
    { headers: buyerAuth },
  );
  expect(await settled.json()).toMatchObject({ status: "success" });

  await signInAs(page, request, DEMO.admin, `/staff/tournaments?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Cancel ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel ${name}?` });
  await expect(dialog.getByRole("checkbox", { name: /Also refund every ticket in full/ })).toBeChecked();
  await expect(dialog).toContainText(
    "All 2 ticket holders are told by notification and mail. 1 ticket paid online is refunded in full: ₦500 in all. 1 holder has no online payment to refund: they are only told, and listed for you to settle any money paid another way.",
  );
  await screenshots(page, "cancel-refund-preview");

  await dialog.getByRole("button", { name: "Cancel the tournament" }).click();
  const status = dialog.getByRole("status");
  await expect(status).toBeFocused();
  await expect(status).toContainText(
    "1 ticket is being refunded (₦500 in all); 1 holder without an online payment was told and is listed below.",
  );
  await expect(status.getByRole("listitem")).toHaveText([
    new RegExp(
      `^Bisi Test\\w+ \\(${guest.credentials.email.replace(/[.]/g, "\\.")}\\), free: Free ticket voided, told by notification and mail; nothing to refund\\.$`,
    ),
  ]);
  await screenshots(page, "cancel-refund-result");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Cancelled");
});
