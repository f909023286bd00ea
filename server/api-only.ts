/**
 * The API alone, for a deployment where the static site sits on a CDN: `npm run api`.
 * The same routes as under /api in `npm start`, at the root of this server.
 */
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { startOutboxPruning } from "./jobs/outbox-pruning";
import { startRenewalTimer } from "./jobs/renewal-timer";
import { closeServices, createServices, outboxDir } from "./services";
import { createBuildRequestQueue, postDeployHook } from "./static/build-requests";

const config = loadConfig();
const services = await createServices(config);
// The site is on a static host: changes reach it through its deploy hook, one call per burst
// whichever instance saw them.
const deployHookUrl = config.deployHookUrl;
const buildRequests = deployHookUrl
  ? createBuildRequestQueue({
      db: services.db,
      onClaimed: (reasons) => void postDeployHook(deployHookUrl, reasons),
    })
  : undefined;
const app = createApp({
  ...services,
  config,
  onSiteDataChanged: (reason) => void buildRequests?.request(reason),
});
const renewals = startRenewalTimer({ ...services, config, now: () => new Date() });
const outboxPruning = config.smtpUrl ? undefined : startOutboxPruning(outboxDir(config));
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
  console.log(`API listening on http://${config.host}:${config.port}`),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () =>
    server.close(async () => {
      buildRequests?.dispose();
      await renewals.stop();
      outboxPruning?.stop();
      await closeServices(services);
      process.exit(0);
    }),
  );
}
