/**
 * CORS for the API: the site's own origin and CORS_ORIGINS may call it from a browser; a preflight
 * (OPTIONS) is answered at once with 204. The headers are set before the call is answered, as
 * prepared headers, never added to the finished answer: on Node a finished JSON answer is written
 * straight from its string, and touching it afterwards would turn it into a stream (a third of a
 * small read's time; docs/decisions/0275-request-pipeline.md).
 */
import type { Context, MiddlewareHandler } from "hono";

export interface CorsOptions {
  origins: readonly string[];
  allowHeaders: readonly string[];
  allowMethods: readonly string[];
  exposeHeaders: readonly string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

/** The headers every answer carries for `origin` (the request's Origin header, if any). */
export function corsHeaders(options: CorsOptions, origin: string | undefined): [string, string][] {
  const headers: [string, string][] = [];
  if (origin && options.origins.includes(origin)) headers.push(["Access-Control-Allow-Origin", origin]);
  headers.push(["Access-Control-Expose-Headers", options.exposeHeaders.join(",")]);
  return headers;
}

export function cors(options: CorsOptions): MiddlewareHandler {
  const allowMethods = options.allowMethods.join(",");
  const allowHeaders = options.allowHeaders.join(",");
  return async (c: Context, next): Promise<Response | undefined> => {
    const headers = corsHeaders(options, c.req.header("origin"));
    for (const [name, value] of headers) c.header(name, value);
    c.header("Vary", "Origin", { append: true });
    if (c.req.method === "OPTIONS") {
      c.header("Access-Control-Max-Age", String(options.maxAge));
      c.header("Access-Control-Allow-Methods", allowMethods);
      c.header("Access-Control-Allow-Headers", allowHeaders);
      c.header("Vary", "Access-Control-Request-Headers", { append: true });
      return c.body(null, 204);
    }
    await next();
    // An answer made as a Response of its own (a download) did not take the prepared headers.
    const answer = c.res.headers;
    if (!answer.has("Access-Control-Expose-Headers")) {
      for (const [name, value] of headers) answer.set(name, value);
      answer.append("Vary", "Origin");
    }
    return undefined;
  };
}
