/**
 * The API alone, for a deployment where the static site sits on a CDN (`npm run api`): the same
 * routes as under /api in `npm start`, at the root of this server, behind the same front,
 * compressed, and `/ready` for the load balancer (503 while shutting down or while the database
 * cannot be reached). It listens first; the payments housekeeping runs in the background, once an
 * hour across all replicas. `/metrics` is served on METRICS_PORT, or behind METRICS_TOKEN. In demo
 * mode it also serves the payment sandbox's checkout, as `npm start` does.
 */
import type { ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "./app";
import { type AppConfig, loadConfig } from "./config";
import { listen, listeningPort } from "./http-server";
import { housekeepingLock, startRenewalTimer } from "./jobs/renewal-timer";
import { compression } from "./lib/compression";
import { demoHostsOnly } from "./lib/demo-guards";
import { createErrorReporter } from "./lib/error-reporter";
import { log } from "./lib/log";
import { listenMetrics, mainPortMetrics } from "./lib/metrics-endpoint";
import { createServerMetrics, registerDatabaseGauges } from "./lib/server-metrics";
import { closeWhileDraining, readiness } from "./lifecycle";
import { deliveriesSettled, startMailSender } from "./mail/mail-outbox";
import { startMessageSender } from "./messaging/outbox";
import { messagingSettings } from "./messaging/settings";
import { paystackSandbox } from "./payments/sandbox";
import { SANDBOX_PATH } from "./payments/settings";
import { closeServices, createServices, type Services } from "./services";
import { createBuildRequestQueue, postDeployHook } from "./static/build-requests";
import { createRebuildCoalescer } from "./static/rebuild-coalescer";
import { recordSiteBuild } from "./static/site-status";

export interface RunningApi {
  url: string;
  config: AppConfig;
  server: ServerType;
  /** The metrics port's server, when METRICS_PORT is set. */
  metricsServer: ServerType | undefined;
  close(): Promise<void>;
}

/** `/ready`'s answer when the database cannot be reached. */
export const DATABASE_NOT_READY = "The database cannot be reached";

export async function startApiServer(overrides: Partial<AppConfig> = {}): Promise<RunningApi> {
  const config = { ...loadConfig(), ...overrides };
  const services = await createServices(config);
  try {
    return await serveApi(config, services);
  } catch (error) {
    await closeServices(services);
    throw error;
  }
}

async function serveApi(config: AppConfig, services: Services): Promise<RunningApi> {
  const metrics = createServerMetrics();
  registerDatabaseGauges(metrics.registry, services.database, {
    max: config.databasePool.max,
    applicationName: services.database.applicationName,
  });
  const errorReporter = createErrorReporter({ dsn: config.sentryDsn, environment: config.nodeEnv });
  // The site is on a static host: changes reach it through its deploy hook, one call per burst
  // whichever instance saw them, and no more often than the minimum interval across instances.
  const deployHookUrl = config.deployHookUrl;
  const deploys = deployHookUrl
    ? createRebuildCoalescer({
        run: (reasons) => recordSiteBuild(services.db, () => postDeployHook(deployHookUrl, reasons)),
        minIntervalMs: config.siteRebuildMinIntervalMs,
      })
    : undefined;
  const buildRequests = deploys
    ? createBuildRequestQueue({
        db: services.db,
        minIntervalMs: config.siteRebuildMinIntervalMs,
        onClaimed: (reasons) => deploys.request(reasons.join("; ")),
      })
    : undefined;
  const availability = services.database.availability;
  const api = createApp({
    ...services,
    config,
    availability,
    metrics,
    errorReporter,
    accessLog: true,
    onSiteDataChanged: (reason) => void buildRequests?.request(reason),
  });
  const state = readiness("Starting");
  const app = new Hono();
  // Demo mode (on with DEMO_MODE only) answers only at its own names, as `npm start` does.
  if (config.demoMode) app.use(demoHostsOnly(config.publicSiteUrl));
  app.use(closeWhileDraining(state));
  // JSON and text only: images are compressed already (hono's compress skips their types).
  app.use(compression());
  app.get("/ready", async (c) => {
    const notReady = state.reason();
    if (notReady) return c.json({ message: notReady }, 503);
    // Down already: said at once; else a probe, so a database lost while idle is noticed too.
    if (availability.down() || !(await availability.check()))
      return c.json({ message: DATABASE_NOT_READY }, 503);
    return c.json({ status: "ready" });
  });
  const metricsOnMainPort = mainPortMetrics(config, metrics.registry);
  if (metricsOnMainPort) app.route("/", metricsOnMainPort);
  // A demo made of API replicas takes a browser payment too: the sandbox keeps its state in the
  // database, so any replica serves its checkout; the front sends /sandbox/ here like /api/.
  if (services.payments.mode === "sandbox") {
    app.route(SANDBOX_PATH, paystackSandbox({ db: services.db, config }));
  }
  app.route("/", api);

  const server = await listen(app, { port: config.port, host: config.host, limits: config.httpLimits });
  const metricsServer = await listenMetrics(config, metrics.registry, server);
  state.ready();
  const url = `http://${config.host}:${listeningPort(server)}`;
  log.info(`API listening on ${url}`, {
    ...(metricsServer ? { metrics: `http://${config.host}:${listeningPort(metricsServer)}/metrics` } : {}),
  });
  // Mail queued in the outbox and not delivered at once (mail server down, a crash) goes out here.
  const mailSender = startMailSender({ db: services.db, mailer: services.mailer });
  // Messages (WhatsApp, SMS, push) queued with what they report, sent and retried here.
  const messageSender = startMessageSender({
    db: services.db,
    mailer: services.mailer,
    settings: messagingSettings(config),
    siteUrl: config.publicSiteUrl,
    now: () => new Date(),
  });
  const housekeeping = startRenewalTimer(
    { ...services, config, now: () => new Date() },
    {
      lock: housekeepingLock(services.database),
      recoveryAfterStartMs: config.recoveryAfterStartMs,
      onTurn: (outcome) => metrics.housekeepingRuns.inc({ outcome }),
    },
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      state.draining();
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      buildRequests?.dispose();
      deploys?.dispose();
      const stopped = Promise.all([housekeeping.stop(), mailSender.stop(), messageSender.stop()]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (metricsServer) {
        const metricsClosed = metricsServer;
        await new Promise<void>((resolve) => metricsClosed.close(() => resolve()));
      }
      await stopped;
      await errorReporter.flush();
      await deliveriesSettled();
      await closeServices(services);
    })();
    return closing;
  };
  return { url, config, server, metricsServer, close };
}
