/**
 * What demo mode adds around the product it serves on a loopback address. Demo mode publishes the
 * demo passwords, every reset code (/dev/mail) and free payments, so:
 *
 * - it answers only requests addressed to its own names (localhost, 127.0.0.1, [::1], or the host
 *   of PUBLIC_SITE_URL). A page on another site can point its own host name at 127.0.0.1 (DNS
 *   rebinding) and read the answers as same-origin; its requests still name that host, and are
 *   refused here.
 * - its /dev POSTs take a JSON body only: a form on another site can post text or form fields to a
 *   loopback address without asking, but not `application/json`, which needs the browser's
 *   preflight the server never grants.
 */
import type { MiddlewareHandler } from "hono";

/** The host name of a Host header ("localhost:4321", "[::1]:4321"), lower case, without its port. */
function hostName(host: string): string | null {
  const value = host.trim().toLowerCase();
  const bracketed = /^(\[[0-9a-f:.]+\])(:\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const plain = /^([a-z0-9.-]+)(:\d{1,5})?$/.exec(value);
  return plain ? plain[1]!.replace(/\.$/, "") : null;
}

/** Whether a request naming `host` is addressed to the demo server itself. */
export function isDemoHost(host: string | undefined, publicSiteUrl: string): boolean {
  if (!host) return false;
  const name = hostName(host);
  if (name === null) return false;
  const own = new Set(["localhost", "127.0.0.1", "[::1]", new URL(publicSiteUrl).hostname.toLowerCase()]);
  return own.has(name);
}

/** Refuses, with a JSON 421, any request whose Host header is not one of the demo server's names. */
export function demoHostsOnly(publicSiteUrl: string): MiddlewareHandler {
  return async (c, next) => {
    // The Node server builds the request's URL from its Host header; a request made in-process
    // (tests) has only the URL.
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    if (isDemoHost(host, publicSiteUrl)) return next();
    return c.json(
      {
        message:
          "This demo server answers only at its own address (localhost, 127.0.0.1, [::1] or PUBLIC_SITE_URL)",
      },
      421,
    );
  };
}

/** A POST's body must be JSON, sent as `application/json`: 415 or 400 JSON otherwise. */
export function jsonPostsOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      return c.json({ message: "Send a JSON body with Content-Type: application/json ({} will do)" }, 415);
    }
    // Read once here; Hono keeps the parsed body for the handler.
    const body = await c.req.json().catch(() => undefined);
    if (body === undefined)
      return c.json({ message: "The request body is not valid JSON ({} will do)" }, 400);
    return next();
  };
}
