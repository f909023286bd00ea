/**
 * The secretary's tournament day: the Port Harcourt Under-14 Cup has two events, its Under-12
 * Singles played as a round-robin group. Staff read the group, put its matches on courts (a clash
 * is refused and named), publish the order of play, and the tournament's public page shows it with
 * the group's table. Then the tournament starts: the group is played, a result corrected, and its
 * best two play the knock-out's final. Screenshots at desktop and phone widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { groupResult, staffGroups, staffTournaments, updateTournament } from "@/shared/api/all-calls";
import { apiPath } from "../support/api-path";
import { apiLogin, DEMO, REBUILD_TIMEOUT_MS, signInAs, waitForRebuild } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

const CUP = "Port Harcourt Under-14 Cup";

async function screenshots(page: Page, name: string) {
  await attachScreenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("staff plan the round-robin event's matches on courts, publish the order of play, and the public page shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(2 * REBUILD_TIMEOUT_MS + 120_000);
  const { auth } = await apiLogin(request, DEMO.staff);
  const listed = await request.get(`${apiPath(staffTournaments)}?when=all&q=${encodeURIComponent(CUP)}`, {
    headers: { authorization: `Bearer ${auth.token}` },
  });
  const cup = (await listed.json()).items[0];
  const cupId: string = cup._id;

  await signInAs(page, request, DEMO.staff, `/staff/tournaments/${cupId}/order-of-play`);
  await expect(page.getByRole("heading", { level: 1, name: `Order of play: ${CUP}` })).toBeVisible();

  // The Under-12 event is a published group of four: its table and its six matches.
  await page.getByRole("link", { name: "Under-12 Singles round-robin groups" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Groups: Under-12 Singles, ${CUP}` }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Group A standings" }).getByRole("row")).toHaveCount(5);
  await noAxeViolations(page);
  await screenshots(page, "round-robin-group");

  await page.goBack();
  const toPlan = page.getByRole("region", { name: "To plan" });
  await expect(toPlan.getByRole("article")).toHaveCount(6);
  const first = toPlan.getByRole("article").first();
  await expect(first.getByRole("heading")).toContainText("Under-12 Singles, Group A:");
  await first.getByLabel("Time (Lagos)").fill("09:00");
  await first.getByLabel("Court").fill("Court 1");
  await first.getByRole("button", { name: /^Put on court/ }).click();
  await expect(page.getByRole("region", { name: "On court" }).getByRole("article")).toHaveCount(1);

  // Round 1's other match at the same time on the same court is refused, the clash named.
  const second = toPlan.getByRole("article").first();
  await second.getByLabel("Time (Lagos)").fill("09:00");
  await second.getByLabel("Court").fill("Court 1");
  await second.getByRole("button", { name: /^Put on court/ }).click();
  await expect(second.getByRole("alert")).toHaveText(
    "Court 1 already hosts Under-12 Singles, Group A at 09:00",
  );
  await second.getByLabel("Court").fill("Court 2");
  await second.getByRole("button", { name: /^Put on court/ }).click();
  await expect(page.getByRole("region", { name: "On court" }).getByRole("article")).toHaveCount(2);

  const since = Date.now();
  await page.getByRole("button", { name: "Publish the order of play" }).click();
  await expect(page.getByText(/^Published: players and their guardians were told/)).toBeVisible();
  await expect(page.getByRole("region", { name: "On court" })).toContainText("Players told.");
  await noAxeViolations(page);
  await screenshots(page, "order-of-play-console");

  // The public page follows after its rebuild: the order of play and the group's table.
  await waitForRebuild(request, since);
  await page.goto(`/tournaments/${cupId}`);
  const order = page.getByRole("region", { name: "Order of play" });
  await expect(order.getByRole("row")).toHaveCount(3);
  await expect(order).toContainText("Court 1");
  await expect(order).toContainText("Court 2");
  await expect(order).toContainText("09:00");
  const groups = page.getByRole("region", { name: "Round-robin groups" });
  await expect(groups.getByRole("table", { name: "Group A" })).toBeVisible();
  await expect(groups).toContainText("Tolu B.");
  await noAxeViolations(page);
  // On a phone the group's table fits or scrolls inside its own box; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(groups.getByRole("table", { name: "Group A" })).toBeVisible();
  await noAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, "order-of-play-public");

  // The tournament starts today (Lagos): the group's results, a correction, the knock-out after it.
  const headers = { authorization: `Bearer ${auth.token}` };
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date());
  const fresh = (
    await (
      await request.get(`${apiPath(staffTournaments)}?when=all&q=${encodeURIComponent(CUP)}`, { headers })
    ).json()
  ).items[0];
  const moved = await request.put(apiPath(updateTournament, { id: cupId }), {
    headers,
    data: {
      name: cup.name,
      category: cup.category,
      localDate: today,
      localTime: "00:00",
      location: cup.location,
      price: cup.price,
      capacity: cup.capacity,
      image: cup.image,
      salesOpenDate: null,
      memberEarlyDays: 0,
      version: fresh.version,
    },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.goto(`/staff/tournaments/${cupId}/order-of-play`);
  const groupsLink = page.getByRole("link", { name: "Under-12 Singles round-robin groups" });
  const eventId = (await groupsLink.getAttribute("href"))?.split("/").at(-2) ?? "";
  const group = (await (await request.get(apiPath(staffGroups, { id: eventId }), { headers })).json()).groups;
  for (const m of group.groups[0].matches.slice(0, 5)) {
    const entered = await request.post(apiPath(groupResult, { id: eventId }), {
      headers,
      data: { group: 0, index: m.index, outcome: "completed", score: "6-3 6-4", playedOn: today },
    });
    expect(entered.status(), await entered.text()).toBe(201);
  }
  await groupsLink.click();
  await page.getByLabel(/^Score \(/).fill("6-2 6-2");
  await page.getByRole("button", { name: /^Save the result/ }).click();
  await expect(page.getByRole("button", { name: /^Correct the result of/ })).toHaveCount(6);
  await page
    .getByRole("button", { name: /^Correct the result of/ })
    .first()
    .click();
  const correction = page.getByRole("form", { name: /^Correct the result:/ });
  await correction.getByLabel(/^Score/).fill("7-5 6-3");
  await correction.getByRole("button", { name: /^Save the correction/ }).click();
  await expect(page.getByText("· 7-5 6-3")).toBeVisible();
  // A result entered by mistake is deleted, after a question, and entered again.
  await page
    .getByRole("button", { name: /^Delete the result of/ })
    .last()
    .click();
  const deleting = page.getByRole("dialog", { name: "Delete this result?" });
  await expect(deleting).toContainText("the table follows");
  await noAxeViolations(page);
  await deleting.getByRole("button", { name: "Delete the result" }).click();
  await expect(deleting).toBeHidden();
  await expect(page.getByRole("button", { name: /^Correct the result of/ })).toHaveCount(5);
  await page.getByLabel(/^Score \(/).fill("6-2 6-2");
  await page.getByRole("button", { name: /^Save the result/ }).click();
  await expect(page.getByRole("button", { name: /^Correct the result of/ })).toHaveCount(6);

  const knockout = page.getByRole("region", { name: "Knock-out", exact: true });
  await knockout.getByLabel("From each group").selectOption("2");
  await knockout.getByRole("button", { name: "Make the knock-out" }).click();
  await knockout.getByRole("button", { name: "Publish the knock-out" }).click();
  await expect(knockout).toContainText("Published.");
  const beforeFinal = Date.now();
  await knockout.getByLabel(/^Score/).fill("6-4 6-4");
  await knockout.getByRole("button", { name: /^Save the result/ }).click();
  await expect(knockout.getByText(/^Winner:/)).toBeVisible();
  await noAxeViolations(page);
  await screenshots(page, "knockout-after-groups-console");

  // The public page shows the knock-out's final under the group, its champion among the recent ones.
  await waitForRebuild(request, beforeFinal);
  await page.goto(`/tournaments/${cupId}`);
  const final = page.getByRole("region", { name: "Under-12 Singles knock-out, Final" });
  await expect(final).toContainText("6-4 6-4");
  await expect(page.getByRole("region", { name: "Round-robin groups" })).toContainText("Champion:");
  await noAxeViolations(page);
  await screenshots(page, "knockout-after-groups-public");
});
