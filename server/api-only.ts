/**
 * The API alone, for a deployment where the static site sits on a CDN: `npm run api`.
 * The same routes as under /api in `npm start`, at the root of this server.
 */
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { startRenewalTimer } from "./jobs/renewal-timer";
import { closeServices, createServices } from "./services";
import { createBuildRequestQueue, postDeployHook } from "./static/build-requests";
import { createRebuildCoalescer } from "./static/rebuild-coalescer";

const config = loadConfig();
const services = await createServices(config);
// The site is on a static host: changes reach it through its deploy hook, one call per burst
// whichever instance saw them, one call at a time and no more often than the minimum interval.
const deployHookUrl = config.deployHookUrl;
const deploys = deployHookUrl
  ? createRebuildCoalescer({
      run: (reasons) => postDeployHook(deployHookUrl, reasons),
      minIntervalMs: config.siteRebuildMinIntervalMs,
    })
  : undefined;
const buildRequests = deploys
  ? createBuildRequestQueue({
      db: services.db,
      onClaimed: (reasons) => deploys.request(reasons.join("; ")),
    })
  : undefined;
const app = createApp({
  ...services,
  config,
  onSiteDataChanged: (reason) => void buildRequests?.request(reason),
});
const renewals = startRenewalTimer({ ...services, config, now: () => new Date() });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
  console.log(`API listening on http://${config.host}:${config.port}`),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () =>
    server.close(async () => {
      buildRequests?.dispose();
      deploys?.dispose();
      await renewals.stop();
      await closeServices(services);
      process.exit(0);
    }),
  );
}
