/**
 * The API alone, for a deployment where the static site sits on a CDN (`npm run api`): the same
 * routes as under /api in `npm start`, at the root of this server, behind the same front.
 */
import type { ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { type AppConfig, loadConfig } from "./config";
import { listen, listeningPort } from "./http-server";
import { startRenewalTimer } from "./jobs/renewal-timer";
import { closeServices, createServices } from "./services";
import { createBuildRequestQueue, postDeployHook } from "./static/build-requests";

export interface RunningApi {
  url: string;
  server: ServerType;
  close(): Promise<void>;
}

export async function startApiServer(overrides: Partial<AppConfig> = {}): Promise<RunningApi> {
  const config = { ...loadConfig(), ...overrides };
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
  const server = await listen(app, { port: config.port, host: config.host });
  const url = `http://${config.host}:${listeningPort(server)}`;
  console.log(`API listening on ${url}`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      buildRequests?.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await renewals.stop();
      await closeServices(services);
    })();
    return closing;
  };
  return { url, server, close };
}
