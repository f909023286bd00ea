/**
 * Runs one of the repo's servers (the whole product or the API alone) as a child Node process the
 * bench can measure: its pid is the server itself (no npm or tsx wrapper in between), so its memory
 * can be read from /proc.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildServer } from "../../scripts/build-server";
import { ROOT_DIR } from "./paths";

/** V8's young generation capped as package.json's `start` and `api` cap it. */
export const SERVER_NODE_OPTIONS = "--max-semi-space-size=4";
/**
 * The API alone's V8 options, as package.json's `api` and the Dockerfile set them: the young
 * generation capped as above, and the old generation's limit at 1 GiB, which makes V8 grow it by
 * less than twice what a collection leaves instead of up to four times (0287).
 */
export const API_NODE_OPTIONS = `${SERVER_NODE_OPTIONS} --max-old-space-size=1024`;
/** glibc's mmap threshold fixed at 128 KiB as package.json's `start` and `api` fix it. */
export const SERVER_MMAP_THRESHOLD = "131072";

export interface ServerProcess {
  pid: number;
  /** What the server printed, for the error message when it dies. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /**
   * Entry file relative to the repo root: TypeScript (`server/start.ts`), run through tsx as in
   * development, or a compiled server (`.mjs`), run by Node alone as in production.
   */
  entry: string;
  env: Record<string, string>;
  /** V8's options before any of the caller's: `SERVER_NODE_OPTIONS` unless given (the API alone's). */
  nodeOptions?: string;
  /** Polled until it answers 200. */
  readyUrl: string;
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  // Same Node as the bench (Node 24 from the devDependency), with tsx loaded in-process for TypeScript.
  const entry = path.join(ROOT_DIR, options.entry);
  const child = spawn(
    process.execPath,
    options.entry.endsWith(".ts") ? ["--import", "tsx", entry] : [entry],
    {
      cwd: ROOT_DIR,
      // As `npm start` and `npm run api` run it (package.json, docs/decisions/0217-server-memory.md,
      // 0260-memory-budgets-met.md).
      env: {
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: SERVER_MMAP_THRESHOLD,
        ...process.env,
        NODE_OPTIONS:
          `${options.nodeOptions ?? SERVER_NODE_OPTIONS} ${process.env.NODE_OPTIONS ?? ""}`.trim(),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = async () => {
    if (exited(child)) return;
    const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await done;
    clearTimeout(forced);
  };

  const deadline = Date.now() + options.timeoutMs;
  while (!(await answersOk(options.readyUrl))) {
    if (exited(child)) throw new Error(`${options.entry} exited before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.entry} was not ready within ${options.timeoutMs / 1000} s:\n${log}`);
    }
    await sleep(250);
  }
  if (child.pid === undefined) throw new Error(`${options.entry} has no pid`);
  return { pid: child.pid, output: () => log, stop };
}

let compiledApi: Promise<string> | undefined;

/**
 * The API as production runs it (`npm run build:server`, which `npm run api` runs when
 * NODE_ENV=production), built once per bench run: the entry to give `startServer`. Inside the repo,
 * so the packages the bundle leaves outside (PGlite, sharp) resolve from node_modules.
 */
export function compiledApiEntry(): Promise<string> {
  compiledApi ??= buildServer(path.join(ROOT_DIR, ".data", "bench-api-server")).then((dir) =>
    path.relative(ROOT_DIR, path.join(dir, "api.mjs")),
  );
  return compiledApi;
}

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}
