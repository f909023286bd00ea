/**
 * The production step: scripts/production-install.sh into a fresh folder, then the compiled API
 * server under plain Node 24 in production on PGlite, started twice: on an empty data folder (it
 * runs every migration) and again on that folder (a restart, what a deploy or a crash costs). For
 * each: milliseconds from spawning Node to `/ready` answering 200, and resident memory once ready
 * and after a few hundred reads.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";
import { NODE_24, productionEnv, ROOT_DIR, waitForReady } from "../../tests/support/production-server";
import { residentMemoryMb } from "./server-process";

export interface ProductionStart {
  /** "first start" (empty data folder, every migration) or "restart". */
  kind: string;
  readyMs: number;
  readyRssMb: number;
  afterReadsRssMb: number;
}

export interface ProductionFigures {
  /** Seconds scripts/production-install.sh took (server compile and run-time packages). */
  installSeconds: number;
  starts: ProductionStart[];
}

const READS = 300;

async function startOnce(app: string, dataDir: string, kind: string): Promise<ProductionStart> {
  const port = await freePort();
  const server = spawn(NODE_24, [path.join(app, "api.mjs")], {
    cwd: app,
    env: productionEnv(dataDir, port),
    stdio: "ignore",
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const readyMs = await waitForReady(url, 120_000);
    const readyRssMb = residentMemoryMb(server.pid!);
    for (let i = 0; i < READS; i++) await (await fetch(`${url}/plan/training-packages`)).arrayBuffer();
    return { kind, readyMs, readyRssMb, afterReadsRssMb: residentMemoryMb(server.pid!) };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

export async function measureProductionStart(): Promise<ProductionFigures> {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-production-"));
  try {
    const app = path.join(folder, "app");
    const started = performance.now();
    execFileSync(path.join(ROOT_DIR, "scripts", "production-install.sh"), [app], {
      cwd: ROOT_DIR,
      stdio: "pipe",
    });
    const installSeconds = (performance.now() - started) / 1000;
    const dataDir = path.join(folder, "data");
    const starts = [await startOnce(app, dataDir, "first start"), await startOnce(app, dataDir, "restart")];
    return { installSeconds, starts };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
