/**
 * Security headers on every response. Pages carry their own Content-Security-Policy (a `<meta>`
 * with script hashes that Astro generates), so the header policy here is the strict one for
 * everything else: API answers and files may not run or embed anything.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

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
    await base(c, next);
    const type = c.res.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html")) {
      c.res.headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    } else {
      c.res.headers.set(
        "Content-Security-Policy",
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      );
    }
  };
}
