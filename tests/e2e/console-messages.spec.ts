/**
 * The console's people work in the browser: the pending demo member found and confirmed with the
 * coach they ordered (the member's Your Coach page and mail); another member confirmed with another
 * coach whose level fits, then ended from their page with a reason; a notification to all paid
 * members (the member's unread count falls as they read), a reply to a contact message (mailed),
 * the newsletter list and its CSV. Each screen passes axe and is captured at desktop and phone
 * widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiLogin, DEMO, finishCheckout, freshMemberPage, signInAs } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

test.describe.configure({ mode: "serial" });

async function screenshots(page: Page, name: string) {
  await attachScreenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found).toEqual([]);
}

/** Waits for a mail to `to` whose subject matches, in the local outbox (/dev/mail). */
async function expectMail(page: Page, to: string, subject: RegExp) {
  await expect
    .poll(async () => {
      await page.goto("/dev/mail");
      return page.getByRole("listitem").filter({ hasText: to }).filter({ hasText: subject }).count();
    })
    .toBe(1);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("staff find the pending demo member and confirm their ordered coach; the member sees the coach", async ({
  page,
  request,
}) => {
  // Found from the members list, where the coach waits for a confirmation.
  await signInAs(page, request, DEMO.staff, "/staff/members");
  await page.getByLabel("Name, email, phone or username").fill("Musa Abdullahi");
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: "Musa Abdullahi" }).click();
  const coachCard = page.getByRole("region", { name: "Coach", exact: true });
  await expect(coachCard).toContainText("Ibrahim Musa");
  await expect(coachCard).toContainText("Pending");

  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Coach assignments" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Coach assignments" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Musa Abdullahi" }).first();
  await expect(row).toContainText("adult amatuer");
  await expect(row).toContainText("Adult Beginner");
  await expectNoAxeViolations(page);
  await screenshots(page, "assignments");

  await row.getByRole("button", { name: "Confirm Musa Abdullahi with Ibrahim Musa" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Ibrahim Musa is now Musa Abdullahi's coach" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Pending coach assignments" })
      .getByRole("row")
      .filter({ hasText: "Musa Abdullahi" }),
  ).toHaveCount(0);
  const history = page.getByRole("table", { name: /history/ });
  await expect(history.getByRole("row").filter({ hasText: "Musa Abdullahi" }).first()).toContainText(
    "Confirmed",
  );
  await screenshots(page, "assignments-done");

  // A mail in the outbox, and on their next visit the member's Your Coach page shows the coach.
  await expectMail(page, DEMO.pending.email, /Your coach is ready/);
  await signInAs(page, request, DEMO.pending, "/u");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Your Coach" }).click();
  await expect(page).toHaveURL(/\/u\/coach$/);
  await expect(page.getByRole("heading", { level: 2, name: "Ibrahim Musa" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("staff confirm a member with another coach who fits, then end it from the member's page", async ({
  page,
  browser,
  request,
}) => {
  // A fresh member pays for training: their coach waits for staff.
  const {
    session,
    context: memberContext,
    page: member,
  } = await freshMemberPage(browser, request, "Reassign", "/u/billings");
  const name = session.user.fullName;
  const regular = member
    .getByRole("listitem")
    .filter({ has: member.getByRole("heading", { name: "Regular" }) });
  await regular.getByRole("button", { name: "Make Payment for Regular" }).click();
  await member
    .getByRole("dialog", { name: "Training Package" })
    .getByRole("button", { name: "Pay Now" })
    .click();
  await finishCheckout(member, "Pay");
  await expect(member.getByText("Your payment was successful", { exact: false })).toBeVisible();

  await signInAs(page, request, DEMO.staff, "/staff/assignments");
  const pending = page.getByRole("table", { name: "Pending coach assignments" });
  const row = pending.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("adult amatuer");
  await row.getByRole("button", { name: `Reassign ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Another coach for ${name}` });
  const coach = dialog.getByLabel("Coach");
  // Only coaches whose level fits are offered; the ordered one is not repeated.
  await expect(coach.getByRole("option", { name: /professional|mid-level/ })).toHaveCount(0);
  const offered = (await coach.getByRole("option").allTextContents()).slice(1);
  expect(offered.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await coach.selectOption({ label: offered[0] ?? "" });
  const other = (offered[0] ?? "").replace(/ \(.*\)$/, "");
  await dialog.getByLabel("Reason (optional)").fill("The ordered coach is away this month");
  await dialog.getByRole("button", { name: "Confirm with this coach" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${other} is now ${name}'s coach` })).toBeVisible();
  await expect(row).toHaveCount(0);
  const history = page.getByRole("table", { name: /history/ });
  await expect(history.getByRole("row").filter({ hasText: name }).first()).toContainText(
    "The ordered coach is away this month",
  );
  await expectMail(page, session.user.email, /Your coach is ready/);
  await member.goto("/u/notifications");
  await expect(member.getByText(`${other} is now your coach`, { exact: false })).toBeVisible();

  // Staff end the confirmed assignment from the member's page, with a reason the member reads.
  await page.goto(`/staff/members/${session.user._id}`);
  const coachCard = page.getByRole("region", { name: "Coach", exact: true });
  await expect(coachCard).toContainText("Assigned");
  await coachCard.getByRole("button", { name: "End assignment" }).click();
  const end = page.getByRole("dialog", { name: `End ${name}'s coach assignment?` });
  await end.getByRole("button", { name: "End the assignment" }).click();
  await expect(end.getByRole("alert")).toContainText("Give a reason");
  await end.getByLabel("Reason, told to the member").fill("They moved to another city");
  await expectNoAxeViolations(page);
  await screenshots(page, "member-end-dialog");
  await end.getByRole("button", { name: "End the assignment" }).click();
  await expect(end).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: `${name}'s coach assignment has ended` }),
  ).toBeVisible();
  await expect(coachCard.getByRole("definition").filter({ hasText: "Ended" })).toBeVisible();
  await expect(coachCard.getByRole("button", { name: "End assignment" })).toHaveCount(0);
  await expectMail(page, session.user.email, /Your coaching has ended/);
  await member.goto("/u/coach");
  await expect(member.getByRole("heading", { level: 2, name: other })).toHaveCount(0);
  await memberContext.close();
});

test("staff write to all paid members; the member's unread count falls as they read", async ({
  page,
  browser,
  request,
}) => {
  // A fresh member joins a paid plan, so no other journey writes to them while their count is read.
  const {
    session,
    context: memberContext,
    page: member,
  } = await freshMemberPage(browser, request, "Unread", "/u/billings");
  await member.getByRole("button", { name: "Join Premium Monthly" }).click();
  await member
    .getByRole("dialog", { name: "Membership Package" })
    .getByRole("button", { name: "Pay Now" })
    .click();
  await finishCheckout(member, "Pay");
  await expect(member.getByText("Your payment was successful", { exact: false })).toBeVisible();

  const title = `Courts closed ${Math.random().toString(36).slice(2, 7)}`;
  await signInAs(page, request, DEMO.staff, "/staff/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Before sending, the screen says how many members the group reaches; a tournament's or a
  // coach's group once it is chosen.
  const reach = page.locator("p.console-audience-reach");
  await page.getByLabel("Send to").selectOption({ label: "A tournament's ticket holders" });
  await expect(reach).toHaveText("");
  await page.getByLabel("Tournament", { exact: true }).selectOption({ label: "Abuja Amateur Classic" });
  await expect(reach).toHaveText(/^Ticket holders of Abuja Amateur Classic: this reaches \d+ members\.$/);
  await page.getByLabel("Send to").selectOption({ label: "Paid members" });
  await expect(reach).toHaveText(/^Paid members: this reaches \d+ members?\.$/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("The courts are closed for resurfacing on Friday.");
  await page.getByRole("button", { name: "Send notification" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Notification sent to \d+ member/ })).toBeVisible();
  const sentRow = page
    .getByRole("table", { name: /Sent notifications/ })
    .getByRole("row")
    .filter({ hasText: title });
  await expect(sentRow).toContainText("Paid members");
  await screenshots(page, "notifications");
  await expectMail(page, DEMO.member.email, new RegExp(title));
  await expectMail(page, session.user.email, new RegExp(title));

  await member.goto("/u/notifications");
  const menuLink = member.getByRole("link", { name: /^Notifications \d+ unread$/ });
  await expect(menuLink).toBeVisible();
  const before = Number((await menuLink.textContent())?.match(/\d+/)?.[0]);
  // The payment's notice and this one at least.
  expect(before).toBeGreaterThan(1);
  await expect(member.getByRole("heading", { level: 2, name: new RegExp(title) })).toBeVisible();
  await expectNoAxeViolations(member);
  await screenshots(member, "member-notifications");
  await member.getByRole("button", { name: `Mark read: ${title}` }).click();
  await expect(member.getByRole("link", { name: `Notifications ${before - 1} unread` })).toBeVisible();
  await member.getByRole("button", { name: "Mark all read" }).click();
  await expect(member.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await memberContext.close();
});

test("staff write to one member from a link to them", async ({ page, request }) => {
  const free = await apiLogin(request, DEMO.free);
  await signInAs(page, request, DEMO.staff, `/staff/notifications?member=${free.user._id}`);
  await expect(page.getByLabel("Send to")).toHaveValue("member");
  await page.getByLabel("Title").fill("Your racket is ready");
  await page.getByLabel("Message").fill("Collect it from the front desk.");
  await page.getByRole("button", { name: "Send notification" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notification sent to 1 member" })).toBeVisible();
  await expectMail(page, DEMO.free.email, /Your racket is ready/);
});

test("staff answer a contact message by mail; the reply stays with it", async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff, "/staff/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact inbox" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "contact");
  // Other journeys send contact messages too: answer Chidinma's own, wherever it is listed.
  const reply = page.locator("form").filter({ has: page.getByLabel("Reply to Chidinma Eze") });
  await reply
    .getByLabel("Reply to Chidinma Eze")
    .fill("Yes: beginners' sessions run from 8 am on Saturdays.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reply sent to chidinma.eze@example.com" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Handled" }).click();
  await expect(page.getByText("beginners' sessions run from 8 am")).toBeVisible();
  await expectMail(page, "chidinma.eze@example.com", /Re: your message/);
});

test("staff list newsletter subscribers and export the confirmed ones", async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff, "/staff/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Newsletter subscribers" })).toContainText(
    "kemi.alade@example.com",
  );
  await expectNoAxeViolations(page);
  await screenshots(page, "newsletter");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export confirmed (CSV)" }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString("utf8");
  expect(csv.startsWith('\uFEFF"email","confirmed_at"\r\n')).toBe(true);
  expect(csv).toContain("ngozi.adeyemi@example.com");
  expect(csv).not.toContain("kemi.alade@example.com");
});
