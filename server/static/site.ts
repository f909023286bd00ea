/**
 * Serves the pre-rendered site from a folder that can be swapped at run time (atomic rebuilds).
 *
 * - `/about` → `about.html`, `/` → `index.html`, `/coaching/abc` → `coaching/abc.html`.
 * - Any `/u` or `/u/...` path → the dashboard shell `u.html`, any `/staff` or `/staff/...` path → the
 *   club console's shell `staff.html` (client-side apps that route on their own).
 * - Hashed assets under `/_astro/` are cached for a year; HTML is revalidated on every visit.
 * - Anything else that is not a file gets the site's 404 page with status 404.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};

const YEAR = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Client-side apps: every path under `/<name>` is answered with the app's one page, `<name>.html`. */
export const CLIENT_APPS = ["u", "staff"] as const;

/** The files a URL path may be served from, in order of preference. Pure, for tests. */
export function candidateFiles(urlPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return [];
  }
  if (decoded.includes("\0")) return [];
  const clean = path.posix.normalize(`/${decoded}`).replace(/\/+$/, "");
  if (clean.split("/").includes("..")) return [];
  if (clean === "" || clean === "/") return ["index.html"];
  const app = CLIENT_APPS.find((name) => clean === `/${name}` || clean.startsWith(`/${name}/`));
  if (app) return [`${app}.html`];
  const rel = clean.slice(1);
  return path.posix.extname(rel) ? [rel] : [`${rel}.html`, `${rel}/index.html`];
}

export function cacheControlFor(relPath: string): string {
  return relPath.startsWith("_astro/") ? YEAR : REVALIDATE;
}

async function fileIfExists(root: string, rel: string): Promise<{ abs: string; size: number } | null> {
  const abs = path.join(root, rel);
  if (!abs.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(abs);
    return info.isFile() ? { abs, size: info.size } : null;
  } catch {
    return null;
  }
}

function streamFile(c: Context, abs: string, size: number, status: 200 | 404, cache: string) {
  const type = CONTENT_TYPES[path.extname(abs).toLowerCase()] ?? "application/octet-stream";
  c.header("Content-Type", type);
  c.header("Content-Length", String(size));
  c.header("Cache-Control", cache);
  if (c.req.method === "HEAD") return c.body(null, status);
  const body = Readable.toWeb(createReadStream(abs)) as ReadableStream<Uint8Array>;
  return c.body(body, status);
}

/**
 * A handler serving whatever folder `getRoot()` names at the moment of the request, so a rebuild
 * can switch folders without a restart. `onMissingSite` answers while no build exists yet.
 */
export function siteHandler(getRoot: () => string | null, onMissingSite: (c: Context) => Response) {
  return async (c: Context) => {
    const root = getRoot();
    if (!root) return onMissingSite(c);
    for (const rel of candidateFiles(c.req.path)) {
      const found = await fileIfExists(root, rel);
      if (found) return streamFile(c, found.abs, found.size, 200, cacheControlFor(rel));
    }
    const notFound = await fileIfExists(root, "404.html");
    if (notFound) return streamFile(c, notFound.abs, notFound.size, 404, REVALIDATE);
    return c.text("Not found", 404);
  };
}
