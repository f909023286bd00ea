/**
 * A slow phone's first visit to the client apps (`/u`, `/staff`), for the bench's firstvisit step:
 * Chromium with DevTools' "Slow 3G" network (CDP network emulation) and its CPU slowed four times,
 * signed in, opening the page cold (nothing cached, no service worker) and then warm (the same
 * browser again). Measured in the page itself: the first contentful paint and the moment the first
 * useful screen is drawn with its data, both from the start of the navigation; every request's
 * start and end, so the report shows how many round trips ran one after another before the screen.
 */
import type { Browser, Page } from "@playwright/test";
import type { StoredItem } from "./lighthouse-audit";

/**
 * DevTools' "Slow 3G" preset (Chrome's network throttling presets): 500 kbit/s scaled by 0.8 each
 * way, 400 ms scaled by 5 of latency added to every request until its response headers.
 */
const SLOW_3G = {
  offline: false,
  latency: 400 * 5,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
} as const;

/** How much slower the phone's CPU is than this machine's, as Lighthouse's mobile run assumes. */
const PHONE_CPU_SLOWDOWN = 4;

/** Drawn in the page: what the first useful screen shows once its data is there. */
type ScreenDrawn = () => boolean;

interface FirstVisitTarget {
  page: string;
  url: string;
  storage: StoredItem;
  /** Runs in the page on every animation frame: true once the first useful screen is drawn. */
  drawn: ScreenDrawn;
}

interface VisitRequest {
  url: string;
  /** ms from the navigation's start. */
  startMs: number;
  endMs: number;
  /** Answered by the service worker or the browser's cache rather than the network. */
  fromCache: boolean;
}

interface VisitFigures {
  /** First contentful paint, ms from the navigation's start. */
  firstPaintMs: number | null;
  /** The first useful screen drawn with its data, ms from the navigation's start. */
  usefulMs: number | null;
  /** Requests that ended before the useful screen, in order of their start. */
  requests: VisitRequest[];
  /**
   * Round trips that ran one after another before the useful screen: the longest chain of network
   * requests each of which started after the previous one ended.
   */
  sequentialRoundTrips: number;
  error?: string;
}

export interface FirstVisitFigures {
  page: string;
  cpuSlowdown: number;
  network: string;
  cold: VisitFigures;
  warm: VisitFigures;
}

/** The useful screen of the member dashboard: the overview's greeting and cards, none still loading. */
export const overviewDrawn: ScreenDrawn = () => {
  const main = document.querySelector("main");
  return (
    !!main?.querySelector("h1") &&
    !!main.textContent?.includes("Progress Tracker") &&
    !!main.textContent.includes("Your Ranking") &&
    main.querySelector('[aria-busy="true"], .dash-loading') === null
  );
};

/** The useful screen of the club console: its first list (Tournaments) with rows. */
export const consoleListDrawn: ScreenDrawn = () => {
  const main = document.querySelector("main");
  return main?.querySelector("h1")?.textContent === "Tournaments" && !!main.querySelector("table tbody tr");
};

/**
 * The longest chain of requests each starting after the previous one ended: how many round trips
 * the page waited for one after another. Requests that overlap count once.
 */
export function sequentialRoundTrips(requests: readonly Pick<VisitRequest, "startMs" | "endMs">[]): number {
  const sorted = [...requests].sort((a, b) => a.endMs - b.endMs);
  const depth: number[] = [];
  sorted.forEach((request, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.endMs <= request.startMs) before = Math.max(before, depth[j]!);
    depth[i] = before + 1;
  });
  return Math.max(0, ...depth);
}

const VISIT_TIMEOUT_MS = 120_000;

/** Polls the page until `read` answers a number (the page's CSP forbids the eval a waiting function needs). */
async function poll(page: Page, read: () => number | undefined, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await page.evaluate(read).catch(() => undefined);
    if (typeof value === "number") return value;
    await page.waitForTimeout(100);
  }
  throw new Error(`nothing to read within ${timeoutMs / 1000} s`);
}

async function visit(page: Page, target: FirstVisitTarget): Promise<VisitFigures> {
  const requests: VisitRequest[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
  // CDP times are seconds on the browser's monotonic clock; the document's request starts the visit.
  const started = new Map<string, { url: string; at: number; cached: boolean }>();
  let navigationAt: number | undefined;
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document" && navigationAt === undefined) navigationAt = event.timestamp;
    started.set(event.requestId, { url: event.request.url, at: event.timestamp, cached: false });
  });
  const markCached = (event: { requestId: string }) => {
    const request = started.get(event.requestId);
    if (request) request.cached = true;
  };
  cdp.on("Network.requestServedFromCache", markCached);
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.fromServiceWorker || event.response.fromDiskCache) markCached(event);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = started.get(event.requestId);
    if (!request || navigationAt === undefined) return;
    requests.push({
      url: request.url,
      startMs: Math.round((request.at - navigationAt) * 1000),
      endMs: Math.round((event.timestamp - navigationAt) * 1000),
      fromCache: request.cached,
    });
  });
  // The condition is checked on every frame by a script the page runs before its own (the page's CSP
  // forbids eval, and scripts added through DevTools are not bound by it).
  await page.addInitScript({
    content: `{
      const drawn = ${target.drawn.toString()};
      const check = () => {
        if (drawn()) window.__usefulScreenAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }`,
  });
  try {
    await page.goto(target.url, { waitUntil: "commit", timeout: VISIT_TIMEOUT_MS });
    const usefulMs = await poll(
      page,
      () => (window as { __usefulScreenAt?: number }).__usefulScreenAt,
      VISIT_TIMEOUT_MS,
    ).catch(() => {
      throw new Error(`the first useful screen was not drawn within ${VISIT_TIMEOUT_MS / 1000} s`);
    });
    // The paint entry is recorded once the frame is presented, which can come after the check saw it.
    const firstPaintMs = await poll(
      page,
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      10_000,
    ).catch(() => null);
    const before = requests.filter((r) => r.endMs <= usefulMs).sort((a, b) => a.startMs - b.startMs);
    return {
      firstPaintMs: firstPaintMs === null ? null : Math.round(firstPaintMs),
      usefulMs: Math.round(usefulMs),
      requests: before,
      sequentialRoundTrips: sequentialRoundTrips(before.filter((r) => !r.fromCache)),
    };
  } catch (error) {
    return {
      firstPaintMs: null,
      usefulMs: null,
      requests,
      sequentialRoundTrips: 0,
      error: (error instanceof Error ? error.message : String(error)).split("\n")[0]!,
    };
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => {});
    await cdp.detach().catch(() => {});
  }
}

/** Lets the visited page finish what it does after its screen (kept answers, the service worker). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: VISIT_TIMEOUT_MS }).catch(() => {});
  await page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (registration?.installing || registration?.waiting) await navigator.serviceWorker.ready;
    })
    .catch(() => {});
  await page.waitForTimeout(1_000);
}

/**
 * One page's cold visit (a fresh browser profile: empty cache, no service worker, only the stored
 * session) and then its warm visit in the same browser profile, both on the slow phone.
 */
export async function timeFirstVisit(browser: Browser, target: FirstVisitTarget): Promise<FirstVisitFigures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: target.storage.origin,
          localStorage: [{ name: target.storage.key, value: target.storage.value }],
        },
      ],
    },
  });
  try {
    const cold = await visit(await context.newPage(), target);
    const [coldPage] = context.pages();
    if (coldPage) {
      await settle(coldPage);
      await coldPage.close();
    }
    const warmPage = await context.newPage();
    const warm = await visit(warmPage, target);
    return {
      page: target.page,
      cpuSlowdown: PHONE_CPU_SLOWDOWN,
      network: `Slow 3G (${SLOW_3G.latency} ms, ${(SLOW_3G.downloadThroughput * 8) / 1000} kbit/s)`,
      cold,
      warm,
    };
  } finally {
    await context.close();
  }
}
