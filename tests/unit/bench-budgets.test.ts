import { describe, expect, it } from "vitest";
import { type Budgets, evaluateBudgets, readBudgets } from "../../bench/lib/budgets";
import { sequentialRoundTrips } from "../../bench/lib/first-visit";
import { type LighthouseFigures, medianRun } from "../../bench/lib/lighthouse-audit";
import type { LoadedAsset } from "../../bench/lib/page-weight";
import { syntheticMatches } from "../../bench/lib/rating-replay";
import { checkTable, renderMarkdown } from "../../bench/lib/report";
import type { BenchResults } from "../../bench/lib/results";
import { ratedResult } from "../../server/lib/competition";

const noWeight = { jsGzipBytes: 0, cssGzipBytes: 0, jsFiles: 0, cssFiles: 0 };

function lighthouse(page: string, score: number, error?: string): LighthouseFigures {
  return {
    page,
    formFactor: "mobile",
    scores: { performance: score, accessibility: 100, "best-practices": 100, seo: 100 },
    fcpMs: 900,
    lcpMs: 1200,
    tbtMs: 0,
    cls: 0,
    totalBytes: 120_000,
    benchmarkIndex: 1500,
    finalUrl: `http://localhost${page}`,
    lostPoints: [],
    ...(error ? { error } : {}),
  };
}

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: "2026-01-01T10:00:00Z",
    finishedAt: "2026-01-01T10:10:00Z",
    commit: "abc1234",
    machine: { cpus: 2, node: "24.0.0", platform: "Linux", loadAverageAtStart: 0.5 },
    serverEnv: { NODE_ENV: "production" },
    load: { connections: 10, durationSeconds: 10 },
    startToReadySeconds: 40,
    lighthouse: [],
    pageWeight: [],
    api: [],
    memory: { readyMb: 200, beforeLoadMb: 210, afterLoadMb: 260 },
    apiMemory: null,
    growth: [],
    ratings: [],
    gate: null,
    scale: [],
    errors: [],
    ...overrides,
  };
}

const budgets: Budgets = {
  lighthouse: {
    mobile: { "*": { performance: 90 }, "/": { performance: 100 }, "/u": { performance: null } },
    desktop: {},
  },
  pageWeight: { "/": { firstLoadJsKb: 15 } },
  lazyChunks: { "doughnut-chart": "Chart.js" },
  api: { "*": { maxErrors: 0 }, tournaments: { minRequestsPerSecond: 500, maxP99Ms: 50 } },
  memory: { maxRssAfterLoadMb: 300, maxRssGrowthDuringLoadMb: 40 },
  build: { "1000": { maxSeconds: 120 } },
  ratings: { "10000": { maxMs: 1000 } },
};

describe("evaluateBudgets", () => {
  it("applies the '*' budget to every page and lets a page's own entry override or drop it", () => {
    const checks = evaluateBudgets(
      results({ lighthouse: [lighthouse("/", 99), lighthouse("/coaching", 95), lighthouse("/u", 40)] }),
      budgets,
    ).filter((c) => c.area === "Lighthouse");
    expect(checks.map((c) => [c.subject, c.limit, c.pass])).toEqual([
      ["/ (mobile)", 100, false],
      ["/coaching (mobile)", 90, true],
    ]);
  });

  it("checks a page's layout shift and largest paint where budgeted", () => {
    const shifting = { ...lighthouse("/u", 92), cls: 0.125, lcpMs: 3200 };
    const checks = evaluateBudgets(results({ lighthouse: [shifting] }), {
      ...budgets,
      lighthouse: { mobile: { "/u": { performance: 85, maxCls: 0.05, maxLcpMs: 3500 } }, desktop: {} },
    }).filter((c) => c.area === "Lighthouse");
    expect(checks.map((c) => [c.metric, c.value, c.pass])).toEqual([
      ["performance", 92, true],
      ["CLS", 0.125, false],
      ["LCP", 3200, true],
    ]);
    expect(checkTable(checks)).toContain("0.125");
  });

  it("fails the budgets of a page that is missing, naming why", () => {
    const checks = evaluateBudgets(
      results({
        lighthouse: [lighthouse("/", 100, "page missing: HTTP 404")],
        pageWeight: [
          {
            page: "/",
            firstLoad: noWeight,
            lazy: noWeight,
            lazyFiles: [],
            lazyChunksInStaticGraph: [],
            assets: [],
            error: "page missing: HTTP 404",
          },
        ],
      }),
      budgets,
    );
    const home = checks.filter((c) => c.subject.startsWith("/"));
    expect(home.length).toBeGreaterThan(0);
    for (const check of home) {
      expect(check.pass).toBe(false);
      expect(check.value).toBeNull();
      expect(check.note).toBe("page missing: HTTP 404");
    }
  });

  it("checks the compiled server's start-up time and memory per start, and fails a start not measured", () => {
    const production = {
      "first start": { maxReadyMs: 60_000, maxReadyRssMb: 800 },
      restart: { maxReadyMs: 15_000, maxAfterReadsRssMb: 800 },
    };
    const checks = evaluateBudgets(
      results({
        production: {
          installSeconds: 20,
          starts: [{ kind: "first start", readyMs: 35_000, readyRssMb: 820, afterReadsRssMb: 500 }],
        },
      }),
      { ...budgets, production },
    ).filter((c) => c.area === "Production");
    expect(checks.map((c) => [c.subject, c.metric, c.pass])).toEqual([
      ["compiled API, first start", "start to /ready", true],
      ["compiled API, first start", "RSS when ready", false],
      ["compiled API, restart", "start to /ready", false],
      ["compiled API, restart", "RSS after 300 reads", false],
    ]);
    expect(checks[2]).toMatchObject({ value: null, note: "not measured" });
  });

  it("fails budgets nothing was measured for", () => {
    const checks = evaluateBudgets(results({ memory: null }), budgets);
    const build = checks.find((c) => c.area === "Build");
    expect(build).toMatchObject({ pass: false, value: null, note: "not measured" });
    expect(checks.filter((c) => c.area === "Memory").every((c) => !c.pass)).toBe(true);
  });

  it("checks first-load JS in kB of 1,000 bytes and flags a declared-lazy chunk imported statically", () => {
    const checks = evaluateBudgets(
      results({
        pageWeight: [
          {
            page: "/",
            firstLoad: { ...noWeight, jsGzipBytes: 15_001 },
            lazy: noWeight,
            lazyFiles: [],
            lazyChunksInStaticGraph: ["doughnut-chart"],
            assets: [],
          },
        ],
      }),
      budgets,
    ).filter((c) => c.area === "Page weight");
    expect(checks.map((c) => [c.metric, c.value, c.pass])).toEqual([
      ["first-load JS (gzip)", 15.001, false],
      ["lazy chunks in the static graph", 1, false],
    ]);
  });

  it("weighs the gate scanner's own JS and the decoder's wasm on /staff/check-in against the scanner budget", () => {
    const asset = (
      url: string,
      kind: LoadedAsset["kind"],
      gzipBytes: number,
      inline = false,
    ): LoadedAsset => ({
      url,
      kind,
      bytes: gzipBytes * 3,
      gzipBytes,
      inline,
      inStaticGraph: false,
      afterInteraction: false,
    });
    const scanner = { maxJsKb: 30, maxWasmKb: 500, maxDecodeVerifyMs: 300, cpuSlowdown: 4 };
    const checkIn = (assets: LoadedAsset[], error?: string) =>
      evaluateBudgets(
        results({
          pageWeight: [
            {
              page: "/staff/check-in",
              firstLoad: noWeight,
              lazy: noWeight,
              lazyFiles: [],
              lazyChunksInStaticGraph: [],
              assets,
              ...(error ? { error } : {}),
            },
          ],
        }),
        { ...budgets, scanner },
      ).filter((c) => c.area === "Scanner");
    const loaded = checkIn([
      asset("http://x/_astro/CheckIn.Ab12.js", "script", 12_000),
      asset("http://x/_astro/ponyfill.Cd34.js", "script", 19_000),
      asset("http://x/_astro/client.Ef56.js", "script", 60_000),
      asset("http://x/staff/check-in#inline-script-1", "script", 5_000, true),
      asset("http://x/_astro/zxing_reader.Gh78.wasm", "wasm", 420_000),
    ]);
    expect(loaded.map((c) => [c.subject, c.metric, c.value, c.limit, c.pass])).toEqual([
      ["/staff/check-in", "scanner JS (gzip)", 31, 30, false],
      ["/staff/check-in", "decoder wasm (gzip)", 420, 500, true],
    ]);
    // A page that never loaded the decoder measured nothing; a page that failed says why.
    expect(checkIn([asset("http://x/_astro/CheckIn.Ab12.js", "script", 12_000)])[1]).toMatchObject({
      value: null,
      pass: false,
      note: "not loaded",
    });
    expect(checkIn([], "page answered HTTP 500").map((c) => [c.pass, c.note])).toEqual([
      [false, "page answered HTTP 500"],
      [false, "page answered HTTP 500"],
    ]);
    // Without a scanner budget, nothing is checked.
    expect(evaluateBudgets(results(), budgets).some((c) => c.area === "Scanner")).toBe(false);
  });

  it("checks the gate step's decode plus verify time against the scanner budget, unmeasured as failed", () => {
    const scanner = { maxJsKb: 30, maxWasmKb: 500, maxDecodeVerifyMs: 300, cpuSlowdown: 4 };
    const gate = (decodeMs: number, verifyMs: number) => ({
      cpuSlowdown: 4,
      decodeMs,
      verifyMs,
      decodeSamples: 9,
      verifySamples: 5,
    });
    const gateChecks = (run: BenchResults) =>
      evaluateBudgets(run, { ...budgets, scanner })
        .filter((c) => c.area === "Gate")
        .map((c) => [c.subject, c.metric, c.value, c.limit, c.pass, c.note]);
    const metric = "decode + verify one ticket (median, 4x CPU slowdown)";
    expect(gateChecks(results({ gate: gate(180, 40) }))).toEqual([
      ["/staff/check-in", metric, 220, 300, true, "decode 180 ms + verify 40 ms at 4x"],
    ]);
    expect(gateChecks(results({ gate: gate(260, 41) }))).toEqual([
      ["/staff/check-in", metric, 301, 300, false, "decode 260 ms + verify 41 ms at 4x"],
    ]);
    expect(gateChecks(results())).toEqual([["/staff/check-in", metric, null, 300, false, "not measured"]]);
    // Without a scanner budget, nothing is checked; the report shows the figures.
    expect(evaluateBudgets(results({ gate: gate(180, 40) }), budgets).some((c) => c.area === "Gate")).toBe(
      false,
    );
    expect(renderMarkdown(results({ gate: gate(180, 40) }), [])).toContain(
      "| 4x | 180.0 | 40.0 | 220.0 | 9 decodes, 5 verifications |",
    );
  });

  it("checks a slow phone's first visit: paint and useful screen cold, useful screen warm, round trips", () => {
    const visit = (usefulMs: number | null, trips: number, error?: string) => ({
      firstPaintMs: usefulMs === null ? null : 2400,
      usefulMs,
      requests: [
        { url: "http://localhost/u", startMs: 0, endMs: 2300, fromCache: false },
        { url: "http://localhost/api/me", startMs: 2400, endMs: 4500, fromCache: false },
      ],
      sequentialRoundTrips: trips,
      ...(error ? { error } : {}),
    });
    const firstVisit = {
      "/u": { maxFirstPaintMs: 5000, maxUsefulColdMs: 10000, maxUsefulWarmMs: 2000, maxColdRoundTrips: 3 },
    };
    const visitChecks = (run: BenchResults) =>
      evaluateBudgets(run, { ...budgets, firstVisit })
        .filter((c) => c.area === "First visit")
        .map((c) => [c.metric, c.value, c.limit, c.pass]);
    const measured = (cold: ReturnType<typeof visit>, warm: ReturnType<typeof visit>) =>
      results({
        firstVisit: [{ page: "/u", cpuSlowdown: 4, network: "Slow 3G (2000 ms, 400 kbit/s)", cold, warm }],
      });
    expect(visitChecks(measured(visit(9400, 2), visit(1800, 1)))).toEqual([
      ["first paint, cold", 2400, 5000, true],
      ["first useful screen, cold", 9400, 10000, true],
      ["first useful screen, warm", 1800, 2000, true],
      ["round trips one after another, cold", 2, 3, true],
    ]);
    expect(visitChecks(measured(visit(17000, 7), visit(2900, 1)))).toEqual([
      ["first paint, cold", 2400, 5000, true],
      ["first useful screen, cold", 17000, 10000, false],
      ["first useful screen, warm", 2900, 2000, false],
      ["round trips one after another, cold", 7, 3, false],
    ]);
    // A visit that never drew its screen fails every figure of it, and an unmeasured page fails too.
    const failed = evaluateBudgets(measured(visit(null, 0, "not drawn"), visit(1800, 1)), {
      ...budgets,
      firstVisit,
    })
      .filter((c) => c.area === "First visit" && !c.pass)
      .map((c) => [c.metric, c.note]);
    expect(failed).toEqual([
      ["first paint, cold", "not drawn"],
      ["first useful screen, cold", "not drawn"],
      ["round trips one after another, cold", "not drawn"],
    ]);
    expect(visitChecks(results()).map(([, , , pass]) => pass)).toEqual([false, false, false, false]);
    expect(renderMarkdown(measured(visit(9400, 2), visit(1800, 1)), [])).toContain(
      "| /u | cold | 2400 | 9400 | 2 | 2 from the network, 0 from caches |",
    );
  });

  it("checks throughput as a minimum, latency, errors and memory as maximums", () => {
    const checks = evaluateBudgets(
      results({
        api: [
          {
            name: "tournaments",
            method: "GET",
            path: "/api/tour/admin/getTournaments",
            connections: 10,
            durationSeconds: 10,
            requests: 6000,
            requestsPerSecond: 600,
            p50Ms: 10,
            p99Ms: 60,
            non2xx: 0,
            errors: 1,
            timeouts: 0,
          },
        ],
      }),
      budgets,
    ).filter((c) => c.area === "API" || c.area === "Memory");
    expect(checks.map((c) => [c.metric, c.pass])).toEqual([
      ["requests/s", true],
      ["p99 latency", false],
      ["errors", false],
      ["RSS after the load tests", true],
      ["RSS growth during the load tests", false],
    ]);
  });

  it("checks the rise under twenty concurrent uploads at its peak and what is left after, failed uploads as unmeasured", () => {
    const withUploads = (peakMb: number, afterMb: number, failed = 0) =>
      evaluateBudgets(
        results({
          memory: {
            readyMb: 200,
            beforeLoadMb: 210,
            afterLoadMb: 260,
            uploads: { uploads: 20, beforeMb: 260, peakMb, afterMb, failed },
          },
        }),
        { ...budgets, memory: { maxUploadPeakGrowthMb: 150, maxUploadSettledGrowthMb: 50 } },
      )
        .filter((c) => c.area === "Memory")
        .map((c) => [c.metric, c.value, c.pass]);
    expect(withUploads(400, 300)).toEqual([
      ["RSS rise during 20 concurrent 12 MP uploads", 140, true],
      ["RSS rise left 5 s after those uploads", 40, true],
    ]);
    expect(withUploads(420, 320).map(([, , pass]) => pass)).toEqual([false, false]);
    expect(withUploads(300, 270, 3).map(([, value, pass]) => [value, pass])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it("checks the API alone on PostgreSQL after the load tests as a maximum, unmeasured as failed", () => {
    const apiChecks = (apiMemory: BenchResults["apiMemory"]) =>
      evaluateBudgets(results({ apiMemory }), { ...budgets, memory: { maxApiPostgresRssAfterLoadMb: 200 } })
        .filter((c) => c.area === "Memory")
        .map((c) => [c.subject, c.metric, c.value, c.pass, c.note]);
    const measured = (afterLoadMb: number) => ({
      database: "postgres" as const,
      readyMb: 120,
      afterLoadMb,
      settledMb: 130,
      api: [],
    });
    expect(apiChecks(measured(180))).toEqual([
      ["API alone on PostgreSQL", "RSS after the load tests", 180, true, undefined],
    ]);
    expect(apiChecks(measured(201))).toEqual([
      ["API alone on PostgreSQL", "RSS after the load tests", 201, false, undefined],
    ]);
    expect(apiChecks(null)).toEqual([
      ["API alone on PostgreSQL", "RSS after the load tests", null, false, "not measured"],
    ]);
    expect(renderMarkdown(results({ apiMemory: measured(180) }), [])).toContain(
      "| after the load tests | 180 |",
    );
  });

  it("checks the rating recomputation of each budgeted result count as a maximum, unmeasured as failed", () => {
    const replay = (medianMs: number) => ({ results: 10_000, players: 200, runsMs: [medianMs], medianMs });
    const ratingChecks = (run: BenchResults) =>
      evaluateBudgets(run, budgets)
        .filter((c) => c.area === "Ratings")
        .map((c) => [c.subject, c.value, c.limit, c.pass, c.note]);
    expect(ratingChecks(results({ ratings: [replay(35)] }))).toEqual([
      ["10000 results", 35, 1000, true, undefined],
    ]);
    expect(ratingChecks(results({ ratings: [replay(1000.5)] }))).toEqual([
      ["10000 results", 1000.5, 1000, false, undefined],
    ]);
    expect(ratingChecks(results())).toEqual([["10000 results", null, 1000, false, "not measured"]]);
  });

  it("reads the committed budgets file", () => {
    const committed = readBudgets();
    expect(committed.pageWeight["/"]?.firstLoadJsKb).toBe(15);
    expect(committed.pageWeight["/u"]?.firstLoadJsKb).toBe(90);
    for (const page of ["/u", "/staff"]) {
      expect(committed.lighthouse.mobile[page]?.performance).toBe(100);
      expect(committed.firstVisit?.[page]).toEqual({
        maxFirstPaintMs: 5000,
        maxUsefulColdMs: 10000,
        maxUsefulWarmMs: 2000,
        maxColdRoundTrips: 3,
      });
    }
    expect(committed.pageWeight["/staff/check-in"]?.firstLoadJsKb).toBe(120);
    expect(committed.scanner).toMatchObject({
      maxJsKb: 30,
      maxWasmKb: 500,
      maxDecodeVerifyMs: 300,
      cpuSlowdown: 4,
    });
    expect(committed.build["1000"]?.maxSeconds).toBe(120);
    expect(committed.ratings["10000"]?.maxMs).toBe(1000);
    expect(committed.scale?.postgres?.member).toMatchObject({ minRequestsPerSecond: 2000, maxP99Ms: 10 });
    expect(committed.scale?.postgres?.console).toMatchObject({ maxP99Ms: 50 });
    expect(committed.memory).toEqual({
      maxRssAfterLoadMb: 450,
      maxApiPostgresRssAfterLoadMb: 200,
      maxUploadPeakGrowthMb: 150,
      maxUploadSettledGrowthMb: 50,
    });
  });

  it("checks each call of the club at scale against its group's budget, a call's own entry first", () => {
    const load = (name: string, path: string, group: "member" | "console", rps: number, p99: number) => ({
      name,
      group,
      method: "GET",
      path,
      connections: 10,
      durationSeconds: 10,
      requests: rps * 10,
      requestsPerSecond: rps,
      p50Ms: 1,
      p99Ms: p99,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
    const scale = {
      postgres: {
        member: { minRequestsPerSecond: 2000, maxP99Ms: 10 },
        console: { maxP99Ms: 50 },
        overview: { maxP99Ms: 12 },
      },
    };
    const checks = evaluateBudgets(
      results({
        scale: [
          {
            database: "postgres",
            fillSeconds: 60,
            counts: { users: 2000 },
            api: [
              load("me", "/me", "member", 2500, 4),
              load("overview", "/matchCustom/user", "member", 2100, 11),
              load("payments", "/staff/payments", "console", 300, 60),
            ],
          },
          { database: "pglite", fillSeconds: 0, counts: {}, api: [], error: "could not start" },
        ],
      }),
      { ...budgets, scale },
    ).filter((c) => c.area === "Scale");
    expect(checks.map((c) => [c.subject, c.metric, c.limit, c.pass])).toEqual([
      ["postgres: GET /me", "requests/s", 2000, true],
      ["postgres: GET /me", "p99 latency", 10, true],
      ["postgres: GET /matchCustom/user", "requests/s", 2000, true],
      ["postgres: GET /matchCustom/user", "p99 latency", 12, true],
      ["postgres: GET /staff/payments", "p99 latency", 50, false],
    ]);
    const withPglite = evaluateBudgets(
      results({
        scale: [{ database: "pglite", fillSeconds: 0, counts: {}, api: [], error: "could not start" }],
      }),
      { ...budgets, scale: { pglite: { member: { maxErrors: 0 } } } },
    ).filter((c) => c.area === "Scale");
    expect(withPglite.map((c) => [c.subject, c.pass, c.note])).toEqual([
      ["pglite", false, "could not start"],
    ]);
    expect(renderMarkdown(results({ scale: [] }), [])).toContain("Not measured in this run");
  });
});

describe("reports", () => {
  it("say how many budgets were missed and list each failure", () => {
    const run = results({ lighthouse: [lighthouse("/", 97)] });
    const checks = evaluateBudgets(run, budgets);
    const markdown = renderMarkdown(run, checks);
    expect(markdown).toContain(`${checks.filter((c) => !c.pass).length} of ${checks.length} budgets missed`);
    expect(markdown).toMatch(
      /\| \*\*FAIL\*\* \| Lighthouse \| \/ \(mobile\) \| performance \| 97 \| ≥ 100 \|/,
    );
    expect(checkTable(checks)).toMatch(/^FAIL\s+Lighthouse: \/ \(mobile\)\s+performance\s+97\s+≥ 100/m);
  });
});

describe("medianRun", () => {
  it("takes the middle run by performance score and keeps every run's score", () => {
    const median = medianRun([lighthouse("/", 97), lighthouse("/", 100), lighthouse("/", 99)]);
    expect(median.scores.performance).toBe(99);
    expect(median.performanceRuns).toEqual([97, 100, 99]);
  });

  it("leaves failed runs out while any run succeeded", () => {
    const median = medianRun([lighthouse("/", 0, "NO_FCP"), lighthouse("/", 96), lighthouse("/", 100)]);
    expect(median.error).toBeUndefined();
    expect([96, 100]).toContain(median.scores.performance);
    expect(median.performanceRuns).toEqual([null, 96, 100]);
  });

  it("reports a failure when every run failed", () => {
    const median = medianRun([lighthouse("/", 0, "NO_FCP"), lighthouse("/", 0, "NO_FCP")]);
    expect(median.error).toBe("NO_FCP");
  });
});

describe("syntheticMatches", () => {
  it("makes the same rated results every time, singles and doubles among the field", () => {
    const matches = syntheticMatches(2000);
    expect(matches).toEqual(syntheticMatches(2000));
    expect(matches.every((m) => ratedResult(m) !== null)).toBe(true);
    const players = new Set(matches.flatMap((m) => [...m.sideA, ...m.sideB].map((p) => p.userId)));
    expect(players.size).toBe(200);
    expect(matches.some((m) => m.sideA.length === 2)).toBe(true);
    expect(syntheticMatches(2000, 200, 2)).not.toEqual(matches);
  });
});

describe("the coach's home", () => {
  it("is budgeted like /u: Lighthouse mobile the same, first-load JS /u's shell and the coach's app", () => {
    const real = readBudgets();
    const member = real.pageWeight["/u"]?.firstLoadJsKb ?? 0;
    const coach = real.pageWeight["/u#coach"]?.firstLoadJsKb ?? Number.POSITIVE_INFINITY;
    expect(coach).toBeGreaterThanOrEqual(member);
    // The coach's app adds its home, store and offline keeper, about 4 kB, and ky (9 kB), which
    // its first call loads (docs/decisions/0293-ky-after-first-screen.md); never a form or chart.
    expect(coach - member).toBeLessThanOrEqual(15);
    expect(real.lighthouse.mobile["/u#coach"]).toEqual(real.lighthouse.mobile["/u"]);
    expect(real.lighthouse.desktop["/u#coach"]).toEqual(real.lighthouse.desktop["/u"]);
  });

  it("fails the bench when its first load grows past the budget", () => {
    const heavy = {
      page: "/u#coach",
      firstLoad: { ...noWeight, jsGzipBytes: 200_000 },
      lazy: noWeight,
      lazyFiles: [],
      lazyChunksInStaticGraph: [],
      assets: [],
    };
    const checks = evaluateBudgets(results({ pageWeight: [heavy] }), readBudgets()).filter(
      (c) => c.area === "Page weight" && c.subject === "/u#coach" && c.metric === "first-load JS (gzip)",
    );
    expect(checks.map((c) => [c.limit, c.pass])).toEqual([
      [readBudgets().pageWeight["/u#coach"]?.firstLoadJsKb, false],
    ]);
  });
});

describe("sequentialRoundTrips", () => {
  it("counts requests that waited for one another, overlapping ones once", () => {
    const request = (startMs: number, endMs: number) => ({ startMs, endMs });
    // The page, then its code and first reads together: two.
    expect(sequentialRoundTrips([request(0, 2300), request(2400, 4500), request(2410, 8000)])).toBe(2);
    // The page, its entry, the entry's imports, then the reads: four.
    expect(
      sequentialRoundTrips([
        request(0, 2300),
        request(2300, 4600),
        request(4700, 9000),
        request(9100, 11000),
      ]),
    ).toBe(4);
    expect(sequentialRoundTrips([])).toBe(0);
  });
});
