/**
 * The site built from Sanity, end to end: `npm start`'s server with a Sanity project whose query
 * API is the local stand-in. The first build shows what is published, images as sized renditions
 * from Sanity's CDN; publishing a post, a gallery album and new home texts, then Sanity's signed
 * webhook call, rebuilds the site with them. Only /studio loads the Studio's code. The built /studio
 * loads the embedded Studio in Chromium up to its sign-in screen (Sanity's own API is answered in
 * the browser: no project is reachable here).
 */
import type { ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticImports } from "../../bench/lib/page-weight";
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

const CDN = `https://cdn.sanity.io/images/${PROJECT_ID}/production`;

const PUBLISHED = {
  reviews: [
    {
      _id: "r1",
      name: "Adaeze Obi",
      role: "Parent of a junior player",
      reviewContent: "The coaches know every child by name.",
      // The query projects the photo's address: `image.asset->url`.
      image: `${CDN}/Pq7Rs8Tu9Vw0Xy1Za2Bc3De4-800x1000.jpg`,
    },
  ],
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
      body: `Hello from the **Studio**.\n\n![The new court surface](${CDN}/Bd5Im6ag7e8-1600x900.png)`,
      coverImage: {
        _type: "image",
        asset: { _type: "reference", _ref: "image-Cv01er23Im45ag67e8-1800x1200-jpg" },
      },
      coverAlt: "The clubhouse terrace at sunset",
    },
  ],
  albums: [],
};

/** Attribute values of every <img> in the HTML whose `src` is on Sanity's CDN. */
function sanityImages(html: string): { src: string; srcset: string | undefined; tag: string }[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");
    const src = attribute("src");
    return src?.startsWith("https://cdn.sanity.io/") ? [{ src, srcset: attribute("srcset"), tag }] : [];
  });
}

/** Every HTML page of the build, by its path under the output folder. */
async function builtPages(distDir: string): Promise<Map<string, string>> {
  const names = (await readdir(distDir, { recursive: true })).filter((name) => name.endsWith(".html"));
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(distDir, name), "utf8")] as [string, string]),
    ),
  );
}

/** The site's own scripts a page names: module scripts, preloads, islands and their renderers. */
const namedScripts = (html: string) =>
  [...html.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map(
    ([, script]) => `http://site${script}`,
  );

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
    const firstHome = await page("/");
    expect(firstHome).toContain("Tennis for Everyone in Lagos");
    expect(await page("/blog")).toContain("First Post From the Studio");
    expect(await page("/gallery")).toContain("No albums yet");

    // The reviewer's photo: square renditions at 1x and 2x, in the browser's best format.
    const [portrait, ...otherPortraits] = sanityImages(firstHome).filter(({ src }) =>
      src.includes("Pq7Rs8Tu9"),
    );
    expect(otherPortraits).toEqual([]);
    expect(portrait?.src).toBe(
      `${CDN}/Pq7Rs8Tu9Vw0Xy1Za2Bc3De4-800x1000.jpg?rect=0,100,800,800&w=56&h=56&fit=crop&auto=format`,
    );
    expect(portrait?.srcset).toMatch(
      /&w=56&h=56&fit=crop&auto=format 56w, \S+&w=112&h=112&fit=crop&auto=format 112w$/,
    );
    // The post's cover, cropped to 3:2: on its card (home and blog) and, wider, on its page.
    const coverUpload = `${CDN}/Cv01er23Im45ag67e8-1800x1200.jpg?`;
    for (const listing of [firstHome, await page("/blog")]) {
      const cover = sanityImages(listing).find(({ src }) => src.includes("Cv01er23"));
      expect(cover?.src.startsWith(coverUpload)).toBe(true);
      expect(cover?.src).toMatch(/[?&]w=320&h=213&fit=crop&auto=format$/);
      expect(cover?.srcset).toMatch(/ 320w, \S+[?&]w=480&h=320&\S+ 480w, \S+[?&]w=640&h=427&\S+ 640w$/);
      expect(cover?.tag).toContain('alt="The clubhouse terrace at sunset"');
      expect(cover?.tag).toMatch(/ width="320" height="213"/);
    }
    const postCover = sanityImages(await page("/blog/first-from-sanity")).find(({ src }) =>
      src.includes("Cv01er23"),
    );
    expect(postCover?.src).toContain("w=480&h=320&fit=crop&auto=format");
    expect(postCover?.srcset).toMatch(/ 480w, .* 736w, .* 1104w, .* 1472w$/);
    // An image in the post's Markdown, in its own proportions.
    const bodyImage = sanityImages(await page("/blog/first-from-sanity")).find(({ src }) =>
      src.includes("Bd5Im6"),
    );
    expect(bodyImage?.src).toBe(`${CDN}/Bd5Im6ag7e8-1600x900.png?w=480&fit=crop&auto=format`);
    expect(bodyImage?.srcset).toMatch(/ 480w, .* 736w, .* 1104w, .* 1472w$/);
    expect(bodyImage?.tag).toMatch(/ width="480" height="270"/);
    // No page links an upload itself: every Sanity address asks for a sized rendition.
    for (const html of [firstHome, await page("/blog"), await page("/blog/first-from-sanity")])
      expect(html).not.toMatch(/cdn\.sanity\.io\/images\/[^"\s?]+\.(jpg|png)[" ]/);

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

  it("loads the Studio's code on /studio only: no public page gains a byte", async () => {
    expect(server, "the site was built by the test above").toBeDefined();
    const distDir = path.join(dataDir, "dist");
    const pages = await builtPages(distDir);
    const scripts = new Map<string, string>();
    for (const name of await readdir(path.join(distDir, "_astro"))) {
      if (name.endsWith(".js"))
        scripts.set(`http://site/_astro/${name}`, await readFile(path.join(distDir, "_astro", name), "utf8"));
    }
    /** Everything a script can load: what it imports, statically or with import(). */
    const reachable = (roots: string[]) => {
      const graph = new Set<string>();
      const queue = [...roots];
      for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
        if (graph.has(url)) continue;
        graph.add(url);
        const body = scripts.get(url) ?? "";
        const dynamic = [...body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].flatMap(([, specifier]) =>
          specifier ? [specifier] : [],
        );
        for (const specifier of [...staticImports(body), ...dynamic])
          if (/^\.{1,2}\//.test(specifier)) queue.push(new URL(specifier, url).href);
      }
      return graph;
    };
    const studio = pages.get("studio.html") ?? "";
    const island = /component-url="(\/_astro\/[^"]+)"/.exec(studio)?.[1];
    const renderer = /renderer-url="(\/_astro\/[^"]+)"/.exec(studio)?.[1];
    expect(island, "/studio holds the Studio's island").toBeDefined();
    expect(renderer, "and the React renderer of every island").toBeDefined();
    const studioCode = reachable([`http://site${island}`]);
    // The Studio is megabytes of JavaScript (decision 0110: about 7.5 MB).
    const studioBytes = [...studioCode].reduce(
      (total, script) => total + (scripts.get(script)?.length ?? 0),
      0,
    );
    expect(studioBytes).toBeGreaterThan(3_000_000);
    /**
     * What any React island loads, Studio or not: the renderer (React DOM) and the bits of glue
     * the bundler shares between islands, React's JSX runtime, Vite's preload helper and the small
     * `islands` files the apps share with the pages' islands (app-chunks.mjs), each under 2 kB: a
     * chunk holding any of the Studio's code would be far bigger.
     */
    const everyIsland = new Set([
      ...reachable([`http://site${renderer}`]),
      ...[...studioCode].filter(
        (script) =>
          /\/(jsx-runtime|preload-helper|islands(-\d+)?)\.[\w-]+\.js$/.test(script) &&
          (scripts.get(script)?.length ?? 0) < 2_000,
      ),
    ]);

    const studioOnly = (html: string) =>
      [...reachable(namedScripts(html))].filter(
        (script) => studioCode.has(script) && !everyIsland.has(script),
      );
    // The check sees the Studio where it is.
    expect(studioOnly(studio).length).toBeGreaterThan(3);

    const publicPages = [...pages.keys()].filter((name) => name !== "studio.html");
    expect(publicPages).toEqual(
      expect.arrayContaining(["index.html", "blog.html", "gallery.html", "u.html"]),
    );
    for (const name of publicPages) {
      // Neither what the page loads at once nor what it could load later (its lazy chunks).
      expect(studioOnly(pages.get(name) ?? ""), name).toEqual([]);
    }
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
