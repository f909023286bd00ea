/**
 * The API process (`npm run api`) on a real PostgreSQL that stops for ten seconds under load: while
 * it is down every call answers a fast 503 with a JSON message (never a 500, never a wait on a
 * connection), `/ready` answers 503 and the log says so once, without a stack trace; once it is
 * back the same process serves again by itself. Also: a server that cannot reach its database at
 * start-up says so in one line and exits 1.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { postgresBinDir, startTestPostgres, type TestPostgres } from "../support/postgres";

const ROOT = path.resolve(import.meta.dirname, "../..");
const binDir = postgresBinDir();
let dataDir: string;
let pg: TestPostgres | undefined;
const children: ChildProcess[] = [];

function startApi(port: number, databaseUrl: string, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/api-only.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: "test",
      DEMO_MODE: "true",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      PAYSTACK_SECRET_KEY: "",
      LOG_FORMAT: "json",
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
      ...extra,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const out = { text: "", stderr: "" };
  child.stdout?.on("data", (chunk) => (out.text += chunk));
  child.stderr?.on("data", (chunk) => {
    out.text += chunk;
    out.stderr += chunk;
  });
  return { child, out };
}

async function waitReady(base: string, child: ChildProcess, out: { text: string }) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${out.text}`);
    const ready = await fetch(`${base}/ready`).catch(() => null);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not get ready:\n${out.text}`);
}

interface Answer {
  at: number;
  status: number;
  ms: number;
  body: unknown;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-outage-"));
  if (binDir) pg = await startTestPostgres(binDir);
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await pg?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(binDir)("the API when PostgreSQL goes away", () => {
  it("answers fast 503s, is not ready, logs it once, and recovers by itself", {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = startApi(port, pg!.url);
    await waitReady(base, api.child, api.out);

    const answers: Answer[] = [];
    let loading = true;
    const paths = ["/coach/getCoaches/all", "/plan/getPlans/adult", "/tour/admin/getTournaments"];
    const worker = async (n: number) => {
      for (let i = n; loading; i++) {
        const started = performance.now();
        const response = await fetch(`${base}${paths[i % paths.length]}`);
        const text = await response.text();
        answers.push({
          at: Date.now(),
          status: response.status,
          ms: performance.now() - started,
          body: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text,
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const stoppedAt = Date.now();
    pg!.pause();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const readyDuring = await fetch(`${base}/ready`);
    expect(readyDuring.status).toBe(503);
    expect(await readyDuring.json()).toEqual({ message: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 10_000 - (Date.now() - stoppedAt)));
    const restartedAt = Date.now();
    pg!.resume();

    // Back without a restart of the API: ready again, and calls answer 200.
    const deadline = Date.now() + 15_000;
    let readyAgain = false;
    while (Date.now() < deadline && !readyAgain) {
      readyAgain = (await fetch(`${base}/ready`)).ok;
      if (!readyAgain) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(readyAgain).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    loading = false;
    await Promise.all(workers);

    const during = answers.filter((a) => a.at > stoppedAt + 200 && a.at < restartedAt);
    const after = answers.filter((a) => a.at > Date.now() - 800);
    expect(during.length).toBeGreaterThan(20);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(during.filter((a) => a.status === 503).length).toBeGreaterThan(during.length * 0.9);
    for (const answer of during.filter((a) => a.status === 503)) {
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(answer.ms).toBeLessThan(1000);
    }
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((a) => a.status === 200)).toBe(true);

    const lines = api.out.text.split("\n");
    expect(lines.filter((l) => l.includes("Database unreachable"))).toHaveLength(1);
    expect(lines.filter((l) => l.includes("Database reachable again"))).toHaveLength(1);
    expect(api.out.text).not.toMatch(/^\s+at /m);
    expect(api.out.text).not.toMatch(/\\n\s+at /);
  });

  it("does not start without its database: one line on stderr, exit code 1", {
    timeout: 120_000,
  }, async () => {
    const unused = await freePort();
    const api = startApi(await freePort(), `postgres://postgres@127.0.0.1:${unused}/postgres`);
    const [code] = await once(api.child, "exit");
    expect(code).toBe(1);
    const lines = api.out.stderr.trim().split("\n");
    expect(lines).toEqual([expect.stringMatching(/^Cannot start: the database cannot be reached/)]);
  });

  it("serves /metrics only with its token, and compresses its answers", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = startApi(port, pg!.url, { METRICS_TOKEN: "metrics-token-for-the-test" });
    await waitReady(base, api.child, api.out);
    try {
      await fetch(`${base}/coach/getCoach/0123456789abcdef01234567`);
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const scrape = () =>
        fetch(`${base}/metrics`, {
          headers: { authorization: "Bearer metrics-token-for-the-test", "accept-encoding": "gzip" },
        });
      // The first housekeeping turn runs right after start-up.
      await expect
        .poll(async () => (await scrape()).text(), { timeout: 30_000 })
        .toContain("housekeeping_runs_total");
      const metrics = await scrape();
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get("content-encoding")).toBe("gzip");
      const text = await metrics.text();
      expect(text).toContain('http_requests_total{method="GET",route="/coach/getCoach/:id",status="404"} 1');
      expect(text).toContain("database_up 1");
      expect(text).toMatch(/database_pool_connections\{state="(idle|active)"\} [1-9]/);
      // Ran, or skipped when another process on this database ran it within the hour.
      expect(text).toMatch(/housekeeping_runs_total\{outcome="(ran|skipped)"\} 1/);
    } finally {
      api.child.kill("SIGKILL");
    }
  });

  it("does not start on a port in use: one line on stderr, exit code 1", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const first = startApi(port, pg!.url);
    await waitReady(`http://127.0.0.1:${port}`, first.child, first.out);
    const second = startApi(port, pg!.url);
    const [code] = await once(second.child, "exit");
    expect(code).toBe(1);
    expect(second.out.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Cannot start: port \d+ on 127\.0\.0\.1 is in use/),
    ]);
    first.child.kill("SIGKILL");
  });
});
