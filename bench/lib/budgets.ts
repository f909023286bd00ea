/**
 * The committed budgets (bench/budgets.json) and the check of one run's figures against them.
 * A figure that could not be measured (a page missing, a step that failed) fails its budget.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { LoadFigures } from "./api-load";
import { CATEGORIES, type Category, type FormFactor } from "./lighthouse-audit";
import { chunkName, type LoadedAsset } from "./page-weight";
import { BENCH_DIR } from "./paths";
import type { BenchResults } from "./results";

/** Per page or per call; the "*" entry applies to every one, a named entry overrides it (null: no budget). */
type Keyed<T> = Record<string, T>;

/** Category scores to reach, and page metrics not to exceed (a page's score alone can hide a layout shift). */
export type LighthouseBudget = Partial<Record<Category, number | null>> & {
  maxCls?: number | null;
  maxLcpMs?: number | null;
};

/** Latency, throughput and failures of one call under load. */
export interface LoadBudget {
  minRequestsPerSecond?: number | null;
  maxP50Ms?: number | null;
  maxP99Ms?: number | null;
  maxErrors?: number | null;
  maxNon2xx?: number | null;
}

export interface Budgets {
  lighthouse: Record<FormFactor, Keyed<LighthouseBudget>>;
  pageWeight: Keyed<{ firstLoadJsKb?: number; firstLoadCssKb?: number }>;
  /** Chunk names (the bundler's file name before the hash) loaded only where shown, with why. */
  lazyChunks: Record<string, string>;
  /**
   * The gate scanner (/staff/check-in): the product step weighs its own chunks and the decoder's
   * .wasm as that page loads; the gate step times decoding and verifying one ticket from a camera
   * frame with the CPU slowed cpuSlowdown times.
   */
  scanner?: { maxJsKb: number; maxWasmKb: number; maxDecodeVerifyMs: number; cpuSlowdown: number };
  api: Keyed<LoadBudget>;
  memory: {
    maxRssAfterLoadMb?: number;
    /** `npm run api` on PostgreSQL: its RSS after the same load tests. */
    maxApiPostgresRssAfterLoadMb?: number;
    maxRssGrowthDuringLoadMb?: number;
    /** Twenty 12-megapixel uploads at once: the most the peak may rise over the RSS before them. */
    maxUploadPeakGrowthMb?: number;
    /** And what may be left of that rise once they are done (the rest must come back). */
    maxUploadSettledGrowthMb?: number;
  };
  /** Keyed by the number of coaches and tournaments. */
  build: Keyed<{ maxSeconds?: number }>;
  /** Keyed by the number of results replayed: the median time to recompute every rating. */
  ratings: Keyed<{ maxMs?: number }>;
  /**
   * A slow phone's first visit to a client app, per page (the firstvisit step, bench/lib/first-visit.ts):
   * ms to the first contentful paint and to the first useful screen, cold and warm, and how many round
   * trips ran one after another before that screen on a cold visit.
   */
  firstVisit?: Keyed<{
    maxFirstPaintMs?: number;
    maxUsefulColdMs?: number;
    maxUsefulWarmMs?: number;
    maxColdRoundTrips?: number;
  }>;
  /** The compiled API server in production on PGlite, per start kind ("first start", "restart"). */
  production?: Keyed<{ maxReadyMs?: number; maxReadyRssMb?: number; maxAfterReadsRssMb?: number }>;
  /**
   * The scale step, per database ("postgres", "pglite"): per group of calls ("member", "console"),
   * a call's own entry (by its name) overriding its group's.
   */
  scale?: Keyed<Keyed<LoadBudget>>;
}

export interface BudgetCheck {
  area:
    | "Lighthouse"
    | "Page weight"
    | "Scanner"
    | "Gate"
    | "First visit"
    | "API"
    | "Memory"
    | "Build"
    | "Ratings"
    | "Production"
    | "Scale";
  subject: string;
  metric: string;
  value: number | null;
  limit: number;
  direction: "max" | "min";
  unit: string;
  pass: boolean;
  note?: string;
}

export const BUDGETS_FILE = path.join(BENCH_DIR, "budgets.json");

/** Budget sizes are in kB of 1,000 bytes. */
export const BYTES_PER_KB = 1000;

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(readFileSync(file, "utf8")) as Budgets;
}

function check(fields: Omit<BudgetCheck, "pass">): BudgetCheck {
  const { value, limit, direction } = fields;
  const pass =
    value !== null && Number.isFinite(value) && (direction === "max" ? value <= limit : value >= limit);
  return { ...fields, pass };
}

/** The check of one metric, or none when the budget leaves that metric out (no limit, or null). */
function budgetedCheck(
  fields: Omit<BudgetCheck, "pass" | "limit" | "value" | "note"> & {
    limit: number | null | undefined;
    value: number | null | undefined;
    note: string | undefined;
  },
): BudgetCheck[] {
  const { limit, value, note, ...rest } = fields;
  if (typeof limit !== "number") return [];
  return [check({ ...rest, limit, value: value ?? null, ...(note ? { note } : {}) })];
}

/** Subjects to check: those measured plus those with their own budget entry. */
function subjectsOf(measured: string[], budgeted: Keyed<unknown>): string[] {
  return [...new Set([...measured, ...Object.keys(budgeted).filter((k) => k !== "*")])];
}

function withDefaults<T extends object>(entries: Keyed<T>, subject: string): Partial<T> {
  return { ...entries["*"], ...entries[subject] };
}

const missingNote = (found: unknown, error: string | undefined) =>
  error ?? (found ? undefined : "not measured");

function lighthouseChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return (Object.keys(budgets.lighthouse) as FormFactor[]).flatMap((formFactor) => {
    const entries = budgets.lighthouse[formFactor];
    const measured = results.lighthouse.filter((f) => f.formFactor === formFactor);
    return subjectsOf(
      measured.map((f) => f.page),
      entries,
    ).flatMap((page) => {
      const figures = measured.find((f) => f.page === page);
      const usable = figures && !figures.error ? figures : undefined;
      const budget = withDefaults(entries, page);
      const note = missingNote(figures, figures?.error);
      const lighthouseCheck = (
        metric: string,
        limit: number | null | undefined,
        value: number | null | undefined,
        direction: "min" | "max",
        unit: string,
      ) =>
        budgetedCheck({
          area: "Lighthouse",
          subject: `${page} (${formFactor})`,
          metric,
          limit,
          value,
          direction,
          unit,
          note,
        });
      return [
        ...CATEGORIES.flatMap((category) =>
          lighthouseCheck(category, budget[category], usable?.scores[category], "min", ""),
        ),
        ...lighthouseCheck("CLS", budget.maxCls, usable?.cls, "max", ""),
        ...lighthouseCheck("LCP", budget.maxLcpMs, usable?.lcpMs, "max", "ms"),
      ];
    });
  });
}

function pageWeightChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return Object.entries(budgets.pageWeight).flatMap(([page, budget]) => {
    const figures = results.pageWeight.find((f) => f.page === page);
    const note = missingNote(figures, figures?.error);
    const usable = figures && !figures.error ? figures : undefined;
    const limits = [
      ["first-load JS (gzip)", budget.firstLoadJsKb, usable?.firstLoad.jsGzipBytes],
      ["first-load CSS (gzip)", budget.firstLoadCssKb, usable?.firstLoad.cssGzipBytes],
    ] as const;
    return limits.flatMap(([metric, limit, bytes]) =>
      budgetedCheck({
        area: "Page weight",
        subject: page,
        metric,
        value: bytes === undefined ? null : bytes / BYTES_PER_KB,
        limit,
        direction: "max",
        unit: "kB",
        note,
      }),
    );
  });
}

/** A chunk declared lazy must not be imported statically by any page measured. */
function lazyChunkChecks(results: BenchResults): BudgetCheck[] {
  return results.pageWeight
    .filter((f) => !f.error)
    .map((f) =>
      check({
        area: "Page weight",
        subject: f.page,
        metric: "lazy chunks in the static graph",
        value: f.lazyChunksInStaticGraph.length,
        limit: 0,
        direction: "max",
        unit: "",
        ...(f.lazyChunksInStaticGraph.length ? { note: f.lazyChunksInStaticGraph.join(", ") } : {}),
      }),
    );
}

/** The page the gate scanner is weighed on, and the chunks that are the scanner's own (lazyChunks). */
export const SCANNER_PAGE = "/staff/check-in";
export const SCANNER_CHUNKS: readonly string[] = ["CheckIn", "ponyfill"];

/** The scanner's own JS and the decoder's .wasm, gzipped, as /staff/check-in loaded them. */
function scannerChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const budget = budgets.scanner;
  if (!budget) return [];
  const figures = results.pageWeight.find((f) => f.page === SCANNER_PAGE);
  const usable = figures && !figures.error ? figures : undefined;
  const note = missingNote(figures, figures?.error);
  const gzipKb = (keep: (asset: LoadedAsset) => boolean) =>
    usable ? usable.assets.filter(keep).reduce((sum, a) => sum + a.gzipBytes, 0) / BYTES_PER_KB : null;
  const limits = [
    [
      "scanner JS (gzip)",
      budget.maxJsKb,
      gzipKb((a) => a.kind === "script" && !a.inline && SCANNER_CHUNKS.includes(chunkName(a.url))),
    ],
    ["decoder wasm (gzip)", budget.maxWasmKb, gzipKb((a) => a.kind === "wasm")],
  ] as const;
  return limits.map(([metric, limit, value]) =>
    check({
      area: "Scanner",
      subject: SCANNER_PAGE,
      metric,
      // A page that fetched none of it did not load the scanner: nothing was measured.
      value: value || null,
      limit,
      direction: "max",
      unit: "kB",
      ...(note || (usable && !value) ? { note: note ?? "not loaded" } : {}),
    }),
  );
}

/** Decoding one ticket from a camera frame and verifying its pass on the phone, medians added up. */
function gateChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const budget = budgets.scanner;
  if (!budget) return [];
  const { gate } = results;
  return [
    check({
      area: "Gate",
      subject: SCANNER_PAGE,
      metric: `decode + verify one ticket (median, ${budget.cpuSlowdown}x CPU slowdown)`,
      value: gate ? gate.decodeMs + gate.verifyMs : null,
      limit: budget.maxDecodeVerifyMs,
      direction: "max",
      unit: "ms",
      note: gate
        ? `decode ${gate.decodeMs.toFixed(0)} ms + verify ${gate.verifyMs.toFixed(0)} ms at ${gate.cpuSlowdown}x`
        : "not measured",
    }),
  ];
}

/** The checks of one call's load figures against its budget. */
function loadChecks(
  area: BudgetCheck["area"],
  subject: string,
  budget: LoadBudget,
  figures: LoadFigures | undefined,
  note: string | undefined,
): BudgetCheck[] {
  const limits = [
    ["requests/s", "min", budget.minRequestsPerSecond, figures?.requestsPerSecond, "req/s"],
    ["p50 latency", "max", budget.maxP50Ms, figures?.p50Ms, "ms"],
    ["p99 latency", "max", budget.maxP99Ms, figures?.p99Ms, "ms"],
    ["errors", "max", budget.maxErrors, figures && figures.errors + figures.timeouts, ""],
    ["non-2xx answers", "max", budget.maxNon2xx, figures?.non2xx, ""],
  ] as const;
  return limits.flatMap(([metric, direction, limit, value, unit]) =>
    budgetedCheck({ area, subject, metric, value, limit, direction, unit, note }),
  );
}

/**
 * Each database the scale step filled: every call it measured against its group's budget (or its
 * own). A database that failed before its calls were measured fails once, with why.
 */
function scaleChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return (results.scale ?? []).flatMap((run) => {
    const entries = budgets.scale?.[run.database];
    if (!entries) return [];
    if (run.api.length === 0)
      return [
        check({
          area: "Scale",
          subject: run.database,
          metric: "calls measured",
          value: 0,
          limit: 1,
          direction: "min",
          unit: "",
          note: run.error ?? "not measured",
        }),
      ];
    return run.api.flatMap((figures) =>
      loadChecks(
        "Scale",
        `${run.database}: GET ${figures.path}`,
        { ...entries[figures.group], ...entries[figures.name] },
        figures,
        undefined,
      ),
    );
  });
}

function apiChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return subjectsOf(
    results.api.map((f) => f.name),
    budgets.api,
  ).flatMap((name) => {
    const figures = results.api.find((f) => f.name === name);
    const budget = withDefaults(budgets.api, name);
    const subject = figures ? `${figures.method} ${figures.path}` : name;
    return loadChecks("API", subject, budget, figures, missingNote(figures, undefined));
  });
}

function memoryChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const { memory } = results;
  const note = missingNote(memory, undefined);
  const limits = [
    ["RSS after the load tests", budgets.memory.maxRssAfterLoadMb, memory?.afterLoadMb],
    [
      "RSS growth during the load tests",
      budgets.memory.maxRssGrowthDuringLoadMb,
      memory && memory.afterLoadMb - memory.beforeLoadMb,
    ],
    [
      "RSS rise during 20 concurrent 12 MP uploads",
      budgets.memory.maxUploadPeakGrowthMb,
      memory?.uploads && memory.uploads.failed === 0
        ? memory.uploads.peakMb - memory.uploads.beforeMb
        : undefined,
    ],
    [
      "RSS rise left 5 s after those uploads",
      budgets.memory.maxUploadSettledGrowthMb,
      memory?.uploads && memory.uploads.failed === 0
        ? memory.uploads.afterMb - memory.uploads.beforeMb
        : undefined,
    ],
  ] as const;
  const apiLimit = budgets.memory.maxApiPostgresRssAfterLoadMb;
  const apiChecks =
    apiLimit === undefined
      ? []
      : [
          check({
            area: "Memory",
            subject: "API alone on PostgreSQL",
            metric: "RSS after the load tests",
            value: results.apiMemory?.afterLoadMb ?? null,
            limit: apiLimit,
            direction: "max",
            unit: "MB",
            ...(results.apiMemory ? {} : { note: "not measured" }),
          }),
        ];
  const serverChecks = limits.flatMap(([metric, limit, value]) =>
    limit === undefined
      ? []
      : [
          check({
            area: "Memory",
            subject: "server",
            metric,
            value: value ?? null,
            limit,
            direction: "max",
            unit: "MB",
            ...(note ? { note } : {}),
          }),
        ],
  );
  return [...serverChecks, ...apiChecks];
}

function buildChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return Object.entries(budgets.build).flatMap(([items, budget]) => {
    if (budget.maxSeconds === undefined) return [];
    const figures = results.growth.find((g) => g.items === Number(items));
    const note = missingNote(figures, undefined);
    return [
      check({
        area: "Build",
        subject: `${items} coaches and tournaments`,
        metric: "astro build time",
        value: figures?.buildSeconds ?? null,
        limit: budget.maxSeconds,
        direction: "max",
        unit: "s",
        ...(note ? { note } : {}),
      }),
    ];
  });
}

function ratingChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return Object.entries(budgets.ratings).flatMap(([count, budget]) => {
    if (budget.maxMs === undefined) return [];
    const figures = results.ratings.find((r) => r.results === Number(count));
    const note = missingNote(figures, undefined);
    return [
      check({
        area: "Ratings",
        subject: `${count} results`,
        metric: "rating recomputation (median)",
        value: figures?.medianMs ?? null,
        limit: budget.maxMs,
        direction: "max",
        unit: "ms",
        ...(note ? { note } : {}),
      }),
    ];
  });
}

function productionChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return Object.entries(budgets.production ?? {}).flatMap(([kind, budget]) => {
    const figures = results.production?.starts.find((s) => s.kind === kind);
    const note = missingNote(figures, undefined);
    const limits = [
      ["start to /ready", budget.maxReadyMs, figures?.readyMs, "ms"],
      ["RSS when ready", budget.maxReadyRssMb, figures?.readyRssMb, "MB"],
      ["RSS after 300 reads", budget.maxAfterReadsRssMb, figures?.afterReadsRssMb, "MB"],
    ] as const;
    return limits.flatMap(([metric, limit, value, unit]) =>
      budgetedCheck({
        area: "Production",
        subject: `compiled API, ${kind}`,
        metric,
        value,
        limit,
        direction: "max",
        unit,
        note,
      }),
    );
  });
}

function firstVisitChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return Object.entries(budgets.firstVisit ?? {}).flatMap(([page, budget]) => {
    const figures = results.firstVisit?.find((f) => f.page === page);
    const noteOf = (error: string | undefined) => missingNote(figures, error);
    const cold = figures?.cold;
    const warm = figures?.warm;
    const limits = [
      ["first paint, cold", budget.maxFirstPaintMs, cold?.firstPaintMs, "ms", cold?.error],
      ["first useful screen, cold", budget.maxUsefulColdMs, cold?.usefulMs, "ms", cold?.error],
      ["first useful screen, warm", budget.maxUsefulWarmMs, warm?.usefulMs, "ms", warm?.error],
      [
        "round trips one after another, cold",
        budget.maxColdRoundTrips,
        cold && !cold.error ? cold.sequentialRoundTrips : null,
        "",
        cold?.error,
      ],
    ] as const;
    return limits.flatMap(([metric, limit, value, unit, error]) =>
      budgetedCheck({
        area: "First visit",
        subject: `${page} (${figures?.network ?? "Slow 3G"}, ${figures?.cpuSlowdown ?? 4}x CPU)`,
        metric,
        value,
        limit,
        direction: "max",
        unit,
        note: noteOf(error),
      }),
    );
  });
}

export function evaluateBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  return [
    ...lighthouseChecks(results, budgets),
    ...pageWeightChecks(results, budgets),
    ...lazyChunkChecks(results),
    ...scannerChecks(results, budgets),
    ...gateChecks(results, budgets),
    ...firstVisitChecks(results, budgets),
    ...apiChecks(results, budgets),
    ...memoryChecks(results, budgets),
    ...buildChecks(results, budgets),
    ...ratingChecks(results, budgets),
    ...productionChecks(results, budgets),
    ...scaleChecks(results, budgets),
  ];
}
