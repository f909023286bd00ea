/**
 * The API alone, for a deployment where the static site sits on a CDN: `npm run api`.
 * The same routes as under /api in `npm start`, at the root of this server, and `/ready` for the
 * load balancer (503 while shutting down). It listens first; the payments housekeeping runs in the
 * background, on one replica at a time.
 */
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { housekeepingLock, startRenewalTimer } from "./jobs/renewal-timer";
import { closeOnSignals, readiness, startOrExit } from "./lifecycle";
import { closeServices, createServices } from "./services";
import { createBuildRequestQueue, postDeployHook } from "./static/build-requests";

const config = await startOrExit(async () => loadConfig());
const services = await startOrExit(() => createServices(config));
// The site is on a static host: changes reach it through its deploy hook, one call per burst
// whichever instance saw them.
const deployHookUrl = config.deployHookUrl;
const buildRequests = deployHookUrl
  ? createBuildRequestQueue({
      db: services.db,
      onClaimed: (reasons) => void postDeployHook(deployHookUrl, reasons),
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
app.route("/", api);

const server = await new Promise<ServerType>((resolve) => {
  const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
});
state.ready();
console.log(`API listening on http://${config.host}:${config.port}`);
const housekeeping = startRenewalTimer(
  { ...services, config, now: () => new Date() },
  { lock: housekeepingLock(services.database) },
);

closeOnSignals(
  {
    async close() {
      state.draining();
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      buildRequests?.dispose();
      const stopped = housekeeping.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopped;
      await closeServices(services);
    },
  },
  { timeoutMs: config.shutdownTimeoutMs },
);
