/**
 * A secretary builds a junior tournament in the console (docs/decisions/0242-events-and-entries-in-the-console.md):
 * two events, Under-12 and Under-14, the Under-12 one to be played as round-robin groups. A walk-in
 * the event does not admit is refused with the server's sentence; staff add walk-ins paid in cash;
 * a parent enters her child from the dashboard; staff make and publish the group and publish the
 * order of play; the public page lists the events and the order of play. An adult whom no event
 * admits buys a spectator's ticket (0240). Screenshots at 1280 and 390 px, axe clean.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { staffTournaments } from "@/shared/api/all-calls";
import { apiPath } from "../support/api-path";
import {
  apiLogin,
  DEMO,
  finishCheckout,
  REBUILD_TIMEOUT_MS,
  signInAs,
  waitForRebuild,
} from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

const CUP = "Port Harcourt Under-14 Cup";

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await attachScreenshot(page, `${name}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-390`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("a secretary builds a junior tournament of two events, takes entries, plays the Under-12 as a group and publishes the order of play", async ({
  page,
  request,
}) => {
  test.setTimeout(REBUILD_TIMEOUT_MS * 2 + 240_000);
  const name = `Junior Open ${Date.now().toString(36)}`;
  // The demo juniors are under 12 on the demo cup's day: the new tournament is played that day.
  const { auth } = await apiLogin(request, DEMO.staff);
  const listed = await request.get(`${apiPath(staffTournaments)}?when=all&q=${encodeURIComponent(CUP)}`, {
    headers: { authorization: `Bearer ${auth.token}` },
  });
  const day: string = (await listed.json()).items[0].localDate;

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, request, DEMO.staff, "/staff/tournaments/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category").selectOption("juniors");
  await page.getByLabel("Date (Lagos)").fill(day);
  await page.getByLabel("Start time (Lagos)").fill("09:00");
  await page.getByLabel("Location").fill("Port Harcourt Club, GRA");
  await page.getByLabel("Ticket price (₦)").fill("1,000");
  await page.getByLabel("Photo", { exact: true }).fill("/images/hero-tournaments.svg");
  await page.getByRole("button", { name: "Create tournament" }).click();
  await expect(page.getByText(`${name} was created.`)).toBeVisible();
  await page.getByRole("link", { name: `Events of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Events: ${name}` })).toBeVisible();
  const tournamentId = new URL(page.url()).pathname.split("/")[3];

  // The tournament's first event becomes the Under-12; the Under-14 is added.
  const events = page.getByRole("table", { name: `Events of ${name}` });
  await expect(events.getByRole("row")).toHaveCount(2);
  await events.getByRole("button", { name: /^Edit / }).click();
  const form = page.getByRole("form", { name: /^Edit / });
  await form.getByLabel("Name", { exact: true }).fill("Under-12 Singles");
  await form.getByLabel("Under (age)").fill("12");
  await form.getByLabel("From (age)").fill("");
  await form.getByLabel("Age cut-off day").fill(day);
  await form.getByLabel("Capacity").fill("8");
  await form.getByLabel("Entry fee (₦)").fill("3000");
  await form.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByText("Under-12 Singles was saved.")).toBeVisible();

  const add = page.getByRole("form", { name: "Add an event" });
  await add.getByLabel("Name", { exact: true }).fill("Under-14 Singles");
  await add.getByLabel("Under (age)").fill("14");
  await add.getByLabel("Age cut-off day").fill(day);
  await add.getByLabel("Capacity").fill("16");
  await add.getByLabel("Entry fee (₦)").fill("4,000");
  await add.getByLabel("Entries close on (Lagos)").fill(day);
  await add.getByLabel("At (Lagos time)").fill("08:00");
  await add.getByRole("button", { name: "Add the event" }).click();
  await expect(page.getByText("Under-14 Singles was added.")).toBeVisible();
  await expect(events.getByRole("row")).toHaveCount(3);
  const u12Row = events.getByRole("row", { name: /Under-12 Singles/ });
  await expect(u12Row).toContainText("Players under 12 on");
  await expect(u12Row).toContainText("0 of 8 (8 left)");
  await noAxeViolations(page);
  await screenshots(page, "junior-events-console");

  // Walk-ins: the parent herself is refused with the server's sentence; two juniors pay cash.
  await u12Row.getByRole("link", { name: "Entries of Under-12 Singles" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Entries: Under-12 Singles, ${name}` }),
  ).toBeVisible();
  const walkIn = page.getByRole("form", { name: "Add a late or walk-in entry" });
  const receipt = Date.now().toString(36).toUpperCase();
  await walkIn.getByLabel("Player's email or username").fill("parent@example.com");
  await walkIn.getByLabel("Receipt number").fill(`R-${receipt}-0`);
  await walkIn.getByRole("button", { name: "Add the entry" }).click();
  await expect(walkIn.getByRole("alert")).toHaveText(
    /^Ngozi Okafor is \d+ on .+, the event's age cut-off; Under-12 Singles admits only players under 12 on that day\.$/,
  );
  for (const [i, junior] of ["junior_tolu", "junior_segun"].entries()) {
    await walkIn.getByLabel("Player's email or username").fill(junior);
    await walkIn.getByLabel("Receipt number").fill(`R-${receipt}-${i + 1}`);
    await walkIn.getByRole("button", { name: "Add the entry" }).click();
    await expect(
      page.getByRole("table", { name: "Entries of Under-12 Singles" }).getByRole("row"),
    ).toHaveCount(i + 2);
  }
  const entries = page.getByRole("table", { name: "Entries of Under-12 Singles" });
  await expect(entries.getByRole("row", { name: /Tolu Bakare/ })).toContainText("Added by staff");
  await expect(entries.getByRole("row", { name: /Tolu Bakare/ })).toContainText("Cash · ₦3,000");
  const entriesUrl = page.url();

  // A parent enters her 10-year-old from the dashboard.
  await signInAs(page, request, DEMO.parent, "/u/tournaments");
  const card = page.getByRole("listitem").filter({ hasText: name }).first();
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Buy Ticket" });
  await dialog.getByLabel("For whom").selectOption({ label: "Ada Okafor" });
  await dialog.getByRole("radio", { name: /^Under-12 Singles/ }).check();
  await dialog.getByRole("button", { name: "Pay Now" }).click();
  await finishCheckout(page, "Pay");
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // Staff see her entry, paid by card, then make and publish the group.
  await signInAs(page, request, DEMO.staff, new URL(entriesUrl).pathname);
  await expect(entries.getByRole("row", { name: /Ada Okafor/ })).toContainText("Card");
  await noAxeViolations(page);
  await screenshots(page, "junior-entries-console");
  await page.getByRole("link", { name: "Round-robin groups" }).click();
  await page.getByRole("button", { name: "Make the groups" }).click();
  await expect(page.getByRole("table", { name: "Group A standings" }).getByRole("row")).toHaveCount(4);
  await page.getByRole("button", { name: "Publish the groups" }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  // The order of play: the group's first match on Court 1 at 09:00, published.
  await page.goto(`/staff/tournaments/${tournamentId}/order-of-play`);
  const toPlan = page.getByRole("region", { name: "To plan" });
  await expect(toPlan.getByRole("article")).toHaveCount(3);
  const first = toPlan.getByRole("article").first();
  await first.getByLabel("Time (Lagos)").fill("09:00");
  await first.getByLabel("Court").fill("Court 1");
  await first.getByRole("button", { name: /^Put on court/ }).click();
  await expect(page.getByRole("region", { name: "On court" }).getByRole("article")).toHaveCount(1);
  const since = Date.now();
  await page.getByRole("button", { name: "Publish the order of play" }).click();
  await expect(page.getByText(/^Published: players and their guardians were told/)).toBeVisible();

  // The public page, once rebuilt: the events with whom they admit, and the order of play.
  await waitForRebuild(request, since);
  await page.goto(`/tournaments/${tournamentId}`);
  const publicEvents = page.getByRole("region", { name: "Events" });
  await expect(publicEvents.getByRole("heading", { name: "Under-12 Singles" })).toBeVisible();
  await expect(publicEvents.getByRole("heading", { name: "Under-14 Singles" })).toBeVisible();
  await expect(publicEvents).toContainText("Players under 12 on");
  await expect(publicEvents).toContainText("₦4,000");
  await expect(publicEvents).toContainText("5 of 8 places left");
  const order = page.getByRole("region", { name: "Order of play" });
  await expect(order).toContainText("Court 1");
  await expect(order).toContainText("09:00");
  await noAxeViolations(page);
  await screenshots(page, "junior-tournament-public");

  // An adult whom no event admits buys a seat to watch, and finds it in Tickets.
  await signInAs(page, request, DEMO.member, "/u/tournaments");
  const seat = page.getByRole("listitem").filter({ hasText: name }).first();
  await seat.getByRole("button", { name: "Buy Ticket" }).click();
  const buy = page.getByRole("dialog", { name: "Buy Ticket" });
  await expect(buy.getByRole("radio", { name: /^Under-12 Singles/ })).toBeDisabled();
  await buy.getByRole("radio", { name: /^Spectator ticket/ }).check();
  expect((await new AxeBuilder({ page }).include(".dash-events").analyze()).violations).toEqual([]);
  await screenshots(page, "spectator-ticket-dialog");
  await buy.getByRole("button", { name: "Pay Now" }).click();
  await finishCheckout(page, "Pay");
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await page.goto("/u/tickets");
  await expect(page.getByText(name).first()).toBeVisible();
});
