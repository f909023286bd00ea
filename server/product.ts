/**
 * The whole product in one Node process: the API under /api, the pre-rendered site (with the
 * dashboard rewrite and a real 404), the local mail viewer, security headers, compression and a
 * graceful shutdown. `npm start` runs this; `server/api-only.ts` runs the API alone.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createApp } from "./app";
import { type AppConfig, loadConfig } from "./config";
import { startOutboxPruning } from "./jobs/outbox-pruning";
import { startRenewalTimer } from "./jobs/renewal-timer";
import { paystackSandbox } from "./payments/sandbox";
import { SANDBOX_PATH } from "./payments/settings";
import { closeServices, createServices, outboxDir } from "./services";
import { createBuildRequestQueue } from "./static/build-requests";
import { createSiteBuilder, type SiteBuilder } from "./static/builder";
import { mailViewer } from "./static/mail-viewer";
import { securityHeaders } from "./static/security-headers";
import { siteHandler } from "./static/site";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The API reads the static pages are built from; their answers are part of the build fingerprint. */
const SITE_DATA_PATHS = [
  "/tour/admin/getTournaments",
  "/coach/getCoaches/all",
  "/plan/getPlans/children",
  "/plan/getPlans/adult",
  "/plan/getPlans/special",
  "/plan/training-packages",
];

export interface RunningProduct {
  url: string;
  config: AppConfig;
  builder: SiteBuilder;
  server: ServerType;
  close(): Promise<void>;
}

export async function startProduct(overrides: Partial<AppConfig> = {}): Promise<RunningProduct> {
  const config = { ...loadConfig(), ...overrides };
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
  const api = createApp({
    ...services,
    config,
    onSiteDataChanged: (reason: string) => void buildRequests.request(reason),
  });

  const renewals = startRenewalTimer({ ...services, config, now: () => new Date() });
  const outboxPruning = config.smtpUrl ? undefined : startOutboxPruning(outboxDir(config));

  builder = createSiteBuilder({
    rootDir: ROOT_DIR,
    distDir,
    apiUrl: `${url}/api`,
    deployHookUrl: config.deployHookUrl,
    // The requests queue has debounced already.
    debounceMs: 0,
    readSiteData: async () => {
      const answers = await Promise.all(SITE_DATA_PATHS.map(async (p) => (await api.request(p)).text()));
      return answers.join("\n");
    },
  });
  const siteBuilder = builder;

  let ready = false;
  const app = new Hono();
  app.use(securityHeaders());
  // Ready once the API answers and the site matches its data: what tests and load balancers wait for.
  app.get("/ready", (c) =>
    ready ? c.json({ status: "ready" }) : c.json({ message: "The site is being built" }, 503),
  );
  app.use(compress());
  app.route("/api", api);
  if (services.payments.mode === "sandbox") {
    app.route(SANDBOX_PATH, paystackSandbox({ db: services.db, config }));
  }
  if (!config.production) app.route("/dev/mail", mailViewer(outboxDir(config)));
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

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  console.log(`Tennis community running at http://localhost:${config.port}`);

  if (config.buildSite) await siteBuilder.ensureFresh();
  ready = true;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      buildRequests.dispose();
      siteBuilder.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await renewals.stop();
      outboxPruning?.stop();
      await closeServices(services);
    })();
    return closing;
  };
  return { url, config, builder: siteBuilder, server, close };
}

/** Stop cleanly on Ctrl+C or a platform's SIGTERM: finish in-flight requests, close the database. */
export function closeOnSignals(product: { close(): Promise<void> }) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.log(`${signal} received, shutting down`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      product.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
