/**
 * The API alone, for a deployment where the static site sits on a CDN (`npm run api`): the same
 * routes as under /api in `npm start`, at the root of this server, behind the same front, and
 * `/ready` for the load balancer (503 while shutting down). It listens first; the payments
 * housekeeping runs in the background, on one replica at a time. In demo mode it also serves the
 * payment sandbox's checkout, as `npm start` does.
 */
import type { ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "./app";
import { type AppConfig, loadConfig } from "./config";
import { listen, listeningPort } from "./http-server";
import { housekeepingLock, startRenewalTimer } from "./jobs/renewal-timer";
import { readiness } from "./lifecycle";
import { paystackSandbox } from "./payments/sandbox";
import { SANDBOX_PATH } from "./payments/settings";
import { closeServices, createServices } from "./services";
import { createBuildRequestQueue, postDeployHook } from "./static/build-requests";
import { createRebuildCoalescer } from "./static/rebuild-coalescer";
import { recordSiteBuild } from "./static/site-status";

export interface RunningApi {
  url: string;
  config: AppConfig;
  server: ServerType;
  close(): Promise<void>;
}

export async function startApiServer(overrides: Partial<AppConfig> = {}): Promise<RunningApi> {
  const config = { ...loadConfig(), ...overrides };
  const services = await createServices(config);
  // The site is on a static host: changes reach it through its deploy hook, one call per burst
  // whichever instance saw them, one call at a time and no more often than the minimum interval.
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
        onClaimed: (reasons) => deploys.request(reasons.join("; ")),
      })
    : undefined;
  const api = createApp({
    ...services,
    config,
    onSiteDataChanged: (reason) => void buildRequests?.request(reason),
  });
  const state = readiness("Starting");
  const app = new Hono();
  app.get("/ready", (c) => {
    const notReady = state.reason();
    return notReady ? c.json({ message: notReady }, 503) : c.json({ status: "ready" });
  });
  // A demo made of API replicas takes a browser payment too: the sandbox keeps its state in the
  // database, so any replica serves its checkout; the front sends /sandbox/ here like /api/.
  if (services.payments.mode === "sandbox") {
    app.route(SANDBOX_PATH, paystackSandbox({ db: services.db, config }));
  }
  app.route("/", api);

  const server = await listen(app, { port: config.port, host: config.host });
  state.ready();
  const url = `http://${config.host}:${listeningPort(server)}`;
  console.log(`API listening on ${url}`);
  const housekeeping = startRenewalTimer(
    { ...services, config, now: () => new Date() },
    { lock: housekeepingLock(services.database) },
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      state.draining();
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      buildRequests?.dispose();
      deploys?.dispose();
      const stopped = housekeeping.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopped;
      await closeServices(services);
    })();
    return closing;
  };
  return { url, config, server, close };
}
