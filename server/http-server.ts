/**
 * What every server process of the product (`npm start`, `npm run dev`, `npm run api`) puts between
 * the network and its app: the security headers on every answer, and a closed connection after an
 * answer that was sent before the request's body had arrived.
 */
import { type HttpBindings, type ServerType, serve } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { answerClientError, DEFAULT_HTTP_LIMITS, type HttpLimits, serverOptions } from "./lib/http-limits";
import { securityHeaders } from "./static/security-headers";

interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * An answer given before the whole request body came in (a 413 from the declared length, a 401
 * before the body is read) leaves the rest of the body on the connection. Keeping such a connection
 * alive would let the client send its next request after bytes the server will never read, and the
 * server drops it unannounced; saying `Connection: close` makes the client open a fresh one instead.
 * A body that did arrive in full but was left unread is discarded and the connection kept.
 */
export function closeWhenBodyUnread(): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    if (incoming && !incoming.complete) c.res.headers.set("Connection", "close");
  };
}

/** `app` as the network sees it: security headers on every answer, unread bodies closing the connection. */
export function frontOf(app: FetchApp): Hono<{ Bindings: Partial<HttpBindings> }> {
  const front = new Hono<{ Bindings: Partial<HttpBindings> }>();
  front.use(securityHeaders());
  front.use(closeWhenBodyUnread());
  // Handed the request whole, so the app keeps its own not-found and error handlers.
  front.all("*", (c) => app.fetch(c.req.raw, c.env));
  return front;
}

/**
 * Serves `app` behind its front on `port` (0: any free port), once it is listening, with the
 * connection limits (server/lib/http-limits.ts); rejects when it cannot (port taken).
 */
export function listen(
  app: FetchApp,
  { port, host, limits = DEFAULT_HTTP_LIMITS }: { port: number; host: string; limits?: HttpLimits },
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: frontOf(app).fetch, port, hostname: host, serverOptions: serverOptions(limits) },
      () => {
        server.off("error", reject);
        resolve(server);
      },
    );
    server.once("error", reject);
    server.maxConnections = limits.maxConnections;
    server.on("clientError", answerClientError(limits));
  });
}

/** The port a server really listens on (the one chosen for port 0). */
export function listeningPort(server: ServerType): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}
