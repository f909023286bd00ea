/**
 * Runs a command against a throwaway API with the demo data: `tsx scripts/with-api.ts astro check`.
 * `astro check` and `astro sync` run the content loaders, which read tournaments, coaches and plans
 * from the club API; this gives them one on a fresh machine without touching `.data/`.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProduct } from "../server/product";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: tsx scripts/with-api.ts <command> [args...]");
  process.exit(2);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "tennis-api-"));
// Settings are read from the environment: point everything at the throwaway folder first.
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: "0",
  HOST: "127.0.0.1",
  BUILD_SITE: "false",
  DEMO_MODE: "true",
  SEED_DEMO: "true",
});
const product = await startProduct();
const address = product.server.address();
const port = typeof address === "object" && address ? address.port : 0;
const apiUrl = `http://127.0.0.1:${port}/api`;

const child = spawn(command, args, {
  stdio: "inherit",
  shell: process.platform === "win32",
  env: { ...process.env, BUILD_API_URL: apiUrl },
});
const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
await product.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(code);
