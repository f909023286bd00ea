/**
 * Messages on members' phones: a fresh member turns WhatsApp on from Notifications (agreeing to the
 * consent text in a dialog), the confirmation reaches the WhatsApp stand-in; staff write to the
 * member, the console saying beforehand that it goes by WhatsApp; it appears at /dev/messages once,
 * and its delivery in the console says so. Each screen passes axe and is captured at 1280 and 390 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { inQuietHours } from "@/shared/domain/messaging";
import { DEMO, freshMemberPage, signInAs } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

async function screenshots(page: Page, name: string) {
  await attachScreenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The WhatsApp messages at /dev/messages whose text holds `text`. */
async function whatsappMessages(page: Page, text: string): Promise<number> {
  await page.goto("/dev/messages");
  return page.locator('li[data-channel="whatsapp"]').filter({ hasText: text }).count();
}

test("a member opts in to WhatsApp, staff write to them, the message arrives once", async ({
  browser,
  page,
  request,
}) => {
  // A member and staff in two browsers, screenshots at two widths: near a minute even alone.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await freshMemberPage(browser, request, "Bisi", "/u/notifications");
  const memberPage = member.page;
  await memberPage.setViewportSize({ width: 1280, height: 800 });
  const settings = memberPage.getByRole("region", { name: "Messages on your phone" });
  await expect(settings.getByRole("button", { name: "Turn on WhatsApp" })).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await screenshots(memberPage, "member-settings");

  const opener = settings.getByRole("button", { name: "Turn on WhatsApp" });
  await opener.click();
  const dialog = memberPage.getByRole("dialog", { name: "Messages by WhatsApp" });
  await expect(dialog).toContainText("I agree to receive the club's messages on WhatsApp");
  await expect(dialog).toContainText("+234 803 000 0000");
  await expectNoAxeViolations(memberPage);
  await screenshots(memberPage, "member-consent");
  await dialog.getByRole("button", { name: "I agree, turn on" }).click();
  await expect(dialog).toBeHidden();
  // Focus comes back to the row the dialog was opened from, now its Turn off button.
  await expect(settings.getByRole("button", { name: "Turn off WhatsApp" })).toBeFocused();

  // The confirmation reaches WhatsApp, saying how to stop.
  await expect.poll(() => whatsappMessages(page, "Reply STOP"), { timeout: 30_000 }).toBeGreaterThan(0);

  const title = `Court change ${member.session.user._id.slice(-6)}`;
  await signInAs(page, request, DEMO.staff, `/staff/notifications?member=${member.session.user._id}`);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("Your Saturday session moves to court 3.");
  await expect(page.getByRole("status").filter({ hasText: "By channel: WhatsApp 1" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "console-compose");
  await page.getByRole("button", { name: "Send notification" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notification sent to 1 member" })).toBeVisible();

  // Quiet hours (21:00 to 07:00 in Lagos) hold a staff message until the morning.
  const held = inQuietHours(new Date());
  if (!held) await expect.poll(() => whatsappMessages(page, title), { timeout: 30_000 }).toBe(1);
  await page.waitForTimeout(3_000);
  expect(await whatsappMessages(page, title)).toBe(held ? 0 : 1);
  await screenshots(page, "dev-messages");

  await page.goto("/staff/notifications");
  await page.getByRole("button", { name: `Delivery of ${title}` }).click();
  const delivery = page.getByRole("table", { name: "Messages on WhatsApp, SMS and devices" });
  await expect(delivery).toContainText(member.session.user.fullName);
  await expect(delivery).toContainText(held ? "Not yet" : "WhatsApp");
  await expect(delivery).toContainText(held ? "Waiting" : "Sent");
  await expectNoAxeViolations(page);
  await screenshots(page, "console-delivery");
  await member.context.close();
});
