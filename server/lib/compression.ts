/**
 * Compressed answers (gzip or deflate, hono's compress: JSON and text only, images being compressed
 * already) for clients that accept them. `Vary: Accept-Encoding` is set before the answer is made,
 * and a client that accepts no encoding (a health probe, a load tester) gets the answer untouched,
 * written straight from its string (see server/lib/cors.ts).
 */
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

export function compression(): MiddlewareHandler {
  const compressing = compress();
  return (c, next) => {
    c.header("Vary", "Accept-Encoding", { append: true });
    return c.req.header("accept-encoding") ? compressing(c, next) : next();
  };
}
