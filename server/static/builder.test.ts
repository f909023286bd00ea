import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
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
});
