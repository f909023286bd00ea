/**
 * The treasurer's month-end in the club console: an admin makes a member the treasurer, whose
 * console shows the money only; a member who paid cash at the club house is
 * recorded against the receipt (and gets their membership), the monthly report shows the cash, and
 * the report's CSV and the payments' CSV and XLSX download. The Cash and deposits and Monthly report
 * screens pass axe and are photographed at desktop and phone widths.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiLogin, DEMO, signInAs, signUpFreshMember } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-390`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await attachScreenshot(page, `${name}-1280`, { fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.use({ viewport: { width: 1280, height: 800 } });

test("the treasurer records cash, reads the monthly report and downloads the files", async ({
  page,
  request,
}) => {
  // A sign-up, cash, the report and its downloads: most of a minute on a loaded machine.
  test.slow();
  const { credentials } = await signUpFreshMember(request, "Cashpayer");
  const { credentials: treasurer } = await signUpFreshMember(request, "Treasurer");
  const receipt = `R-${Date.now().toString(36).toUpperCase()}`;

  // An admin makes the club's treasurer one in the role editor.
  await signInAs(page, request, DEMO.admin, `/staff/roles?q=${encodeURIComponent(treasurer.email)}`);
  await page.getByLabel(/^Role of Treasurer/).selectOption("treasurer");
  await page.getByRole("button", { name: /^Save the role of Treasurer/ }).click();
  await expect(page.getByRole("row").filter({ hasText: treasurer.email })).toContainText("Treasurer");

  // The treasurer's console opens on the money and shows nothing else.
  await signInAs(page, request, treasurer, "/staff");
  await expect(page).toHaveURL(/\/staff\/payments$/);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText([
    "Payments",
    "Auto-renewals",
    "Reconciliation",
    "Cash and deposits",
    "Monthly report",
  ]);
  await page.goto("/staff/members");
  await expect(page.getByText("Your console role cannot open this page.")).toBeVisible();

  await page.goto("/staff/cash");
  await expect(page.getByRole("heading", { level: 1, name: "Cash and deposits" })).toBeVisible();
  await page.getByLabel("Member's email").fill(credentials.email);
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByLabel("Paid for").selectOption("membership");
  await page.getByLabel("Plan").selectOption("monthly");
  await page.getByLabel("Receipt number").fill(receipt);
  // A wrong amount is refused, and the answer says the price.
  await page.getByLabel("Amount received (₦)").fill("5000");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("alert")).toContainText("Premium Monthly membership costs ₦6,000");
  await page.getByLabel("Amount received (₦)").fill("6000");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cash of ₦6,000 recorded" })).toContainText(
    `receipt ${receipt}`,
  );
  await screenshots(page, "cash");

  // The member now holds the membership the cash paid for.
  const member = await apiLogin(request, credentials);
  const billing = await request.get("/api/billing/pay/me", {
    headers: { authorization: `Bearer ${member.auth.token}` },
  });
  expect(JSON.stringify(await billing.json())).toContain("monthly");

  // The payment is listed as cash, with its receipt.
  await page.getByRole("link", { name: "Payments", exact: true }).click();
  await page.getByLabel("Member (name or email)").fill(credentials.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row").filter({ hasText: receipt })).toContainText(`Cash, receipt ${receipt}`);

  // The monthly report shows the cash among the month's income.
  await page.getByRole("link", { name: "Monthly report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Monthly report: / })).toBeVisible();
  const cashLine = page
    .getByRole("table", { name: "Income by kind and channel" })
    .getByRole("row")
    .filter({ hasText: "Cash" })
    .filter({ hasText: "Membership" });
  await expect(cashLine).toBeVisible();
  await screenshots(page, "monthly-report");
  // Printed, the report stands alone: no console menu, top bar or tools.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Cash and deposits" })).toBeHidden();
  await expect(cashLine).toBeVisible();
  await attachScreenshot(page, "monthly-report-print", { fullPage: true });
  await page.emulateMedia({ media: "screen" });

  const csv = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const report = await csv;
  expect(report.suggestedFilename()).toMatch(/^monthly-report-\d{4}-\d{2}\.csv$/);
  expect(readFileSync(await report.path(), "utf8")).toContain('"Membership Package, Cash"');

  // The payments, as CSV and as a workbook, for the accountant's files.
  await page.goto(`/staff/payments?member=${encodeURIComponent(credentials.email)}`);
  const paymentsCsv = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csvFile = await paymentsCsv;
  expect(csvFile.suggestedFilename()).toMatch(/^payments-.*\.csv$/);
  expect(readFileSync(await csvFile.path(), "utf8")).toContain(`"${receipt}"`);
  const workbook = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export XLSX" }).click();
  const xlsx = await workbook;
  expect(xlsx.suggestedFilename()).toMatch(/^payments-.*\.xlsx$/);
  expect(
    readFileSync(await xlsx.path())
      .subarray(0, 2)
      .toString("latin1"),
  ).toBe("PK");
});
