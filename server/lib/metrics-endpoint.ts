/**
 * Where `/metrics` is served: on a port of its own (`METRICS_PORT`, for a scraper inside the
 * private network), and on the main port only behind a bearer token (`METRICS_TOKEN`). With
 * neither set there is no `/metrics` at all: it is never public without one of them.
 */
import { timingSafeEqual } from "node:crypto";
import type { ServerType } from "@hono/node-server";
import { type Context, Hono } from "hono";
import type { AppConfig } from "../config";
import { listen } from "../http-server";
import { METRICS_CONTENT_TYPE, type MetricsRegistry } from "./metrics";

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given?.startsWith("Bearer ")) return false;
  const a = Buffer.from(given.slice("Bearer ".length));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The text format, for a scraper that may also have to show `token`. */
export function metricsHandler(registry: MetricsRegistry, token: string | undefined) {
  return async (c: Context) => {
    if (token && !tokenMatches(c.req.header("authorization"), token)) {
      c.header("www-authenticate", 'Bearer realm="metrics"');
      return c.json({ message: "The metrics need their token (Authorization: Bearer ...)" }, 401);
    }
    return c.body(await registry.text(), 200, {
      "content-type": METRICS_CONTENT_TYPE,
      "cache-control": "no-store",
    });
  };
}

/** `/metrics` on the main port: only with METRICS_TOKEN. */
export function mainPortMetrics(
  config: Pick<AppConfig, "metricsToken">,
  registry: MetricsRegistry,
): Hono | undefined {
  if (!config.metricsToken) return undefined;
  return new Hono().get("/metrics", metricsHandler(registry, config.metricsToken));
}

/** The app of the metrics port: `/metrics` (behind METRICS_TOKEN too when it is set), nothing else. */
export function metricsPortApp(config: Pick<AppConfig, "metricsToken">, registry: MetricsRegistry): Hono {
  const app = new Hono();
  app.get("/metrics", metricsHandler(registry, config.metricsToken));
  app.all("*", (c) => c.json({ message: "Only /metrics is served here" }, 404));
  return app;
}

/**
 * Starts the metrics port when METRICS_PORT is set (undefined otherwise). When it cannot listen, the
 * main server `main` is closed too and the error thrown: a start-up failure, said in one line.
 */
export async function listenMetrics(
  config: Pick<AppConfig, "metricsPort" | "metricsToken" | "host">,
  registry: MetricsRegistry,
  main: ServerType,
): Promise<ServerType | undefined> {
  if (config.metricsPort === undefined) return undefined;
  try {
    return await listen(metricsPortApp(config, registry), { port: config.metricsPort, host: config.host });
  } catch (error) {
    main.close();
    throw error;
  }
}
