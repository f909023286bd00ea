/**
 * Lighthouse audits of one page, mobile (Lighthouse's default config) or desktop, each in a fresh
 * Chromium started by chrome-launcher. A logged-in audit seeds the session into localStorage through
 * Playwright over CDP first and tells Lighthouse to keep storage.
 */
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../../tests/support/browser";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = "mobile" | "desktop";

export interface LighthouseFigures {
  page: string;
  formFactor: FormFactor;
  /** Category scores out of 100, as Lighthouse shows them; null when it could not score. */
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
  /** Lighthouse's measure of the machine's speed during the audit (lower is slower; a busy machine lowers it). */
  benchmarkIndex: number | null;
  /** Where the audit ended: a dashboard audit that ends on /login was not signed in. */
  finalUrl: string;
  /** Titles of the weighted audits that lost points, so the page's owner knows what to fix. */
  lostPoints: string[];
  /** Performance scores of every run when the page was audited more than once (these figures are the median run's). */
  performanceRuns?: (number | null)[];
  error?: string;
}

/**
 * The median run by performance score, carrying every run's score: one Lighthouse run swings by
 * several points with what else the machine is doing, so pages audited more than once are judged
 * by their middle run. Runs that failed count only when every run failed.
 */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const scored = runs.filter((run) => !run.error);
  const pool = scored.length > 0 ? scored : runs;
  const byScore = [...pool].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error("no Lighthouse run to choose from");
  return { ...median, performanceRuns: runs.map((run) => (run.error ? null : run.scores.performance)) };
}

export interface StoredItem {
  origin: string;
  key: string;
  value: string;
}

async function seedLocalStorage(port: number, item: StoredItem): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    const page = await context.newPage();
    await page.goto(new URL("/robots.txt", item.origin).href);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [item.key, item.value] as const);
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function auditPage(options: {
  page: string;
  url: string;
  formFactor: FormFactor;
  /** Put in localStorage before the audit (a signed-in session). */
  storage?: StoredItem;
}): Promise<LighthouseFigures> {
  const chromePath = chromiumPath();
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    if (options.storage) await seedLocalStorage(chrome.port, options.storage);
    const result = await lighthouse(
      options.url,
      {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
        disableStorageReset: options.storage !== undefined,
      },
      options.formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => {
        const score = lhr.categories[c]?.score;
        return [c, typeof score === "number" ? Math.round(score * 100) : null];
      }),
    ) as Record<Category, number | null>;
    const lostPoints = CATEGORIES.filter((c) => (scores[c] ?? 0) < 100).flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && typeof audit.score === "number" && audit.score < 1)
        .map((audit) => `${c}: ${audit!.title}`),
    );
    return {
      page: options.page,
      formFactor: options.formFactor,
      scores,
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      totalBytes: numeric("total-byte-weight"),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      lostPoints,
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
  } finally {
    chrome.kill();
  }
}
