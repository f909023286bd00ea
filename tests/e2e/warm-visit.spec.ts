/**
 * A second visit opens from the device (docs/decisions/0255-warm-visit.md): the worker answers with
 * the kept page and code, the kept answers of the signed-in user paint the first screen at once, and
 * the live reads still run and replace them. Here every API answer is held back on the second
 * visit, as a slow network holds it: the screen must be drawn without one.
 */
import { expect, type Page, test } from "@playwright/test";
import { consoleListDrawn } from "../../bench/lib/first-visit";
import { apiLogin, DEMO, signInAs } from "../support/dashboard";

/** Holds every API answer back until released; returns the release. */
async function holdApi(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/**", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

async function workerInCharge(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

const membershipCard = (page: Page) => page.getByRole("region", { name: "Your Membership" });

interface FirstDraw {
  /** Parts marked busy, by their heading (or text). */
  busy: string[];
  /** Loading lines, by their text. */
  loadingLines: string[];
  tableRows: number;
}

/**
 * Notes, in the page, what the render that first drew the screen's heading put on screen with it:
 * what was still loading, and how many table rows were there.
 */
async function noteFirstDraw(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const main = document.querySelector("main");
      if (!main?.querySelector("h1")) return;
      observer.disconnect();
      const texts = (selector: string, name: (part: Element) => string | null | undefined) =>
        [...main.querySelectorAll(selector)].map((part) => name(part) ?? "");
      (window as { firstDraw?: FirstDraw }).firstDraw = {
        busy: texts(
          '[aria-busy="true"]',
          (part) => part.querySelector("h2")?.textContent ?? part.textContent,
        ),
        loadingLines: texts(".dash-loading", (part) => part.textContent),
        tableRows: main.querySelectorAll("table tbody tr").length,
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstDraw = (page: Page) => page.evaluate(() => (window as { firstDraw?: FirstDraw }).firstDraw);

test("the dashboard's second visit shows the member's kept answers before any live one", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member);
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await workerInCharge(page);

  const release = await holdApi(page);
  await noteFirstDraw(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tobi");
  // Every card the kept answers fill is drawn with the heading, none on a later render.
  expect(await firstDraw(page)).toMatchObject({ busy: [], loadingLines: [] });
  await expect(page.getByRole("region", { name: "Training" })).toContainText("Training Plan");
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await expect(page.getByRole("region", { name: "Your Ranking" })).toHaveAttribute("aria-busy", "false");
  // Shown while the live reads run: not an offline answer.
  await expect(page.getByRole("status").filter({ hasText: /^Offline, as of / })).toHaveCount(0);
  release();
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
});

test("another account signed in on the same device never sees the first one's kept answers", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member);
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await workerInCharge(page);

  // A session of another account stored over the first one (as another tab's login leaves it).
  const other = await apiLogin(request, DEMO.free);
  await page.evaluate((payload) => localStorage.setItem("user-payload", payload), JSON.stringify(other));
  const release = await holdApi(page);
  await page.reload();
  await expect(membershipCard(page)).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("main")).not.toContainText("Tobi");
  await expect(page.getByRole("main")).not.toContainText("Premium Quarterly Plan");
  release();
  await expect(membershipCard(page)).toContainText("Free");
  await expect(page.getByRole("main")).not.toContainText("Premium Quarterly Plan");
});

test("the console's second visit draws its first list before any live answer", async ({ page, request }) => {
  await signInAs(page, request, DEMO.admin, "/staff");
  await expect.poll(() => page.evaluate(consoleListDrawn)).toBe(true);
  await workerInCharge(page);

  const release = await holdApi(page);
  await noteFirstDraw(page);
  await page.reload();
  await expect.poll(() => page.evaluate(consoleListDrawn)).toBe(true);
  // Drawn with its heading, not on a later render (marked busy while the live read runs).
  const drawn = await firstDraw(page);
  expect(drawn?.loadingLines).toEqual([]);
  expect(drawn?.tableRows).toBeGreaterThan(0);
  release();
});

test("after a deploy the phone keeps one build: the build before's files go on the visit after", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member);
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await workerInCharge(page);
  const cached = () =>
    page.evaluate(async () => {
      const cache = await caches.open("club-apps-v1");
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
  const current = await cached();
  expect(current.filter((path) => path.endsWith(".js")).length).toBeGreaterThan(3);

  // The build before, as a deploy leaves it on the phone: its page, naming a file of its own.
  await page.evaluate(async () => {
    const cache = await caches.open("club-apps-v1");
    const kept = await cache.match("/u");
    const before = (await kept!.text()).replace(
      "</head>",
      '<script type="module" src="/_astro/Before.Aa1Bb2Cc.js"></script></head>',
    );
    await cache.put("/_astro/Before.Aa1Bb2Cc.js", new Response("export {};"));
    await cache.put("/u", new Response(before, { headers: { "content-type": "text/html" } }));
  });

  // The first visit after the deploy opens on the kept page: nothing is let go yet.
  await page.reload();
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await expect.poll(cached).toContain("/app-sw/prune-due");
  expect(await cached()).toContain("/_astro/Before.Aa1Bb2Cc.js");
  // It kept the deploy's page for the next visit.
  const keptPage = () =>
    page.evaluate(async () => (await (await caches.open("club-apps-v1")).match("/u"))?.text());
  expect(await keptPage()).not.toContain("Before.Aa1Bb2Cc");

  // The next opens on the new page: the build before's file goes, the new build's stay.
  await page.reload();
  await expect(membershipCard(page)).toContainText("Premium Quarterly Plan");
  await expect.poll(cached).not.toContain("/app-sw/prune-due");
  const after = await cached();
  expect(after).not.toContain("/_astro/Before.Aa1Bb2Cc.js");
  expect(after).toEqual(expect.arrayContaining(current));

  // And the dashboard still opens from the phone with no network.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tobi");
  await page.context().setOffline(false);
});
