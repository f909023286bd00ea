/**
 * The /u dashboard with the demo accounts (read-only journeys): the session guard, routing, the
 * chrome, and every screen in each account's state. Journeys that pay, review or delete are in
 * dashboard-payments.spec.ts with fresh members.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiLogin, DEMO, openSignedIn, signInAs } from "../support/dashboard";

const menu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("session guard", () => {
  test("sends a visitor without a session to the login page", async ({ page }) => {
    await page.goto("/u/billings");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("logs out a stored session whose token the server rejects", async ({ page }) => {
    await openSignedIn(page, {
      user: { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Old Session", email: "old@example.com" },
      auth: { token: "expired.or.forged" },
    } as never);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("user-payload"))).toBeNull();
  });

  test("Logout clears the session, ends the token on the server and goes to the login page", async ({
    page,
    request,
  }) => {
    const session = await signInAs(page, request, DEMO.free);
    const me = () =>
      request
        .get("/api/me", { headers: { authorization: `Bearer ${session.auth.token}` } })
        .then((r) => r.status());
    expect(await me()).toBe(200);
    await menu(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("user-payload"))).toBeNull();
    await page.goto("/u");
    await expect(page).toHaveURL(/\/login$/);
    // A copy of the token is worthless now: the call went out as the page left.
    await expect.poll(me).toBe(401);
  });

  test("Logout still logs out and goes to the login page with the network down", async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO.free);
    await expect(menu(page)).toBeVisible();
    await page.route("**/api/logout", (route) => route.abort("internetdisconnected"));
    await menu(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("user-payload"))).toBeNull();
  });
});

test.describe("paid member", () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, DEMO.member);
  });

  test("overview: greeting, ranking, membership, progress tracker and tournament carousel", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Good (Morning|Afternoon|Evening), Tobi$/,
    );
    const ranking = page.getByRole("region", { name: "Your Ranking" });
    await expect(ranking).toContainText(/#\d+/);
    const membership = page.getByRole("region", { name: "Your Membership" });
    await expect(membership).toContainText("Premium Quarterly Plan");
    await expect(membership).toContainText("Get 15% discount on your next training plan");
    await expect(membership.getByRole("link", { name: "Join the premium community group" })).toBeVisible();

    const tracker = page.getByRole("region", { name: "Progress Tracker" });
    await expect(tracker.getByRole("img", { name: /Won \d+ of \d+ matches played/ })).toBeVisible();
    await expect(tracker).toContainText("Matches Played");
    await expect(tracker).toContainText("Matches Won");

    const carousel = page.getByRole("region", { name: "Upcoming Tournaments" });
    const previous = carousel.getByRole("button", { name: "Previous tournament" });
    const next = carousel.getByRole("button", { name: "Next tournament" });
    await expect(previous).toBeDisabled();
    await expect(carousel).toContainText(/Tournament 1 of (\d+)/);
    const count = Number((await carousel.textContent())?.match(/Tournament 1 of (\d+)/)?.[1]);
    for (let i = 1; i < count; i++) await next.click();
    await expect(carousel).toContainText(`Tournament ${count} of ${count}`);
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(carousel).toContainText(`Tournament ${count - 1} of ${count}`);
  });

  test("top bar: member badge, initial, training plan pill and Go Home", async ({ page }) => {
    const bar = page.getByRole("banner");
    await expect(bar.getByText("Premium Member")).toBeVisible();
    await expect(bar.getByText("T", { exact: true })).toBeVisible();
    await expect(bar.getByText("Standard Training Plan")).toBeVisible();
    await bar.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("side menu routes on the client, marks the current entry and scrolls to the top", async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await menu(page).getByRole("link", { name: "Billings" }).click();
    await expect(page).toHaveURL(/\/u\/billings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Billings" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Billings" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(/^Billings \|/);

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await menu(page).getByRole("link", { name: "Your Coach" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Coach" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Billings" })).toBeVisible();
  });

  test("deep links and reloads open the right screen; unknown paths show not found", async ({ page }) => {
    await page.goto("/u/billings/history");
    await expect(page.getByRole("heading", { level: 1, name: "Billing History" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Billing History" })).toBeVisible();
    await page.goto("/u/no-such-screen");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Your Overview" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Good /);
  });

  test("tournaments: Next Tour, Tours Won, prices, Already Paid and the payment dialog", async ({ page }) => {
    await page.goto("/u/tournaments");
    await expect(page.getByRole("heading", { level: 1, name: "Tournaments" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next Tour" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tours Won" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Already Paid" }).first()).toBeDisabled();
    await expect(page.getByText(/₦\d{1,3}(,\d{3})*/).first()).toBeVisible();

    const buy = page.getByRole("button", { name: "Buy Ticket" }).first();
    await buy.click();
    const dialog = page.getByRole("dialog", { name: "Buy Ticket" });
    await expect(dialog).toContainText("You are about to pay for the selected tournament");
    await expect(dialog.getByRole("button", { name: "Pay Now" })).toBeEnabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(buy).toBeFocused();
  });

  test("tickets: count, list and the QR code dialog, its code fetched once the list shows, for offline use", async ({
    page,
  }) => {
    const qrRequests: string[] = [];
    page.on("request", (r) => {
      if (/TicketQrCode/.test(r.url())) qrRequests.push(r.url());
    });
    await page.goto("/u/tickets");
    await expect(page.getByRole("heading", { name: "Tickets bought" })).toBeVisible();
    const items = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /View Ticket/ }) });
    await expect(items).not.toHaveCount(0);
    const count = await items.count();
    await expect(page.locator(".dash-tickets__count")).toContainText(String(count));
    // Fetched after the list (never in /u's first load: js-budget.spec.ts), so the dialog opens offline.
    await expect.poll(() => qrRequests.length).toBeGreaterThan(0);

    const view = page.getByRole("button", { name: /View Ticket/ }).first();
    await view.click();
    const dialog = page.getByRole("dialog", { name: "Your Ticket" });
    const qr = dialog.getByRole("img", { name: /QR code of your ticket/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("width", "200");
    await expect(dialog).toContainText("Token");
    await expect(dialog).toContainText("Venue");
    await expect(dialog).toContainText("This would be needed for joining the tournament");
    expect(qrRequests.length).toBe(1);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test("coach: the assigned coach, reviews newest first with a count, and the review form's checks", async ({
    page,
  }) => {
    await page.goto("/u/coach");
    await expect(page.getByRole("heading", { level: 2, name: /Reviews/ })).toContainText(/\d+ reviews?/);
    const dates = await page.locator(".dash-reviews__date").allTextContents();
    const times = dates.map((d) => Date.parse(d));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    await page.getByRole("button", { name: "Post Review" }).click();
    await expect(page.getByText("Choose a rating from 1 to 5")).toBeVisible();
    await expect(page.getByText("Please fill out all fields before submitting.")).toBeVisible();
    // The stars are a radio group the keyboard can operate.
    await page.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "3 stars" })).toBeChecked();
  });

  test("notifications newest first", async ({ page }) => {
    await page.goto("/u/notifications");
    await expect(page.locator(".dash-notes__date time").first()).toBeVisible();
    const dates = await page
      .locator(".dash-notes__date time")
      .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute("datetime") ?? "")));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test("billings: current plan and end date, disabled packages, collapsible panels", async ({ page }) => {
    await page.goto("/u/billings");
    const current = page.getByRole("region", { name: "Current Plan" });
    await expect(current).toContainText("Premium Quarterly");
    await expect(current).toContainText(/Current Plan ends on \d{1,2} \w{3} \d{4}/);
    await expect(page.getByRole("button", { name: "Already on a Membership Package" })).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Already on a Training Package" })).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Special Training Plans" })).toBeVisible();
    // Member prices: the discounted price with the full price struck through.
    await expect(page.locator(".dash-plan__was").first()).toBeVisible();

    const membershipToggle = page.getByRole("button", { name: "Membership Package", exact: true });
    await expect(membershipToggle).toHaveAttribute("aria-expanded", "true");
    await membershipToggle.click();
    await expect(membershipToggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Premium Monthly" })).toBeHidden();
    await membershipToggle.press("Enter");
    await expect(page.getByRole("heading", { name: "Premium Monthly" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Renew my membership automatically" })).toBeChecked();
  });

  test("billing history: short ids, naira amounts, coloured statuses, newest first", async ({ page }) => {
    await page.goto("/u/billings");
    await page.getByRole("link", { name: "Billing History" }).click();
    await expect(page).toHaveURL(/\/u\/billings\/history$/);
    const rows = page.locator("tbody tr");
    await expect(rows).not.toHaveCount(0);
    await expect(rows.first().locator("td").first()).toHaveText(/^[0-9a-f]{6}\.\.\.[0-9a-f]{6}$/);
    await expect(rows.first()).toContainText("₦");
    await expect(page.locator(".dash-status--green").first()).toBeVisible();
    await expect(page.locator(".dash-status--red, .dash-status--orange").first()).toBeVisible();
    const dates = await page
      .locator("tbody time")
      .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute("datetime") ?? "")));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test("matches: Matches Played and the member's matches", async ({ page }) => {
    await page.goto("/u");
    await page.getByRole("link", { name: "See your matches" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Matches" })).toBeVisible();
    await expect(page.locator(".dash-card", { hasText: "Matches Played" })).toContainText(/[1-9]\d*/);
    await expect(page.getByRole("table")).toContainText(/Won|Lost/);
  });

  test("screens have no axe violations", async ({ page }) => {
    // Every screen of the dashboard read by axe in one test: near a minute even alone.
    test.slow();
    for (const path of [
      "/u",
      "/u/tournaments",
      "/u/tickets",
      "/u/coach",
      "/u/billings",
      "/u/billings/history",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("free member", () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, DEMO.free);
  });

  test("overview: Free membership, dimmed tracker without Chart.js", async ({ page }) => {
    const chartRequests: string[] = [];
    page.on("request", (r) => {
      if (/doughnut-chart/.test(r.url())) chartRequests.push(r.url());
    });
    await page.reload();
    const membership = page.getByRole("region", { name: "Your Membership" });
    await expect(membership).toContainText("Free");
    await expect(membership.getByRole("link", { name: "Upgrade to get training discount" })).toBeVisible();
    await expect(membership.getByRole("link", { name: "Join the free community group" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your Ranking" })).toContainText("--");
    const tracker = page.getByRole("region", { name: "Progress Tracker" });
    await expect(tracker).toContainText("Upgrade to a premium plan to access this feature");
    await expect(tracker.getByRole("img")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(chartRequests).toEqual([]);
  });

  test("top bar: no badge and No Training Plan", async ({ page }) => {
    const bar = page.getByRole("banner");
    await expect(bar.getByText("No Training Plan")).toBeVisible();
    await expect(bar.getByText("Premium Member")).toHaveCount(0);
  });

  test("coach, tickets and billings in their empty and free states", async ({ page }) => {
    await page.goto("/u/coach");
    await expect(page.getByRole("heading", { name: "No Coach Assigned Yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See training plans" })).toHaveAttribute(
      "href",
      "/u/billings",
    );

    await page.goto("/u/tickets");
    await page.getByRole("link", { name: "Buy a ticket" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tournaments" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tours Won" }).locator("..")).toContainText("0");

    await page.goto("/u/billings");
    await expect(page.getByRole("region", { name: "Current Plan" })).toContainText("Free Plan");
    await expect(page.getByRole("button", { name: "Free", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Join Premium Monthly" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Make Payment for Regular" })).toBeEnabled();
    await expect(page.locator(".dash-plan__was")).toHaveCount(0);

    await page.goto("/u/matches");
    await expect(page.getByRole("heading", { name: "No matches yet" })).toBeVisible();
  });

  test("a pay link opens the Payment Summary on load, priced by the plan list", async ({ page }) => {
    const tampered = {
      type: "Membership Package",
      plan: "Premium Yearly",
      price: 1,
      duration: "yearly",
      key: "yearly",
    };
    await page.goto(`/u?${new URLSearchParams({ pay: JSON.stringify(tampered) })}`);
    await expect(page).toHaveURL(/\/u\/billings\?pay=/);
    const summary = page.getByRole("dialog", { name: "Membership Package" });
    await expect(summary).toContainText("Premium Yearly");
    await expect(summary).toContainText("Please review your payment carefully before you continue.");
    await expect(summary.getByRole("heading", { name: "Order Summary" })).toBeVisible();
    await expect(summary).toContainText("₦70,000");
    await summary.getByRole("button", { name: "Close" }).click();
    await expect(summary).toBeHidden();
    await expect(page).toHaveURL(/\/u\/billings$/);
  });
});

test("pending member sees the coach being readied", async ({ page, request }) => {
  await signInAs(page, request, DEMO.pending, "/u/coach");
  await expect(page.getByRole("heading", { name: "Getting Your Coach Ready" })).toBeVisible();
  await expect(page.getByText("Coach Assignment Pending")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu folds behind an accessible toggle", async ({ page, request }) => {
    await signInAs(page, request, DEMO.member);
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page).getByRole("link", { name: "Tickets" })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu(page).getByRole("link", { name: "Tickets" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("the first screen asks for user, billing, tournaments and match stats in parallel", async ({
  page,
  request,
}) => {
  const session = await apiLogin(request, DEMO.member);
  const watched = [
    "/api/me",
    "/api/billing/pay/info",
    "/api/tour/admin/getTournaments",
    "/api/matchCustom/user",
  ];
  // Every answer is held until all four calls have been made: a call that waited for another's
  // answer would never be made, so this proves the calls go out together, whatever the machine's load.
  const asked = new Set<string>();
  let allAsked!: () => void;
  const together = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  await page.route(
    (url) => watched.includes(url.pathname),
    async (route) => {
      asked.add(new URL(route.request().url()).pathname);
      if (asked.size === watched.length) allAsked();
      await together;
      await route.continue();
    },
  );
  await openSignedIn(page, session, "/u/notifications");
  await expect.poll(() => [...asked].sort(), { timeout: 15_000 }).toEqual([...watched].sort());
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
});
