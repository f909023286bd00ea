/**
 * Security headers on every response. Pages carry their own Content-Security-Policy (a `<meta>`
 * with script hashes that Astro generates), so the header policy here is the strict one for
 * everything else: API answers and files may not run or embed anything.
 *
 * Answers are same-origin resources unless they say otherwise: an answer meant for other origins
 * (an uploaded image, shown by the site from wherever the API lives) sets its own
 * Cross-Origin-Resource-Policy, which is kept.
 *
 * The headers are the same on every answer but for the content policy (and the camera on the
 * console's pages), so they are written out once, here, and each answer only gets them set: no
 * list is rebuilt, and the answer's headers are read once (docs/decisions/0291-one-pass-pipeline.md).
 */
import type { MiddlewareHandler } from "hono";

/** The client apps' service worker (public/app-sw.js). */
const APP_WORKER = "/app-sw.js";

const RESOURCE_POLICY = "Cross-Origin-Resource-Policy";
const PERMISSIONS_POLICY = "Permissions-Policy";

/** Every answer's headers, whatever it holds (the resource policy unless the answer set its own). */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "DENY"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/** No page may use the camera, microphone, location or payments... */
const NO_DEVICES = "camera=(), microphone=(), geolocation=(), payment=()";
/** ...but the console's, whose gate scanner uses the camera. */
const CONSOLE_DEVICES = "camera=(self), microphone=(), geolocation=(), payment=()";

/** Anything but a page or the service worker: runs and embeds nothing. */
const NOTHING = "default-src 'none'; frame-ancestors 'none'";
/** The apps' service worker fetches the apps' own files for offline use. */
const WORKER = "default-src 'self'; frame-ancestors 'none'";
/** Pages (their scripts are allowed by their own `<meta>` policy). */
const PAGE = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

function isConsolePage(path: string): boolean {
  return path === "/staff" || path.startsWith("/staff/");
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    if (!headers.has(RESOURCE_POLICY)) headers.set(RESOURCE_POLICY, "same-origin");
    headers.delete("X-Powered-By");
    const path = c.req.path;
    if (path === APP_WORKER) {
      headers.set(PERMISSIONS_POLICY, NO_DEVICES);
      headers.set("Content-Security-Policy", WORKER);
    } else if (!headers.get("content-type")?.startsWith("text/html")) {
      headers.set(PERMISSIONS_POLICY, NO_DEVICES);
      headers.set("Content-Security-Policy", NOTHING);
    } else {
      headers.set(PERMISSIONS_POLICY, isConsolePage(path) ? CONSOLE_DEVICES : NO_DEVICES);
      headers.set("Content-Security-Policy", PAGE);
    }
  };
}
