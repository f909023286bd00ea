import { describe, expect, it } from "vitest";
import { perItemCost } from "../../bench/lib/content-growth";
import {
  chunkName,
  isLazy,
  type LoadedAsset,
  staticImports,
  staticModuleGraph,
  weightTotals,
} from "../../bench/lib/page-weight";

const asset = (url: string, overrides: Partial<LoadedAsset> = {}): LoadedAsset => ({
  url,
  kind: "script",
  bytes: 1000,
  gzipBytes: 400,
  inline: false,
  inStaticGraph: true,
  afterInteraction: false,
  ...overrides,
});

describe("staticImports", () => {
  it("finds minified static imports and re-exports but not dynamic import()", () => {
    const code =
      'import{t as e}from"./rolldown-runtime.X.js";import"./side-effect.Y.js";' +
      'export{a as b}from"./shared.Z.js";const c=()=>import("./doughnut-chart.W.js");import*as d from"./ns.V.js"';
    expect(staticImports(code)).toEqual([
      "./rolldown-runtime.X.js",
      "./side-effect.Y.js",
      "./shared.Z.js",
      "./ns.V.js",
    ]);
  });
});

describe("staticModuleGraph", () => {
  it("follows static imports transitively from the roots, resolving relative paths", () => {
    const bodies = new Map([
      ["http://x/_astro/App.js", 'import{a}from"./react.js";const l=()=>import("./chart.js")'],
      ["http://x/_astro/react.js", 'import"./runtime.js"'],
      ["http://x/_astro/runtime.js", ""],
      ["http://x/_astro/chart.js", 'import"./chart-core.js"'],
    ]);
    const graph = staticModuleGraph(["http://x/_astro/App.js"], bodies);
    expect([...graph].sort()).toEqual([
      "http://x/_astro/App.js",
      "http://x/_astro/react.js",
      "http://x/_astro/runtime.js",
    ]);
  });
});

describe("lazy chunks", () => {
  it("names a chunk by its file name before the hash", () => {
    expect(chunkName("http://x/_astro/doughnut-chart.BEUoWtbp.js")).toBe("doughnut-chart");
  });

  it("counts declared chunks and anything fetched after an interaction as lazy, inline code never", () => {
    const declared = ["doughnut-chart"];
    expect(isLazy(asset("http://x/_astro/doughnut-chart.A.js"), declared)).toBe(true);
    expect(isLazy(asset("http://x/_astro/Tickets.A.js", { afterInteraction: true }), declared)).toBe(true);
    expect(isLazy(asset("http://x/_astro/App.A.js"), declared)).toBe(false);
    expect(isLazy(asset("http://x/u#inline-script-1", { inline: true }), ["u#inline-script-1"])).toBe(false);
  });
});

describe("weightTotals", () => {
  it("sums gzipped bytes per kind and counts files, not inline blocks", () => {
    const totals = weightTotals([
      asset("http://x/a.js"),
      asset("http://x/#inline-script-1", { inline: true, gzipBytes: 100 }),
      asset("http://x/a.css", { kind: "stylesheet", gzipBytes: 250 }),
    ]);
    expect(totals).toEqual({ jsGzipBytes: 500, cssGzipBytes: 250, jsFiles: 1, cssFiles: 1 });
  });
});

describe("perItemCost", () => {
  it("divides the growth between the smallest and largest run by the items added", () => {
    const cost = perItemCost([
      { items: 1000, buildSeconds: 30, files: 1100, bytes: 21_000_000, htmlPages: 1020 },
      { items: 10, buildSeconds: 10.2, files: 110, bytes: 1_200_000, htmlPages: 30 },
    ]);
    expect(cost?.seconds).toBeCloseTo(0.02);
    expect(cost?.bytes).toBeCloseTo(20_000);
    expect(cost?.files).toBeCloseTo(1);
  });

  it("cannot tell with a single run", () => {
    expect(perItemCost([{ items: 10, buildSeconds: 1, files: 1, bytes: 1, htmlPages: 1 }])).toBeNull();
  });
});
