/**
 * `npm run bench`: builds and starts the product on an empty data folder, measures it (Lighthouse,
 * JS and CSS per page, the API under load, server memory, build cost as content grows), writes
 * bench/report.md and bench/report.json, prints a pass/fail table against bench/budgets.json and
 * exits non-zero when a budget is missed.
 *
 * BENCH_PORT moves the product (default 4470; the API-only server of the growth runs uses the next port).
 * Step names as arguments run only those steps and check only their budgets: `npm run bench -- ratings`,
 * `npm run bench -- gate` (the gate scanner's decode and verify time), `npm run bench -- production` (the
 * compiled API server's start-up time and memory under plain Node), `npm run bench -- scale` (five
 * years of a 2,000-player club on PostgreSQL and PGlite, every member read and console list under load),
 * `npm run bench -- firstvisit` (a slow phone's first visit to /u and /staff, cold and warm), `npm run bench -- memory`
 * (the product's memory under the load tests and uploads, then `npm run api` on PostgreSQL under the same load).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../tests/support/browser";
import { loadTest } from "./lib/api-load";
import { loadTargets, measureApiOnPostgres } from "./lib/api-memory";
import { type WeighedPage, weighPage } from "./lib/browser-weights";
import { type BudgetCheck, type Budgets, evaluateBudgets, readBudgets, SCANNER_PAGE } from "./lib/budgets";
import { measureScale, SCALE_DATABASES } from "./lib/club-scale-load";
import { measureBuild } from "./lib/content-growth";
import {
  COACH_HOME,
  coachHomeShown,
  consoleShown,
  openFirstTicketDialog,
  overviewShown,
  scannerReady,
  ticketsShown,
} from "./lib/dashboard";
import { consoleListDrawn, overviewDrawn, timeFirstVisit } from "./lib/first-visit";
import { cameraFeed, gatePhone, timeGateScan } from "./lib/gate-phone";
import {
  auditPage,
  CATEGORIES,
  type FormFactor,
  type LighthouseFigures,
  medianRun,
  type StoredItem,
} from "./lib/lighthouse-audit";
import { BENCH_DIR, ROOT_DIR } from "./lib/paths";
import { measureProductionStart } from "./lib/production-start";
import { timeRatingReplay } from "./lib/rating-replay";
import { checkTable, renderMarkdown } from "./lib/report";
import type { BenchResults } from "./lib/results";
import { residentMemoryMb, type ServerProcess, startServer } from "./lib/server-process";
import { DEMO_ADMIN, DEMO_COACH, DEMO_MEMBER, SESSION_STORAGE_KEY, signIn } from "./lib/session";
import { measureUploadMemory } from "./lib/upload-memory";

/**
 * The pages measured; `{id}` is the first coach the API lists, `{tournament}` the soonest upcoming
 * tournament. Pages under /u are audited signed in: as the demo member, and the coach's home
 * (COACH_HOME) as the demo coach; /staff as the demo admin.
 */
const PAGES = [
  "/",
  "/tournaments",
  "/tournaments/calendar",
  "/tournaments/{tournament}",
  "/coaching",
  "/coaching/{id}",
  "/membership/adult",
  "/login",
  "/blog",
  "/gallery",
  "/u",
  COACH_HOME,
  "/staff",
];
const FORM_FACTORS: FormFactor[] = ["mobile", "desktop"];
/** Lighthouse runs per page: mobile scores swing with machine load, so they are the median of three. */
const LIGHTHOUSE_RUNS: Record<FormFactor, number> = { mobile: 3, desktop: 1 };
/** Ten members' browsers at once is a busy evening for the club; 50 would make p99 ≤ 50 ms mean ≥ 1,000 req/s. */
const LOAD = { connections: 10, durationSeconds: 10 };
const GROWTH_ITEMS = [10, 100, 1000];
/** Results replayed by the rating step: docs/ratings.md promises 10,000 replay well within a second. */
const RATING_RESULTS = [10_000];
/**
 * The scale step's load: 10 s a call like the product's, shorter with BENCH_SCALE_SECONDS while
 * working on it; BENCH_SCALE_DATABASES picks the databases (postgres, pglite; both by default).
 */
const SCALE_LOAD = { connections: 10, durationSeconds: Number(process.env.BENCH_SCALE_SECONDS ?? 10) };
const SCALE_ON = (process.env.BENCH_SCALE_DATABASES ?? SCALE_DATABASES.join(","))
  .split(",")
  .filter((name): name is (typeof SCALE_DATABASES)[number] =>
    (SCALE_DATABASES as readonly string[]).includes(name),
  );

/** The steps, in the order they run, and the budget areas each one measures. */
const STEPS: Record<string, readonly BudgetCheck["area"][]> = {
  product: ["Lighthouse", "Page weight", "Scanner", "API", "Memory"],
  memory: ["Memory"],
  gate: ["Gate"],
  firstvisit: ["First visit"],
  growth: ["Build"],
  ratings: ["Ratings"],
  production: ["Production"],
  scale: ["Scale"],
};

/** The steps named on the command line, or all of them. */
function stepsToRun(names: readonly string[]): string[] {
  const unknown = names.filter((name) => !(name in STEPS));
  if (unknown.length > 0)
    throw new Error(`Unknown bench step ${unknown.join(", ")}: choose from ${Object.keys(STEPS).join(", ")}`);
  return names.length > 0 ? Object.keys(STEPS).filter((step) => names.includes(step)) : Object.keys(STEPS);
}

const port = Number(process.env.BENCH_PORT ?? 4470);
const origin = `http://localhost:${port}`;
const apiBase = `http://127.0.0.1:${port}/api/`;
const distDir = path.join(".data", "dist-bench-run");

/**
 * The server runs on the demo data and the payment sandbox, so in demo mode (which production
 * refuses; nothing else in the server depends on NODE_ENV); the login rate limit is raised so the
 * load test measures login, not the limiter.
 */
const serverEnv: Record<string, string> = {
  NODE_ENV: "test",
  DEMO_MODE: "true",
  PORT: String(port),
  HOST: "127.0.0.1",
  DIST_DIR: distDir,
  SEED_DEMO: "true",
  SITE_URL: origin,
  PUBLIC_SITE_URL: origin,
  RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
};

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

function commit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT_DIR }).toString().trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT_DIR }).toString().trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return "unknown";
  }
}

/** Status of a page as a visitor gets it, without following redirects. */
async function pageStatus(url: string): Promise<number> {
  const response = await fetch(url, { redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

async function firstCoachId(): Promise<string> {
  const response = await fetch(new URL("coach/getCoaches/all", apiBase));
  const body = (await response.json()) as { coaches?: { _id: string }[] };
  const id = body.coaches?.[0]?._id;
  if (!id) throw new Error("the API lists no coach");
  return id;
}

/** The soonest upcoming tournament, whose gate the scanner opens (the API lists the latest first). */
async function soonestTournamentId(): Promise<string> {
  const response = await fetch(new URL("tour/admin/getTournaments", apiBase));
  const body = (await response.json()) as { tours?: { _id: string }[] };
  const id = body.tours?.at(-1)?._id;
  if (!id) throw new Error("the API lists no upcoming tournament");
  return id;
}

interface MeasuredPage {
  page: string;
  url: string;
  /** Why the page cannot be measured: missing, or no coach to show. */
  missing?: string;
}

async function resolvePages(): Promise<MeasuredPage[]> {
  let coachId: string | undefined;
  let coachError = "";
  try {
    coachId = await firstCoachId();
  } catch (error) {
    coachError = errorText(error);
  }
  const tournamentId = await soonestTournamentId().catch(() => undefined);
  return Promise.all(
    PAGES.map(async (page): Promise<MeasuredPage> => {
      if (page.includes("{id}") && !coachId) return { page, url: "", missing: `no coach id: ${coachError}` };
      if (page.includes("{tournament}") && !tournamentId)
        return { page, url: "", missing: "no upcoming tournament" };
      const url = new URL(
        page.replace("{id}", coachId ?? "").replace("{tournament}", tournamentId ?? ""),
        origin,
      ).href;
      const status = await pageStatus(url);
      return status === 200 ? { page, url } : { page, url, missing: `page missing: HTTP ${status}` };
    }),
  );
}

async function runLighthouse(
  results: BenchResults,
  pages: MeasuredPage[],
  memberSession: StoredItem | undefined,
  coachSession: StoredItem | undefined,
  adminSession: StoredItem | undefined,
) {
  for (const formFactor of FORM_FACTORS) {
    for (const target of pages) {
      const failed = (error: string) =>
        results.lighthouse.push({
          page: target.page,
          formFactor,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, null])) as Record<
            (typeof CATEGORIES)[number],
            null
          >,
          fcpMs: null,
          lcpMs: null,
          tbtMs: null,
          cls: null,
          totalBytes: null,
          benchmarkIndex: null,
          finalUrl: target.url,
          lostPoints: [],
          error,
        });
      if (target.missing) {
        failed(target.missing);
        continue;
      }
      const inConsole = target.page.startsWith("/staff");
      const signedIn = target.page.startsWith("/u") || inConsole;
      const storage = inConsole ? adminSession : target.page === COACH_HOME ? coachSession : memberSession;
      if (signedIn && !storage) {
        failed("could not sign in");
        continue;
      }
      log(`Lighthouse ${formFactor} ${target.page}`);
      try {
        const audit = () =>
          auditPage({
            page: target.page,
            url: target.url,
            formFactor,
            ...(signedIn && storage ? { storage } : {}),
          });
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS[formFactor]; run++) {
          // A runtime error (a trace Lighthouse could not record) asks to run again; a low score does not.
          let figures = await audit();
          if (figures.error) figures = await audit();
          runs.push(figures);
        }
        const figures = runs.length > 1 ? medianRun(runs) : runs[0]!;
        const landed = new URL(figures.finalUrl).pathname;
        if (landed !== new URL(target.url).pathname)
          figures.error = `ended on ${landed}, not the page asked for`;
        results.lighthouse.push(figures);
      } catch (error) {
        failed(`Lighthouse failed: ${errorText(error)}`);
      }
    }
  }
}

async function runPageWeights(
  results: BenchResults,
  pages: MeasuredPage[],
  session: StoredItem | undefined,
  adminSession: StoredItem | undefined,
  coachSession: StoredItem | undefined,
  lazyChunks: readonly string[],
) {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
  });
  // The console is weighed below, signed in as the admin until its first screen has drawn.
  const targets: (WeighedPage & { missing?: string })[] = pages
    .filter((p) => p.page !== "/staff")
    .map((p) => ({
      page: p.page,
      url: p.url,
      ...(p.missing ? { missing: p.missing } : {}),
      ...(p.page === COACH_HOME
        ? { ready: coachHomeShown, ...(coachSession ? { storage: coachSession } : {}) }
        : p.page.startsWith("/u") && session
          ? { storage: session }
          : {}),
      ...(p.page === COACH_HOME && !coachSession
        ? { missing: `could not sign in as ${DEMO_COACH.email}` }
        : {}),
      ...(p.page === "/u" ? { ready: overviewShown } : {}),
    }));
  const overview = pages.find((p) => p.page === "/u");
  targets.push({
    page: "/u/tickets",
    url: new URL("/u/tickets", origin).href,
    ...(overview?.missing ? { missing: overview.missing } : {}),
    ...(session ? { storage: session } : {}),
    ready: ticketsShown,
    interaction: { description: "opened a ticket's QR code dialog", run: openFirstTicketDialog },
  });
  // The club console, signed in as the demo admin: its shell and first screen, the rest lazy.
  targets.push({
    page: "/staff",
    url: new URL("/staff", origin).href,
    ...(adminSession ? { storage: adminSession } : { missing: `could not sign in as ${DEMO_ADMIN.email}` }),
    ready: consoleShown,
  });
  // The gate scanner at a tournament's gate: the screen and the decoder (.wasm included) it keeps
  // for scanning offline, weighed against the scanner budget.
  const tournamentId = await soonestTournamentId().catch((error: unknown) => {
    log(`No tournament for the gate scanner: ${errorText(error)}`);
    return undefined;
  });
  targets.push({
    page: SCANNER_PAGE,
    url: new URL(`${SCANNER_PAGE}?t=${encodeURIComponent(tournamentId ?? "")}`, origin).href,
    ...(adminSession ? { storage: adminSession } : { missing: `could not sign in as ${DEMO_ADMIN.email}` }),
    ...(tournamentId ? {} : { missing: "no upcoming tournament to open the gate of" }),
    ready: scannerReady,
  });
  try {
    for (const target of targets) {
      log(`Page weight ${target.page}`);
      const empty = { jsGzipBytes: 0, cssGzipBytes: 0, jsFiles: 0, cssFiles: 0 };
      const failed = (error: string) =>
        results.pageWeight.push({
          page: target.page,
          firstLoad: empty,
          lazy: empty,
          lazyFiles: [],
          lazyChunksInStaticGraph: [],
          assets: [],
          error,
        });
      if (target.missing) {
        failed(target.missing);
        continue;
      }
      try {
        results.pageWeight.push(await weighPage(browser, target, lazyChunks));
      } catch (error) {
        failed(errorText(error));
      }
    }
  } finally {
    await browser.close();
  }
}

async function runApiLoad(results: BenchResults, token: string | undefined) {
  for (const target of await loadTargets(new URL(apiBase).origin, "/api", token)) {
    log(`Load ${target.method} ${target.path}`);
    results.api.push(await loadTest(new URL(apiBase).origin, target, LOAD));
  }
}

/**
 * Builds and starts the product on an empty data folder, runs `work` against it, and stops it.
 * The product, gate and firstvisit steps share one start.
 */
async function withProduct(results: BenchResults, work: (product: ServerProcess) => Promise<void>) {
  rmSync(path.join(ROOT_DIR, distDir), { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tennis-bench-"));
  log(`Building and starting the product on ${origin} (data ${dataDir})`);
  const started = performance.now();
  let product: ServerProcess | undefined;
  try {
    product = await startServer({
      entry: "server/start.ts",
      env: { ...serverEnv, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString("hex") },
      readyUrl: `${origin.replace("localhost", "127.0.0.1")}/ready`,
      timeoutMs: 300_000,
    });
    results.startToReadySeconds = (performance.now() - started) / 1000;
    await work(product);
  } catch (error) {
    results.errors.push(`Product: ${errorText(error)}`);
  } finally {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureProduct(
  results: BenchResults,
  budgets: Budgets,
  product: ServerProcess,
): Promise<void> {
  const readyMb = residentMemoryMb(product.pid);

  const signedIn = await signIn(origin).catch((error: unknown) => {
    results.errors.push(`Signing in as ${DEMO_MEMBER.email}: ${errorText(error)}`);
    return undefined;
  });
  const session = signedIn && { origin, key: SESSION_STORAGE_KEY, value: signedIn.storedPayload };
  const admin = await signIn(origin, DEMO_ADMIN).catch((error: unknown) => {
    results.errors.push(`Signing in as ${DEMO_ADMIN.email}: ${errorText(error)}`);
    return undefined;
  });
  const adminSession = admin && { origin, key: SESSION_STORAGE_KEY, value: admin.storedPayload };
  const coach = await signIn(origin, DEMO_COACH).catch((error: unknown) => {
    results.errors.push(`Signing in as ${DEMO_COACH.email}: ${errorText(error)}`);
    return undefined;
  });
  const coachSession = coach && { origin, key: SESSION_STORAGE_KEY, value: coach.storedPayload };
  const pages = await resolvePages();

  await runLighthouse(results, pages, session, coachSession, adminSession);
  await runPageWeights(
    results,
    pages,
    session,
    adminSession,
    coachSession,
    Object.keys(budgets.lazyChunks),
  ).catch((error: unknown) => {
    results.errors.push(`Page weights: ${errorText(error)}`);
  });

  await measureServerMemory(results, product, readyMb, signedIn?.token, admin?.token);
}

/**
 * The load tests on the running product, its memory before and after them, then twenty concurrent
 * photo uploads (as the demo admin).
 */
async function measureServerMemory(
  results: BenchResults,
  product: ServerProcess,
  readyMb: number,
  memberToken: string | undefined,
  adminToken: string | undefined,
): Promise<void> {
  const beforeLoadMb = residentMemoryMb(product.pid);
  await runApiLoad(results, memberToken).catch((error: unknown) => {
    results.errors.push(`API load: ${errorText(error)}`);
  });
  results.memory = { readyMb, beforeLoadMb, afterLoadMb: residentMemoryMb(product.pid) };
  if (adminToken) {
    const uploads = await measureUploadMemory(apiBase, adminToken, product.pid).catch((error: unknown) => {
      results.errors.push(`Upload memory: ${errorText(error)}`);
      return undefined;
    });
    if (uploads) results.memory.uploads = uploads;
  }
}

/**
 * The memory step alone: the product's memory under the load tests and the uploads (without the
 * browser measurements before them), when the product step does not measure it already.
 */
async function measureProductMemory(results: BenchResults, product: ServerProcess): Promise<void> {
  const readyMb = residentMemoryMb(product.pid);
  const member = await signIn(origin).catch((error: unknown) => {
    results.errors.push(`Signing in as ${DEMO_MEMBER.email}: ${errorText(error)}`);
    return undefined;
  });
  const admin = await signIn(origin, DEMO_ADMIN).catch((error: unknown) => {
    results.errors.push(`Signing in as ${DEMO_ADMIN.email}: ${errorText(error)}`);
    return undefined;
  });
  await measureServerMemory(results, product, readyMb, member?.token, admin?.token);
}

/** `npm run api` on PostgreSQL under the same load tests, on the next port but two. */
async function measureApiMemory(results: BenchResults): Promise<void> {
  try {
    results.apiMemory = await measureApiOnPostgres(port + 3, LOAD, log);
  } catch (error) {
    results.errors.push(`API alone on PostgreSQL: ${errorText(error)}`);
  }
}

/**
 * A slow phone's first visit to the client apps: the dashboard signed in as the demo member (its
 * overview with the member's data), the console as the demo admin (its first list), cold and warm.
 */
async function measureFirstVisit(results: BenchResults): Promise<void> {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
  });
  results.firstVisit = [];
  try {
    const targets = [
      { page: "/u", account: DEMO_MEMBER, drawn: overviewDrawn },
      { page: "/staff", account: DEMO_ADMIN, drawn: consoleListDrawn },
    ];
    for (const { page, account, drawn } of targets) {
      log(`First visit to ${page} on a slow phone, cold and warm`);
      try {
        const signedIn = await signIn(origin, account);
        results.firstVisit.push(
          await timeFirstVisit(browser, {
            page,
            url: new URL(page, origin).href,
            storage: { origin, key: SESSION_STORAGE_KEY, value: signedIn.storedPayload },
            drawn,
          }),
        );
      } catch (error) {
        results.errors.push(`First visit to ${page}: ${errorText(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * The gate scanner at the demo member's first ticket's gate, signed in as the demo admin: decoding
 * that ticket's QR code from a camera frame and verifying its pass on the phone, CPU slowed.
 */
async function measureGate(results: BenchResults, budgets: Budgets): Promise<void> {
  const cpuSlowdown = budgets.scanner?.cpuSlowdown ?? 4;
  log(`Gate scan at ${cpuSlowdown}x CPU slowdown`);
  try {
    const member = await signIn(origin);
    const admin = await signIn(origin, DEMO_ADMIN);
    const response = await fetch(new URL("match/getUserMatches", apiBase), {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const { matches } = (await response.json()) as {
      matches?: { pass: string; tournament: { _id: string } }[];
    };
    const ticket = matches?.[0];
    if (!ticket) throw new Error(`${DEMO_MEMBER.email} has no ticket`);
    const { browser, page } = await gatePhone({
      baseURL: origin,
      feed: await cameraFeed(ticket.pass),
      session: admin.storedPayload,
      tournamentId: ticket.tournament._id,
    });
    try {
      results.gate = await timeGateScan(page, cpuSlowdown);
    } finally {
      await browser.close();
    }
  } catch (error) {
    results.errors.push(`Gate scan: ${errorText(error)}`);
  }
}

async function measureGrowth(results: BenchResults): Promise<void> {
  // The first build after the product's own pays for cold caches; without this one the smallest run
  // is the slowest and the cost per item comes out negative.
  log("Warm-up build (not recorded)");
  await measureBuild(GROWTH_ITEMS[0]!, port + 1).catch((error: unknown) => {
    results.errors.push(`Warm-up build: ${errorText(error)}`);
  });
  for (const items of GROWTH_ITEMS) {
    log(`Build with ${items} coaches and tournaments`);
    try {
      results.growth.push(await measureBuild(items, port + 1));
    } catch (error) {
      results.errors.push(`Build with ${items} items: ${errorText(error)}`);
    }
  }
}

/** Rating recomputation: pure and in this process, no server needed. */
function measureRatings(results: BenchResults): void {
  for (const count of RATING_RESULTS) {
    log(`Rating recomputation for ${count} results`);
    try {
      results.ratings.push(timeRatingReplay(count));
    } catch (error) {
      results.errors.push(`Rating recomputation for ${count} results: ${errorText(error)}`);
    }
  }
}

/** Five years of a big club on each database, the API alone on the next port but one. */
async function measureClubScale(results: BenchResults): Promise<void> {
  for (const database of SCALE_ON) {
    const figures = await measureScale(database, port + 2, SCALE_LOAD, log);
    if (figures.error) results.errors.push(`Scale on ${database}: ${figures.error}`);
    results.scale.push(figures);
  }
}

/** The compiled API server as production runs it: its own server, its own data folder. */
async function measureProduction(results: BenchResults): Promise<void> {
  log("Production install, then the compiled API server started twice");
  try {
    results.production = await measureProductionStart();
  } catch (error) {
    results.errors.push(`Production start: ${errorText(error)}`);
  }
}

async function main(): Promise<number> {
  const steps = stepsToRun(process.argv.slice(2));
  const budgets = readBudgets();
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    finishedAt: "",
    commit: commit(),
    machine: {
      cpus: os.availableParallelism(),
      node: process.versions.node,
      platform: `${os.type()} ${os.release()}`,
      loadAverageAtStart: os.loadavg()[0] ?? 0,
    },
    serverEnv,
    load: LOAD,
    startToReadySeconds: null,
    lighthouse: [],
    pageWeight: [],
    api: [],
    memory: null,
    apiMemory: null,
    growth: [],
    ratings: [],
    gate: null,
    production: null,
    scale: [],
    errors: [],
  };

  if (steps.some((step) => ["product", "memory", "gate", "firstvisit"].includes(step))) {
    await withProduct(results, async (product) => {
      if (steps.includes("product")) await measureProduct(results, budgets, product);
      else if (steps.includes("memory")) await measureProductMemory(results, product);
      if (steps.includes("gate")) await measureGate(results, budgets);
      if (steps.includes("firstvisit")) await measureFirstVisit(results);
    });
  }
  if (steps.includes("memory")) await measureApiMemory(results);
  if (steps.includes("growth")) await measureGrowth(results);
  if (steps.includes("ratings")) measureRatings(results);
  if (steps.includes("production")) await measureProduction(results);
  if (steps.includes("scale")) await measureClubScale(results);
  results.finishedAt = new Date().toISOString();

  const areas = new Set(steps.flatMap((step) => STEPS[step] ?? []));
  const checks = evaluateBudgets(results, budgets).filter((c) => areas.has(c.area));
  writeFileSync(path.join(BENCH_DIR, "report.json"), `${JSON.stringify({ results, checks }, null, 2)}\n`);
  writeFileSync(path.join(BENCH_DIR, "report.md"), renderMarkdown(results, checks));

  const failed = checks.filter((c) => !c.pass).length;
  console.log(`\n${checkTable(checks)}\n`);
  for (const error of results.errors) console.log(`Step failed: ${error}`);
  console.log(
    failed === 0 && results.errors.length === 0
      ? `All ${checks.length} budgets hold. Report: bench/report.md`
      : `${failed} of ${checks.length} budgets missed. Report: bench/report.md`,
  );
  return failed === 0 && results.errors.length === 0 ? 0 : 1;
}

process.exitCode = await main();
