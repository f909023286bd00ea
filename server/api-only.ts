/** `npm run api`: the API alone, for a deployment where the static site sits on a CDN. */
import { startApiServer } from "./api-server";
import { closeOnSignals, startOrExit } from "./lifecycle";

const api = await startOrExit(() => startApiServer());
closeOnSignals(api, { timeoutMs: api.config.shutdownTimeoutMs });
