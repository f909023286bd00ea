/**
 * Keeps the pre-rendered site in step with the data and content it was built from.
 *
 * The site is built by `astro build` in a child process, into a fresh folder, and swapped into
 * `dist/` with two renames, so visitors never see a half-written site. A fingerprint of every
 * input (source files, content files and the API data the pages read) is stored with each build;
 * `ensureFresh()` rebuilds only when it changed. `requestRebuild()` coalesces bursts of edits: at
 * most one build runs and one waits, with a minimum interval between them. With a deploy hook
 * configured (production), a rebuild request calls the hook instead, under the same rules.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, renameSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { postDeployHook } from "./build-requests";
import { createRebuildCoalescer } from "./rebuild-coalescer";

const FINGERPRINT_FILE = ".build-fingerprint";
const SOURCE_INPUTS = [
  "src",
  "content",
  "public",
  "sanity",
  "astro.config.mjs",
  "sanity.config.ts",
  "package.json",
];

/**
 * A rebuild request for content published in Sanity (the webhook's reason is "sanity: <type>").
 * Sanity's documents are not in the fingerprint (reading them is the build's job), so such a
 * request always builds.
 */
export const isSanityPublish = (reason: string) => /(^|; )sanity: /.test(reason);

export interface SiteBuilderOptions {
  rootDir: string;
  distDir: string;
  /** The API base the build reads tournaments, coaches and plans from. */
  apiUrl: string;
  /** The API data the pages are built from, as text, for the fingerprint. */
  readSiteData: () => Promise<string>;
  deployHookUrl?: string | undefined;
  debounceMs?: number;
  /** Least time between the starts of two requested rebuilds (0 by default). */
  minIntervalMs?: number;
  /** Writes a build into `outDir`, giving up when `signal` aborts; `astro build` by default (tests pass a fake). */
  runBuild?: (outDir: string, signal: AbortSignal) => Promise<void>;
  log?: (message: string) => void;
  /** Wraps each build (or deploy hook call) to record when it ran and how it ended. */
  recordBuild?: <T>(run: () => Promise<T>) => Promise<T>;
}

export interface SiteBuilder {
  /** Build now unless `dist/` already matches the current inputs. */
  ensureFresh(): Promise<"fresh" | "built">;
  /**
   * Ask for a rebuild soon; calls within the debounce window collapse into one, and calls while a
   * rebuild runs into the one that follows it.
   */
  requestRebuild(reason: string): void;
  /** Whether a requested rebuild is running and whether another is waiting. */
  rebuildState(): { running: boolean; waiting: boolean };
  /** Resolves when no build is running or scheduled. */
  idle(): Promise<void>;
  hasSite(): boolean;
  /** Cancels a scheduled build, stops a running one and removes its unfinished folder. */
  stop(): Promise<void>;
}

async function hashTree(hash: ReturnType<typeof createHash>, abs: string, rel: string): Promise<void> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(abs, { withFileTypes: true });
  } catch {
    try {
      hash.update(`${rel}\0`).update(await readFile(abs));
    } catch {
      hash.update(`${rel}\0missing`);
    }
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    await hashTree(hash, path.join(abs, entry.name), `${rel}/${entry.name}`);
  }
}

export async function computeFingerprint(rootDir: string, siteData: string): Promise<string> {
  const hash = createHash("sha256");
  for (const input of SOURCE_INPUTS) await hashTree(hash, path.join(rootDir, input), input);
  hash.update("\0data\0").update(siteData);
  return hash.digest("hex");
}

/**
 * What the build child is given of this process's environment: the settings the pages are built
 * from and what a Node process needs to run, never the server's secrets (JWT_SECRET,
 * PAYSTACK_SECRET_KEY, SMTP_URL, SANITY_WEBHOOK_SECRET, DATABASE_URL...). PUBLIC_ settings end up in
 * the browser's code anyway. SANITY_API_TOKEN is passed: the build reads private datasets with it.
 */
const BUILD_ENV_NAMES = new Set([
  // Running Node and its tools.
  "PATH",
  "HOME",
  "USER",
  "LANG",
  "LC_ALL",
  "TZ",
  "TMPDIR",
  "TMP",
  "TEMP",
  "SYSTEMROOT",
  "APPDATA",
  "LOCALAPPDATA",
  "USERPROFILE",
  "CI",
  // What the pages are built from (src/lib/content/settings.ts, astro.config.mjs).
  "SITE_URL",
  "DATA_DIR",
  "USE_LAST_GOOD_DATA",
  "SANITY_PROJECT_ID",
  "SANITY_DATASET",
  "SANITY_API_TOKEN",
  "SANITY_API_HOST",
]);

export function buildEnvironment(
  parent: NodeJS.ProcessEnv,
  settings: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value !== undefined && (BUILD_ENV_NAMES.has(name) || name.startsWith("PUBLIC_"))) env[name] = value;
  }
  return { ...env, ...settings };
}

/** How long a stopped build has to exit before it is killed outright. */
const BUILD_KILL_GRACE_MS = 3000;

function runAstroBuild(rootDir: string, outDir: string, apiUrl: string, signal: AbortSignal): Promise<void> {
  const astroBin = path.join(rootDir, "node_modules", "astro", "bin", "astro.mjs");
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error("The site build was stopped"));
    const child = spawn(process.execPath, [astroBin, "build", "--silent"], {
      cwd: rootDir,
      env: buildEnvironment(process.env, {
        NODE_ENV: "production",
        ASTRO_OUT_DIR: outDir,
        BUILD_API_URL: apiUrl,
        ASTRO_TELEMETRY_DISABLED: "1",
      }),
      stdio: ["ignore", "inherit", "inherit"],
    });
    let kill: NodeJS.Timeout | undefined;
    const stop = () => {
      child.kill("SIGTERM");
      kill = setTimeout(() => child.kill("SIGKILL"), BUILD_KILL_GRACE_MS);
      kill.unref();
    };
    signal.addEventListener("abort", stop, { once: true });
    child.on("error", reject);
    child.on("exit", (code) => {
      signal.removeEventListener("abort", stop);
      clearTimeout(kill);
      if (signal.aborted) reject(new Error("The site build was stopped"));
      else if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${code}`));
    });
  });
}

export function createSiteBuilder(options: SiteBuilderOptions): SiteBuilder {
  const { rootDir, distDir, apiUrl, readSiteData, deployHookUrl } = options;
  const log = options.log ?? ((m: string) => console.log(m));
  const debounceMs = options.debounceMs ?? 1500;
  const runBuild =
    options.runBuild ??
    ((outDir: string, signal: AbortSignal) => runAstroBuild(rootDir, outDir, apiUrl, signal));
  const stopping = new AbortController();
  const recordBuild = options.recordBuild ?? (<T>(run: () => Promise<T>) => run());
  let running: Promise<unknown> = Promise.resolve();

  async function currentFingerprint() {
    return computeFingerprint(rootDir, await readSiteData());
  }

  async function builtFingerprint(): Promise<string | null> {
    try {
      return (await readFile(path.join(distDir, FINGERPRINT_FILE), "utf8")).trim();
    } catch {
      return null;
    }
  }

  async function build(fingerprint: string) {
    const started = Date.now();
    const next = `${distDir}.next-${process.pid}-${started}`;
    const old = `${distDir}.old-${process.pid}-${started}`;
    if (stopping.signal.aborted) throw new Error("The site builder is stopped");
    log("Building the site...");
    try {
      await runBuild(next, stopping.signal);
      if (stopping.signal.aborted) throw new Error("The site build was stopped");
      await writeFile(path.join(next, FINGERPRINT_FILE), fingerprint);
      // Two synchronous renames: no request sees a missing or half-built site in between.
      if (existsSync(distDir)) renameSync(distDir, old);
      renameSync(next, distDir);
      log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await rm(next, { recursive: true, force: true });
      await rm(old, { recursive: true, force: true });
    }
  }

  /** Builds unless `dist/` is current; `record` wraps the build (the caller may record it already). */
  async function ensureFreshNow(force = false, record = recordBuild): Promise<"fresh" | "built"> {
    const fingerprint = await currentFingerprint();
    if (!force && fingerprint === (await builtFingerprint())) return "fresh";
    await record(() => build(fingerprint));
    return "built";
  }
  const unrecorded = <T>(run: () => Promise<T>) => run();

  function serialize<T>(task: () => Promise<T>): Promise<T> {
    const result = running.then(task, task);
    running = result.catch(() => undefined);
    return result;
  }

  const rebuilds = createRebuildCoalescer({
    debounceMs,
    minIntervalMs: options.minIntervalMs ?? 0,
    log,
    run: async (reasons) => {
      if (deployHookUrl) await recordBuild(() => postDeployHook(deployHookUrl, reasons, log));
      // Recorded even when the inputs turn out unchanged (a change undone within the debounce):
      // the console counts a claimed request as coming until a recorded build starts after it.
      else
        await serialize(() => recordBuild(() => ensureFreshNow(reasons.some(isSanityPublish), unrecorded)));
    },
  });

  return {
    ensureFresh: () => serialize(() => ensureFreshNow()),
    requestRebuild(reason) {
      if (stopping.signal.aborted) return;
      log(`Rebuild requested: ${reason}`);
      rebuilds.request(reason);
    },
    rebuildState: () => rebuilds.state(),
    async idle() {
      await rebuilds.idle();
      await running;
    },
    hasSite: () => existsSync(path.join(distDir, "index.html")),
    async stop() {
      stopping.abort();
      rebuilds.dispose();
      // The build's own clean-up removes its folder once the child has exited.
      await running;
    },
  };
}
