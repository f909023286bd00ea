/**
 * Build cost as content grows: a data folder holding N coaches and N tournaments (plus the demo
 * plans and training packages the membership pages need), the API alone serving it, and a timed
 * `astro build` reading from that API into a temporary folder.
 *
 * The extra records are bench data: made here from the demo catalogue, inserted through the server's
 * own database layer, never part of the product's seed.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import {
  DEMO_COACHES,
  DEMO_PLANS,
  DEMO_TOURNAMENTS,
  DEMO_TRAINING_PACKAGES,
} from "../../server/db/seed/catalogue";
import { demoId } from "../../server/db/seed/ids";
import { databaseLocation } from "../../server/services";
import { ROOT_DIR } from "./paths";
import { startServer } from "./server-process";

export interface GrowthFigures {
  /** Coaches, and as many tournaments. */
  items: number;
  buildSeconds: number;
  files: number;
  bytes: number;
  htmlPages: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const INSERT_BATCH = 250;

/** `count` coaches cycling through the demo coaches' levels, prices, bios and pictures. */
export function benchCoaches(count: number): (typeof schema.coaches.$inferInsert)[] {
  return Array.from({ length: count }, (_, i) => {
    const model = DEMO_COACHES[i % DEMO_COACHES.length]!;
    return { ...model, id: demoId(`bench-coach:${i}`), coachName: `${model.coachName} ${i + 1}` };
  });
}

/** `count` tournaments a day apart, cycling through the demo tournaments' venues and prices. */
export function benchTournaments(count: number): (typeof schema.tournaments.$inferInsert)[] {
  const first = DEMO_TOURNAMENTS[0]!.date.getTime();
  return Array.from({ length: count }, (_, i) => {
    const model = DEMO_TOURNAMENTS[i % DEMO_TOURNAMENTS.length]!;
    return {
      ...model,
      id: demoId(`bench-tournament:${i}`),
      name: `${model.name} ${i + 1}`,
      date: new Date(first + i * DAY_MS),
    };
  });
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH));
  }
}

/** A fresh database in `dataDir` with `items` coaches and tournaments and the demo plans. */
export async function fillCatalogue(dataDir: string, items: number): Promise<void> {
  const handle = await openDatabase(databaseLocation({ databaseUrl: undefined, dataDir }));
  try {
    const { db } = handle;
    await db.insert(schema.plans).values(DEMO_PLANS);
    await db.insert(schema.trainingPackages).values(DEMO_TRAINING_PACKAGES);
    await insertInBatches(benchCoaches(items), (rows) => db.insert(schema.coaches).values(rows));
    await insertInBatches(benchTournaments(items), (rows) => db.insert(schema.tournaments).values(rows));
  } finally {
    await handle.close();
  }
}

function astroBuild(outDir: string, env: Record<string, string>): Promise<void> {
  const astroBin = path.join(ROOT_DIR, "node_modules", "astro", "bin", "astro.mjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, "build", "--silent"], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        ...env,
        NODE_ENV: "production",
        ASTRO_OUT_DIR: outDir,
        ASTRO_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-5_000);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}:\n${errors}`)),
    );
  });
}

async function treeSize(dir: string): Promise<{ files: number; bytes: number; htmlPages: number }> {
  const totals = { files: 0, bytes: 0, htmlPages: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    totals.files += 1;
    totals.bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    if (entry.name.endsWith(".html")) totals.htmlPages += 1;
  }
  return totals;
}

/** Builds the site from `items` coaches and tournaments; the API listens on `port` meanwhile. */
export async function measureBuild(items: number, port: number): Promise<GrowthFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tennis-bench-growth-${items}-`));
  const outDir = path.join(dataDir, "dist");
  try {
    await fillCatalogue(dataDir, items);
    const apiUrl = `http://127.0.0.1:${port}`;
    const api = await startServer({
      entry: "server/api-only.ts",
      // A throwaway local API without a Paystack key: demo mode, without the demo data.
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DEMO_MODE: "true",
        SEED_DEMO: "false",
      },
      readyUrl: `${apiUrl}/coach/getCoaches/all`,
      timeoutMs: 60_000,
    });
    try {
      const started = performance.now();
      await astroBuild(outDir, { BUILD_API_URL: apiUrl, DATA_DIR: dataDir });
      const buildSeconds = (performance.now() - started) / 1000;
      return { items, buildSeconds, ...(await treeSize(outDir)) };
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Seconds and bytes each further item (a coach and a tournament) adds, between the smallest and largest run. */
export function perItemCost(
  runs: readonly GrowthFigures[],
): { seconds: number; bytes: number; files: number } | null {
  const sorted = [...runs].sort((a, b) => a.items - b.items);
  const small = sorted[0];
  const large = sorted.at(-1);
  if (!small || !large || large.items === small.items) return null;
  const extra = large.items - small.items;
  return {
    seconds: (large.buildSeconds - small.buildSeconds) / extra,
    bytes: (large.bytes - small.bytes) / extra,
    files: (large.files - small.files) / extra,
  };
}
