/**
 * Three API processes (`npm run api`) with default settings on one PostgreSQL, behind a load
 * balancer stand-in that sends each request to a replica whose `/ready` last answered 200 (it
 * looks every second, as a balancer's health check does). Under steady load the replicas are
 * restarted one after the other, as a deployment does: SIGTERM, wait for the exit, start the new
 * one on the same port. No request may fail. ROLLING_DRAIN_MS sets SHUTDOWN_DRAIN_MS on the
 * replicas, to see what the default saves (0 loses requests).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { postgresBinDir, startTestPostgres, type TestPostgres } from "../support/postgres";

const ROOT = path.resolve(import.meta.dirname, "../..");
const binDir = postgresBinDir();
const HEALTH_CHECK_MS = 1000;
let dataDir: string;
let pg: TestPostgres | undefined;
let balancer: Server | undefined;
const children = new Set<ChildProcess>();

interface Replica {
  port: number;
  child: ChildProcess;
  healthy: boolean;
  output: string;
}

function spawnReplica(port: number, index: number): Replica {
  const child = spawn(process.execPath, ["--import", "tsx", "server/api-only.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, `replica-${index}`),
      DATABASE_URL: pg!.url,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      DEMO_MODE: "false",
      // Never called: the load is catalogue reads.
      PAYSTACK_SECRET_KEY: "sk_test_unused",
      JWT_SECRET: "rolling-restart-secret-that-is-long-enough",
      LOG_FORMAT: "json",
      ...(process.env.ROLLING_DRAIN_MS ? { SHUTDOWN_DRAIN_MS: process.env.ROLLING_DRAIN_MS } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  const replica: Replica = { port, child, healthy: false, output: "" };
  child.stdout?.on("data", (chunk) => (replica.output += chunk));
  child.stderr?.on("data", (chunk) => (replica.output += chunk));
  return replica;
}

async function waitHealthy(replica: Replica) {
  const deadline = Date.now() + 120_000;
  while (!replica.healthy) {
    if (replica.child.exitCode !== null) throw new Error(`A replica exited:\n${replica.output}`);
    if (Date.now() > deadline) throw new Error(`A replica did not get ready:\n${replica.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-rolling-"));
  if (binDir) pg = await startTestPostgres(binDir);
});
afterAll(async () => {
  balancer?.close();
  for (const child of children) child.kill("SIGKILL");
  await pg?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(binDir)("a rolling restart of three replicas with default settings", () => {
  it("loses no request", { timeout: 600_000 }, async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    // Started one at a time: the first migrates, the others find the work done.
    const replicas: Replica[] = [];
    let stopChecks = false;
    const healthChecks = (async () => {
      while (!stopChecks) {
        await Promise.all(
          replicas.map(async (replica) => {
            const answer = await fetch(`http://127.0.0.1:${replica.port}/ready`, {
              signal: AbortSignal.timeout(900),
            }).catch(() => null);
            replica.healthy = answer?.status === 200;
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_MS));
      }
    })();
    for (const [i, port] of ports.entries()) {
      replicas.push(spawnReplica(port, i));
      await waitHealthy(replicas[i]!);
    }

    let next = 0;
    const lbPort = await freePort();
    balancer = createServer(async (req, res) => {
      const healthy = replicas.filter((r) => r.healthy);
      const target = healthy[next++ % Math.max(healthy.length, 1)];
      if (!target) {
        res.writeHead(503).end("no healthy replica");
        return;
      }
      try {
        const answer = await fetch(`http://127.0.0.1:${target.port}${req.url}`);
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        res.writeHead(502).end(String(error));
      }
    });
    balancer.listen(lbPort, "127.0.0.1");
    await once(balancer, "listening");

    const outcomes = { ok: 0, failed: [] as string[] };
    let loading = true;
    const paths = ["/coach/getCoaches/all", "/plan/getPlans/adult", "/tour/admin/getTournaments"];
    const client = async (n: number) => {
      for (let i = n; loading; i++) {
        const path = paths[i % paths.length]!;
        const answer = await fetch(`http://127.0.0.1:${lbPort}${path}`).catch((e: unknown) => e);
        if (answer instanceof Response && answer.status === 200) {
          await answer.arrayBuffer();
          outcomes.ok++;
        } else {
          outcomes.failed.push(
            answer instanceof Response ? `${answer.status} ${await answer.text()}` : String(answer),
          );
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, 2000));

    for (const [i, port] of ports.entries()) {
      const old = replicas[i]!;
      const exited = once(old.child, "exit");
      old.child.kill("SIGTERM");
      const [code] = await exited;
      expect(code, old.output).toBe(0);
      const fresh = spawnReplica(port, i);
      replicas[i] = fresh;
      await waitHealthy(fresh);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    loading = false;
    await Promise.all(clients);
    stopChecks = true;
    await healthChecks;

    expect(outcomes.failed).toEqual([]);
    expect(outcomes.ok).toBeGreaterThan(100);
  });
});
