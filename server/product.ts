/**
 * The whole product in one Node process: the API under /api, the pre-rendered site (with the
 * dashboard rewrite and a real 404), the local mail viewer and the housekeeping on demand (demo
 * mode only), compression and a graceful shutdown, behind the front every server shares (security
 * headers; `server/http-server.ts`). `npm start` runs this; `server/api-only.ts` runs the API alone.
 *
 * It listens first and does the slow work after: the site build (when stale) while `/ready`
 * answers 503, and the payments housekeeping in the background.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { tournaments as tournamentsCall } from "@/shared/api/calls";
import type { Tournament } from "@/shared/api/contract";
import { allUpcomingTournaments } from "@/shared/api/tournament-pages";
import { createApp } from "./app";
import { type AppConfig, loadConfig } from "./config";
import { listen } from "./http-server";
import { demoHousekeeping } from "./jobs/demo-housekeeping";
import { startOutboxPruning } from "./jobs/outbox-pruning";
import { housekeepingLock, startRenewalTimer } from "./jobs/renewal-timer";
import { compression } from "./lib/compression";
import { demoHostsOnly } from "./lib/demo-guards";
import { createErrorReporter } from "./lib/error-reporter";
import { listenMetrics, mainPortMetrics } from "./lib/metrics-endpoint";
import { createServerMetrics, registerDatabaseGauges } from "./lib/server-metrics";
import { closeWhileDraining, readiness } from "./lifecycle";
import { deliveriesSettled, startMailSender } from "./mail/mail-outbox";
import { startMessageSender } from "./messaging/outbox";
import { messagingSettings, STAND_INS_PATH } from "./messaging/settings";
import { messageStandIns, standInBehaviour, standInViewer } from "./messaging/stand-ins";
import { paystackSandbox } from "./payments/sandbox";
import { SANDBOX_PATH } from "./payments/settings";
import { closeServices, createServices, outboxDir } from "./services";
import { createBuildRequestQueue } from "./static/build-requests";
import { createSiteBuilder, type SiteBuilder } from "./static/builder";
import { mailViewer } from "./static/mail-viewer";
import { siteHandler } from "./static/site";
import { recordSiteBuild } from "./static/site-status";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The API reads the static pages are built from; their answers, and every page of the upcoming
 * tournaments, are the build fingerprint.
 */
const SITE_DATA_PATHS = [
  "/tournaments/recent",
  "/coach/getCoaches/all",
  "/plan/getPlans/children",
  "/plan/getPlans/adult",
  "/plan/getPlans/special",
  "/plan/training-packages",
  "/plan/membership-prices",
  "/tournaments/draws",
  "/tournaments/groups",
  "/tournaments/order-of-play",
  "/ladder",
];

export interface RunningProduct {
  url: string;
  config: AppConfig;
  builder: SiteBuilder;
  server: ServerType;
  /** Resolves once the site matches its data (at once without `buildSite`) and `/ready` says so. */
  siteReady: Promise<void>;
  /**
   * Drains and stops: `/ready` answers 503 (for `shutdownDrainMs` before the server stops taking
   * connections), in-flight requests finish, a running site build is stopped and its folder
   * removed, the housekeeping job stops, the database closes.
   */
  close(): Promise<void>;
}

export async function startProduct(overrides: Partial<AppConfig> = {}): Promise<RunningProduct> {
  const config = { ...loadConfig(process.env, { demoByDefault: true }), ...overrides };
  const services = await createServices(config);
  const url = `http://127.0.0.1:${config.port}`;
  // DIST_DIR lets parallel test runs keep separate builds; the default is the repo's dist/.
  const distDir = path.resolve(ROOT_DIR, process.env.DIST_DIR ?? "dist");

  let builder: SiteBuilder | undefined;
  // Through the database, so a burst of changes on any number of instances makes one build.
  const buildRequests = createBuildRequestQueue({
    db: services.db,
    onClaimed: (reasons) => builder?.requestRebuild(reasons.join("; ")),
  });
  const metrics = createServerMetrics();
  registerDatabaseGauges(metrics.registry, services.database, {
    max: config.databasePool.max,
    applicationName: services.database.applicationName,
  });
  const errorReporter = createErrorReporter({ dsn: config.sentryDsn, environment: config.nodeEnv });
  const availability = services.database.availability;
  const messaging = messagingSettings(config);
  const api = createApp({
    ...services,
    messaging,
    config,
    availability,
    metrics,
    errorReporter,
    accessLog: true,
    onSiteDataChanged: (reason: string) => void buildRequests.request(reason),
  });

  const outboxPruning = config.smtpUrl ? undefined : startOutboxPruning(outboxDir(config));

  builder = createSiteBuilder({
    rootDir: ROOT_DIR,
    distDir,
    apiUrl: `${url}/api`,
    deployHookUrl: config.deployHookUrl,
    // The requests queue has debounced already.
    debounceMs: 0,
    recordBuild: (run) => recordSiteBuild(services.db, run),
    minIntervalMs: config.siteRebuildMinIntervalMs,
    readSiteData: async () => {
      const answers = await Promise.all(SITE_DATA_PATHS.map(async (p) => (await api.request(p)).text()));
      // Every page of the upcoming tournaments, as the site's loader reads them.
      const upcoming = await allUpcomingTournaments<Tournament>(async (after) =>
        (
          await api.request(
            after === undefined
              ? tournamentsCall.path
              : `${tournamentsCall.path}?after=${encodeURIComponent(after)}`,
          )
        ).json(),
      );
      return [JSON.stringify(upcoming), ...answers].join("\n");
    },
  });
  const siteBuilder = builder;

  const state = readiness("The site is being built");
  const app = new Hono();
  // Demo mode answers only at its own names: no other site can rebind its name to this server.
  if (config.demoMode) app.use(demoHostsOnly(config.publicSiteUrl));
  app.use(closeWhileDraining(state));
  // Ready once the API answers and the site matches its data, and no longer while shutting down:
  // what tests and load balancers watch.
  app.get("/ready", async (c) => {
    const notReady = state.reason();
    if (notReady) return c.json({ message: notReady }, 503);
    if (availability.down() || !(await availability.check()))
      return c.json({ message: "The database cannot be reached" }, 503);
    return c.json({ status: "ready" });
  });
  app.use(compression());
  const metricsOnMainPort = mainPortMetrics(config, metrics.registry);
  if (metricsOnMainPort) app.route("/", metricsOnMainPort);
  app.route("/api", api);
  if (services.payments.mode === "sandbox") {
    app.route(SANDBOX_PATH, paystackSandbox({ db: services.db, config }));
  }
  // Every reset code lands here: demo mode only (a loopback address, never production).
  if (config.demoMode) app.route("/dev/mail", mailViewer(outboxDir(config)));
  // The WhatsApp, Termii and push stand-ins, and what they were sent: demo mode only.
  if (config.demoMode) {
    app.route(
      STAND_INS_PATH,
      messageStandIns({ db: services.db, settings: messaging, behaviour: standInBehaviour() }),
    );
    app.route("/dev/messages", standInViewer(services.db));
  }
  const housekeepingDeps = { ...services, config, now: () => new Date() };
  const lock = housekeepingLock(services.database);
  // The housekeeping on demand, for journeys; it answers 404 itself outside demo mode.
  app.route("/dev/housekeeping", demoHousekeeping({ config, deps: housekeepingDeps, lock }));
  app.all(
    "*",
    siteHandler(
      () => (siteBuilder.hasSite() ? distDir : null),
      (c) =>
        c.html(
          "<!doctype html><title>Starting</title><p>The site is being built. Reload in a moment.</p>",
          503,
        ),
    ),
  );

  const server = await listen(app, { port: config.port, host: config.host, limits: config.httpLimits });
  const metricsServer = await listenMetrics(config, metrics.registry, server);
  console.log(`Tennis community running at http://localhost:${config.port}`);

  // Payments a crash or a lost webhook left pending are settled in the background when the hourly
  // run is due, again a minute after start (those too young at first), then hourly.
  // Mail queued in the outbox and not delivered at once (mail server down, a crash) goes out here.
  const mailSender = startMailSender({ db: services.db, mailer: services.mailer });
  // Messages (WhatsApp, SMS, push) queued with what they report, sent and retried here.
  const messageSender = startMessageSender({
    db: services.db,
    mailer: services.mailer,
    settings: messaging,
    siteUrl: config.publicSiteUrl,
    now: () => new Date(),
  });
  const housekeeping = startRenewalTimer(housekeepingDeps, {
    lock,
    recoveryAfterStartMs: config.recoveryAfterStartMs,
    onTurn: (outcome) => metrics.housekeepingRuns.inc({ outcome }),
  });

  let closing: Promise<void> | undefined;
  const siteReady = (async () => {
    try {
      if (config.buildSite) await siteBuilder.ensureFresh();
      state.ready();
    } catch (error) {
      // A build stopped by the shutdown is no failure.
      if (!closing) throw error;
    }
  })();
  // The caller may not be listening yet; a failure still reaches whoever awaits it.
  siteReady.catch(() => undefined);

  const close = () => {
    closing ??= (async () => {
      state.draining();
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      buildRequests.dispose();
      const background = Promise.all([
        siteBuilder.stop(),
        housekeeping.stop(),
        mailSender.stop(),
        messageSender.stop(),
      ]);
      // Stops taking connections and waits for the requests in flight.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      metricsServer?.close();
      await background;
      outboxPruning?.stop();
      await errorReporter.flush();
      await deliveriesSettled();
      await closeServices(services);
    })();
    return closing;
  };
  return { url, config, builder: siteBuilder, server, siteReady, close };
}
