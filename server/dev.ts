/**
 * `npm run dev`: the API (port PORT + 1) and `astro dev` with hot reload on PORT, which proxies
 * /api, /dev/mail and /dev/housekeeping to it. The static build is skipped; pages render on demand.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { configureLog, logFormat, routeConsoleToLog } from "./lib/log";
import { closeOnSignals, startOrExit } from "./lifecycle";
import { ROOT_DIR, startProduct } from "./product";

configureLog({ format: logFormat(process.env.LOG_FORMAT, process.stdout.isTTY) });
routeConsoleToLog();

const sitePort = Number(process.env.PORT ?? 4321);
const apiPort = sitePort + 1;
const product = await startOrExit(() => startProduct({ port: apiPort, buildSite: false }));
const astro = spawn(
  process.execPath,
  [path.join(ROOT_DIR, "node_modules/astro/bin/astro.mjs"), "dev", "--port", String(sitePort)],
  {
    cwd: ROOT_DIR,
    stdio: "inherit",
    env: { ...process.env, API_PROXY_TARGET: product.url, BUILD_API_URL: `${product.url}/api` },
  },
);
closeOnSignals(
  {
    close: async () => {
      astro.kill("SIGTERM");
      await product.close();
    },
  },
  { timeoutMs: product.config.shutdownTimeoutMs },
);
