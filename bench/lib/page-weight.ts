/**
 * Gzipped JS and CSS a page loads, split into its first load and what it loads lazily.
 *
 * First load: every script and stylesheet the page fetches until it shows its content and the network
 * is quiet, with no interaction, plus the document's inline `<script>` and `<style>`. Lazy: what an interaction fetches
 * (the ticket dialog's QR code), and the chunks declared lazy by design in the budgets (Chart.js,
 * which the overview fetches only for a member with match data). A chunk declared lazy must stay out
 * of the page's static module graph (what the HTML names and those modules import statically), or it
 * would hold up the first paint; `inStaticGraph` tells. WebAssembly modules are kept as assets of their
 * own kind, outside the JS and CSS totals (the gate scanner's budget weighs them). Used by `npm run bench` and the JS budget gate
 * in `npm test`.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/** `wasm`: a WebAssembly module the page fetches (the gate scanner's decoder). */
export type AssetKind = "script" | "stylesheet" | "wasm";

export interface LoadedAsset {
  url: string;
  kind: AssetKind;
  bytes: number;
  gzipBytes: number;
  /** Part of the HTML document rather than a file of its own. */
  inline: boolean;
  /** Named by the HTML or imported statically from what it names: loaded before the page can run. */
  inStaticGraph: boolean;
  /** Fetched after an interaction with the loaded page. */
  afterInteraction: boolean;
}

export interface WeightTotals {
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  cssFiles: number;
}

export interface PageLoad {
  /** HTTP status of the document. */
  status: number;
  /** Everything the page loaded until it was ready and the network quiet, inline code included. */
  assets: LoadedAsset[];
  /** What the page fetched since it loaded or since the last call: call it after an interaction. */
  collectAfterInteraction(): Promise<LoadedAsset[]>;
}

interface ReceivedAsset {
  url: string;
  kind: AssetKind;
  body: Buffer;
}

/** Size the way `gzip -9` would send it, the figure budgets are written in. */
export function gzipSize(body: string | Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g;

/** Specifiers a module imports statically (`import x from`, `import "x"`, `export ... from`), not `import()`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]).filter((s): s is string => !!s);
}

/**
 * URLs of the page's static module graph: the roots and, transitively, what each loaded module
 * imports statically. `bodies` holds the text of every script the page received.
 */
export function staticModuleGraph(roots: string[], bodies: ReadonlyMap<string, string>): Set<string> {
  const graph = new Set<string>();
  const queue = [...roots];
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    if (graph.has(url)) continue;
    graph.add(url);
    const body = bodies.get(url);
    if (body === undefined) continue;
    for (const specifier of staticImports(body)) {
      if (specifier.startsWith(".") || specifier.startsWith("/")) queue.push(new URL(specifier, url).href);
    }
  }
  return graph;
}

/** The chunk's name as the bundler wrote it: `doughnut-chart` for `/_astro/doughnut-chart.BEUoWtbp.js`. */
export function chunkName(url: string): string {
  const file = new URL(url).pathname.split("/").pop() ?? "";
  return file.split(".")[0] ?? file;
}

/** Lazy: fetched after an interaction, or a chunk declared lazy by design. */
export function isLazy(asset: LoadedAsset, lazyChunks: readonly string[]): boolean {
  return asset.afterInteraction || (!asset.inline && lazyChunks.includes(chunkName(asset.url)));
}

export function weightTotals(assets: readonly LoadedAsset[]): WeightTotals {
  const of = (kind: AssetKind) => assets.filter((a) => a.kind === kind);
  const sum = (list: LoadedAsset[]) => list.reduce((total, a) => total + a.gzipBytes, 0);
  return {
    jsGzipBytes: sum(of("script")),
    cssGzipBytes: sum(of("stylesheet")),
    jsFiles: of("script").filter((a) => !a.inline).length,
    cssFiles: of("stylesheet").filter((a) => !a.inline).length,
  };
}

/** Quiet this long (no request in flight) counts as the page having fetched what it will. */
const QUIET_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts keeping the body of every script and stylesheet the page receives, and counts requests in flight. */
function recordAssets(page: Page) {
  const pending: Promise<ReceivedAsset | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const read = async (response: Response, kind: AssetKind): Promise<ReceivedAsset | null> => {
    try {
      return { url: response.url(), kind, body: await response.body() };
    } catch {
      return null; // A response without a body (redirect, aborted): nothing was loaded.
    }
  };
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on("request", () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") pending.push(read(response, type));
    else if (new URL(response.url()).pathname.endsWith(".wasm")) pending.push(read(response, "wasm"));
  });
  return {
    /** Waits until no request has been in flight for QUIET_MS, then hands over what arrived since the last call. */
    async take(): Promise<ReceivedAsset[]> {
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await sleep(100);
      const received = await Promise.all(pending.splice(0));
      return received.filter((r): r is ReceivedAsset => r !== null);
    },
  };
}

interface DocumentParts {
  roots: string[];
  inlineScripts: string[];
  inlineStyles: string[];
}

/**
 * What the served HTML (not the hydrated DOM) asks for, parsed by the browser itself. The callback
 * declares no named functions: tsx would wrap them in a helper that does not exist in the page.
 */
function documentParts(page: Page, html: string): Promise<DocumentParts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const urls: (string | null)[] = [];
    for (const el of doc.querySelectorAll("script[src]")) urls.push(el.getAttribute("src"));
    for (const el of doc.querySelectorAll("link[href]")) {
      const rel = (el.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("modulepreload") || rel.includes("stylesheet")) urls.push(el.getAttribute("href"));
    }
    for (const island of doc.querySelectorAll("astro-island")) {
      for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
        urls.push(island.getAttribute(name));
      }
    }
    return {
      roots: urls.filter((url) => !!url).map((url) => new URL(url!, document.baseURI).href),
      inlineScripts: [...doc.querySelectorAll("script:not([src])")]
        .filter((el) =>
          /^(|module|(text|application)\/(java|ecma)script)$/i.test((el.getAttribute("type") ?? "").trim()),
        )
        .map((el) => el.textContent ?? ""),
      inlineStyles: [...doc.querySelectorAll("style")].map((el) => el.textContent ?? ""),
    };
  }, html);
}

function inlineAsset(pageUrl: string, kind: AssetKind, index: number, code: string): LoadedAsset {
  return {
    url: `${pageUrl}#inline-${kind}-${index + 1}`,
    kind,
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipSize(code),
    inline: true,
    inStaticGraph: true,
    afterInteraction: false,
  };
}

/**
 * Opens `url` in `page` (a fresh context, so nothing comes from cache), waits for the load event and
 * for `ready` (what shows the page has drawn its content: a screen that renders after its data, a
 * chunk it fetches late), then for the network to go quiet.
 */
export async function loadPage(
  page: Page,
  url: string,
  ready?: (page: Page) => Promise<unknown>,
): Promise<PageLoad> {
  const recorder = recordAssets(page);
  const response = await page.goto(url, { waitUntil: "commit" });
  await Promise.all([page.waitForLoadState("load"), ready?.(page)]);
  const status = response?.status() ?? 0;
  const html = response ? await response.text() : "";
  const parts = await documentParts(page, html);
  const received = await recorder.take();

  const bodies = new Map(received.filter((r) => r.kind === "script").map((r) => [r.url, r.body.toString()]));
  const inlineRoots = parts.inlineScripts.flatMap((code) =>
    staticImports(code)
      .filter((s) => s.startsWith(".") || s.startsWith("/"))
      .map((s) => new URL(s, page.url()).href),
  );
  const graph = staticModuleGraph([...parts.roots, ...inlineRoots], bodies);
  const classify = (asset: ReceivedAsset, afterInteraction: boolean): LoadedAsset => ({
    url: asset.url,
    kind: asset.kind,
    bytes: asset.body.length,
    gzipBytes: gzipSize(asset.body),
    inline: false,
    inStaticGraph: graph.has(asset.url),
    afterInteraction,
  });

  return {
    status,
    assets: [
      ...parts.inlineScripts.map((code, i) => inlineAsset(page.url(), "script", i, code)),
      ...parts.inlineStyles.map((code, i) => inlineAsset(page.url(), "stylesheet", i, code)),
      ...received.map((asset) => classify(asset, false)),
    ],
    collectAfterInteraction: async () => (await recorder.take()).map((asset) => classify(asset, true)),
  };
}
