import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeEach, describe, expect, it } from "vitest";
import { postDeployHook } from "./build-requests";
import { computeFingerprint, createSiteBuilder } from "./builder";

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
    const site = builder({ debounceMs: 0, minIntervalMs: 250 });
    await site.ensureFresh();
    siteData = "review 1";
    site.requestRebuild("review 1");
    await sleep(30);
    expect(builds).toBe(2);
    siteData = "review 2";
    site.requestRebuild("review 2");
    await sleep(100);
    expect(builds).toBe(2);
    await site.idle();
    expect(builds).toBe(3);
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
      await postDeployHook(`http://127.0.0.1:${silentPort}/hook`, ["edit"], (m) => logged.push(m), 150);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(logged).toEqual([expect.stringMatching(/^Deploy hook failed: .*(timeout|aborted)/i)]);
      silent.closeAllConnections();
      silent.close();
    } finally {
      server.close();
    }
  });
});
