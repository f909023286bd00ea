import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { cacheControlFor, candidateFiles, siteHandler } from "./site";

describe("candidateFiles", () => {
  it("maps pages to their .html files", () => {
    expect(candidateFiles("/")).toEqual(["index.html"]);
    expect(candidateFiles("/about")).toEqual(["about.html", "about/index.html"]);
    expect(candidateFiles("/coaching/abc/")).toEqual(["coaching/abc.html", "coaching/abc/index.html"]);
    expect(candidateFiles("/_astro/app.1234.js")).toEqual(["_astro/app.1234.js"]);
  });

  it("answers every dashboard path with the dashboard shell", () => {
    expect(candidateFiles("/u")).toEqual(["u.html"]);
    expect(candidateFiles("/u/billings/history")).toEqual(["u.html"]);
    expect(candidateFiles("/u/ticket/abc")).toEqual(["u.html"]);
    expect(candidateFiles("/users")).toEqual(["users.html", "users/index.html"]);
  });

  it("answers every console path with the console shell", () => {
    expect(candidateFiles("/staff")).toEqual(["staff.html"]);
    expect(candidateFiles("/staff/tournaments/65f1a2b3c4d5e6f7a8b9c0d1")).toEqual(["staff.html"]);
    expect(candidateFiles("/staff/")).toEqual(["staff.html"]);
    expect(candidateFiles("/staffroom")).toEqual(["staffroom.html", "staffroom/index.html"]);
  });

  it("refuses paths that climb out of the site or cannot be decoded", () => {
    // Normalised against the root first, so ".." can only ever reach the site's own folder.
    expect(candidateFiles("/%2e%2e/etc/passwd")).toEqual(["etc/passwd.html", "etc/passwd/index.html"]);
    expect(candidateFiles("/a/%00")).toEqual([]);
    expect(candidateFiles("/%E0%A4%A")).toEqual([]);
  });

  it("caches hashed assets for a year and revalidates the rest", () => {
    expect(cacheControlFor("_astro/x.js")).toContain("immutable");
    expect(cacheControlFor("index.html")).toContain("must-revalidate");
  });
});

describe("siteHandler", () => {
  let root: string;
  let app: Hono;
  let hasSite = true;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "site-"));
    await mkdir(path.join(root, "_astro"));
    await writeFile(path.join(root, "index.html"), "<h1>Home</h1>");
    await writeFile(path.join(root, "about.html"), "<h1>About</h1>");
    await writeFile(path.join(root, "u.html"), "<h1>Dashboard</h1>");
    await writeFile(path.join(root, "404.html"), "<h1>Page not found</h1>");
    await writeFile(path.join(root, "_astro", "app.js"), "console.log(1)");
    await writeFile(path.join(path.dirname(root), "secret.txt"), "secret");
    app = new Hono();
    app.all(
      "*",
      siteHandler(
        () => (hasSite ? root : null),
        (c) => c.text("building", 503),
      ),
    );
  });

  it("serves pages, assets and the dashboard shell with the right headers", async () => {
    const about = await app.request("/about");
    expect(about.status).toBe(200);
    expect(about.headers.get("content-type")).toContain("text/html");
    expect(await about.text()).toBe("<h1>About</h1>");

    const asset = await app.request("/_astro/app.js");
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(asset.headers.get("cache-control")).toContain("max-age=31536000");

    const deepLink = await app.request("/u/billings/history?pay=1");
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toBe("<h1>Dashboard</h1>");
  });

  it("answers unknown paths with the 404 page and status 404, never files outside the site", async () => {
    const missing = await app.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    const climbing = await app.request("/..%2fsecret.txt");
    expect(climbing.status).toBe(404);
  });

  it("answers HEAD without a body", async () => {
    const head = await app.request("/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String("<h1>About</h1>".length));
    expect(await head.text()).toBe("");
  });

  it("says the site is being built while there is none", async () => {
    hasSite = false;
    const response = await app.request("/");
    hasSite = true;
    expect(response.status).toBe(503);
  });
});
