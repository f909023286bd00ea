/**
 * What operators see of the API: log lines (JSON, a request id on each, one access line per
 * request), `/metrics` in Prometheus' text format by route pattern, errors sent to a Sentry-style
 * tracker (a local stand-in here), fast 503s while the database is unreachable, cache headers on
 * the public catalogue and the warning about an unset TRUST_PROXY_HOPS behind a proxy.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AppDeps, createApp, DATABASE_UNAVAILABLE_MESSAGE } from "./app";
import { type DatabaseAvailability, databaseAvailability } from "./db/availability";
import type { Database, DatabaseHandle } from "./db/client";
import { CATALOGUE_CACHE_CONTROL } from "./lib/catalogue-cache";
import { createErrorReporter, parseDsn } from "./lib/error-reporter";
import {
  configureLog,
  defaultLogSettings,
  log,
  logLine,
  restoreConsole,
  routeConsoleToLog,
  withRequestId,
} from "./lib/log";
import { createMetricsRegistry } from "./lib/metrics";
import { mainPortMetrics, metricsPortApp } from "./lib/metrics-endpoint";
import { createServerMetrics, registerDatabaseGauges } from "./lib/server-metrics";
import { memoryMailer } from "./mail/mailer";
import { testConfig } from "./testing/harness";
import { openTestDatabase } from "./testing/test-database";

let database: DatabaseHandle;
const lines: { out: string[]; err: string[] } = { out: [], err: [] };
const FIXED = new Date("2026-11-22T12:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  lines.out.length = 0;
  lines.err.length = 0;
  restoreConsole();
  configureLog(defaultLogSettings());
});

function capture() {
  configureLog({
    format: "json",
    now: () => FIXED,
    sink: { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) },
  });
}

const parsed = (list: string[]) => list.map((line) => JSON.parse(line) as Record<string, unknown>);

function app(overrides: Partial<AppDeps> = {}) {
  return createApp({ db: database.db, mailer: memoryMailer(), config: testConfig(), ...overrides });
}

describe("log lines", () => {
  it("are one JSON object per line, carrying the request id while a request is answered", () => {
    capture();
    log.info("outside");
    withRequestId("req-7", () => log.warn("inside", { attempt: 2 }));
    expect(parsed(lines.out)).toEqual([{ time: FIXED.toISOString(), level: "info", msg: "outside" }]);
    expect(parsed(lines.err)).toEqual([
      { time: FIXED.toISOString(), level: "warn", msg: "inside", requestId: "req-7", attempt: 2 },
    ]);
  });

  it("can be plain text for a terminal", () => {
    configureLog({ format: "text" });
    expect(withRequestId("r1", () => logLine("error", "broke", { code: 5 }))).toBe("ERROR [r1] broke code=5");
  });

  it("give each request one access line, and console lines written while answering its id", async () => {
    capture();
    routeConsoleToLog();
    const api = app({ accessLog: true });
    const answer = await api.request("/coach/getCoach/0123456789abcdef01234567", {
      headers: { "x-request-id": "trace-9" },
    });
    expect(answer.headers.get("x-request-id")).toBe("trace-9");
    const access = parsed(lines.out).filter((l) => l.msg === "request");
    expect(access).toEqual([
      expect.objectContaining({
        requestId: "trace-9",
        method: "GET",
        route: "/coach/getCoach/:id",
        path: "/coach/getCoach/0123456789abcdef01234567",
        status: answer.status,
        durationMs: expect.any(Number),
      }),
    ]);

    // A module that writes with console.log while a request is answered: its line carries the id.
    const wrapper = new Hono();
    wrapper.use(async (_c, next) => withRequestId("outer-1", next));
    wrapper.get("/x", (c) => {
      console.log("working on %s", "it");
      return c.text("ok");
    });
    await wrapper.request("/x");
    expect(parsed(lines.out).find((l) => l.msg === "working on it")).toMatchObject({ requestId: "outer-1" });
  });
});

describe("the metrics registry", () => {
  it("writes counters, cumulative histogram buckets and gauges in the text format", async () => {
    const registry = createMetricsRegistry();
    const hits = registry.counter({ name: "hits_total", help: "Hits." });
    hits.inc({ route: '/a/"b"' });
    hits.inc({ route: '/a/"b"' }, 2);
    const latency = registry.histogram({ name: "latency_seconds", help: "Latency.", buckets: [0.1, 1] });
    latency.observe({ route: "/a" }, 0.05);
    latency.observe({ route: "/a" }, 0.5);
    latency.observe({ route: "/a" }, 5);
    registry.gauge({ name: "backlog", help: "Waiting.", collect: () => [{ labels: {}, value: 4 }] });
    registry.gauge({
      name: "broken",
      help: "Fails.",
      collect: () => {
        throw new Error("no");
      },
    });
    expect(await registry.text()).toBe(
      [
        "# HELP hits_total Hits.",
        "# TYPE hits_total counter",
        'hits_total{route="/a/\\"b\\""} 3',
        "# HELP latency_seconds Latency.",
        "# TYPE latency_seconds histogram",
        'latency_seconds_bucket{route="/a",le="0.1"} 1',
        'latency_seconds_bucket{route="/a",le="1"} 2',
        'latency_seconds_bucket{route="/a",le="+Inf"} 3',
        'latency_seconds_sum{route="/a"} 5.55',
        'latency_seconds_count{route="/a"} 3',
        "# HELP backlog Waiting.",
        "# TYPE backlog gauge",
        "backlog 4",
        "",
      ].join("\n"),
    );
    expect(() => registry.counter({ name: "hits_total", help: "Again." })).toThrow(/twice/);
  });

  it("counts requests by route pattern, not by path, and shows the database and payments", async () => {
    const metrics = createServerMetrics();
    registerDatabaseGauges(metrics.registry, database, { max: 10 });
    const api = app({ metrics });
    for (const id of ["0123456789abcdef01234567", "fedcba9876543210fedcba98"])
      await api.request(`/coach/getCoach/${id}`);
    await api.request("/plan/getPlans/adult");
    const text = await metrics.registry.text();
    expect(text).toContain('http_requests_total{method="GET",route="/coach/getCoach/:id",status="404"} 2');
    expect(text).toContain(
      'http_requests_total{method="GET",route="/plan/getPlans/:category",status="200"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/coach\/getCoach\/:id"\} 2/,
    );
    expect(text).not.toContain("0123456789abcdef01234567");
    expect(text).toContain("database_up 1");
    expect(text).toContain("database_pool_max_connections 10");
    expect(text).toContain("# TYPE payments gauge");
  });

  it("are served only on their own port or behind their token", async () => {
    const registry = createMetricsRegistry();
    registry.gauge({ name: "up", help: "Up.", collect: () => [{ labels: {}, value: 1 }] });
    expect(mainPortMetrics({ metricsToken: undefined }, registry)).toBeUndefined();
    const guarded = mainPortMetrics({ metricsToken: "s3cret-token" }, registry)!;
    expect((await guarded.request("/metrics")).status).toBe(401);
    expect((await guarded.request("/metrics", { headers: { authorization: "Bearer wrong" } })).status).toBe(
      401,
    );
    const ok = await guarded.request("/metrics", { headers: { authorization: "Bearer s3cret-token" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await ok.text()).toContain("up 1");
    const own = metricsPortApp({ metricsToken: undefined }, registry);
    expect((await own.request("/metrics")).status).toBe(200);
    expect((await own.request("/ready")).status).toBe(404);
  });
});

describe("the error reporter", () => {
  let tracker: Server;
  const received: { url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
  beforeAll(async () => {
    tracker = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ url: req.url ?? "", headers: req.headers, body });
        res.writeHead(200, { "content-type": "application/json" }).end('{"id":"x"}');
      });
    });
    tracker.listen(0, "127.0.0.1");
    await once(tracker, "listening");
  });
  afterAll(() => tracker.close());

  it("sends an unexpected error as a Sentry envelope with the request id, and nothing of the request", async () => {
    const { port } = tracker.address() as AddressInfo;
    const dsn = `http://publickey123@127.0.0.1:${port}/42`;
    expect(parseDsn(dsn).envelopeUrl).toBe(`http://127.0.0.1:${port}/api/42/envelope/`);
    const reporter = createErrorReporter({ dsn, environment: "test" });
    capture();
    const broken = {
      select() {
        throw new TypeError("cannot read the tournaments");
      },
    } as unknown as Database;
    const api = app({ db: broken, errorReporter: reporter });
    const answer = await api.request("/tour/admin/getTournaments?password=hunter2", {
      headers: { "x-request-id": "req-err-1", authorization: "Bearer secret-token" },
    });
    expect(answer.status).toBe(500);
    await reporter.flush();

    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.url).toBe("/api/42/envelope/");
    expect(sent!.headers["x-sentry-auth"]).toMatch(/sentry_key=publickey123/);
    const [header, item, event] = sent!.body.split("\n").map((l) => JSON.parse(l));
    expect(header).toMatchObject({ event_id: expect.stringMatching(/^[0-9a-f]{32}$/), dsn });
    expect(item).toMatchObject({ type: "event" });
    expect(event).toMatchObject({
      event_id: header.event_id,
      level: "error",
      environment: "test",
      tags: { request_id: "req-err-1", route: "/tour/admin/getTournaments" },
      exception: { values: [{ type: "TypeError", value: "cannot read the tournaments" }] },
    });
    expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0);
    expect(sent!.body).not.toMatch(/hunter2|secret-token/);
    // The error is also in the log, with the same request id.
    expect(parsed(lines.err)).toEqual([expect.objectContaining({ level: "error", requestId: "req-err-1" })]);
  });

  it("does nothing without SENTRY_DSN", async () => {
    const before = received.length;
    const reporter = createErrorReporter({
      dsn: undefined,
      fetch: () => Promise.reject(new Error("must not be called")),
    });
    reporter.capture(new Error("x"));
    await reporter.flush();
    expect(received).toHaveLength(before);
  });
});

describe("a database that cannot be reached", () => {
  const refused = () =>
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

  it("answers 503 JSON at once, logs it once, and serves again once a probe gets through", async () => {
    let reachable = false;
    const logged: string[] = [];
    const availability: DatabaseAvailability = databaseAvailability({
      probe: async () => {
        if (!reachable) throw refused();
      },
      probeEveryMs: 20,
      log: (_level, message) => logged.push(message),
    });
    const failing = {
      select() {
        throw Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), {
          code: "CONNECTION_CLOSED",
        });
      },
    } as unknown as Database;
    const api = app({ db: failing, availability });
    try {
      for (let i = 0; i < 5; i++) {
        const answer = await api.request("/tour/admin/getTournaments", {
          headers: { origin: "http://localhost:4321" },
        });
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        // Readable by the site's pages on another origin too.
        expect(answer.headers.get("access-control-allow-origin")).toBe("http://localhost:4321");
        expect(await answer.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      expect(availability.down()).toBe(true);
      expect(logged).toEqual([expect.stringMatching(/^Database unreachable \(write CONNECTION_CLOSED/)]);
      reachable = true;
      await expect.poll(() => availability.down()).toBe(false);
      expect(logged).toHaveLength(2);
      expect(logged[1]).toBe("Database reachable again");
    } finally {
      availability.stop();
    }
  });

  it("tells a refused connection to another service from the database's by probing", async () => {
    const availability = databaseAvailability({ probe: async () => undefined, log: () => undefined });
    try {
      expect(
        await availability.failed(Object.assign(new TypeError("fetch failed"), { cause: refused() })),
      ).toBe(false);
      expect(availability.down()).toBe(false);
      expect(
        await availability.failed(Object.assign(new Error("the database is starting up"), { code: "57P03" })),
      ).toBe(true);
    } finally {
      availability.stop();
    }
  });
});

describe("the public catalogue", () => {
  it("carries cache headers a CDN can use, never on a request with a token", async () => {
    const api = app();
    const anonymous = await api.request("/coach/getCoaches/all");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBe(CATALOGUE_CACHE_CONTROL);
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);
    const plans = await api.request("/plan/getPlans/adult");
    expect(plans.headers.get("cache-control")).toBe(CATALOGUE_CACHE_CONTROL);
    const withToken = await api.request("/coach/getCoaches/all", {
      headers: { authorization: "Bearer abc" },
    });
    expect(withToken.headers.get("cache-control")).toBe("no-store");
    const member = await api.request("/me");
    expect(member.headers.get("cache-control")).toBeNull();
  });
});

describe("requests through a proxy with TRUST_PROXY_HOPS unset", () => {
  it("are warned about once", async () => {
    capture();
    const api = app();
    for (let i = 0; i < 3; i++)
      await api.request("/plan/training-packages", { headers: { "x-forwarded-for": "203.0.113.9" } });
    const warnings = parsed(lines.err).filter((l) => l.event === "trust_proxy_unset");
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]!.msg)).toContain("TRUST_PROXY_HOPS");

    lines.err.length = 0;
    const trusted = createApp({
      db: database.db,
      mailer: memoryMailer(),
      config: testConfig({ trustProxyHops: 1 }),
    });
    await trusted.request("/plan/training-packages", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(parsed(lines.err).filter((l) => l.event === "trust_proxy_unset")).toEqual([]);
  });
});
