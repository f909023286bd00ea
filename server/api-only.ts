/** `npm run api`: the API alone, for a deployment where the static site sits on a CDN. */
import { startApiServer } from "./api-server";
import { configureLog, logFormat, routeConsoleToLog } from "./lib/log";
import { closeOnSignals, startOrExit } from "./lifecycle";

configureLog({ format: logFormat(process.env.LOG_FORMAT, process.stdout.isTTY) });
routeConsoleToLog();
const api = await startOrExit(() => startApiServer());
closeOnSignals(api, { timeoutMs: api.config.shutdownTimeoutMs });
