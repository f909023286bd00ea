import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postDeployHook } from "./build-requests";
import { buildEnvironment, computeFingerprint, createSiteBuilder } from "./builder";

let root: string;
let distDir: string;
let siteData: string;
let builds: number;

async function fakeBuild(outDir: string) {
  builds += 1;
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, "index.html"), `build ${builds} of ${siteData}`);
}

function builder(extra: Partial<Parameters<typeof createSiteBuilder>[0]> = {}) {
  return createSiteBuilder({
    rootDir: root,
    distDir,
    apiUrl: "http://127.0.0.1:1/api",
    readSiteData: async () => siteData,
    runBuild: fakeBuild,
    debounceMs: 20,
    log: () => undefined,
    ...extra,
  });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "builder-"));
  distDir = path.join(root, "dist");
  await mkdir(path.join(root, "src"));
  await writeFile(path.join(root, "src", "page.astro"), "<h1>Hi</h1>");
  siteData = "tournaments v1";
  builds = 0;
});

describe("computeFingerprint", () => {
  it("changes when a source file or the API data changes, and only then", async () => {
    const first = await computeFingerprint(root, "data");
    expect(await computeFingerprint(root, "data")).toBe(first);
    expect(await computeFingerprint(root, "other data")).not.toBe(first);
    await writeFile(path.join(root, "src", "page.astro"), "<h1>Hello</h1>");
    expect(await computeFingerprint(root, "data")).not.toBe(first);
  });
});

describe("createSiteBuilder", () => {
  it("builds when there is no site, then only when an input changed", async () => {
    const site = builder();
    expect(site.hasSite()).toBe(false);
    expect(await site.ensureFresh()).toBe("built");
    expect(site.hasSite()).toBe(true);
    expect(await site.ensureFresh()).toBe("fresh");
    expect(builds).toBe(1);

    siteData = "tournaments v2";
    expect(await site.ensureFresh()).toBe("built");
    expect(await readFile(path.join(distDir, "index.html"), "utf8")).toBe("build 2 of tournaments v2");
    // No half-built or old folders are left beside dist/.
    const left = await (await import("node:fs/promises")).readdir(root);
    expect(left.filter((name) => /dist\.(next|old)/.test(name))).toEqual([]);
  });

  it("collapses a burst of rebuild requests into one build", async () => {
    const site = builder();
    await site.ensureFresh();
    siteData = "coach review";
    site.requestRebuild("review 1");
    site.requestRebuild("review 2");
    site.requestRebuild("review 3");
    await site.idle();
    expect(builds).toBe(2);
  });

  it("builds for content published in Sanity even though no input it fingerprints changed", async () => {
    const site = builder();
    await site.ensureFresh();
    site.requestRebuild("coach review");
    await site.idle();
    expect(builds).toBe(1);
    site.requestRebuild("staff: tournament; sanity: galleryAlbum");
    await site.idle();
    expect(builds).toBe(2);
  });

  it("keeps the previous site when a build fails", async () => {
    const site = builder();
    await site.ensureFresh();
    siteData = "broken";
    const failing = builder({ runBuild: async () => Promise.reject(new Error("astro build exited with 1")) });
    await expect(failing.ensureFresh()).rejects.toThrow("exited with 1");
    expect(await readFile(path.join(distDir, "index.html"), "utf8")).toBe("build 1 of tournaments v1");
  });

  it("calls the deploy hook instead of building when one is configured", async () => {
    const calls: string[] = [];
    const server = (await import("node:http")).createServer((req, res) => {
      calls.push(req.method ?? "");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    const site = builder({ deployHookUrl: `http://127.0.0.1:${port}/hook` });
    site.requestRebuild("sanity: reviews");
    await site.idle();
    server.close();
    expect(calls).toEqual(["POST"]);
    expect(builds).toBe(0);
    expect(existsSync(distDir)).toBe(false);
  });

  it("runs at most one build and keeps one waiting for 50 requests spread over running builds", async () => {
    let active = 0;
    let mostAtOnce = 0;
    let version = 0;
    const site = builder({
      debounceMs: 0,
      // Every build finds new data, so every run builds.
      readSiteData: async () => `data ${++version}`,
      runBuild: async (outDir) => {
        active++;
        mostAtOnce = Math.max(mostAtOnce, active);
        await sleep(300);
        await fakeBuild(outDir);
        active--;
      },
    });
    await site.ensureFresh();
    const states: { running: boolean; waiting: boolean }[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await sleep(i * 3);
        site.requestRebuild(`review ${i}`);
        states.push(site.rebuildState());
      }),
    );
    await site.idle();
    expect(mostAtOnce).toBe(1);
    // The first request's build, then one for everything asked while it ran.
    expect(builds).toBe(3);
    expect(states.some((s) => s.running && s.waiting)).toBe(true);
  });

  it("leaves the minimum interval between two requested builds", async () => {
    // Start times, not sleeps, so a loaded machine cannot make the check pass or fail by timing.
    const starts: number[] = [];
    const site = builder({
      debounceMs: 0,
      minIntervalMs: 400,
      runBuild: async (outDir) => {
        starts.push(Date.now());
        await fakeBuild(outDir);
      },
    });
    await site.ensureFresh();
    siteData = "review 1";
    site.requestRebuild("review 1");
    await vi.waitFor(() => expect(builds).toBe(2), { timeout: 5_000, interval: 5 });
    siteData = "review 2";
    site.requestRebuild("review 2");
    await site.idle();
    expect(builds).toBe(3);
    // The interval runs from the coalescer's start, a little before the build itself starts: the
    // margin allows for that, while a third build right behind the second would be a few ms away.
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(300);
  });

  it("records a requested rebuild even when the inputs turn out unchanged, and a startup check only when it builds", async () => {
    const recorded: string[] = [];
    const site = builder({
      debounceMs: 0,
      recordBuild: async (run) => {
        recorded.push("build");
        return run();
      },
    });
    await site.ensureFresh();
    await site.ensureFresh();
    expect(recorded).toHaveLength(1);
    // A change undone before the build: nothing to build, but the request was answered.
    site.requestRebuild("left the ladder, then rejoined");
    await site.idle();
    expect(builds).toBe(1);
    expect(recorded).toHaveLength(2);
  });

  it("calls the deploy hook once at a time for 50 requests, and gives up on a hook that does not answer", async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    let calls = 0;
    const server = (await import("node:http")).createServer((_req, res) => {
      calls++;
      inFlight++;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      setTimeout(() => {
        inFlight--;
        res.end("ok");
      }, 300);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    try {
      const site = builder({ debounceMs: 0, deployHookUrl: `http://127.0.0.1:${port}/hook` });
      await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          await sleep(i * 3);
          site.requestRebuild(`sanity: edit ${i}`);
        }),
      );
      await site.idle();
      expect(mostAtOnce).toBe(1);
      expect(calls).toBeLessThanOrEqual(2);

      const silent = (await import("node:http")).createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      const silentPort = (silent.address() as import("node:net").AddressInfo).port;
      const logged: string[] = [];
      const started = Date.now();
      // It fails (so the build record says so) instead of waiting for ever.
      await expect(
        postDeployHook(`http://127.0.0.1:${silentPort}/hook`, ["edit"], (m) => logged.push(m), 150),
      ).rejects.toThrow(/could not be reached/);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(logged).toEqual([expect.stringMatching(/^Deploy hook failed: .*(timeout|aborted)/i)]);
      silent.closeAllConnections();
      silent.close();
    } finally {
      server.close();
    }
  });
});

/**
 * A stand-in for `astro build` at the path the builder runs it from: it writes the environment it
 * was given and a page into its output folder, or, while a `hang` file sits in the project, writes
 * a partial page and its pid and then never finishes.
 */
const FAKE_ASTRO = `
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
const out = process.env.ASTRO_OUT_DIR;
mkdirSync(out, { recursive: true });
writeFileSync(out + "/env.json", JSON.stringify(process.env));
if (existsSync("hang")) {
  writeFileSync(out + "/pid", String(process.pid));
  setInterval(() => {}, 1000);
} else {
  writeFileSync(out + "/index.html", "<h1>Built</h1>");
}
`;

async function withFakeAstro() {
  const bin = path.join(root, "node_modules", "astro", "bin");
  await mkdir(bin, { recursive: true });
  await writeFile(path.join(bin, "astro.mjs"), FAKE_ASTRO);
  return createSiteBuilder({
    rootDir: root,
    distDir,
    apiUrl: "http://127.0.0.1:1/api",
    readSiteData: async () => siteData,
    log: () => undefined,
  });
}

const leftBeside = async () => (await readdir(root)).filter((name) => /dist\.(next|old)/.test(name));

describe("the build child", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is given the build's settings and none of the server's secrets", async () => {
    const secrets = {
      JWT_SECRET: "jwt-secret-value",
      PAYSTACK_SECRET_KEY: "sk_live_secret",
      SMTP_URL: "smtp://user:password@mail.example.com",
      SANITY_WEBHOOK_SECRET: "webhook-secret",
      DATABASE_URL: "postgres://club:password@db.example.com/club",
    };
    for (const [name, value] of Object.entries(secrets)) vi.stubEnv(name, value);
    vi.stubEnv("SANITY_PROJECT_ID", "abc123");
    vi.stubEnv("SITE_URL", "https://club.example.com");
    vi.stubEnv("PUBLIC_API_URL", "https://api.example.com");

    const site = await withFakeAstro();
    expect(await site.ensureFresh()).toBe("built");
    const env = JSON.parse(await readFile(path.join(distDir, "env.json"), "utf8")) as Record<string, string>;
    for (const name of Object.keys(secrets)) expect(env).not.toHaveProperty(name);
    expect(JSON.stringify(env)).not.toMatch(/secret|password/);
    expect(env).toMatchObject({
      SANITY_PROJECT_ID: "abc123",
      SITE_URL: "https://club.example.com",
      PUBLIC_API_URL: "https://api.example.com",
      BUILD_API_URL: "http://127.0.0.1:1/api",
      NODE_ENV: "production",
    });
    expect(env.PATH).toBe(process.env.PATH);
  });

  it("is stopped by stop(), and its unfinished folder removed", async () => {
    await writeFile(path.join(root, "hang"), "");
    const site = await withFakeAstro();
    const building = site.ensureFresh();
    building.catch(() => undefined);
    let pidFile = "";
    await expect
      .poll(
        async () => {
          const [next] = await leftBeside();
          pidFile = next ? path.join(root, next, "pid") : "";
          return pidFile !== "" && existsSync(pidFile);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const pid = Number(await readFile(pidFile, "utf8"));

    await site.stop();
    await expect(building).rejects.toThrow("stopped");
    expect(() => process.kill(pid, 0)).toThrow();
    expect(await leftBeside()).toEqual([]);
    expect(site.hasSite()).toBe(false);
    await expect(site.ensureFresh()).rejects.toThrow("stopped");
  });
});

describe("buildEnvironment", () => {
  it("keeps what Node and the pages need, and adds the build's own settings", () => {
    expect(
      buildEnvironment(
        {
          PATH: "/usr/bin",
          HOME: "/home/club",
          PUBLIC_FREE_COMMUNITY_URL: "https://chat.example.com",
          SANITY_API_TOKEN: "read-token",
          JWT_SECRET: "x",
          PAYSTACK_SECRET_KEY: "x",
          SMTP_URL: "x",
          SANITY_WEBHOOK_SECRET: "x",
          DATABASE_URL: "x",
          NODE_OPTIONS: "--require ./evil.js",
        },
        { BUILD_API_URL: "http://127.0.0.1:4321/api" },
      ),
    ).toEqual({
      PATH: "/usr/bin",
      HOME: "/home/club",
      PUBLIC_FREE_COMMUNITY_URL: "https://chat.example.com",
      SANITY_API_TOKEN: "read-token",
      BUILD_API_URL: "http://127.0.0.1:4321/api",
    });
  });
});

describe("stop", () => {
  it("cancels a scheduled rebuild, and idle() still resolves", async () => {
    const site = builder({ debounceMs: 50 });
    site.requestRebuild("a review");
    await site.stop();
    await site.idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toBe(0);
  });
});
