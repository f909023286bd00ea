/**
 * The JS budgets of bench/budgets.json, checked on every `npm test`: gzipped JS a page fetches on
 * first load, and the chunks that must load only where shown (Chart.js, the ticket QR code).
 * `npm run bench` reports the same figures for more pages.
 */
import { expect, type Page, test } from "@playwright/test";
import { BYTES_PER_KB, readBudgets } from "../../bench/lib/budgets";
import {
  COACH_HOME,
  coachHomeShown,
  consoleShown,
  openFirstTicketDialog,
  overviewShown,
  ticketsShown,
} from "../../bench/lib/dashboard";
import { chunkName, isLazy, type LoadedAsset, loadPage, weightTotals } from "../../bench/lib/page-weight";
import { DEMO, storeSignedIn } from "../support/dashboard";

const budgets = readBudgets();
const lazyChunks = Object.keys(budgets.lazyChunks);

function describeFiles(assets: readonly LoadedAsset[]): string {
  return assets
    .filter((a) => a.kind === "script")
    .map(
      (a) =>
        `${new URL(a.url).pathname}${new URL(a.url).hash}: ${(a.gzipBytes / BYTES_PER_KB).toFixed(1)} kB`,
    )
    .join("\n");
}

const isDeclaredLazy = (asset: LoadedAsset) => !asset.inline && lazyChunks.includes(chunkName(asset.url));

for (const [path, budget] of Object.entries(budgets.pageWeight)) {
  const limit = budget.firstLoadJsKb;
  if (limit === undefined) continue;
  test(`${path} loads at most ${limit} kB of gzipped JS on first load`, async ({ page, request }) => {
    // The coach's home is /u signed in as the demo coach, a linked coach.
    if (path.startsWith("/u"))
      await storeSignedIn(page, request, path === COACH_HOME ? DEMO.coach : DEMO.member);
    if (path.startsWith("/staff")) await storeSignedIn(page, request, DEMO.admin);
    const ready =
      path === "/u"
        ? overviewShown
        : path === COACH_HOME
          ? coachHomeShown
          : path === "/staff"
            ? consoleShown
            : undefined;
    const load = await loadPage(page, path, ready);
    expect(load.status, `${path} is served`).toBe(200);
    const firstLoad = load.assets.filter((a) => !isLazy(a, lazyChunks));
    const kb = weightTotals(firstLoad).jsGzipBytes / BYTES_PER_KB;
    expect(kb, `first-load JS of ${path}:\n${describeFiles(firstLoad)}`).toBeLessThanOrEqual(limit);
    const blocking = load.assets.filter((a) => isDeclaredLazy(a) && a.inStaticGraph).map((a) => a.url);
    expect(blocking, "chunks meant to load only where shown are imported statically").toEqual([]);
  });
}

test("the overview fetches Chart.js for a member with matches, outside its static module graph", async ({
  page,
  request,
}) => {
  await storeSignedIn(page, request, DEMO.member);
  // Fetched once the Progress Tracker comes near the screen.
  const chartFetched = async (p: Page) => {
    const fetched = p.waitForResponse((r) => chunkName(r.url()) === "doughnut-chart");
    await p.getByRole("region", { name: "Progress Tracker" }).scrollIntoViewIfNeeded();
    await fetched;
  };
  const load = await loadPage(page, "/u", chartFetched);
  expect(load.status).toBe(200);
  const chart = load.assets.filter((a) => chunkName(a.url) === "doughnut-chart");
  expect(chart.length, `the chart chunk budgets.json names was loaded:\n${describeFiles(load.assets)}`).toBe(
    1,
  );
  expect(chart[0]?.inStaticGraph).toBe(false);
});

test("on a phone, the overview opens without Chart.js and fetches it when the Progress Tracker scrolls near", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSignedIn(page, request, DEMO.member);
  const charts: string[] = [];
  page.on("request", (r) => {
    if (["doughnut-chart", "chart"].includes(chunkName(r.url()))) charts.push(r.url());
  });
  await page.goto("/u");
  await overviewShown(page);
  await page.waitForLoadState("networkidle");
  expect(charts, "Chart.js before the card is near the screen").toEqual([]);
  const fetched = page.waitForResponse((r) => chunkName(r.url()) === "doughnut-chart");
  await page.getByRole("region", { name: "Progress Tracker" }).scrollIntoViewIfNeeded();
  await fetched;
});

test("the ticket QR code stays out of /u's first load: /u/tickets fetches it, for the dialog to open offline", async ({
  page,
  request,
}) => {
  await storeSignedIn(page, request, DEMO.member);
  const overview = await loadPage(page, "/u", overviewShown);
  expect(overview.assets.filter((a) => chunkName(a.url) === "TicketQrCode")).toEqual([]);
  const load = await loadPage(page, "/u/tickets", ticketsShown);
  expect(load.status).toBe(200);
  const qr = [...load.assets, ...(await load.collectAfterInteraction())].filter(
    (a) => chunkName(a.url) === "TicketQrCode",
  );
  expect(qr.length).toBeGreaterThan(0);
  expect(qr.every((a) => !a.inStaticGraph)).toBe(true);
  await openFirstTicketDialog(page);
  await expect(page.getByRole("img", { name: /QR code of your ticket/ })).toBeVisible();
});
