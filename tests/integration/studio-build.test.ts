/**
 * The site built from Sanity, end to end: `npm start`'s server with a Sanity project whose query
 * API is the local stand-in. The first build shows what is published; publishing a post, a gallery
 * album and new home texts, then Sanity's signed webhook call, rebuilds the site with them. The
 * built /studio loads the embedded Studio in Chromium up to its sign-in screen (Sanity's own API is
 * answered in the browser: no project is reachable here).
 */
import type { ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "../support/browser";
import { freePort } from "../support/free-port";
import { type SanityStandIn, startSanityStandIn } from "../support/sanity-stand-in";
import { startServerProcess } from "../support/server-process";

const SECRET = "webhook-secret-for-tests";
const PROJECT_ID = "abc123";
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let sanity: SanityStandIn;
let output: () => string = () => "";

const origin = () => `http://127.0.0.1:${port}`;

const photo = (key: string, ref: string, alt: string) => ({
  _key: key,
  _type: "galleryPhoto",
  image: { _type: "image", asset: { _type: "reference", _ref: ref } },
  alt,
});

const PUBLISHED = {
  reviews: [],
  videos: [],
  resources: [],
  footerLinks: null,
  atpContent: {
    _id: "atpContent",
    homePageTitle: "Tennis for Everyone in Lagos",
    aboutVisionText: "Vision.",
    aboutMissionText: "Mission.",
  },
  posts: [
    {
      _id: "p1",
      slug: "first-from-sanity",
      title: "First Post From the Studio",
      excerpt: "Written in Sanity.",
      publishedAt: "2026-11-01",
      author: "Club Editor",
      body: "Hello from the **Studio**.",
    },
  ],
  albums: [],
};

async function startServer(): Promise<ChildProcess> {
  const started = await startServerProcess(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, "dist"),
      SITE_URL: origin(),
      NODE_ENV: "test",
      DEMO_MODE: "true",
      HOST: "127.0.0.1",
      SANITY_PROJECT_ID: PROJECT_ID,
      SANITY_API_HOST: sanity.origin,
      SANITY_WEBHOOK_SECRET: SECRET,
      SITE_REBUILD_MIN_INTERVAL_SECONDS: "0",
    },
    // The first build is done when the gallery is served.
    `${origin()}/gallery`,
    240_000,
  );
  output = started.output;
  return started.child;
}

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${origin()}${pathname}`);
  return response.ok ? response.text() : `${response.status}`;
}

/** What Sanity sends when an editor publishes: the document, signed with the webhook's secret. */
async function publishHook(document: { _id: string; _type: string }) {
  const body = JSON.stringify(document);
  const timestamp = String(Date.now());
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("base64url");
  return fetch(`${origin()}/api/hooks/sanity`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": `t=${timestamp},v1=${signature}`,
    },
    body,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-studio-"));
  port = await freePort();
  sanity = await startSanityStandIn(structuredClone(PUBLISHED));
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
  }
  await sanity?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the site built from Sanity", () => {
  it("shows what editors publish after the webhook's rebuild", { timeout: 480_000 }, async () => {
    server = await startServer();
    expect(await page("/")).toContain("Tennis for Everyone in Lagos");
    expect(await page("/blog")).toContain("First Post From the Studio");
    expect(await page("/gallery")).toContain("No albums yet");

    sanity.documents.atpContent = { ...PUBLISHED.atpContent, homePageTitle: "Serve, Rally, Win" };
    sanity.documents.posts = [
      {
        _id: "p2",
        slug: "second-from-sanity",
        title: "Gallery Albums Arrive in the Studio",
        excerpt: "Albums are published from Sanity now.",
        publishedAt: "2026-11-20",
        author: "Club Editor",
        body: "New albums.",
      },
      ...PUBLISHED.posts,
    ];
    sanity.documents.albums = [
      {
        _id: "a1",
        slug: "november-ladder",
        title: "November Ladder Finals",
        date: "2026-11-15",
        tournament: "Club Ladder",
        photos: [
          photo("k1", "image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg", "The ladder winner lifting the cup"),
          photo("k2", "image-Xy12ab34cd56ef78gh90ij12-1600x1200-png", "Finalists shaking hands at the net"),
        ],
      },
    ];
    const hook = await publishHook({ _id: "a1", _type: "galleryAlbum" });
    expect(hook.status).toBeLessThan(300);

    await expect
      .poll(async () => (await page("/gallery")).includes("November Ladder Finals"), {
        timeout: 240_000,
        interval: 2_000,
      })
      .toBe(true)
      .catch((error) => {
        throw new Error(`${(error as Error).message}\n${output().slice(-3000)}`);
      });
    const gallery = await page("/gallery");
    // Sized renditions from Sanity's image CDN, in the browser's best format; never the upload itself.
    const thumb = /<img src="(https:\/\/cdn\.sanity\.io\/[^"]+)" srcset="([^"]+)"/.exec(gallery);
    expect(thumb?.[1]).toContain(`/images/${PROJECT_ID}/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg?`);
    expect(thumb?.[1]).toMatch(/w=320&amp;h=213&amp;fit=crop&amp;auto=format/);
    expect(thumb?.[2]).toMatch(/ 320w, .* 480w, .* 640w$/);
    expect(gallery).not.toMatch(/cdn\.sanity\.io[^"\s]*\.(jpg|png)"/);
    expect(gallery).toContain("Club Ladder");

    const home = await page("/");
    expect(home).toContain("Serve, Rally, Win");
    expect(home).toContain("Gallery Albums Arrive in the Studio");
    expect(await page("/blog/second-from-sanity")).toContain("New albums.");
    expect(await page("/rss.xml")).toContain("/blog/second-from-sanity</link>");
  });

  it("loads the embedded Studio at /studio up to its sign-in screen", { timeout: 120_000 }, async () => {
    expect(server, "the site was built by the test above").toBeDefined();
    const executablePath = chromiumPath();
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_FLAGS,
    });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on("pageerror", (error) => errors.push(error.message));
      tab.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      // Sanity's API as a signed-out editor meets it: no user yet, one sign-in provider.
      await tab.route(/^https:\/\/[^/]*\.sanity\.io\//, (route) => {
        const url = new URL(route.request().url());
        const headers = {
          "access-control-allow-origin": origin(),
          "access-control-allow-credentials": "true",
          "content-type": "application/json",
        };
        const body = url.pathname.endsWith("/auth/providers")
          ? {
              providers: [
                { name: "google", title: "Google", url: "https://api.sanity.io/v1/auth/login/google" },
              ],
            }
          : {};
        return route.fulfill({ status: 200, headers, body: JSON.stringify(body) });
      });
      await tab.goto(`${origin()}/studio`);
      await tab.getByText("Choose login provider").waitFor({ timeout: 60_000 });
      expect(await tab.getByText("ATP Tennis Community").count()).toBeGreaterThan(0);
      await tab.screenshot({ path: path.join(tmpdir(), "studio-sign-in.png") });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
