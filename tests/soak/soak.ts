/**
 * `npm run soak`: the server under a fixed load for a minute. Starts the real server process on a
 * fresh data folder, warms it up, then holds a mix of reads (tournaments, coaches, plans, a coach
 * and the signed-in /me) at fixed concurrency while sampling the server's memory. Passes with zero
 * errors and non-2xx answers and a resident memory that grows less than 20%.
 *
 * SOAK_SECONDS and SOAK_CONNECTIONS change the load (defaults 60 s and 20 connections).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { residentMemoryMb } from "../../bench/lib/server-process";
import { freePort } from "../support/free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = 10;
const MAX_GROWTH = 0.2;

/** Resident memory of a process in MB, to 0.1 MB. */
const rssMb = (pid: number) => Math.round(residentMemoryMb(pid) * 10) / 10;

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The demo accounts and the payment sandbox: demo mode, which production refuses.
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      DEMO_MODE: "true",
      JWT_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO: "true",
      BUILD_SITE: "false",
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null);
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not get ready in 2 minutes");
}

async function load(url: string, token: string, coachId: string, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { method: "GET", path: "/api/tour/admin/getTournaments" },
      { method: "GET", path: "/api/coach/getCoaches/all" },
      { method: "GET", path: `/api/coach/getCoach/${coachId}` },
      { method: "GET", path: "/api/plan/getPlans/adult" },
      { method: "GET", path: "/api/me", headers: { authorization: `Bearer ${token}` } },
    ],
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), "club-soak-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
let failed = true;
try {
  const pid = server.pid ?? 0;
  const login = await fetch(`${url}/api/signUser`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "member@example.com", password: "Member123!" }),
  });
  const token: string = (await login.json()).data.auth.token;
  const coaches = await (await fetch(`${url}/api/coach/getCoaches/all`)).json();
  const coachId: string = coaches.coaches[0]._id;

  console.log(`Warming up for ${WARM_UP_SECONDS} s...`);
  await load(url, token, coachId, WARM_UP_SECONDS);
  const startRss = rssMb(pid);
  const samples = [startRss];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 5000);
  console.log(`Holding ${CONNECTIONS} connections for ${SECONDS} s (memory ${startRss} MB)...`);
  const result = await load(url, token, coachId, SECONDS);
  clearInterval(sampler);
  const endRss = rssMb(pid);
  samples.push(endRss);

  const peakRss = Math.max(...samples);
  const growth = (endRss - startRss) / startRss;
  const figures = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssStartMb: startRss,
    rssEndMb: endRss,
    rssPeakMb: peakRss,
    rssGrowthPercent: Math.round(growth * 1000) / 10,
    rssSamplesMb: samples,
  };
  console.log(JSON.stringify(figures, null, 2));

  const problems = [
    result.errors > 0 && `${result.errors} errors`,
    result.timeouts > 0 && `${result.timeouts} timeouts`,
    result.non2xx > 0 && `${result.non2xx} non-2xx answers`,
    growth >= MAX_GROWTH && `memory grew ${figures.rssGrowthPercent}% (limit ${MAX_GROWTH * 100}%)`,
  ].filter(Boolean);
  if (problems.length > 0) console.error(`Soak FAILED: ${problems.join(", ")}`);
  else console.log("Soak passed: no errors, flat memory.");
  failed = problems.length > 0;
} finally {
  const exited = once(server, "exit");
  server.kill("SIGTERM");
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
