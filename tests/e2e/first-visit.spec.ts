/**
 * A slow phone's first visit (docs/decisions/0225-first-visit.md): the app's page sends its first
 * screen's reads itself, before its code has come, and the stores take those answers instead of
 * asking again. `npm run bench -- firstvisit` times the same visit on a throttled network.
 */
import { expect, type Page, test } from "@playwright/test";
import { CONSOLE_FIRST_READS } from "@/console/first-reads";
import { DASHBOARD_FIRST_READS } from "@/dashboard/first-reads";
import { CODE_FAILED, CODE_FAILED_RETRY } from "@/lib/mount-app";
import { overviewShown } from "../../bench/lib/dashboard";
import { consoleListDrawn } from "../../bench/lib/first-visit";
import { DEMO, storeSignedIn } from "../support/dashboard";

/** Holds every script of the page back until released, as a slow network holds it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_astro/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** API paths (without /api) the page requested, in order. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) paths.push(`${url.pathname.slice(4)}${url.search}`);
  });
  return paths;
}

test("the dashboard's page sends its first reads before its code has come, and each once", async ({
  page,
  request,
}) => {
  await storeSignedIn(page, request, DEMO.member);
  const release = await holdScripts(page);
  const sent = apiRequests(page);
  // Not until "load": the page's own script, which starts the app, holds that event back.
  await page.goto("/u", { waitUntil: "commit" });
  const firstReads = DASHBOARD_FIRST_READS.map((read) => read.path);
  await expect.poll(() => firstReads.filter((path) => sent.includes(path))).toEqual(firstReads);
  // The page paints before its code runs.
  await expect(page.getByRole("status").filter({ hasText: "Opening your dashboard..." })).toBeVisible();
  release();
  await overviewShown(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tobi");
  for (const path of firstReads)
    expect(
      sent.filter((p) => p === path),
      path,
    ).toHaveLength(1);
});

test("a member's first screen makes no call of its own, so it draws without loading ky", async ({
  page,
  request,
}) => {
  await storeSignedIn(page, request, DEMO.member);
  const sent = apiRequests(page);
  const scripts: string[] = [];
  page.on("request", (sentRequest) => {
    const { pathname } = new URL(sentRequest.url());
    if (pathname.startsWith("/_astro/") && pathname.endsWith(".js")) scripts.push(pathname);
  });
  await page.goto("/u", { waitUntil: "networkidle" });
  await overviewShown(page);
  // Every API request is one the page sent itself (the reads and the session check), once.
  expect([...sent].sort()).toEqual(DASHBOARD_FIRST_READS.map((read) => read.path).sort());
  expect(scripts.filter((path) => path.includes("ky-client"))).toEqual([]);
});

test("the dashboard's page asks for its code before its first reads", async ({ page, request }) => {
  await storeSignedIn(page, request, DEMO.member);
  const order: string[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith("/api/")) order.push("read");
    else if (pathname.startsWith("/_astro/") && pathname.endsWith(".js")) order.push(pathname);
  });
  await page.goto("/u");
  await overviewShown(page);
  // The code files the page itself names (the app adds more for its lazy parts later).
  const html = await (await request.get("/u")).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(0);
  // On a phone's six connections the code, which the screen waits for longest, goes first.
  const beforeReads = order.slice(0, order.indexOf("read"));
  expect(beforeReads.sort()).toEqual([...preloaded].sort());
});

test("the console's page sends its first reads and its list before its code has come, and each once", async ({
  page,
  request,
}) => {
  await storeSignedIn(page, request, DEMO.admin);
  const release = await holdScripts(page);
  const sent = apiRequests(page);
  await page.goto("/staff", { waitUntil: "commit" });
  const firstReads = [...new Set(CONSOLE_FIRST_READS.map((read) => read.path))];
  await expect.poll(() => firstReads.filter((path) => sent.includes(path))).toEqual(firstReads);
  release();
  await expect.poll(() => page.evaluate(consoleListDrawn)).toBe(true);
  for (const path of firstReads)
    expect(
      sent.filter((p) => p === path),
      path,
    ).toHaveLength(1);
});

test("a dropped connection that loses the dashboard's code says so and opens it on trying again", async ({
  page,
  request,
}) => {
  await storeSignedIn(page, request, DEMO.member);
  await page.route("**/_astro/*.js", (route) => route.abort("connectionreset"));
  await page.goto("/u", { waitUntil: "commit" });
  const status = page.getByRole("status");
  await expect(status).toContainText(CODE_FAILED);
  await page.unroute("**/_astro/*.js");
  await status.getByRole("link", { name: CODE_FAILED_RETRY }).click();
  await overviewShown(page);
  await expect(page.getByText(CODE_FAILED)).toHaveCount(0);
});
