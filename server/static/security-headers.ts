/**
 * Security headers on every response. Pages carry their own Content-Security-Policy (a `<meta>`
 * with script hashes that Astro generates), so the header policy here is the strict one for
 * everything else: API answers and files may not run or embed anything.
 *
 * Answers are same-origin resources unless they say otherwise: an answer meant for other origins
 * (an uploaded image, shown by the site from wherever the API lives) sets its own
 * Cross-Origin-Resource-Policy, which is kept.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** The client apps' service worker (public/app-sw.js). */
const APP_WORKER = "/app-sw.js";

export function securityHeaders(): MiddlewareHandler {
  const base = secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  return async (c, next) => {
    let ownResourcePolicy: string | null = null;
    await base(c, async () => {
      await next();
      ownResourcePolicy = c.res.headers.get("Cross-Origin-Resource-Policy");
    });
    if (ownResourcePolicy) c.res.headers.set("Cross-Origin-Resource-Policy", ownResourcePolicy);
    const type = c.res.headers.get("content-type") ?? "";
    if (c.req.path === APP_WORKER) {
      // The apps' service worker fetches the apps' own files for offline use.
      c.res.headers.set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'");
    } else if (!type.startsWith("text/html")) {
      c.res.headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    } else {
      c.res.headers.set(
        "Content-Security-Policy",
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      );
      // The console's gate scanner uses the camera; no other page may.
      if (c.req.path === "/staff" || c.req.path.startsWith("/staff/")) {
        c.res.headers.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=()");
      }
    }
  };
}
