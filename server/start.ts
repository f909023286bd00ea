/** `npm start`: the whole product on one port, building the site first when it is missing or stale. */

import { configureLog, logFormat, routeConsoleToLog } from "./lib/log";
import { closeOnSignals, startOrExit } from "./lifecycle";
import { startProduct } from "./product";

configureLog({ format: logFormat(process.env.LOG_FORMAT, process.stdout.isTTY) });
routeConsoleToLog();

const product = await startOrExit(() => startProduct());
closeOnSignals(product, { timeoutMs: product.config.shutdownTimeoutMs });
await product.siteReady;
console.log(`Ready: ${product.url.replace("127.0.0.1", "localhost")}`);
