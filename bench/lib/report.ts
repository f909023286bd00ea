/** The human report (report.md) and the pass/fail table printed at the end of a run. */

import { type BudgetCheck, BYTES_PER_KB } from "./budgets";
import { perItemCost } from "./content-growth";
import { CATEGORIES, type LighthouseFigures } from "./lighthouse-audit";
import type { BenchResults } from "./results";

const kb = (bytes: number) => (bytes / BYTES_PER_KB).toFixed(1);
const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)}`);
const fixed = (value: number | null, digits: number) => (value === null ? "–" : value.toFixed(digits));

function table(header: string[], rows: string[][]): string {
  if (rows.some((row) => row.length !== header.length))
    throw new Error(`A row does not match ${header.join(", ")}`);
  const cellText = (cell: string) => cell.replaceAll("|", "\\|").replaceAll("\n", " ");
  return [header, header.map(() => "---"), ...rows]
    .map((r) => `| ${r.map(cellText).join(" | ")} |`)
    .join("\n");
}

export function formatValue(value: number | null, unit: string): string {
  if (value === null) return "–";
  // Scores are whole numbers; a unitless fraction is a layout shift score.
  const digits =
    unit === "kB" || unit === "s" || unit === "ms" ? 1 : unit === "" && !Number.isInteger(value) ? 3 : 0;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ""}`;
}

export function formatLimit(check: BudgetCheck): string {
  return `${check.direction === "max" ? "≤" : "≥"} ${check.limit}${check.unit ? ` ${check.unit}` : ""}`;
}

function budgetRows(checks: readonly BudgetCheck[]): string[][] {
  return checks.map((c) => [
    c.pass ? "pass" : "**FAIL**",
    c.area,
    c.subject,
    c.metric,
    formatValue(c.value, c.unit),
    formatLimit(c),
    c.note ?? "",
  ]);
}

function lighthouseSection(figures: readonly LighthouseFigures[], formFactor: "mobile" | "desktop"): string {
  const rows = figures
    .filter((f) => f.formFactor === formFactor)
    .map((f) => [
      f.page,
      ...CATEGORIES.map((c) => (f.error ? "–" : String(f.scores[c] ?? "–"))),
      ms(f.fcpMs),
      ms(f.lcpMs),
      ms(f.tbtMs),
      fixed(f.cls, 3),
      f.totalBytes === null ? "–" : kb(f.totalBytes),
      f.benchmarkIndex === null ? "–" : f.benchmarkIndex.toFixed(0),
      f.performanceRuns ? f.performanceRuns.map((score) => score ?? "failed").join(", ") : "1 run",
      f.error ?? f.lostPoints.join("; "),
    ]);
  return table(
    [
      "page",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "total kB",
      "benchmark index",
      "perf of each run",
      "lost points / error",
    ],
    rows,
  );
}

function pageWeightSection(results: BenchResults): string {
  const rows = results.pageWeight.map((p) => {
    if (p.error) return [p.page, "–", "–", "–", "–", "–", p.error];
    return [
      p.page,
      `${kb(p.firstLoad.jsGzipBytes)} (${p.firstLoad.jsFiles} files)`,
      `${kb(p.firstLoad.cssGzipBytes)} (${p.firstLoad.cssFiles} files)`,
      kb(p.lazy.jsGzipBytes),
      kb(p.lazy.cssGzipBytes),
      p.interaction ?? "",
      p.lazyFiles.join(", "),
    ];
  });
  return table(
    [
      "page",
      "first-load JS kB gz",
      "first-load CSS kB gz",
      "lazy JS kB gz",
      "lazy CSS kB gz",
      "interaction",
      "lazy files",
    ],
    rows,
  );
}

function apiSection(results: BenchResults): string {
  return table(
    ["call", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "timeouts"],
    results.api.map((a) => [
      `${a.method} ${a.path}`,
      String(a.requests),
      a.requestsPerSecond.toFixed(0),
      String(a.p50Ms),
      String(a.p99Ms),
      String(a.non2xx),
      String(a.errors),
      String(a.timeouts),
    ]),
  );
}

function scaleSection(results: BenchResults): string {
  const runs = results.scale ?? [];
  if (runs.length === 0) return "Not measured in this run (`npm run bench -- scale`).";
  return runs
    .map((run) => {
      const counts = Object.entries(run.counts)
        .map(([table, count]) => `${count.toLocaleString("en")} ${table}`)
        .join(", ");
      const lines = [
        `### ${run.database === "postgres" ? "PostgreSQL" : "PGlite"}`,
        "",
        run.error
          ? `Failed: ${run.error}`
          : `Filled in ${run.fillSeconds.toFixed(0)} s (migrations and the rating replay included): ${counts}.`,
        "",
      ];
      if (run.api.length > 0)
        lines.push(
          table(
            ["call", "as", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"],
            run.api.map((a) => [
              `${a.method} ${a.path}`,
              a.group,
              String(a.requests),
              a.requestsPerSecond.toFixed(0),
              String(a.p50Ms),
              String(a.p99Ms),
              String(a.non2xx),
              String(a.errors + a.timeouts),
            ]),
          ),
          "",
        );
      return lines.join("\n");
    })
    .join("\n");
}

function growthSection(results: BenchResults): string {
  const rows = results.growth.map((g) => [
    String(g.items),
    g.buildSeconds.toFixed(1),
    String(g.htmlPages),
    String(g.files),
    kb(g.bytes),
  ]);
  const cost = perItemCost(results.growth);
  const costLine = cost
    ? `Each further coach and tournament adds about ${(cost.seconds * 1000).toFixed(1)} ms of build time, ` +
      `${kb(cost.bytes)} kB of output and ${cost.files.toFixed(2)} files.`
    : "Not enough runs to tell how the cost grows.";
  return `${table(["coaches and tournaments", "build s", "HTML pages", "files", "output kB"], rows)}\n\n${costLine}`;
}

function ratingsSection(results: BenchResults): string {
  if (results.ratings.length === 0) return "Not measured.";
  return table(
    ["results", "players", "median ms", "each run ms"],
    results.ratings.map((r) => [
      String(r.results),
      String(r.players),
      r.medianMs.toFixed(1),
      r.runsMs.map((run) => run.toFixed(1)).join(", "),
    ]),
  );
}

function firstVisitSection(results: BenchResults): string {
  const visits = results.firstVisit ?? [];
  if (visits.length === 0) return "Not measured.";
  const ms = (value: number | null | undefined) =>
    value === null || value === undefined ? "-" : String(value);
  return table(
    ["page", "visit", "first paint (ms)", "first useful screen (ms)", "round trips", "requests before it"],
    visits.flatMap((v) =>
      (["cold", "warm"] as const).map((kind) => {
        const visit = v[kind];
        return [
          v.page,
          kind,
          ms(visit.firstPaintMs),
          visit.error ? `failed: ${visit.error}` : ms(visit.usefulMs),
          String(visit.sequentialRoundTrips),
          `${visit.requests.filter((r) => !r.fromCache).length} from the network, ${visit.requests.filter((r) => r.fromCache).length} from caches`,
        ];
      }),
    ),
  );
}

function gateSection(results: BenchResults): string {
  const { gate } = results;
  if (!gate) return "Not measured.";
  return table(
    ["CPU slowdown", "decode ms (median)", "verify ms (median)", "decode + verify ms", "samples"],
    [
      [
        `${gate.cpuSlowdown}x`,
        gate.decodeMs.toFixed(1),
        gate.verifyMs.toFixed(1),
        (gate.decodeMs + gate.verifyMs).toFixed(1),
        `${gate.decodeSamples} decodes, ${gate.verifySamples} verifications`,
      ],
    ],
  );
}

function productionSection(results: BenchResults): string {
  const figures = results.production;
  if (!figures) return "Not measured.";
  return [
    `scripts/production-install.sh took ${figures.installSeconds.toFixed(1)} s; then \`node api.mjs\` (Node 24, NODE_ENV=production, PGlite):`,
    "",
    table(
      ["start", "to /ready ms", "RSS ready MB", "RSS after 300 reads MB"],
      figures.starts.map((s) => [
        s.kind,
        s.readyMs.toFixed(0),
        s.readyRssMb.toFixed(0),
        s.afterReadsRssMb.toFixed(0),
      ]),
    ),
  ].join("\n");
}

export function renderMarkdown(results: BenchResults, checks: readonly BudgetCheck[]): string {
  const failed = checks.filter((c) => !c.pass);
  const env = Object.entries(results.serverEnv)
    .map(([k, v]) => `\`${k}=${v}\``)
    .join(", ");
  const memory = results.memory
    ? table(
        ["when", "server RSS MB"],
        [
          ["ready (site built)", results.memory.readyMb.toFixed(0)],
          ["before the load tests", results.memory.beforeLoadMb.toFixed(0)],
          ["after the load tests", results.memory.afterLoadMb.toFixed(0)],
          ...(results.memory.uploads
            ? [
                ["before 20 concurrent 12 MP uploads", results.memory.uploads.beforeMb.toFixed(0)],
                ["peak during them", results.memory.uploads.peakMb.toFixed(0)],
                [
                  `5 s after them (${results.memory.uploads.failed} failed)`,
                  results.memory.uploads.afterMb.toFixed(0),
                ],
              ]
            : []),
        ],
      )
    : "Not measured.";
  const apiMemory = results.apiMemory
    ? table(
        ["`npm run api` on PostgreSQL", "server RSS MB"],
        [
          ["ready", results.apiMemory.readyMb.toFixed(0)],
          ["after the load tests", results.apiMemory.afterLoadMb.toFixed(0)],
          ["once the logins they queued are answered", results.apiMemory.settledMb.toFixed(0)],
        ],
      )
    : "The API alone on PostgreSQL: not measured.";
  return [
    "# Benchmark report",
    "",
    `Run ${results.startedAt} to ${results.finishedAt} on commit \`${results.commit}\`, ` +
      `${results.machine.cpus} CPUs (load average ${results.machine.loadAverageAtStart.toFixed(1)} at the start: ` +
      `other work on the machine slows every figure), Node ${results.machine.node}, ${results.machine.platform}.`,
    `Server environment: ${env}. Load: ${results.load.connections} connections for ${results.load.durationSeconds} s per call.`,
    `Start to ready on an empty data dir (site build included): ${fixed(results.startToReadySeconds, 1)} s.`,
    "",
    `**${failed.length === 0 ? "All budgets hold" : `${failed.length} of ${checks.length} budgets missed`}.**`,
    ...(results.errors.length ? ["", "Steps that failed:", ...results.errors.map((e) => `- ${e}`)] : []),
    "",
    "## Budgets",
    "",
    table(["result", "area", "subject", "metric", "figure", "budget", "note"], budgetRows(checks)),
    "",
    "## Lighthouse, mobile",
    "",
    "The benchmark index is Lighthouse's measure of the machine's speed during the audit: mobile scores",
    "simulate a slow phone from the time the page's work took here, so a busy machine (low index) costs points.",
    "Each page is audited three times and the median run by performance score is shown and budgeted.",
    "",
    lighthouseSection(results.lighthouse, "mobile"),
    "",
    "## Lighthouse, desktop",
    "",
    lighthouseSection(results.lighthouse, "desktop"),
    "",
    "## JS and CSS per page",
    "",
    "First load: every script and stylesheet fetched until the network is idle, inline code included.",
    "Lazy: what the interaction named fetched, and the chunks budgets.json declares lazy by design.",
    "",
    pageWeightSection(results),
    "",
    "## API under load",
    "",
    apiSection(results),
    "",
    "## Server memory",
    "",
    memory,
    "",
    apiMemory,
    "",
    "## Compiled API server in production",
    "",
    productionSection(results),
    "",
    "## Build cost as content grows",
    "",
    growthSection(results),
    "",
    "## Gate scan",
    "",
    "The gate scanner at a tournament's gate, offline, its fake camera showing a demo ticket's QR code:",
    "the decoder reading one camera frame and the phone verifying the pass's signature, with the CPU slowed",
    "as Lighthouse slows a phone (bench/lib/gate-phone.ts).",
    "",
    gateSection(results),
    "",
    "## A club at scale",
    "",
    "Five years of a 2,000-player club (bench/lib/club-scale.ts), the API alone serving it, one replica: the member",
    "reads as the demo member (a big history), the console lists as the demo admin, 10 connections each.",
    "",
    scaleSection(results),
    "",
    "## A slow phone's first visit",
    "",
    "The client apps signed in, on Chrome's Slow 3G profile with the CPU slowed four times (bench/lib/first-visit.ts):",
    "cold (nothing cached) and warm (the same browser again); ms from the start of the navigation, and the",
    "round trips the cold visit waited for one after another before its first useful screen.",
    "",
    firstVisitSection(results),
    "",
    "## Rating recomputation",
    "",
    "Every rating replayed from synthetic confirmed results (bench/lib/rating-replay.ts): one warm-up run, then five timed.",
    "",
    ratingsSection(results),
    "",
  ].join("\n");
}

/** A plain-text pass/fail table for the terminal. */
export function checkTable(checks: readonly BudgetCheck[]): string {
  const rows = checks.map((c) => [
    c.pass ? "pass" : "FAIL",
    `${c.area}: ${c.subject}`,
    c.metric,
    formatValue(c.value, c.unit),
    formatLimit(c),
    c.note ?? "",
  ]);
  const widths = rows.reduce<number[]>(
    (w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)),
    [],
  );
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
