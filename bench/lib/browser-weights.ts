/** Page weights of a list of pages, each in a fresh browser context so nothing comes from cache. */
import type { Browser, Page } from "@playwright/test";
import type { StoredItem } from "./lighthouse-audit";
import { chunkName, isLazy, loadPage, weightTotals } from "./page-weight";
import type { PageWeightFigures } from "./results";

export interface WeighedPage {
  page: string;
  url: string;
  storage?: StoredItem;
  /** Resolves once the page shows its content (for pages that draw after fetching data). */
  ready?: (page: Page) => Promise<void>;
  /** An interaction whose lazily loaded chunks belong to this page, with its description. */
  interaction?: { description: string; run: (page: Page) => Promise<void> };
}

/** `lazyChunks`: chunk names declared lazy by design (budgets.json). */
export async function weighPage(
  browser: Browser,
  target: WeighedPage,
  lazyChunks: readonly string[],
): Promise<PageWeightFigures> {
  const context = await browser.newContext(
    target.storage
      ? {
          storageState: {
            cookies: [],
            origins: [
              {
                origin: target.storage.origin,
                localStorage: [{ name: target.storage.key, value: target.storage.value }],
              },
            ],
          },
        }
      : {},
  );
  try {
    const page = await context.newPage();
    const load = await loadPage(page, target.url, target.ready);
    if (load.status !== 200) throw new Error(`page answered HTTP ${load.status}`);
    const assets = [...load.assets];
    if (target.interaction) {
      await target.interaction.run(page);
      assets.push(...(await load.collectAfterInteraction()));
    }
    const lazy = assets.filter((a) => isLazy(a, lazyChunks));
    return {
      page: target.page,
      firstLoad: weightTotals(assets.filter((a) => !isLazy(a, lazyChunks))),
      lazy: weightTotals(lazy),
      lazyFiles: lazy.map((a) => new URL(a.url).pathname.split("/").pop() ?? a.url),
      lazyChunksInStaticGraph: assets
        .filter((a) => a.inStaticGraph && !a.inline && lazyChunks.includes(chunkName(a.url)))
        .map((a) => chunkName(a.url)),
      assets,
      ...(target.interaction ? { interaction: target.interaction.description } : {}),
    };
  } finally {
    await context.close();
  }
}
