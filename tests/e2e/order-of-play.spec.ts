/**
 * The secretary's tournament day: the Port Harcourt Under-14 Cup has two events, its Under-12
 * Singles played as a round-robin group. Staff read the group, put its matches on courts (a clash
 * is refused and named), publish the order of play, and the tournament's public page shows it with
 * the group's table. Screenshots at desktop and phone widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { staffTournaments } from "@/shared/api/all-calls";
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
  test.setTimeout(REBUILD_TIMEOUT_MS + 120_000);
  const { auth } = await apiLogin(request, DEMO.staff);
  const listed = await request.get(`${apiPath(staffTournaments)}?when=all&q=${encodeURIComponent(CUP)}`, {
    headers: { authorization: `Bearer ${auth.token}` },
  });
  const cupId: string = (await listed.json()).items[0]._id;

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
  await screenshots(page, "order-of-play-public");
});
