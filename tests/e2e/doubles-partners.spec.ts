/**
 * Doubles partners on a phone (docs/decisions/0251-doubles-partners.md): in a new doubles event of
 * a junior tournament of its own (other journeys move the demo cup to today), a member names her
 * partner in the Buy Ticket dialog and reads "Waiting for ... to confirm as partner" on Tickets;
 * the partner finds the request under Tickets and confirms it; a parent shows her child's
 * dashboard with the switcher and declines for her, and that entry is withdrawn.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createTournament } from "@/shared/api/all-calls";
import { apiPath } from "../support/api-path";
import { apiLogin, DEMO, freshMemberPage, signInAs } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

async function axeClean(page: Page, selector: string) {
  expect((await new AxeBuilder({ page }).include(selector).analyze()).violations).toEqual([]);
}

test("a partner confirms under Tickets, and a parent declines for her child, at 390 px", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { auth } = await apiLogin(request, DEMO.staff);
  const staff = { Authorization: `Bearer ${auth.token}` };
  // Weeks ahead, so the journey holds whatever day other journeys give the demo cup.
  const cupName = `Doubles Cup ${Date.now().toString(36)}`;
  const cupDay = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  const made = await request.post(apiPath(createTournament), {
    headers: staff,
    data: {
      name: cupName,
      category: "juniors",
      localDate: cupDay,
      localTime: "10:00",
      location: "Port Harcourt Club, GRA",
      price: 0,
      capacity: null,
      image: "/images/hero-tournaments.svg",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { tournament: cup } = await made.json();
  const name = `Open Doubles ${Date.now().toString(36)}`;
  const created = await request.post(`/api/staff/tournaments/${cup._id}/events`, {
    headers: staff,
    data: {
      name,
      gender: "open",
      kind: "doubles",
      underAge: null,
      minAge: null,
      ageCutoff: cupDay,
      levels: [],
      capacity: 8,
      fee: 0,
      entryDeadline: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { event } = await created.json();
  const addPair = async (player: string, partner: string) => {
    const added = await request.post(`/api/staff/events/${event._id}/entries`, {
      headers: staff,
      data: { player, partner, payment: null },
    });
    expect(added.ok(), await added.text()).toBe(true);
  };

  // Kemi enters with Dayo as partner, naming him in the Buy Ticket dialog.
  const dayo = await freshMemberPage(browser, request, "Dayo", "/u");
  const kemi = await freshMemberPage(browser, request, "Kemi", "/u/tournaments");
  const dayoName = dayo.session.user.fullName;
  const kemiName = kemi.session.user.fullName;
  await kemi.page.setViewportSize({ width: 390, height: 844 });
  const card = kemi.page.getByRole("listitem").filter({ hasText: cupName }).first();
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  const buy = kemi.page.getByRole("dialog", { name: "Buy Ticket" });
  await buy.getByRole("radio", { name: new RegExp(`^${name}`) }).check();
  const pay = buy.getByRole("button", { name: /Pay Now|Get Free Ticket/ });
  await expect(pay).toBeDisabled();
  await buy.getByLabel("Partner's email or username").fill(dayo.credentials.email);
  await axeClean(kemi.page, ".dash-events");
  await attachScreenshot(kemi.page, "doubles-name-partner-390");
  await pay.click();

  // Kemi waits for her partner.
  await expect(kemi.page.getByText(`Waiting for ${dayoName} to confirm as partner`)).toBeVisible();
  await attachScreenshot(kemi.page, "doubles-waiting-390");

  // Dayo finds the request under Tickets, where his notice sends him, with the event, who asked
  // and the deadline.
  await dayo.page.setViewportSize({ width: 390, height: 844 });
  await dayo.page.goto("/u/tickets");
  const requests = dayo.page.getByRole("region", { name: "Doubles partner requests" });
  await expect(requests).toContainText(`${kemiName} asks you to partner them in ${name}`);
  await expect(requests).toContainText("Answer by");
  await axeClean(dayo.page, ".dash-partners");
  await attachScreenshot(dayo.page, "doubles-request-tickets-390");
  await dayo.page.setViewportSize({ width: 1280, height: 900 });
  await axeClean(dayo.page, ".dash-partners");
  await attachScreenshot(dayo.page, "doubles-request-tickets-1280");
  await dayo.page.setViewportSize({ width: 390, height: 844 });
  await requests.getByRole("button", { name: `Confirm partnering ${kemiName}` }).click();
  await expect(requests.getByRole("status")).toHaveText(
    `${dayoName} partners ${kemiName} in ${name}: the pair is entered.`,
  );
  await expect(requests.getByRole("listitem")).toHaveCount(0);
  await attachScreenshot(dayo.page, "doubles-confirmed-390");
  await kemi.page.reload();
  await expect(kemi.page.getByText(`Doubles with ${dayoName}`)).toBeVisible();

  // Staff enter Tunde with Ada Okafor, 10; her mother answers for her.
  const tunde = await freshMemberPage(browser, request, "Tunde", "/u/tickets");
  await addPair(tunde.credentials.email, "ada_okafor");
  await signInAs(page, request, DEMO.parent, "/u/tickets");
  // Her own dashboard has nothing to answer; Ada's has.
  await expect(page.getByRole("heading", { name: "Tickets", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Doubles partner requests" })).toHaveCount(0);
  await page.getByLabel("Dashboard of").selectOption({ label: "Ada Okafor" });
  const adas = page.getByRole("region", { name: "Doubles partner requests" });
  await expect(adas).toContainText(`${tunde.session.user.fullName} asks you to partner them in ${name}`);
  await attachScreenshot(page, "doubles-request-child-390");
  await adas.getByRole("button", { name: `Decline partnering ${tunde.session.user.fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Decline this doubles entry?" });
  await expect(dialog).toBeVisible();
  await axeClean(page, "dialog");
  await attachScreenshot(page, "doubles-decline-dialog-390");
  await dialog.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(adas.getByRole("status")).toContainText("declined to partner");
  await expect(dialog).toBeHidden();
  await axeClean(page, ".dash-partners");
  await attachScreenshot(page, "doubles-declined-390");

  // Tunde's entry is withdrawn, and he is told.
  await tunde.page.setViewportSize({ width: 390, height: 844 });
  await tunde.page.reload();
  await expect(tunde.page.getByText("Withdrawn", { exact: true })).toBeVisible();
  await attachScreenshot(tunde.page, "doubles-withdrawn-390");
  for (const member of [kemi, dayo, tunde]) await member.context.close();
});
